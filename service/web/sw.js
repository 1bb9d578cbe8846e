// The client's service worker, served at /play/sw.js with two lines above this one (routes.py):
// VERSION, a hash of every file it lists, and SHELL, the client's own files (the page, its
// modules, styles, catalogs, icons and each game's web folder). A deploy changes the hash, so
// the browser installs the new worker, which fills a new cache and drops the old ones.
//
// The shell is answered from the cache first (the network when missing), so the page opens
// offline and from a home screen. Nothing else is ever cached: every API request and every
// request that is not a GET goes to the network untouched.
const CACHE = `tapete-shell-${VERSION}`;
const PAGE = "/play";
const LIVE = new Set(["/play/config.json"]); // the deployment's settings: network first
const SHELL_PATHS = new Set(SHELL);

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(SHELL.map((path) => new Request(path, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith("tapete-shell-") && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// The page for /play, a shared table link (/play/<CODE>) and the player pages (/play/me,
// /play/record/<CODE>...): the same HTML.
const PAGES = /^\/play\/(leaderboard|players|record|tournaments)\/[\w-]+\/?$/;
function shellPath(request, url) {
  if (request.mode === "navigate" && (/^\/play(\/[A-Za-z0-9]+)?\/?$/.test(url.pathname) || PAGES.test(url.pathname))) return PAGE;
  return SHELL_PATHS.has(url.pathname) ? url.pathname : null;
}

async function cacheFirst(path, request) {
  const cached = await caches.match(path, { cacheName: CACHE });
  return cached || fetch(request);
}

async function networkFirst(path, request) {
  try {
    const answer = await fetch(request);
    if (answer.ok) await (await caches.open(CACHE)).put(path, answer.clone());
    return answer;
  } catch (error) {
    const cached = await caches.match(path, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.search) return;
  const path = shellPath(request, url);
  if (!path) return; // the API and anything else: the network, never a cache
  event.respondWith(LIVE.has(path) ? networkFirst(path, request) : cacheFirst(path, request));
});
