// The service worker: after one visit the page, its solver and its level library work without the network
// (docs/DEVELOPING.md, "Offline"). The staging puts the site's manifest before this text
// (src/platform/web/site_manifest.cmake): SITE.version and SITE.files, every file of the site with the
// start of its SHA-256, so these bytes change with any file and the browser installs the new version.
//
// - Install: the app shell (every file but the library's collections) into the cache of this version, each
//   checked against its hash; a file an earlier version cached with the same bytes is reused.
// - The library's files are cached when fetched; the page asks for the rest once its first frame is drawn
//   ({type: 'precache'}).
// - Fetch: the site's files come from this version's cache first; anything else (another origin, as for
//   ?url= imports, or a path the site does not have) goes to the network untouched.
// - A new version waits while a page of the old one is open (so no page gets files of two versions) and
//   takes over when none is. On activation it leaves a mark for the first page of the new version to say
//   "updated" once ({type: 'hello'}), and the old caches are removed then.
/* global SITE */
const PREFIX = 'boxcar-';
const CACHE = PREFIX + SITE.version;
const SCOPE = new URL(self.registration.scope);
const UPDATED_MARK = new URL('boxcar-updated-from', SCOPE).href;  // not a file of the site
const LIBRARY = 'assets/levels/';
const isLibrary = (path) => path.startsWith(LIBRARY) && path !== LIBRARY + 'index.json';
const paths = Object.keys(SITE.files);
const urlOf = (path) => new URL(path, SCOPE).href;

// The first 16 hex digits of the SHA-256 of a response's body, as in the manifest.
async function hashOf(response) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

const otherCaches = async () => (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);

// An earlier version's cached copy of `path` when its bytes are this version's, else null.
async function reusable(path, names) {
  for (const name of names) {
    const hit = await (await caches.open(name)).match(urlOf(path));
    if (hit && await hashOf(hit) === SITE.files[path]) return hit;
  }
  return null;
}

// `path` from the server, revalidated past the HTTP cache; refused unless its bytes are this version's
// (a server half-way through a deploy must not mix versions in one cache).
async function download(path) {
  const response = await fetch(urlOf(path), { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path}: the server answered ${response.status}`);
  if (await hashOf(response) !== SITE.files[path]) throw new Error(`${path} is not the file of version ${SITE.version}`);
  return response;
}

// Puts the files of `list` the cache lacks into it, at most 4 downloads at a time.
async function fill(cache, list, names) {
  let next = 0;
  const one = async () => {
    while (next < list.length) {
      const path = list[next++];
      if (await cache.match(urlOf(path))) continue;
      await cache.put(urlOf(path), (await reusable(path, names)) || await download(path));
    }
  };
  await Promise.all([one(), one(), one(), one()]);
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const names = await otherCaches();
    const cache = await caches.open(CACHE);
    try {
      await fill(cache, paths.filter((p) => !isLibrary(p)), names);
      // The library files an earlier version had, when unchanged: offline as before the update.
      for (const path of paths.filter(isLibrary)) {
        const hit = await reusable(path, names);
        if (hit) await cache.put(urlOf(path), hit);
      }
    } catch (err) {
      await caches.delete(CACHE);  // a later visit tries again; the old version stays meanwhile
      throw err;
    }
  })());
});

// The old caches stay until a page of this version says hello: the old worker may still be answering
// from its cache while this one activates.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await otherCaches();
    if (names.length) {
      const cache = await caches.open(CACHE);
      await cache.put(UPDATED_MARK, new Response(names.map((n) => n.slice(PREFIX.length)).join(' ')));
    }
    await self.clients.claim();  // the first visit's page too: its library fetches are cached from now on
  })());
});

// A site file: this version's cached copy, else the network (a library file is kept when its bytes are
// this version's).
async function respond(event, path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(urlOf(path));
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(hashOf(copy).then((hash) => hash === SITE.files[path] ? cache.put(urlOf(path), copy) : null)
      .catch(() => {}));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  } catch {
    return;
  }
  if (request.mode === 'navigate' && path === '') path = 'index.html';
  if (!Object.prototype.hasOwnProperty.call(SITE.files, path)) return;
  event.respondWith(respond(event, path));
});

// Messages of the page (web/offline.js); answers go back on the port it sent.
self.addEventListener('message', (event) => {
  const { type } = event.data || {};
  const reply = (answer) => event.ports[0] && event.ports[0].postMessage(answer);
  if (type === 'hello') {
    // From a page of this version once it runs: this version, and the one it replaced when no page said so
    // yet; the old caches go (while no newer version waits, whose cache is one of them).
    event.waitUntil((async () => {
      const cache = await caches.open(CACHE);
      const mark = await cache.match(UPDATED_MARK);
      if (mark) await cache.delete(UPDATED_MARK);
      if (!self.registration.waiting && !self.registration.installing) {
        await Promise.all((await otherCaches()).map((name) => caches.delete(name)));
      }
      reply({ version: SITE.version, updatedFrom: mark ? await mark.text() : null });
    })());
  } else if (type === 'precache') {
    // The library's files in the background; a failure (e.g. offline) is retried on a later visit.
    event.waitUntil((async () => {
      try {
        await fill(await caches.open(CACHE), paths.filter(isLibrary), []);
        reply({ done: true });
      } catch (err) {
        reply({ done: false, error: String(err && err.message || err) });
      }
    })());
  }
});
