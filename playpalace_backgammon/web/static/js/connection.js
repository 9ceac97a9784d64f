/**
 * The websocket to the lobby server, with automatic reconnection.
 *
 * The URL comes from the page's own address (ws:// or wss:// + location.host + "/"). Packets are JSON text
 * frames. The first packet on every socket is the login packet (authorize, or register on the very first
 * socket when creating an account). After a drop, once the player had been authorized, it retries with
 * backoff for up to RECONNECT_WINDOW_MS, re-sending authorize so the server can give the seat back.
 * Status changes are reported through onStatus(kind, detail):
 *   "connecting" | "open" | "lost" | "retrying" {seconds} | "gave-up" | "failed" {opened} | "closed".
 */

export const RECONNECT_WINDOW_MS = 60_000;
const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000];
const PING_MS = 30_000;

export function serverUrl(location = window.location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/`;
}

export class Connection {
  constructor({ url = serverUrl(), onPacket, onStatus }) {
    this.url = url;
    this.onPacket = onPacket;
    this.onStatus = onStatus;
    this.ws = null;
    this.auth = null;
    this.firstPacket = null;
    this.authorized = false;
    this.stopped = true;
    this.attempt = 0;
    this.dropStartedAt = null;
    this.retryTimer = null;
    this.pingTimer = null;
    this.nextDelayMs = null;
  }

  get isOpen() {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Connect and log in with `auth` (an authorize packet); `first` replaces it on this first socket only. */
  start(auth, first = null) {
    this.stop();
    this.auth = auth;
    this.firstPacket = first;
    this.authorized = false;
    this.stopped = false;
    this.attempt = 0;
    this.dropStartedAt = null;
    this.open();
  }

  /** Replace the authorize packet used from now on (e.g. with a session token). */
  setAuth(auth) {
    this.auth = auth;
  }

  /** The server accepted us: later drops are worth reconnecting for. */
  markAuthorized() {
    this.authorized = true;
    this.attempt = 0;
    this.dropStartedAt = null;
  }

  /** The server announced it will drop us and wants us back after `ms`. */
  expectReconnect(ms) {
    this.nextDelayMs = ms;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.retryTimer = null;
    if (this.ws) {
      const ws = this.ws;
      this.ws = null;
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      try {
        ws.close(1000);
      } catch {
        /* already closing */
      }
    }
  }

  send(packet) {
    if (!this.isOpen) return false;
    this.ws.send(JSON.stringify(packet));
    return true;
  }

  open() {
    this.onStatus("connecting");
    let ws;
    try {
      ws = new WebSocket(this.url);
    } catch {
      this.handleClose(false);
      return;
    }
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      this.onStatus("open");
      ws.send(JSON.stringify(this.firstPacket ?? this.auth));
      this.firstPacket = null;
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: "ping" }), PING_MS);
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      let packet;
      try {
        packet = JSON.parse(event.data);
      } catch {
        return;
      }
      if (packet && typeof packet === "object" && typeof packet.type === "string") this.onPacket(packet);
    };
    ws.onerror = () => {};
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.pingTimer);
      this.handleClose(opened);
    };
  }

  handleClose(opened) {
    if (this.stopped) return;
    if (!this.authorized) {
      this.stopped = true;
      this.onStatus("failed", { opened });
      return;
    }
    const now = Date.now();
    if (this.dropStartedAt === null) {
      this.dropStartedAt = now;
      this.onStatus("lost");
    }
    const left = RECONNECT_WINDOW_MS - (now - this.dropStartedAt);
    if (left <= 0) {
      this.stopped = true;
      this.authorized = false;
      this.onStatus("gave-up");
      return;
    }
    const planned = this.nextDelayMs ?? BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.nextDelayMs = null;
    const delay = Math.min(planned, left);
    this.attempt += 1;
    this.onStatus("retrying", { seconds: Math.max(1, Math.round(delay / 1000)) });
    this.retryTimer = setTimeout(() => {
      if (!this.stopped) this.open();
    }, delay);
  }
}
