/**
 * The visual board for sighted players, drawn from what the server already says in words.
 *
 * The server sends the board as a grid menu whose item labels are the accessible text of each point
 * ("13: 5 white", "13 white, 5", "7 empty", "6: 3 red, selected", Spanish colour words too), numbers in
 * the digits of the player's language (Persian ۱۳, Arabic ١٣: any decimal digits are read), and, for the
 * web client, the board state as data: every point's colour and count, in any language. The client never
 * knows the rules; it draws from that data, and reads the labels cautiously where it has none:
 *
 *   parseCellLabel(text)  -> {point, count, colour, selected} or null when the label names no point 1..24.
 *                            Owners may be colour words (en, es), "you"/"opponent" words, or player names.
 *   pointOfCell(index)    -> the point (1..24) a cell of the 2x12 board shows, as the server lays it out.
 *   withPoints(parsed, points) -> each cell's reading with the colour and count of the board state.
 *   parseStatusText(text) -> {bar, off, dice, cube} pieces found in a free-text line (extra menu items).
 *   parseBoardState(text) -> the same from a JSON "board_state" speak packet, the dedicated channel, and
 *                            `points`: 24 {colour, count}, points 1 to 24 in the viewer's numbering.
 *   resolveSides(list)    draws "yours" in the colour the opponent's labels leave free.
 *   drawCell(cell, parsed) adds an aria-hidden drawing (triangle, number, checkers) to a grid cell.
 *   renderStatus(el, summary, t) shows bar, borne-off counts, dice and cube when any is known, colours named
 *                         by the page's words (web-colour-red, web-colour-white).
 *   drawBar(el, bar)      draws checkers on the bar over the board's bar column.
 *   drawCentre(el, summary) draws the dice left to play (those used faded) in the right half of the board's
 *                         middle, and the cube in the left half while it is in the middle.
 *   drawSides(el, summary) draws on the board itself what belongs to one side: the cube at its owner's side
 *                         (over the bar), and each colour's borne-off checkers as a stack at the right edge,
 *                         on that colour's side (the viewer's own, `near`, at the bottom).
 *
 * Anything it cannot read is simply not drawn: the cell still shows the server's text, so the board
 * degrades to a plain labelled grid and nothing breaks. Every number it shows is written in the digits of
 * the page's language (formatNumber); the board itself is never mirrored (style.css).
 */

import { formatNumber } from "../i18n.js";

const LETTER = "\\p{L}";
const word = (alternatives) => new RegExp(`(?<![${LETTER}])(?:${alternatives})(?![${LETTER}])`, "iu");

/** Colour (or side) words a label may use, mapped to the drawing class. First match in the label wins. */
export const COLOUR_WORDS = [
  ["red", word("red|rojas?|rojos?")],
  ["white", word("white|blancas?|blancos?")],
  ["black", word("black|negras?|negros?")],
  ["you", word("yours?|you|mine|tuyas?|tuyos?|tus|m[ií]as?")],
  ["opp", word("opponent'?s?|theirs|rival|oponentes?|contrari[ao]s?")],
];

const NUMBER_WORDS = new Map(
  Object.entries({
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
    un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
    diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
  }),
);

const EMPTY = word("empty|vac[ií][ao]s?|libre");
const SELECTED = word("selected|seleccionad[ao]s?");
const POINT_START = /^\s*(?:(?:point|punto|pt\.?)\s*)?(\d{1,2})(?!\d)/iu;

function findColour(text) {
  let best = null;
  for (const [colour, re] of COLOUR_WORDS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.index)) best = { colour, index: m.index };
  }
  return best;
}

/** The code point of "0" of each run of decimal digits the server may write numbers in. */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0,
  0xf20, 0x1040, 0x17e0, 0x1c50];

