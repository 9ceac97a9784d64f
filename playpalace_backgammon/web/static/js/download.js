/**
 * Downloads of match exports (.mat, SGF). The server says which with a muted speak packet in the
 * "download" buffer whose text is JSON: {"url": "/matches/<id>.mat", "file": "<name>"}. The page fetches
 * the URL with the session token the server gave at login (a private match is served to its players only)
 * and saves the answer under that name. A refusal (the reason is the answer's text, in the page's
 * language) is spoken.
 */

export const DOWNLOAD_BUFFER = "download";

/**
 * Fetch and save the export a download packet names; `say` speaks a refusal. Resolves to the saved
 * file's name, or null when nothing was saved.
 */
export async function startDownload(text, token, language, say) {
  let order;
  try {
    order = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof order?.url !== "string" || !order.url.startsWith("/matches/")) return null;
  const name = typeof order.file === "string" && order.file ? order.file : order.url.split("/").pop();
  const url = `${order.url}?lang=${encodeURIComponent(language || "en")}`;
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  let response;
  try {
    response = await fetch(url, { headers, cache: "no-store" });
  } catch (error) {
    say(String(error));
    return null;
  }
  if (!response.ok) {
    say((await response.text()).trim());
    return null;
  }
  const blob = await response.blob();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return name;
}
