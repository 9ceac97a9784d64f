/**
 * The remembered login: after a successful login the server's session token (with its username and expiry)
 * is kept in localStorage, so a reload or a new visit logs straight back in with it, no password asked,
 * until the player logs out (which forgets it) or the session expires. The password itself is never stored.
 */

const KEY = "playpalace-backgammon-session";
const LEEWAY_SECONDS = 30; // a session about to expire is not worth trying

/** The remembered session {username, token, expiresAt}, or null (none, expired, or unreadable). */
export function rememberedSession(now = Date.now()) {
  let data;
  try {
    data = JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (!data || typeof data.username !== "string" || typeof data.token !== "string" || !data.username
      || !data.token || !Number.isFinite(data.expiresAt)) {
    return null;
  }
  if (data.expiresAt * 1000 <= now + LEEWAY_SECONDS * 1000) {
    forgetSession();
    return null;
  }
  return data;
}

/** Remember a session the server issued (authorize_success). */
export function rememberSession(username, token, expiresAt) {
  if (typeof username !== "string" || typeof token !== "string" || !username || !token) return;
  const expires = Number.isFinite(expiresAt) ? expiresAt : Math.floor(Date.now() / 1000) + 24 * 3600;
  try {
    localStorage.setItem(KEY, JSON.stringify({ username, token, expiresAt: expires }));
  } catch {
    /* private mode: this visit only */
  }
}

export function forgetSession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
