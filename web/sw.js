// The service worker: the whole site, precached at the first visit, so the
// game opens and plays with no network. build.py fills in VERSION (a hash of
// every file it ships) and FILES; a new build is a new cache, and the page
// offers to reload into it (a game in progress is never interrupted).
// Paths are relative to this file, so the site works from any folder.

const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `burraco-${VERSION}`;
const root = new URL("./", self.location.href);
const OWNED = new Set(FILES.map((path) => new URL(path, root).href));

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((path) => new URL(path, root).href))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("burraco-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page asks for the new version only when the player chooses to reload.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(root.href)) return;
  // Only the site's own files and pages: anything else goes to the network untouched.
  if (request.mode !== "navigate" && !OWNED.has(request.url)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A link's parameters (?seed=42&lang=it) open the same cached page.
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (error) {
      if (request.mode === "navigate") {
        const page = await cache.match(new URL("index.html", root).href);
        if (page) return page;
      }
      throw error;
    }
  })());
});