/** `text` with every decimal digit of those scripts as a Latin digit, so labels in any digits parse. */
export function latinDigits(text) {
  return String(text ?? "").replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0);
    const zero = ZEROS.find((start) => code >= start && code <= start + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

function numbersIn(text) {
  const found = [];
  for (const m of text.matchAll(/\d+/g)) found.push({ value: Number(m[0]), index: m.index });
  for (const m of text.matchAll(new RegExp(`[${LETTER}]+`, "gu"))) {
    const value = NUMBER_WORDS.get(m[0].toLowerCase());
    if (value !== undefined) found.push({ value, index: m.index });
  }
  return found;
}

const FILLER = word(
  "checkers?|pieces?|stones?|fichas?|piezas?|of|with|has|owned|by|de|con|tiene|del|la|las|los|el|and|y",
);
const owners = new Map();

/**
 * Labels that name an owner other than a colour word ("13: 5 Bob", "13: 5, Ana's"): the first word left once
 * numbers and filler are removed. The first two distinct owners seen get the red and white drawings.
 */
function ownerSide(rest) {
  const words = rest
    .replace(/'s\b/giu, "")
    .split(new RegExp(`[^${LETTER}]+`, "u"))
    .filter((w) => w && !NUMBER_WORDS.has(w.toLowerCase()) && !FILLER.test(w) && !SELECTED.test(w));
  if (!words.length) return null;
  const key = words[0].toLowerCase();
  if (!owners.has(key) && owners.size < 2) owners.set(key, owners.size === 0 ? "red" : "white");
  return owners.get(key) ?? null;
}

/**
 * Read one grid label. Returns null unless it starts with a point number 1..24 (optionally "point"/"punto").
 * count: the first number after the point (digits or a number word), 1 for a bare colour word, 0 if the
 * label says empty (so a name with digits, "of Bot 2", must come after the count);
 * colour: "red" | "white" | "black" | "you" | "opp" (from the words above, else by owner name) or null;
 * selected: the label says so.
 */
export function parseCellLabel(text) {
  const label = latinDigits(String(text ?? "").normalize("NFC").replace(/[\u2066-\u2069\u200e\u200f\u061c]/gu, ""));
  const start = POINT_START.exec(label);
  if (!start) return null;
  const point = Number(start[1]);
  if (point < 1 || point > 24) return null;
  const rest = label.slice(start[0].length);
  const selected = SELECTED.test(rest);
  if (EMPTY.test(rest)) return { point, count: 0, colour: null, selected };
  const colourHit = findColour(rest);
  const numbers = numbersIn(rest).filter((n) => n.value >= 1 && n.value <= 15);
  let count = 0;
  let colour = null;
  numbers.sort((a, b) => a.index - b.index);
  if (colourHit) {
    count = numbers.length ? numbers[0].value : 1;
    colour = colourHit.colour;
  } else if (numbers.length) {
    count = numbers[0].value;
    colour = ownerSide(rest);
  }
  return { point, count, colour, selected };
}

const OTHER_COLOUR = { red: "white", white: "red", black: "white" };
let lastYou = null;

/**
 * Labels that say "yours" for the viewer's checkers but name the opponent's colour ("of Bob, white"): draw
 * the viewer's checkers in the other colour, so both sides look like a real board. Mutates `parsedList`.
 */
export function resolveSides(parsedList) {
  const explicit = new Set();
  for (const p of parsedList) if (p?.colour && OTHER_COLOUR[p.colour]) explicit.add(p.colour);
  if (explicit.size === 1) lastYou = OTHER_COLOUR[[...explicit][0]];
  if (!lastYou || explicit.has(lastYou)) return parsedList;
  for (const p of parsedList) if (p?.colour === "you") p.colour = lastYou;
  return parsedList;
}

/** Colour -> count pairs in a fragment, in either order ("white 1, red 0" or "1 white, 0 red"). */
function colourCounts(fragment) {
  const tokens = fragment.split(/[\s,:;=()/]+/u).filter(Boolean);
  const isNum = (tok) => /^\d+$/.test(tok);
  const colourOf = (tok) => {
    for (const [colour, re] of COLOUR_WORDS) if (re.test(tok) && re.exec(tok)[0].length === tok.length) return colour;
    return null;
  };
  const firstColour = tokens.findIndex((tok) => colourOf(tok));
  const firstNumber = tokens.findIndex(isNum);
  if (firstColour < 0 || firstNumber < 0) return {};
  const numberFirst = firstNumber < firstColour;
  const counts = {};
  tokens.forEach((tok, i) => {
    const colour = colourOf(tok);
    if (!colour) return;
    const neighbour = tokens[numberFirst ? i - 1 : i + 1];
    if (neighbour !== undefined && isNum(neighbour)) counts[colour] = Number(neighbour);
  });
  return counts;
}

const BAR_WORD = word("bar|barra");
const OFF_WORD = word("borne off|off|fuera|retiradas?|sacadas?");
const DICE_WORD = word("dice|die|rolled|roll|dados?|tirada");
const CUBE_WORD = word("cube|cubo");

/** Bar, borne-off, dice and cube facts found in a free-text line; sentences are read separately. */
export function parseStatusText(text) {
  const out = {};
  for (const sentence of latinDigits(text).split(/[.;\n]+/u)) {
    if (BAR_WORD.test(sentence)) {
      const counts = colourCounts(sentence.slice(BAR_WORD.exec(sentence).index));
      if (Object.keys(counts).length) out.bar = { ...out.bar, ...counts };
    }
    if (OFF_WORD.test(sentence)) {
      const counts = colourCounts(sentence.slice(OFF_WORD.exec(sentence).index));
      if (Object.keys(counts).length) out.off = { ...out.off, ...counts };
    }
    if (DICE_WORD.test(sentence)) {
      const dice = [...sentence.matchAll(/(?<!\d)[1-6](?!\d)/g)].map((m) => Number(m[0])).slice(0, 4);
      if (dice.length) out.dice = dice;
    }
    if (CUBE_WORD.test(sentence)) {
      const value = [...sentence.matchAll(/\d+/g)].map((m) => Number(m[0])).find((n) => n >= 1 && n <= 64);
      if (value) out.cube = { value, owner: findColour(sentence)?.colour ?? null };
    }
  }
  return out;
}

/**
 * The dedicated state channel: a speak packet with buffer "board_state" whose text is JSON like
 * {"bar":{"red":1,"white":0},"off":{"red":0,"white":3},"dice":[3,5],"cube":{"value":2,"owner":"white"}}.
 * Unknown or malformed fields are dropped; plain text falls back to parseStatusText.
 */
export function parseBoardState(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return parseStatusText(text);
  }
  const out = {};
  const counts = (obj) => {
    if (!obj || typeof obj !== "object") return null;
    const res = {};
    for (const [k, v] of Object.entries(obj)) if (Number.isInteger(v) && v >= 0 && v <= 15) res[k] = v;
    return Object.keys(res).length ? res : null;
  };
  if (data && typeof data === "object") {
    const bar = counts(data.bar);
    const off = counts(data.off);
    if (bar) out.bar = bar;
    if (off) out.off = off;
    if (Array.isArray(data.dice)) {
      const dice = data.dice.filter((d) => Number.isInteger(d) && d >= 1 && d <= 6).slice(0, 4);
      out.dice = dice;  // the dice left: none left is news too (the drawn dice go)
    }
    if (Array.isArray(data.dice_used)) {
      out.diceUsed = data.dice_used.filter((d) => Number.isInteger(d) && d >= 1 && d <= 6).slice(0, 4);
    }
    if (typeof data.near === "string" && /^[a-z]+$/.test(data.near)) out.near = data.near;
    const cube = data.cube;
    if (cube && Number.isInteger(cube.value) && cube.value >= 1) {
      out.cube = { value: cube.value, owner: typeof cube.owner === "string" ? cube.owner : null };
    }
    if (Array.isArray(data.points) && data.points.length === 24) {
      const points = data.points.map((entry) => {
        const [colour, count] = Array.isArray(entry) ? entry : [];
        return Number.isInteger(count) && count >= 0 && count <= 15
          ? { colour: count && typeof colour === "string" && /^[a-z]+$/.test(colour) ? colour : null, count }
          : null;
      });
      if (points.every(Boolean)) {
        // The selected checker's point, when the state says (in any language, unlike the labels).
        if (data.selected === null || (Number.isInteger(data.selected) && data.selected >= 1 && data.selected <= 24)) {
          points.forEach((entry, index) => { entry.selected = index + 1 === data.selected; });
        }
        out.points = points;
      }
    }
  }
  return out;
}

/** The point (1..24, the viewer's numbering) shown by cell `index` of the 2x12 board: 13..24 on top from
 * the left, 12 down to 1 below. */
export function pointOfCell(index) {
  return index < 12 ? 13 + index : 12 - (index - 12);
}

/**
 * The readings of a 12-wide grid's cells with the board state's `points` put in: each of the 24 cells
 * gets its point's colour, count and selection (from the label only when the state does not say). Without
 * points, unchanged.
 */
export function withPoints(parsed, points) {
  if (!points) return parsed;
  return parsed.map((reading, index) => {
    if (index >= 24) return reading;
    const point = pointOfCell(index);
    const { colour, count, selected } = points[point - 1];
    return { point, count, colour, selected: selected ?? Boolean(reading?.selected) };
  });
}

const MAX_DRAWN = 5;

/**
 * Draw a parsed point inside its grid cell: an aria-hidden layer with the triangle, the point number and up
 * to five checkers (the last one shows the total when there are more). Cells the parser could not read get
 * no drawing and keep showing their text.
 */
export function drawCell(cell, parsed) {
  cell.classList.toggle("is-point", Boolean(parsed));
  cell.classList.toggle("is-selected", Boolean(parsed?.selected));
  const drawn = cell.querySelector(".pt");
  if (!parsed) {
    drawn?.remove();
    return;
  }
  const art = document.createElement("span");
  art.className = "pt";
  art.setAttribute("aria-hidden", "true");
  art.dataset.point = String(parsed.point);
  art.dataset.count = String(parsed.count);
  if (parsed.colour) art.dataset.colour = parsed.colour;
  const tri = document.createElement("span");
  tri.className = `tri ${parsed.point % 2 ? "tri-odd" : "tri-even"}`;
  const num = document.createElement("span");
  num.className = "num";
  num.textContent = formatNumber(parsed.point);
  const stack = document.createElement("span");
  stack.className = "stack";
  const shown = Math.min(parsed.count, MAX_DRAWN);
  for (let i = 0; i < shown; i += 1) {
    const checker = document.createElement("span");
    checker.className = `ck ck-${parsed.colour ?? "unknown"}`;
    if (i === shown - 1 && parsed.count > MAX_DRAWN) checker.textContent = formatNumber(parsed.count);
    stack.append(checker);
  }
  art.append(tri, num, stack);
  if (drawn?.outerHTML === art.outerHTML) return; // the same drawing: the one there stays
  drawn?.remove();
  cell.append(art);
}

/** Make `nodes` the children of `el`, unless the same markup is there already: then the nodes there stay,
 * so a packet that changes nothing here costs the page no new style and layout, and a screen reader reading
 * them keeps its place. */
function replaceIfChanged(el, nodes) {
  const box = document.createElement("div");
  box.append(...nodes);
  if (box.innerHTML !== el.innerHTML) el.replaceChildren(...box.childNodes);
}

/** Merge facts (later sources win field by field). */
export function mergeSummary(...parts) {
  const out = {};
  for (const part of parts) {
    if (!part) continue;
    for (const key of ["bar", "off", "dice", "diceUsed", "cube", "points", "near"]) {
      if (part[key] !== undefined) out[key] = part[key];
    }
  }
  return out;
}

/** The page's word for a colour the server names ("red", "white"); another name is shown as it came. */
const COLOUR_NAMES = { red: "web-colour-red", white: "web-colour-white" };

function colourName(colour, t) {
  return Object.hasOwn(COLOUR_NAMES, colour) ? t(COLOUR_NAMES[colour]) : String(colour);
}

function checkerBadge(colour, count, t) {
  const span = document.createElement("span");
  span.className = "badge";
  const dot = document.createElement("span");
  dot.className = `ck ck-${colour}`;
  dot.setAttribute("aria-hidden", "true");
  span.append(dot, document.createTextNode(t("web-colour-count", { colour: colourName(colour, t), count })));
  return span;
}

/** Show bar, borne-off, dice and cube facts (hidden when none is known). `t` gives the page's words. */
export function renderStatus(el, summary, t) {
  const rows = [];
  const addRow = (label, nodes) => {
    const dt = document.createElement("dt");
    dt.textContent = t(label);
    const dd = document.createElement("dd");
    dd.append(...nodes);
    rows.push(dt, dd);
  };
  if (summary.bar) addRow("web-bar", Object.entries(summary.bar).map(([c, n]) => checkerBadge(c, n, t)));
  if (summary.off) addRow("web-borne-off", Object.entries(summary.off).map(([c, n]) => checkerBadge(c, n, t)));
  if (summary.dice?.length) {
    addRow("web-dice", summary.dice.map((d) => {
      const die = document.createElement("span");
      die.className = "die";
      die.textContent = formatNumber(d);
      return die;
    }));
  }
  if (summary.cube) {
    const cube = document.createElement("span");
    cube.className = "cube";
    cube.textContent = formatNumber(summary.cube.value);
    const nodes = [cube];
    if (summary.cube.owner) nodes.push(document.createTextNode(` ${colourName(summary.cube.owner, t)}`));
    addRow("web-cube", nodes);
  }
  if (!rows.length) {
    replaceIfChanged(el, []);
    el.hidden = true;
    return;
  }
  const heading = document.createElement("h3");
  heading.className = "sr-only";
  heading.textContent = t("web-board-summary");
  const dl = document.createElement("dl");
  dl.append(...rows);
  replaceIfChanged(el, [heading, dl]);
  el.hidden = false;
}

/** Draw up to two colours of bar checkers (one group at the top, one at the bottom) with their counts. */
export function drawBar(el, bar) {
  if (!el) return;
  const nodes = [];
  const groups = Object.entries(bar ?? {}).filter(([, n]) => n > 0).slice(0, 2);
  for (const [colour, count] of groups) {
    const group = document.createElement("span");
    group.className = "bar-group";
    const shown = Math.min(count, 3);
    for (let i = 0; i < shown; i += 1) {
      const checker = document.createElement("span");
      checker.className = `ck ck-${colour}`;
      if (i === shown - 1 && count > 1) checker.textContent = formatNumber(count);
      group.append(checker);
    }
    nodes.push(group);
  }
  if (groups.length === 1) nodes.push(document.createElement("span"));
  replaceIfChanged(el, nodes);
}

/** Whether the cube is drawn at its owner's side (the owner and the viewer's side are known). */
function cubeOnASide(summary) {
  return Boolean(summary?.cube?.owner && summary?.near);
}

/** Dice left in the middle of the right half (used ones faded), the cube in the middle of the left half
 * while nobody owns it, and (drawSides) the owned cube and the borne-off checkers on the board around it
 * (decoration only). */
export function drawCentre(el, summary) {
  if (!el) return;
  drawSides(el.parentElement, summary);
  const left = document.createElement("span");
  left.className = "centre-half";
  const right = document.createElement("span");
  right.className = "centre-half";
  if (summary?.cube && !cubeOnASide(summary)) {
    const cube = document.createElement("span");
    cube.className = "cube";
    cube.textContent = formatNumber(summary.cube.value);
    left.append(cube);
  }
  const dice = [...(summary?.dice ?? []).map((value) => [value, false]),
    ...(summary?.diceUsed ?? []).map((value) => [value, true])];
  for (const [value, used] of dice) {
    const die = document.createElement("span");
    die.className = used ? "die die-used" : "die";
    if (used) die.style.opacity = "0.35";
    die.textContent = formatNumber(value);
    right.append(die);
  }
  replaceIfChanged(el, [left, right]);
}

const SIDE_ART = "side-art";

/** An aria-hidden layer of `board` (the board's rows) for what belongs to one side, made once. */
function sideLayer(board) {
  let layer = board.querySelector(`:scope > .${SIDE_ART}`);
  if (!layer) {
    layer = document.createElement("div");
    layer.className = SIDE_ART;
    layer.setAttribute("aria-hidden", "true");
    Object.assign(layer.style, { position: "absolute", inset: "0", pointerEvents: "none" });
    board.append(layer);
  }
  return layer;
}

/**
 * The cube at its owner's side, over the bar (the viewer's side, `near`, is the bottom half), and each
 * colour's borne-off checkers as thin slabs at the board's right edge, stacked from the middle towards
 * that colour's side, with their count. Decoration only: the words say all of it.
 */
export function drawSides(board, summary) {
  if (!board) return;
  const layer = sideLayer(board);
  const nodes = [];
  const near = summary?.near;
  if (cubeOnASide(summary)) {
    const cube = document.createElement("span");
    cube.className = "cube cube-owned";
    cube.dataset.owner = summary.cube.owner;
    cube.textContent = formatNumber(summary.cube.value);
    const mine = summary.cube.owner === near;
    Object.assign(cube.style, {
      position: "absolute", left: "50%", transform: "translate(-50%, -50%)", top: mine ? "72%" : "28%",
      width: "calc(var(--bar-w) * 0.95)", height: "calc(var(--bar-w) * 0.95)", minWidth: "0",
      fontSize: "calc(var(--bar-w) * 0.5)", background: "#fbfaf6", color: "#1d1b18", borderColor: "#1d1b18",
    });
    nodes.push(cube);
  }
  if (near) nodes.push(...offTrays(summary, near));
  replaceIfChanged(layer, nodes);
}

/** Each colour's borne-off checkers, as drawSides puts them at the board's right edge. */
function offTrays(summary, near) {
  const trays = [];
  for (const [colour, count] of Object.entries(summary?.off ?? {})) {
    if (!count) continue;
    const mine = colour === near;
    const tray = document.createElement("span");
    tray.className = "off-tray";
    tray.dataset.colour = colour;
    tray.dataset.count = String(count);
    Object.assign(tray.style, {
      position: "absolute", right: "2px", width: "calc(var(--bar-w) * 0.9)", display: "flex",
      flexDirection: mine ? "column" : "column-reverse", alignItems: "center", gap: "1px",
      ...(mine ? { top: "calc(50% + var(--band) / 2)" } : { bottom: "calc(50% + var(--band) / 2)" }),
    });
    for (let i = 0; i < count; i += 1) {
      const slab = document.createElement("span");
      slab.className = `ck ck-${colour}`;
      Object.assign(slab.style, {
        width: "100%", height: "calc(var(--bar-w) * 0.22)", aspectRatio: "auto", borderRadius: "2px",
        borderWidth: "1px", maxWidth: "100%",
      });
      tray.append(slab);
    }
    const label = document.createElement("span");
    label.className = "off-count";
    label.textContent = formatNumber(count);
    Object.assign(label.style, { fontWeight: "800", fontSize: "calc(var(--bar-w) * 0.45)", color: "#fff",
      textShadow: "0 0 2px #000" });
    tray.append(label);
    trays.push(tray);
  }
  return trays;
}
