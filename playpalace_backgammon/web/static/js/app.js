/**
 * Entry point: wires the login form, the connection, the server-driven menu and board, prompts, chat,
 * speech, sounds and the theme. All game logic lives on the server; this file only routes packets.
 *
 * Packets handled (server to client): authorize_success, menu, speak, play_sound, request_input, clear_ui,
 * chat, disconnect, update_options_lists (the languages' names), pong (ignored). Anything else is ignored
 * silently.
 *
 * The language menu lists every language the server has (i18n/languages.json), each in its own name; the
 * one chosen there is remembered for the next visit, else the browser's preference is followed.
 *
 * The login is remembered (session.js): a reload logs back in with the server's session token until the
 * player logs out. Before the login succeeds, whatever the server says goes to the login form's error line
 * (role="alert") alone, so a refusal is announced once. Sounds (sound.js) play at the volume set in the
 * toolbar unless muted, both remembered; the board's cells sound what stands on them as the focus lands.
 */

import {
  getLanguage, getLanguages, guessLanguage, loadLanguage, loadLanguages, rememberLanguage, rememberedLanguage, t,
  translatePage, updateLanguageNames,
} from "../i18n.js";
import {
  drawBar, drawCentre, mergeSummary, parseBoardState, parseCellLabel, parseStatusText, renderStatus,
} from "./board.js";
import { Connection } from "./connection.js";
import { DOWNLOAD_BUFFER, startDownload } from "./download.js";
import { MenuView } from "./menu.js";
import { forgetSession, rememberedSession, rememberSession } from "./session.js";
import { Sounds } from "./sound.js";
import { Speech } from "./speech.js";
import { setupTheme } from "./theme.js";

/** The speak buffer whose text is machine-readable board state, not speech (see board.js). */
const BOARD_STATE_BUFFER = "board_state";
const CLIENT_VERSION = { major: 11, minor: 0, patch: 0 };

const $ = (id) => document.getElementById(id);

const ui = {
  status: $("status"),
  loginPanel: $("login-panel"),
  loginForm: $("login-form"),
  username: $("username"),
  password: $("password"),
  language: $("language"),
  loginError: $("login-error"),
  register: $("register-button"),
  play: $("play"),
  game: $("game"),
  menuRoot: $("menu-root"),
  boardStatus: $("board-status"),
  prompt: $("prompt"),
  promptLabel: $("prompt-label"),
  promptField: $("prompt-field"),
  promptCancel: $("prompt-cancel"),
  history: $("history"),
  chatLog: $("chat-log"),
  chatForm: $("chat-form"),
  chatInput: $("chat-input"),
  online: $("online-button"),
  sound: $("sound-button"),
  volume: $("sound-volume"),
  theme: $("theme-button"),
  logout: $("logout-button"),
  header: document.querySelector("body > header"),
  footer: document.querySelector("body > footer"),
};

const speech = new Speech($("live-polite"), $("live-assertive"), ui.history);
const sounds = new Sounds();
let loggedIn = false;
let reconnecting = false;
let lastPreLoginText = "";
let resuming = false; // logging in with a remembered session, not a typed password
let pendingInput = null;
let itemSummary = {};
let stateSummary = {};

const connection = new Connection({ onPacket: handlePacket, onStatus: handleStatus });
const menu = new MenuView(ui.menuRoot, ui.game, {
  send,
  t,
  onFocusItem: (item) => {
    if (item?.sound) sounds.play({ name: item.sound });
  },
  onItemsChanged: (items, grid) => {
    const extras = grid ? items.filter((item) => !parseCellLabel(item.text)) : [];
    itemSummary = mergeSummary(...extras.map((item) => parseStatusText(item.text)));
    drawSummary();
  },
});

function send(packet) {
  if (connection.send(packet)) return true;
  speech.say(t("web-not-connected"), { urgent: true });
  return false;
}

function drawSummary() {
  const summary = mergeSummary(itemSummary, stateSummary);
  renderStatus(ui.boardStatus, summary, t);
  menu.setPoints(summary.points ?? null);
  drawBar(menu.barArt, summary.bar);
  drawCentre(menu.centreArt, summary);
}

