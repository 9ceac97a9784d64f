/**
 * Light and dark themes: the system preference (prefers-color-scheme) unless the player chose one with the
 * toggle, which is remembered in localStorage. The choice is applied as data-theme on <html>.
 */

const KEY = "playpalace-backgammon-theme";

function stored() {
  try {
    const value = localStorage.getItem(KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

function systemDark() {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

/** Wire the toggle button (aria-pressed = dark theme on). */
export function setupTheme(button) {
  const apply = (theme) => {
    document.documentElement.dataset.theme = theme;
    button.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
  };
  apply(stored() ?? (systemDark() ? "dark" : "light"));
  window.matchMedia?.("(prefers-color-scheme: dark)").addEventListener?.("change", () => {
    if (!stored()) apply(systemDark() ? "dark" : "light");
  });
  button.addEventListener("click", () => {
    const next = document.documentElement.dataset.theme === "dark" ? "light" : "dark";
    try {
      localStorage.setItem(KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    apply(next);
  });
}
