/**
 * The client's own interface strings, per language.
 *
 * Everything the game says comes from the server (Fluent, in the player's locale); only the few words of the
 * page itself (login form, section headings, connection states) live here. Keys missing in a language fall
 * back to English. `{name}` placeholders are filled by `t(key, {name: value})`.
 */

export const STRINGS = {
  en: {
    appTitle: "PlayPalace Backgammon",
    loginHeading: "Log in",
    username: "Username",
    password: "Password",
    language: "Language",
    logIn: "Log in",
    createAccount: "Create account",
    connecting: "Connecting…",
    connected: "Connected as {user}.",
    notConnected: "Not connected.",
    connectionLost: "Connection lost. Reconnecting…",
    reconnectingIn: "Reconnecting in {seconds} seconds…",
    reconnected: "Reconnected.",
    reconnectFailed: "Could not reconnect. Please log in again.",
    cannotConnect: "Cannot reach the server.",
    loginRefused: "The server closed the connection.",
    usernameRequired: "Enter a username.",
    gameHeading: "Game",
    boardLabel: "Board",
    menuLabel: "Menu",
    waiting: "Waiting for the server…",
    historyHeading: "History",
    chatHeading: "Chat",
    chatLog: "Chat messages",
    chatMessage: "Message",
    send: "Send",
    ok: "OK",
    cancel: "Cancel",
    close: "Close",
    whoIsOnline: "Who is online",
    soundOn: "Sound",
    themeDark: "Dark theme",
    logOut: "Log out",
    loggedOut: "Logged out.",
    settings: "Settings",
    boardSummary: "Board summary",
    bar: "Bar",
    borneOff: "Borne off",
    dice: "Dice",
    cube: "Cube",
    chatFrom: "{sender}: {message}",
  },
  es: {
    appTitle: "Backgammon de PlayPalace",
    loginHeading: "Iniciar sesión",
    username: "Usuario",
    password: "Contraseña",
    language: "Idioma",
    logIn: "Entrar",
    createAccount: "Crear cuenta",
    connecting: "Conectando…",
    connected: "Conectado como {user}.",
    notConnected: "Sin conexión.",
    connectionLost: "Se perdió la conexión. Reconectando…",
    reconnectingIn: "Reconectando en {seconds} segundos…",
    reconnected: "Reconectado.",
    reconnectFailed: "No se pudo reconectar. Vuelve a iniciar sesión.",
    cannotConnect: "No se puede contactar con el servidor.",
    loginRefused: "El servidor cerró la conexión.",
    usernameRequired: "Escribe un nombre de usuario.",
    gameHeading: "Partida",
    boardLabel: "Tablero",
    menuLabel: "Menú",
    waiting: "Esperando al servidor…",
    historyHeading: "Historial",
    chatHeading: "Chat",
    chatLog: "Mensajes del chat",
    chatMessage: "Mensaje",
    send: "Enviar",
    ok: "Aceptar",
    cancel: "Cancelar",
    close: "Cerrar",
    whoIsOnline: "Quién está conectado",
    soundOn: "Sonido",
    themeDark: "Tema oscuro",
    logOut: "Cerrar sesión",
    loggedOut: "Sesión cerrada.",
    settings: "Ajustes",
    boardSummary: "Resumen del tablero",
    bar: "Barra",
    borneOff: "Fuera",
    dice: "Dados",
    cube: "Cubo",
    chatFrom: "{sender}: {message}",
  },
};

export const LANGUAGES = Object.keys(STRINGS);

let current = "en";

/** Pick the interface language (unknown codes fall back to English). */
export function setLanguage(code) {
  current = Object.hasOwn(STRINGS, code) ? code : "en";
  return current;
}

export function getLanguage() {
  return current;
}

/** Best guess from the browser's preferences, among the languages above. */
export function guessLanguage() {
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (Object.hasOwn(STRINGS, base)) return base;
  }
  return "en";
}

/** The string `key` in the current language, with `{name}` placeholders filled from `args`. */
export function t(key, args = {}) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(args, name) ? String(args[name]) : whole));
}

/** Fill every element marked `data-i18n="key"` (text) or `data-i18n-attr="attr:key"` (an attribute). */
export function translatePage(root = document) {
  document.documentElement.lang = current;
  document.title = t("appTitle");
  for (const el of root.querySelectorAll("[data-i18n]")) {
    el.textContent = t(el.dataset.i18n);
  }
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of el.dataset.i18nAttr.split(";")) {
      const [attr, key] = pair.split(":");
      if (attr && key) el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}
