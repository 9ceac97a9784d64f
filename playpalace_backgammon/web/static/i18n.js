/**
 * The client's own interface words: looked up here, written in `locales/<lang>/web.ftl` on the server.
 *
 * Everything the game says comes from the server over the websocket (Fluent, in the player's locale); the
 * few words of the page itself (login form, section headings, connection states) come from the server too:
 * `GET i18n/<lang>.json` answers `{id: text}` with every message of web.ftl rendered in that language
 * (English for an unknown one or a missing message), variables left as `{name}` markers that
 * `t(id, {name: value})` fills in. This module holds no words, only the lookup; an id with no text yet
 * shows as itself.
 */

let current = "en";
let words = {};
let latest = 0;

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
  return true;
}

/** The language of the words in use (as the server sent them). */
export function getLanguage() {
  return current;
}

/** Best guess from the browser's preferences among `available` language codes, else the first of them. */
export function guessLanguage(available) {
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (available.includes(base)) return base;
  }
  return available[0] ?? "en";
}

/** The text of message `id`, with its `{name}` markers filled from `args` (unknown markers stay). */
export function t(id, args = {}) {
  const text = typeof words[id] === "string" ? words[id] : id;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(args, name) ? String(args[name]) : whole));
}

/** Fill every element marked `data-i18n="id"` (text) or `data-i18n-attr="attr:id"` (an attribute). */
export function translatePage(root = document) {
  document.documentElement.lang = current;
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
