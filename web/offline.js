// Offline support, the page's side (web/service_worker.js is the other; docs/DEVELOPING.md, "Offline").
// - start(), once the first frame is drawn (never before): registers the service worker, says when the
//   site was updated, and asks the worker to cache the rest of the level library in the background.
// - A new version installs while the page runs (the page says it is ready) and takes over, as browsers do,
//   once no page of the old version is open: the next visit runs it. A reload keeps the page's version,
//   and no page ever runs files of two versions.
// Needs a secure context (https, or 127.0.0.1 / localhost); elsewhere the page works online only.
/* global BoxcarPage */
/* exported BoxcarOffline */
const BoxcarOffline = (() => {
  const container = 'serviceWorker' in navigator && window.isSecureContext ? navigator.serviceWorker : null;
  // What tests and the curious can read: this version, the one it replaced, the library's caching.
  const status = { supported: !!container, version: null, updatedFrom: null, newVersionReady: false,
    library: 'not started', error: null };

  // Sends `message` to a service worker; resolves with its answer, or null after `timeoutMs`.
  function ask(target, message, timeoutMs) {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve(null), timeoutMs);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      target.postMessage(message, [channel.port2]);
    });
  }

  // Says when a new version finished installing while this page runs (it opens on the next visit).
  function watchForUpdates(registration) {
    const watch = (next) => {
      if (!next) return;
      const check = () => {
        if (next.state !== 'installed' || !container.controller || status.newVersionReady) return;
        status.newVersionReady = true;
        BoxcarPage.showInfo('A new version of Boxcar is ready: it opens on your next visit, once every Boxcar tab is closed.');
      };
      next.addEventListener('statechange', check);
      check();
    };
    watch(registration.installing || registration.waiting);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  }

  // Asks `worker` which version it serves and whether it replaced one no page has told of yet.
  async function hello(worker) {
    const answer = await ask(worker, { type: 'hello' }, 10000);
    if (!answer) return;
    status.version = answer.version;
    if (answer.updatedFrom) {
      status.updatedFrom = answer.updatedFrom;
      BoxcarPage.showInfo('Boxcar was updated to a new version.');
    }
  }

  async function register() {
    // Registered once; afterwards the browser itself checks for a new version on each visit (a register()
    // call would fetch the script, and fail while offline).
    const registration = (await container.getRegistration()) || await container.register('service_worker.js');
    watchForUpdates(registration);
    const active = (await container.ready).active;
    await hello(active);
    status.library = 'caching';
    const done = await ask(registration.active || active, { type: 'precache' }, 10 * 60 * 1000);
    status.library = done && done.done ? 'cached' : 'not cached';
    if (done && done.error) status.error = done.error;
  }

  function start() {
    if (!container) return;
    register().catch((err) => {
      status.error = String(err && err.message || err);
      console.warn('Boxcar: offline support is off:', err);
    });
  }

  return {
    // Called when the UI module is ready: after two animation frames, i.e. once its first frame is drawn.
    afterFirstFrame: () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))),
    status: () => ({ ...status }),
  };
})();