/** The status line: message `id` of the page's words, shown again in a newly chosen language. */
let statusWords = null;

function setStatus(id, args = {}) {
  statusWords = { id, args };
  ui.status.textContent = t(id, args);
}

/** Fetch the words of `code` and put them on the page; false when they could not be had or were superseded. */
async function useLanguage(code) {
  try {
    if (!(await loadLanguage(code))) return false;
  } catch (error) {
    console.error(error);
    return false;
  }
  translatePage();
  if (statusWords) ui.status.textContent = t(statusWords.id, statusWords.args);
  drawSummary();
  if (getLanguages().some((language) => language.code === getLanguage())) ui.language.value = getLanguage();
  return true;
}

/** The language menu: every language known, each in its own name (and language and direction). */
function fillLanguageMenu() {
  const chosen = ui.language.value || getLanguage();
  const collator = new Intl.Collator(undefined, { sensitivity: "base" });
  const sorted = [...getLanguages()].sort((a, b) => collator.compare(a.name, b.name));
  ui.language.replaceChildren(...sorted.map((language) => {
    const option = document.createElement("option");
    option.value = language.code;
    option.lang = language.code;
    option.dir = language.dir;
    option.textContent = language.name;
    return option;
  }));
  if (sorted.some((language) => language.code === chosen)) ui.language.value = chosen;
}

// ---- login -------------------------------------------------------------------------------------------

function authorizePacket(extra = {}) {
  return {
    type: "authorize",
    username: ui.username.value.trim(),
    password: ui.password.value,
    locale: ui.language.value || getLanguage(),
    ...CLIENT_VERSION,
    client_type: "web",
    platform: "browser",
    ...extra,
  };
}

/** Put `message` on the login form's error line (role="alert": announced once, when it changes). */
function showLoginError(message) {
  if (ui.loginError.textContent !== message) ui.loginError.textContent = message;
}

function validLogin() {
  if (!ui.username.value.trim()) {
    showLoginError(t("web-username-required"));
    ui.username.focus();
    return false;
  }
  if (!ui.password.value) {
    showLoginError(t("web-password-required"));
    ui.password.focus();
    return false;
  }
  return true;
}

function startLogin(first = null) {
  if (!validLogin()) return;
  ui.loginError.textContent = "";
  lastPreLoginText = "";
  resuming = false;
  const auth = authorizePacket();
  if (connection.isOpen && !loggedIn && !first) {
    connection.setAuth(auth);
    connection.send(auth);
    return;
  }
  connection.start(auth, first);
}

ui.loginForm.addEventListener("submit", (event) => {
  event.preventDefault();
  startLogin();
});

ui.register.addEventListener("click", () => {
  if (!validLogin()) return;
  startLogin({
    type: "register",
    username: ui.username.value.trim(),
    password: ui.password.value,
    locale: ui.language.value || getLanguage(),
  });
});

ui.language.addEventListener("change", async () => {
  const code = ui.language.value;
  if (await useLanguage(code)) rememberLanguage(code);
});

function showLogin(message = "") {
  loggedIn = false;
  reconnecting = false;
  if (resuming) forgetSession(); // the remembered session was refused: the password is asked again
  resuming = false;
  ui.play.hidden = true;
  ui.online.hidden = true;
  ui.logout.hidden = true;
  ui.loginPanel.hidden = false;
  showLoginError(message);
  closePrompt(false);
  (ui.username.value ? ui.password : ui.username).focus();
}

function showGame() {
  const wasHidden = ui.play.hidden;
  ui.loginPanel.hidden = true;
  ui.play.hidden = false;
  ui.online.hidden = false;
  ui.logout.hidden = false;
  if (wasHidden) {
    if (menu.items.length) menu.focusCurrent();
    else ui.game.focus();
  }
}

// ---- connection states ---------------------------------------------------------------------------------

