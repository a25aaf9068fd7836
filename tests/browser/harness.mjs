// Browser test harness: serves the built static site (build/web/dist) on a free 127.0.0.1 port and
// drives Debian's Chromium (/usr/bin/chromium) through playwright-core — no browser download.
// WebGL2 runs on SwiftShader (software), so frames are slow but real.
//
//   const app = await openApp();           // server + fresh browser profile + page, errors collected
//   t.after(() => app.close());
//   await app.goto('/');                   // or '/?level=...'
//   await app.idle();                      // window.boxcar exists, nothing pending, the result drawn
//   await app.waitForFrames(5);            // state().frames > 5 (only while something animates or runs)
//   const s = await app.call('state');     // any window.boxcar method, result as plain JSON
//   app.assertNoErrors();                  // console errors, page errors and crashes fail the test
//   await app.stopServer(); await app.serve(otherDist);  // the site's server off, then on again (offline tests)
//
// Each openApp() gets its own browser context (own storage, cookies, cache: as isolated as a fresh
// profile). The Chromium process behind them is shared by the tests of one test file (node --test runs
// every file in its own process) and launched with a fresh temporary profile; it closes itself a
// second after the last app closes. That saves ~2-3 s of launch + close per test on this machine.
//
// Environment: BOXCAR_DIST_DIR (default <repo>/build/web/dist, or $BOXCAR_BUILD_DIR/web/dist),
// BOXCAR_CHROMIUM (default /usr/bin/chromium).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/serve.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = process.env.BOXCAR_DIST_DIR ||
  path.join(process.env.BOXCAR_BUILD_DIR || path.join(REPO, 'build'), 'web', 'dist');
export const CHROMIUM = process.env.BOXCAR_CHROMIUM || '/usr/bin/chromium';

// Headless Chromium as root on a machine without a GPU; WebGL2 through ANGLE + SwiftShader.
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
];

// The shared Chromium of this process: {browser: Promise<Browser>, users, closeTimer}.
let shared = null;

async function acquireBrowser() {
  if (!shared) {
    // playwright launches it with a new temporary profile (its own --user-data-dir) and removes it on close.
    const entry = { browser: chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
      users: 0, closeTimer: null };
    entry.browser.then((b) => b.on('disconnected', () => { if (shared === entry) shared = null; }), () => {});
    shared = entry;
  }
  const entry = shared;
  clearTimeout(entry.closeTimer);
  entry.users++;
  try {
    return await entry.browser;
  } catch (err) {
    if (shared === entry) shared = null;
    throw err;
  }
}

function releaseBrowser(browser) {
  const entry = shared;
  if (!entry) return browser.close().catch(() => {});
  if (--entry.users > 0) return;
  // Kept a moment for the next test of this file; then closed so the test process can exit.
  entry.closeTimer = setTimeout(() => {
    if (shared === entry && entry.users === 0) {
      shared = null;
      browser.close().catch(() => {});
    }
  }, 1000);
}

