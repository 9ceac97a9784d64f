// Installed in every test page before the client's own scripts: it records what the server says and what the
// live regions announce, so a test can wait for the server instead of sleeping. It changes nothing the
// client sees: sockets are native WebSockets with one extra message listener. `answered` is the tests' barrier:
// a ping of its own (not recorded as sent) whose pong says the server has handled everything before it.
(() => {
  const seen = {
    frames: 0,
    framesAtKey: 0, // the frames that had come when the last key went down
    lastFrameAt: 0,
    opened: 0,
    sockets: [],
    lastMenu: null,
    heard: [],
    sent: [], // the last 50 frames sent
    sentCount: 0, // every frame sent
    spoken: [],
    focusAfterKeys: [], // the focused menu item's id (null elsewhere) as each key came up
  };
  window.__seen = seen;
  const Native = window.WebSocket;
  const PING = JSON.stringify({ type: "ping" });
  const onFrame = []; // called after each frame is recorded (the waits of `answered`)
  class RecordingWebSocket extends Native {
    constructor(...args) {
      super(...args);
      seen.sockets.push(this);
      this.pings = 0; // pings sent on this socket (the client's keepalive and the tests' barrier)
      this.pongs = 0; // their answers: the server answers each in its turn
      this.addEventListener("open", () => {
        seen.opened += 1;
      });
      this.addEventListener("close", () => {
        for (const check of [...onFrame]) check(); // a barrier on this socket ends: "closed"
      });
      this.addEventListener("message", (event) => {
        seen.frames += 1;
        seen.lastFrameAt = performance.now();
        try {
          const packet = JSON.parse(event.data);
          if (packet && packet.type === "menu") seen.lastMenu = packet;
          if (packet && packet.type === "pong") this.pongs += 1;
          // What the server asks to be announced: speak packets neither muted nor board state.
          if (packet && packet.type === "speak" && packet.muted !== true && packet.buffer !== "board_state") {
            seen.spoken.push(String(packet.text).trim());
          }
        } catch {
          /* not JSON: the client ignores it too */
        }
        for (const check of [...onFrame]) check();
      });
    }
  }
  RecordingWebSocket.prototype.send = function send(data) {
    seen.sentCount += 1;
    seen.sent.push(String(data).slice(0, 300));
    if (seen.sent.length > 50) seen.sent.shift();
    if (data === PING) this.pings += 1;
    return Native.prototype.send.call(this, data);
  };
  window.WebSocket = RecordingWebSocket;

  // Resolves true once a frame newer than `after` has come and then the server has answered a ping sent
  // after it: the server reads a socket's packets in order and writes each tick's frames in order, so every
  // frame it wrote before reading that ping has arrived and the client has handled it (each message's
  // listeners, and the live regions' observers, run before the next message's). "closed" when there is no
  // open socket to ask; false if `timeoutMs` passes first (a bound only).
  seen.answered = (after, timeoutMs) =>
    new Promise((resolve) => {
      let socket = null;
      let target = 0;
      const finish = (value) => {
        clearTimeout(timer);
        const index = onFrame.indexOf(check);
        if (index >= 0) onFrame.splice(index, 1);
        resolve(value);
      };
      const check = () => {
        if (socket === null) {
          if (seen.frames <= after) return;
          socket = seen.sockets[seen.sockets.length - 1];
          if (!socket || socket.readyState !== Native.OPEN) return finish("closed");
          Native.prototype.send.call(socket, PING);
          socket.pings += 1;
          target = socket.pings;
          return;
        }
        if (socket.pongs >= target) finish(true);
        else if (socket.readyState !== Native.OPEN) finish("closed");
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      onFrame.push(check);
      check();
    });

  // Before the page's own handlers: what had come from the server when the key went down.
  window.addEventListener("keydown", () => {
    seen.framesAtKey = seen.frames;
  }, true);
  // Where each key left focus: a key comes up once the page's own keydown handlers have run (the client
  // moves focus in them), so a test can press several keys and read where each one left focus in one look.
  window.addEventListener("keyup", () => {
    const el = document.activeElement;
    const inMenu = el && el.closest("#menu-root") && el.dataset.index;
    seen.focusAfterKeys.push(inMenu ? el.dataset.id ?? null : null);
  }, true);

  const watch = () => {
    for (const region of document.querySelectorAll('[role="log"][aria-live]')) {
      const urgent = region.getAttribute("aria-live") === "assertive";
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            seen.heard.push({ text: node.textContent, urgent, at: performance.now() });
          }
        }
      }).observe(region, { childList: true });
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