function handleStatus(kind, detail = {}) {
  switch (kind) {
    case "connecting":
      if (!reconnecting) setStatus("web-connecting");
      break;
    case "lost":
      reconnecting = true;
      setStatus("web-connection-lost");
      speech.say(t("web-connection-lost"), { urgent: true });
      break;
    case "retrying":
      setStatus("web-reconnecting-in", { seconds: detail.seconds });
      break;
    case "gave-up":
      setStatus("web-reconnect-failed");
      showLogin(t("web-reconnect-failed")); // the login form's alert says it, once
      break;
    case "failed": {
      if (resuming && !detail.opened) resuming = false; // the server is unreachable: the login is kept
      const refused = resuming ? t("web-session-ended") : lastPreLoginText;
      const message = refused || (detail.opened ? t("web-login-refused") : t("web-cannot-connect"));
      setStatus("web-not-connected");
      showLogin(message);
      break;
    }
    default:
      break;
  }
}

// ---- packets ---------------------------------------------------------------------------------------------

const handlers = {
  authorize_success(packet) {
    connection.markAuthorized();
    const user = typeof packet.username === "string" ? packet.username : ui.username.value.trim();
    if (typeof packet.session_token === "string" && packet.session_token) {
      connection.setAuth({ ...connection.auth, session_token: packet.session_token });
      rememberSession(user, packet.session_token, packet.session_expires_at);
    }
    resuming = false;
    ui.password.value = "";
    setStatus("web-connected", { user });
    if (reconnecting) speech.say(t("web-reconnected"), { urgent: true });
    reconnecting = false;
    loggedIn = true;
    showGame();
  },
  menu(packet) {
    if (!Array.isArray(packet.items)) return;
    menu.show(packet);
  },
  speak(packet) {
    if (typeof packet.text !== "string") return;
    if (packet.buffer === BOARD_STATE_BUFFER) {
      stateSummary = parseBoardState(packet.text);
      drawSummary();
      return;
    }
    if (packet.buffer === DOWNLOAD_BUFFER) {
      const language = ui.language.value || getLanguage();
      const say = (text) => speech.say(text, { urgent: true });
      startDownload(packet.text, connection.auth?.session_token, language, say);
      return;
    }
    if (!loggedIn) {
      // Before the login: the form's error line (role="alert") says it; history keeps it, silently.
      lastPreLoginText = packet.text;
      if (!ui.loginPanel.hidden && packet.muted !== true) showLoginError(packet.text);
      speech.say(packet.text, { silent: true });
      return;
    }
    speech.speakPacket(packet);
  },
  play_sound(packet) {
    sounds.play(packet);
  },
  request_input(packet) {
    openPrompt(packet);
  },
  clear_ui() {
    closePrompt(false);
    menu.clear();
    stateSummary = {};
    drawSummary();
  },
  chat(packet) {
    const sender = String(packet.sender ?? "");
    const message = String(packet.message ?? "");
    if (!message) return;
    const line = sender ? t("web-chat-from", { sender, message }) : message;
    const item = document.createElement("li");
    item.dir = "auto"; // a message is in its writer's language, whatever the page's
    item.textContent = line;
    ui.chatLog.append(item);
    ui.chatLog.scrollTop = ui.chatLog.scrollHeight;
    speech.say(line, { kind: "chat" });
  },
  disconnect(packet) {
    const message = typeof packet.message === "string" ? packet.message : "";
    if (packet.reconnect === true && loggedIn) {
      if (message) speech.say(message, { urgent: true });
      const seconds = Number.isInteger(packet.retry_after) ? packet.retry_after : 1;
      connection.expectReconnect(seconds * 1000);
      return;
    }
    connection.stop();
    setStatus("web-not-connected");
    showLogin(resuming ? t("web-session-ended") : message || lastPreLoginText);
  },
  update_options_lists(packet) {
    updateLanguageNames(packet.languages);
    fillLanguageMenu();
  },
  pong() {},
};

function handlePacket(packet) {
  const handler = Object.hasOwn(handlers, packet.type) ? handlers[packet.type] : null;
  try {
    handler?.(packet);
  } catch (error) {
    console.error("packet", packet.type, error);
  }
}

// ---- request_input prompt ------------------------------------------------------------------------------

