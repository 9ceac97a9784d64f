// Installed in every test page before the client's own scripts: it records what the server says and what the
// live regions announce, so a test can wait for the server instead of sleeping. It changes nothing the
// client sees: sockets are native WebSockets with one extra message listener.
(() => {
  const seen = {
    frames: 0,
    lastFrameAt: 0,
    opened: 0,
    sockets: [],
    lastMenu: null,
    heard: [],
    sent: [], // the last 50 frames sent
    sentCount: 0, // every frame sent
    spoken: [],
  };
  window.__seen = seen;
  const Native = window.WebSocket;
  class RecordingWebSocket extends Native {
    constructor(...args) {
      super(...args);
      seen.sockets.push(this);
      this.addEventListener("open", () => {
        seen.opened += 1;
      });
      this.addEventListener("message", (event) => {
        seen.frames += 1;
        seen.lastFrameAt = performance.now();
        try {
          const packet = JSON.parse(event.data);
          if (packet && packet.type === "menu") seen.lastMenu = packet;
          // What the server asks to be announced: speak packets neither muted nor board state.
          if (packet && packet.type === "speak" && packet.muted !== true && packet.buffer !== "board_state") {
            seen.spoken.push(String(packet.text).trim());
          }
        } catch {
          /* not JSON: the client ignores it too */
        }
      });
    }
  }
  RecordingWebSocket.prototype.send = function send(data) {
    seen.sentCount += 1;
    seen.sent.push(String(data).slice(0, 300));
    if (seen.sent.length > 50) seen.sent.shift();
    return Native.prototype.send.call(this, data);
  };
  window.WebSocket = RecordingWebSocket;

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
