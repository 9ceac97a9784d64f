/**
 * Sounds named by `play_sound` packets and by the board's cells, played from static/sounds/ (our own
 * pack, made by scripts/make-sounds.py), at the player's volume unless muted; both settings are remembered
 * in localStorage. Sounds only add to the words: everything they mark is also said.
 *
 * A name without an extension is tried as .ogg. Missing files, unsupported formats and autoplay refusals
 * are all silent: a name that failed once is not requested again. The packet's volume is 0..100 and is
 * scaled by the player's volume (0..100); pitch 0..200 (100 = normal) maps to the playback rate.
 */

const failed = new Set();
const VOLUME_KEY = "playpalace-backgammon-sound-volume";
const MUTED_KEY = "playpalace-backgammon-sound-muted";
export const DEFAULT_VOLUME = 80;

function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // private mode: settings last for this page only
  }
}

function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode */
  }
}

function clampVolume(value) {
  const number = Math.round(Number(value));
  return Number.isFinite(number) ? Math.max(0, Math.min(100, number)) : DEFAULT_VOLUME;
}

export class Sounds {
  constructor(baseUrl = "sounds/") {
    this.baseUrl = baseUrl;
    const volume = stored(VOLUME_KEY);
    this.volume = volume === null ? DEFAULT_VOLUME : clampVolume(volume);
    this.muted = stored(MUTED_KEY) === "true";
  }

  /** The player's volume, 0..100, remembered. */
  setVolume(value) {
    this.volume = clampVolume(value);
    store(VOLUME_KEY, String(this.volume));
  }

  /** Mute (true) or unmute, remembered. */
  setMuted(muted) {
    this.muted = Boolean(muted);
    store(MUTED_KEY, String(this.muted));
  }

  /** The file URL for a sound name, or null for names that could leave the sounds directory. */
  urlFor(name) {
    const clean = String(name ?? "").trim();
    if (!clean || clean.includes("..") || /^[a-z]+:/i.test(clean) || clean.startsWith("/")) return null;
    const withExt = /\.[a-z0-9]{2,4}$/i.test(clean) ? clean : `${clean}.ogg`;
    return new URL(this.baseUrl + withExt.split("/").map(encodeURIComponent).join("/"), document.baseURI).href;
  }

  play({ name, volume = 100, pitch = 100 } = {}) {
    if (this.muted || this.volume === 0) return;
    const url = this.urlFor(name);
    if (!url || failed.has(url)) return;
    try {
      const audio = new Audio(url);
      const asked = Math.max(0, Math.min(1, Number(volume) / 100 || 0));
      audio.volume = asked * (this.volume / 100);
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
