// Installed before PlayPalace's web client loads: it records what the page announces in its live regions
// (what a screen reader says), and the packets that go each way, so a test can wait for the page instead of
// sleeping. It changes nothing the client does: the socket is the browser's own, with one more listener.
(() => {
  const seen = { heard: [], received: [], sent: [], frames: 0 };
  window.__playpalace = seen;
  const Native = window.WebSocket;
  class RecordingWebSocket extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        seen.frames += 1;
        try {
          seen.received.push(JSON.parse(event.data));
        } catch {
          /* not JSON: the client ignores it too */
        }
      });
    }
  }
  RecordingWebSocket.prototype.send = function send(data) {
    try {
      seen.sent.push(JSON.parse(data));
    } catch {
      /* the client only sends JSON */
    }
    return Native.prototype.send.call(this, data);
  };
  window.WebSocket = RecordingWebSocket;

  const watch = () => {
    for (const id of ["live-polite", "live-assertive"]) {
      const region = document.getElementById(id);
      if (!region) continue;
      new MutationObserver(() => {
        const text = region.textContent.trim();
        if (text) seen.heard.push(text);
      }).observe(region, { childList: true, subtree: true, characterData: true });
    }
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", watch);
  } else {
    watch();
  }
})();
