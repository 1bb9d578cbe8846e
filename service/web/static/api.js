// The HTTP contract (docs/api.md) through the official TypeScript SDK (sdk/typescript), bundled
// into vendor/tapete-sdk.js: one Session per table and token, with its retries, idempotency
// keys, ETags and stream reader. Rebuild the bundle with `make web-sdk`.
import { ApiError, Session } from "./vendor/tapete-sdk.js";

export { ApiError };

// Never the browser's HTTP cache: every answer is the table as it is now. A request that waits
// for news (the push stream, a long-poll's `wait` after a version already shown) is background
// work: low priority, so it never competes with what draws the page, nor keeps the page
// counted as loading. A first read (`since` 0) answers at once and draws the page: as usual.
const waitsForNews = (url) => url.pathname.endsWith("/stream")
  || (Number(url.searchParams.get("wait")) > 0 && Number(url.searchParams.get("since")) > 0);
const fetchFresh = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input, location.href);
  return fetch(input, { ...init, cache: "no-store", ...(waitsForNews(url) ? { priority: "low" } : {}) });
};

// Every session's options: fresh answers, and the app this deployment's client plays in (its
// publishable id, sent as X-App-Id; none: the default app). Set by loadConfig() at start.
const options = { fetch: fetchFresh };

export async function loadConfig() {
  const config = await (await fetchFresh("/play/config.json")).json();
  if (config.app_id) options.appId = config.app_id;
}

// A session at table `code` with `token` (null: a spectator; "" code: no table yet).
export function sessionFor(code, token) {
  return new Session(location.origin, code, token || undefined, options);
}

// The problem's own words: its detail, else its title.
export function problemText(error) {
  return error.problem.detail || error.problem.title || `HTTP ${error.status}`;
}

// Tokens are kept per table in this browser, so a reload or a shared link finds its seat.
const KEY = "tapete.tokens";

export function savedToken(code) {
  const all = JSON.parse(localStorage.getItem(KEY) || "{}");
  return all[code.toUpperCase()] || null;
}

export function saveToken(code, token) {
  const all = JSON.parse(localStorage.getItem(KEY) || "{}");
  all[code.toUpperCase()] = token;
  localStorage.setItem(KEY, JSON.stringify(all));
}

export function forgetToken(code) {
  const all = JSON.parse(localStorage.getItem(KEY) || "{}");
  delete all[code.toUpperCase()];
  localStorage.setItem(KEY, JSON.stringify(all));
}
