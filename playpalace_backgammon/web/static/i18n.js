/**
 * The client's own interface words: looked up here, written in `locales/<lang>/web.ftl` on the server.
 *
 * Everything the game says comes from the server over the websocket (Fluent, in the player's locale); the
 * few words of the page itself (login form, section headings, connection states) come from the server too:
 * `GET i18n/<lang>.json` answers `{id: text}` with every message of web.ftl rendered in that language
 * (English for an unknown one or a missing message), variables left as `{name}` markers that
 * `t(id, {name: value})` fills in. `GET i18n/languages.json` lists every language the server has:
 * `[{code, name, dir, digits}]`, each named in itself, "rtl" for those written right to left, and the ten
 * digits its numbers are written in (the server writes numbers in the same digits). The page follows the
 * language in use: `lang` and `dir` on <html>, numbers (`formatNumber`, and number arguments of `t`) in
 * its digits. The language chosen in the menu is remembered in localStorage. This module holds no words,
 * only the lookup; an id with no text yet shows as itself.
 */

const STORAGE_KEY = "playpalace-backgammon-language";
const LATIN = "0123456789";

let current = "en";
let words = {};
let latest = 0;
let languages = [];
let direction = "ltr";
let digits = LATIN;

/** "rtl" or "ltr" for a language the server did not describe, from the browser's own data. */
function browserDirection(code) {
  try {
    const locale = new Intl.Locale(code);
    const info = typeof locale.getTextInfo === "function" ? locale.getTextInfo() : locale.textInfo;
    return info?.direction === "rtl" ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

function describe(code, name, dir, ownDigits) {
  return {
    code,
    name: typeof name === "string" && name ? name : code,
    dir: dir === "rtl" || dir === "ltr" ? dir : browserDirection(code),
    digits: typeof ownDigits === "string" && [...ownDigits].length === 10 ? ownDigits : LATIN,
  };
}

/** Fetch the list of languages the server has; resolves to it (also kept for `getLanguages`). */
export async function loadLanguages() {
  const response = await fetch("i18n/languages.json", { cache: "no-cache" });
  if (!response.ok) throw new Error(`languages: HTTP ${response.status}`);
  const list = await response.json();
  languages = (Array.isArray(list) ? list : [])
    .filter((entry) => entry && typeof entry.code === "string" && entry.code)
    .map((entry) => describe(entry.code, entry.name, entry.dir, entry.digits));
  return languages;
}

/** The languages known, each {code, name, dir, digits}. */
export function getLanguages() {
  return languages;
}

/** Names from an `update_options_lists` packet ({code: name}): renamed, or added to the list. */
export function updateLanguageNames(names) {
  if (!names || typeof names !== "object" || Array.isArray(names)) return;
  for (const [code, name] of Object.entries(names)) {
    if (!code || typeof name !== "string" || !name) continue;
    const known = languages.find((language) => language.code === code);
    if (known) known.name = name;
    else languages.push(describe(code, name));
  }
}

/**
 * Fetch the words of language `code` (relative URL, same server as the page). Resolves true once they
 * are in use, false when a later call has superseded this one; rejects when the server cannot answer.
 */
export async function loadLanguage(code) {
  const ticket = ++latest;
  const response = await fetch(`i18n/${encodeURIComponent(code)}.json`, { cache: "no-cache" });
  if (!response.ok) throw new Error(`interface words for ${code}: HTTP ${response.status}`);
  const table = await response.json();
  if (ticket !== latest) return false;
  words = table && typeof table === "object" ? table : {};
  current = response.headers.get("Content-Language") || code;
  const described = languages.find((language) => language.code === current) ?? describe(current);
  direction = described.dir;
  digits = described.digits;
  return true;
}

/** The language of the words in use (as the server sent them). */
export function getLanguage() {
  return current;
}

/** "rtl" or "ltr": the direction of the language in use. */
export function getDirection() {
  return direction;
}

/** The language chosen in the menu on an earlier visit, or null. */
export function rememberedLanguage() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remember the language chosen in the menu for later visits. */
export function rememberLanguage(code) {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

const normalTag = (tag) => String(tag).replace(/_/g, "-").toLowerCase();

/**
 * Best guess from the browser's preferences among `available` language codes: the same tag, else one of
 * the same language ("pt-PT" finds "pt-BR", "zh-TW" finds "zh-CN"); else English, else the first.
 */
export function guessLanguage(available) {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language || ""];
  for (const tag of tags) {
    const exact = available.find((code) => normalTag(code) === normalTag(tag));
    if (exact) return exact;
    const base = normalTag(tag).split("-")[0];
    const sameLanguage = available.find((code) => normalTag(code).split("-")[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return available.includes("en") ? "en" : (available[0] ?? "en");
}

/** An integer (or any number) written in the digits of the language in use. */
export function formatNumber(value) {
  const text = String(value);
  if (digits === LATIN) return text;
  const own = [...digits];
  return text.replace(/[0-9]/g, (digit) => own[Number(digit)]);
}

/**
 * The text of message `id`, with its `{name}` markers filled from `args` (unknown markers stay). Numbers
 * are written in the language's digits; in a right-to-left language each value is isolated (FSI...PDI)
 * so a name in Latin letters does not reorder the words around it.
 */
export function t(id, args = {}) {
  const text = typeof words[id] === "string" ? words[id] : id;
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!Object.hasOwn(args, name)) return whole;
    const value = typeof args[name] === "number" ? formatNumber(args[name]) : String(args[name]);
    return direction === "rtl" ? `\u2068${value}\u2069` : value;
  });
}

/** Fill every element marked `data-i18n="id"` (text) or `data-i18n-attr="attr:id"` (an attribute). */
export function translatePage(root = document) {
  document.documentElement.lang = current;
  document.documentElement.dir = direction;
  document.title = t("web-app-title");
  for (const el of root.querySelectorAll("[data-i18n]")) {
    el.textContent = t(el.dataset.i18n);
  }
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of el.dataset.i18nAttr.split(";")) {
      const [attr, id] = pair.split(":");
      if (attr && id) el.setAttribute(attr.trim(), t(id.trim()));
    }
  }
}
