/*
 * Service worker of the app: keeps the app shell (index.html and the built, content-hashed assets) so
 * the app starts on a flaky connection. Navigations go to the network first and fall back to the cached
 * shell; gateway and sandbox calls are never cached. The build replaces __APP_SHELL_VERSION__ with a hash
 * of the bundle (scripts/stamp-service-worker.ts): a new build is a new worker, which takes over at once,
 * and the page reloads on controllerchange (src/platform/serviceWorker.ts).
 */
const VERSION = '__APP_SHELL_VERSION__';
const CACHE_PREFIX = 'app-shell-';
const CACHE = CACHE_PREFIX + VERSION;
const SHELL_URL = '/index.html';
// The widget routes' page is the same app under a CSP that lets partners frame it; every other page may be
// framed by our origin only. The cached copy keeps the headers it came with, so each kind has its own entry.
const WIDGET_SHELL_URL = '/buy';
const isWidgetRoute = (url) => /^\/buy\/?$|^\/buy-v1(\/[^/]*)?$/.test(url.pathname);
const shellKeyOf = (url) => (isWidgetRoute(url) ? WIDGET_SHELL_URL : SHELL_URL);
const NEVER_CACHED = ['/gateway/', '/sandbox/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Client routes (/edit, /order-status …) have no file extension and are all answered with index.html. */
const isAppRoute = (url) => url.pathname === SHELL_URL || !/\.[a-z0-9]+$/i.test(url.pathname);

async function networkFirstShell(request, url) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // A page made for one screen (x-prerendered: a screen rendered ahead, or a widget's page naming its code) is
    // that screen's, not the shell other routes may fall back to.
    const isShell =
      response.ok &&
      isAppRoute(url) &&
      (response.headers.get('content-type') || '').includes('text/html') &&
      !response.headers.has('x-prerendered');
    if (isShell) await cache.put(shellKeyOf(url), response.clone());
    return response;
  } catch (error) {
    const shell = isAppRoute(url) ? await cache.match(shellKeyOf(url)) : undefined;
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  }
});
