/**
 * Speech: every announcement goes to an ARIA live region (for screen readers) and to the visible history.
 *
 * Announcements are appended as new elements, never written over earlier ones, so when several arrive in the
 * same moment a screen reader queues them all. Old nodes are pruned from the live regions (removals are not
 * announced: aria-relevant="additions") while the history keeps a longer tail.
 */

const LIVE_KEEP = 40;
const HISTORY_KEEP = 500;

/** Speak buffers the server marks as urgent; they interrupt (aria-live="assertive"). */
export const URGENT_BUFFERS = new Set(["alert", "error", "urgent", "system"]);

export class Speech {
  /**
   * @param {HTMLElement} polite live region (role="log", aria-live="polite")
   * @param {HTMLElement} assertive live region (aria-live="assertive")
   * @param {HTMLOListElement} history visible list of everything said
   */
  constructor(polite, assertive, history) {
    this.polite = polite;
    this.assertive = assertive;
    this.history = history;
  }

  /**
   * Announce `text` and record it in the history.
   * options.urgent: use the assertive region; options.silent: history only (a muted speak packet);
   * options.kind: a class name for the history entry (e.g. the speak buffer).
   */
  say(text, { urgent = false, silent = false, kind = "" } = {}) {
    const clean = String(text ?? "").trim();
    if (!clean) return;
    this.record(clean, kind);
    if (silent) return;
    const region = urgent ? this.assertive : this.polite;
    const node = document.createElement("p");
    node.textContent = clean;
    region.append(node);
    while (region.childElementCount > LIVE_KEEP) region.firstElementChild.remove();
  }

  /** Add one line to the visible history, keeping it scrolled to the newest line. */
  record(text, kind = "") {
    const item = document.createElement("li");
    item.textContent = text;
    if (kind) item.dataset.buffer = kind;
    const atBottom = this.history.scrollTop + this.history.clientHeight >= this.history.scrollHeight - 4;
    this.history.append(item);
    while (this.history.childElementCount > HISTORY_KEEP) this.history.firstElementChild.remove();
    if (atBottom) this.history.scrollTop = this.history.scrollHeight;
  }

  /** Handle a `speak` packet: urgency from its buffer, `muted` means history only. */
  speakPacket(packet) {
    const buffer = typeof packet.buffer === "string" ? packet.buffer : "";
    this.say(packet.text, {
      urgent: URGENT_BUFFERS.has(buffer.toLowerCase()),
      silent: packet.muted === true,
      kind: buffer,
    });
  }
}