// Starts the server on DIST_DIR and a fresh browser context; returns the app handle below.
// `touch: true` makes it a phone: touch events, mobile viewport, 3 device pixels per CSS pixel;
// `contextOptions` go to browser.newContext as they are (e.g. PHONE of person.mjs); `distDir` serves another
// built site (docs/tools/measure_app.mjs compares two builds).
export async function openApp({ viewport = { width: 1280, height: 800 }, timeoutMs = 60000, touch = false, contextOptions = {},
  distDir = DIST_DIR } = {}) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the site first (./dev.sh build)`);
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (./dev.sh setup)`);
  }
  let { server, url, port } = await startServer({ root: distDir, port: 0 });
  let browser, context;
  try {
    browser = await acquireBrowser();
    context = await browser.newContext(touch ? { viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 3, ...contextOptions }
      : { viewport, ...contextOptions });
  } catch (err) {
    if (browser) releaseBrowser(browser);
    server.close();
    throw err;
  }
  context.setDefaultTimeout(timeoutMs);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url || '';
    // The browser's own favicon request is not the page's doing (the page may not have one).
    if (where.endsWith('/favicon.ico')) return;
    errors.push(`console error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  // A request still running when a reload or a goto leaves its page is cancelled by the browser
  // (net::ERR_ABORTED): not the page's fault, so it is dropped once a later navigation is seen; any other
  // failed request fails the test.
  let navigations = 0;
  const startedIn = new WeakMap();
  const aborted = [];
  const requests = [];  // every URL the page asked for, in order (what a page load fetched, and when)
  page.on('request', (req) => {
    startedIn.set(req, navigations);
    requests.push(req.url());
  });
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations += 1; });
  page.on('requestfailed', (req) => {
    const text = req.failure()?.errorText;
    const entry = `request failed: ${req.url()} ${text}`;
    if (text === 'net::ERR_ABORTED') aborted.push({ entry, navigation: startedIn.get(req) ?? navigations });
    else errors.push(entry);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('crash', () => errors.push('page crashed'));

  let closed = false;
  return {
    page, context, url, errors, requests,

    // Opens a path of the site, e.g. '/' or '/?level=...'.
    async goto(pathAndQuery = '/') {
      await page.goto(new URL(pathAndQuery, url).href, { waitUntil: 'load' });
    },

    // Waits until window.boxcar exists and state().frames > n; returns that state.
    async waitForFrames(n = 0, timeout = timeoutMs) {
      await page.waitForFunction(
        (min) => typeof window.boxcar?.state === 'function' && window.boxcar.state().frames > min,
        n, { timeout, polling: 50 });
      return page.evaluate(() => window.boxcar.state());
    },

    // Waits until window.boxcar exists and boxcar.idle() resolves (nothing pending, the result drawn);
    // returns the state then. An idle page draws no frames: wait on this, not on a frame count.
    async idle(timeout = timeoutMs) {
      await page.waitForFunction(() => typeof window.boxcar?.idle === 'function', null, { timeout, polling: 50 });
      await page.evaluate(() => window.boxcar.idle());
      return page.evaluate(() => window.boxcar.state());
    },

    // Calls window.boxcar[method](...args) in the page (awaits Promises); returns the JSON result.
    async call(method, ...args) {
      return page.evaluate(async ([m, a]) => {
        if (typeof window.boxcar?.[m] !== 'function') throw new Error(`window.boxcar.${m} is not a function`);
        return await window.boxcar[m](...a);
      }, [method, args]);
    },

    state() { return this.call('state'); },

    // Fails the test with every console error, page error or crash seen so far.
    assertNoErrors() {
      const all = [...errors, ...aborted.filter((a) => a.navigation >= navigations).map((a) => a.entry)];
      assert.deepEqual(all, [], `the page reported errors:\n${all.join('\n')}`);
    },

    // Stops the site's server and drops the browser's connections to it: what loads next comes from the
    // browser (its service worker) or fails.
    async stopServer() {
      if (!server) return;
      const stopping = server;
      server = null;
      stopping.closeAllConnections?.();
      await new Promise((resolve) => stopping.close(resolve));
    },

    // Serves `root` (the same site by default, or e.g. a rebuilt one) again at the same address.
    async serve(root = distDir) {
      await this.stopServer();
      ({ server } = await startServer({ root, port }));
    },

    async screenshot(file) {
      await page.screenshot({ path: file });
      return file;
    },

    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => {});
      releaseBrowser(browser);
      await this.stopServer();
    },
  };
}

// One app for every test of a file: opened at `path` and settled before the first test, closed after the
// last; `setApp` receives it (e.g. `let app; oneAppPerFile((a) => (app = a));`).
export function oneAppPerFile(setApp, options = {}, path = '/') {
  let app;
  before(async () => {
    app = await openApp(options);
    await app.goto(path);
    await app.idle();
    setApp(app);
  });
  after(() => app && app.close());
}

// A fresh app for one node:test test, opened at `path` and settled, closed when the test ends.
export async function startApp(t, path = '/', options = {}) {
  const app = await openApp(options);
  t.after(() => app.close());
  await app.goto(path);
  await app.idle();
  return app;
}
