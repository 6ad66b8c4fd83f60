/* Hush's service worker (scope /app/): keeps the app's own files so the page opens with no connection.
   Network first, so a new install reaches the phone at once; the cached copy when the network does not
   answer within a few seconds. Only the shell's files: the family's data (/v1/...) is never cached
   here, and nothing but GET is touched (lines typed offline wait in the page, not here). */
'use strict';

const CACHE = 'hush-app-1';
const SHELL = ['/app/', '/app/app.js', '/app/app.css', '/app/manifest.webmanifest', '/app/icon.svg'];
/** Addresses that answer the shell itself, kept under '/app/'. */
const SHELL_ADDRESSES = ['/app', '/app/', '/app/link'];
const PATIENCE_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const key = SHELL_ADDRESSES.includes(url.pathname) ? '/app/' : url.pathname;
  if (!SHELL.includes(key)) return;
  event.respondWith(fresh(request, key));
});

async function fresh(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await withPatience(fetch(request));
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

function withPatience(promise) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), PATIENCE_MS);
    promise.then((value) => { clearTimeout(timer); resolve(value); }, (error) => { clearTimeout(timer); reject(error); });
  });
}
