/**
 * Key names as the server sees them in `keybind` packets.
 *
 * Names follow the PlayPalace clients: lower-case letters and digits ("d", "7"), "enter", "space",
 * "backspace", "escape", "up", "down", "left", "right", "home", "end"; modifiers travel separately as the
 * booleans control / alt / shift (Shift+D is key "d" with shift true).
 */

const NAMED = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
  Enter: "enter",
  " ": "space",
  Spacebar: "space",
  Backspace: "backspace",
  Escape: "escape",
  Home: "home",
  End: "end",
};

/** The server-side name of the key in a KeyboardEvent, or null for keys the client never sends. */
export function keyName(event) {
  if (Object.hasOwn(NAMED, event.key)) return NAMED[event.key];
  if (typeof event.key === "string" && event.key.length === 1) {
    const lower = event.key.toLowerCase();
    if (/^[a-z0-9]$/.test(lower)) return lower;
  }
  // Layouts or modifiers that change the character (e.g. Alt on macOS): fall back to the physical key.
  const code = /^Key([A-Z])$/.exec(event.code || "") || /^Digit([0-9])$/.exec(event.code || "");
  return code ? code[1].toLowerCase() : null;
}

export function isArrow(name) {
  return name === "up" || name === "down" || name === "left" || name === "right";
}

export function isCharacter(name) {
  return typeof name === "string" && /^[a-z0-9]$/.test(name);
}

/**
 * A `keybind` packet: every field of the schema's KeybindPacket, nothing else.
 * menu_index is 1-based (the schema's minimum is 1); null when the menu is empty.
 */
export function keybindPacket(name, event, menuId, index, itemId) {
  return {
    type: "keybind",
    key: name,
    control: Boolean(event.ctrlKey),
    alt: Boolean(event.altKey),
    shift: Boolean(event.shiftKey),
    menu_id: menuId ?? null,
    menu_index: Number.isInteger(index) && index >= 0 ? index + 1 : null,
    menu_item_id: itemId ?? null,
  };
}
