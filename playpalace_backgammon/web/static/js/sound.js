/**
 * Sounds named by `play_sound` packets, played from static/sounds/ when such a file exists.
 *
 * A name without an extension is tried as .ogg. Missing files, unsupported formats and autoplay refusals
 * are all silent: a name that failed once is not requested again. Volume is 0..100, pitch 0..200 (100 =
 * normal) and maps to the playback rate.
 */

const failed = new Set();

export class Sounds {
  constructor(baseUrl = "sounds/") {
    this.baseUrl = baseUrl;
    this.enabled = true;
  }

  /** The file URL for a sound name, or null for names that could leave the sounds directory. */
  urlFor(name) {
    const clean = String(name ?? "").trim();
    if (!clean || clean.includes("..") || /^[a-z]+:/i.test(clean) || clean.startsWith("/")) return null;
    const withExt = /\.[a-z0-9]{2,4}$/i.test(clean) ? clean : `${clean}.ogg`;
    return new URL(this.baseUrl + withExt.split("/").map(encodeURIComponent).join("/"), document.baseURI).href;
  }

  play({ name, volume = 100, pitch = 100 } = {}) {
    if (!this.enabled) return;
    const url = this.urlFor(name);
    if (!url || failed.has(url)) return;
    try {
      const audio = new Audio(url);
      audio.volume = Math.max(0, Math.min(1, Number(volume) / 100 || 0));
      const rate = Number(pitch) / 100;
      if (rate >= 0.25 && rate <= 4) {
        audio.preservesPitch = false;
        audio.playbackRate = rate;
      }
      audio.addEventListener("error", () => failed.add(url), { once: true });
      audio.play()?.catch?.(() => {});
    } catch {
      failed.add(url);
    }
  }
}