function openPrompt(packet) {
  if (typeof packet.input_id !== "string" || typeof packet.prompt !== "string") return;
  pendingInput = packet.input_id;
  const field = document.createElement(packet.multiline ? "textarea" : "input");
  field.id = "prompt-input";
  field.value = typeof packet.default_value === "string" ? packet.default_value : "";
  field.readOnly = packet.read_only === true;
  if (!packet.multiline) field.autocomplete = "off";
  ui.promptField.replaceChildren(field);
  ui.promptLabel.textContent = packet.prompt;
  ui.prompt.hidden = false;
  field.focus();
  if (!field.readOnly) field.select();
}

/** Hide the prompt; `restoreFocus` puts focus back on the menu's current item. */
function closePrompt(restoreFocus = true) {
  pendingInput = null;
  ui.prompt.hidden = true;
  ui.promptField.replaceChildren();
  if (restoreFocus) menu.focusCurrent();
}

ui.prompt.addEventListener("submit", (event) => {
  event.preventDefault();
  if (pendingInput === null) return;
  const field = $("prompt-input");
  send({ type: "editbox", text: field ? field.value : "", input_id: pendingInput });
  closePrompt();
});

function cancelPrompt() {
  if (pendingInput === null) return;
  send({ type: "escape", menu_id: null });
  closePrompt();
}

ui.promptCancel.addEventListener("click", cancelPrompt);
ui.prompt.addEventListener("keydown", (event) => {
  if (event.key === "Escape") {
    event.preventDefault();
    cancelPrompt();
  }
});

// ---- chat, toolbar -----------------------------------------------------------------------------------------

ui.chatForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const message = ui.chatInput.value.trim();
  if (!message) return;
  if (send({ type: "chat", message, convo: "local" })) ui.chatInput.value = "";
});

ui.online.addEventListener("click", () => send({ type: "list_online" }));

function showSoundSettings() {
  ui.sound.setAttribute("aria-pressed", String(sounds.muted));
  ui.volume.value = String(sounds.volume);
}

ui.sound.addEventListener("click", () => {
  sounds.setMuted(!sounds.muted);
  showSoundSettings();
});

ui.volume.addEventListener("input", () => {
  sounds.setVolume(ui.volume.value);
});

ui.volume.addEventListener("change", () => {
  sounds.setVolume(ui.volume.value);
  sounds.play({ name: "your-turn.wav" }); // a sample at the new volume
});

ui.logout.addEventListener("click", () => {
  const token = connection.auth?.session_token ?? rememberedSession()?.token;
  if (token) { // the server forgets the session too: the token logs no one in any more
    fetch("session/end", { headers: { Authorization: `Bearer ${token}` }, cache: "no-store", keepalive: true })
      .catch(() => {});
  }
  forgetSession();
  resuming = false;
  connection.stop();
  menu.clear();
  ui.password.value = "";
  setStatus("web-logged-out");
  speech.say(t("web-logged-out"));
  showLogin();
});

// ---- start -----------------------------------------------------------------------------------------------

/**
 * The languages and the page's words first (the login form stays hidden until they are there), then the
 * form: in the language chosen on an earlier visit if the server still has it, else the browser's.
 */
async function start() {
  setupTheme(ui.theme);
  try {
    await loadLanguages();
  } catch (error) {
    console.error(error);
  }
  fillLanguageMenu();
  const available = getLanguages().map((language) => language.code);
  const remembered = rememberedLanguage();
  const wanted = remembered && available.includes(remembered) ? remembered : guessLanguage(available);
  await useLanguage(wanted);
  setStatus("web-not-connected");
  showSoundSettings();
  ui.header.hidden = false;
  ui.footer.hidden = false;
  const session = rememberedSession();
  if (session) {
    resumeSession(session);
    return;
  }
  ui.loginPanel.hidden = false;
  ui.username.focus();
}

/** Log straight back in with the remembered session: no form, no password. */
function resumeSession(session) {
  ui.username.value = session.username;
  resuming = true;
  lastPreLoginText = "";
  setStatus("web-session-resuming", { user: session.username });
  const auth = authorizePacket({ password: undefined, session_token: session.token });
  delete auth.password;
  connection.start(auth);
}

start();
