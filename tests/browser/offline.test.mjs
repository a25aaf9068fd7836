// Offline: after one visit the page, its solver and its level library come from the service worker with
// the site's server stopped (not the browser's offline switch, which leaves the service worker's own
// fetches alone): reload, play with keys, solve with the Solve button, open a library collection through
// the level browser. Then a rebuilt site (a copy of this one with one file changed and its service worker
// made again by src/platform/web/site_manifest.cmake, as the build does) is served at the same address:
// the visit after says a new version is ready; once that visit ends the new version takes over, and the
// next visit runs it and says it was updated; the old version's cache is gone, and the new version works
// offline too.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST_DIR, openApp } from './harness.mjs';
import { DESKTOP, idle, controls, control, press, findControl } from './person.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECTION = 'Level browser';
const versionOf = (dist) => fs.readFileSync(path.join(dist, 'service_worker.js'), 'utf8').match(/version: "([0-9a-f]{16})"/)[1];
const rebuiltPage = (app) => app.page.evaluate(() => !!document.querySelector('meta[name="build"][content="rebuilt"]'));
const offline = (app) => app.page.evaluate(() => BoxcarOffline.status());

// Waits until the page's offline status satisfies `ok` (a function of it), failing after `timeout` ms.
async function until(app, ok, what, timeout = 120000) {
  const started = Date.now();
  for (;;) {
    const status = await offline(app);
    if (ok(status)) return status;
    assert.ok(Date.now() - started < timeout, `${what}: still ${JSON.stringify(status)}`);
    await app.page.waitForTimeout(200);
  }
}

// Waits until the site's active service worker is the one of `version` (evaluated in the worker itself).
async function activeVersion(app, version, timeout = 60000) {
  const started = Date.now();
  for (;;) {
    for (const worker of app.context.serviceWorkers()) {
      const state = await worker.evaluate(() => [SITE.version, self.serviceWorker && self.serviceWorker.state]).catch(() => null);
      if (state && state[0] === version && state[1] === 'activated') return;
    }
    assert.ok(Date.now() - started < timeout, `version ${version} did not take over`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Every response of the page after this call: [url, from the service worker].
function watchResponses(app) {
  const seen = [];
  app.page.on('response', (r) => seen.push([r.url(), r.fromServiceWorker()]));
  return seen;
}

test('desktop: offline after one visit (reload, play, solve, library), then a rebuilt site is picked up', { timeout: 6 * 60 * 1000 }, async (t) => {
  const app = await openApp(DESKTOP);
  t.after(() => app.close());
  const started = Date.now();
  await app.goto('/');
  await idle(app);
  const first = await until(app, (s) => s.library === 'cached', 'the library is cached after the first visit');
  const v1 = versionOf(DIST_DIR);
  assert.equal(first.version, v1, 'the service worker runs the version of the built site');
  assert.equal(first.updatedFrom, null);
  assert.ok(await app.page.evaluate(() => !!navigator.serviceWorker.controller), 'the first visit\'s page is controlled');
  t.diagnostic(`first visit to the library cached: ${Date.now() - started} ms`);

  // The server stops: nothing answers at the site's address any more.
  await app.stopServer();
  await assert.rejects(fetch(app.url), 'the server is down');

  const responses = watchResponses(app);
  await app.page.reload({ waitUntil: 'load' });
  await idle(app);
  assert.ok(responses.length >= 5 && responses.every(([, sw]) => sw), `every file came from the service worker: ${JSON.stringify(responses)}`);
  const down = await offline(app);
  assert.equal(down.version, v1);

  // Play: the arrow keys move the player on the level on screen.
  let s = await app.state();
  await app.page.locator('canvas').click({ position: { x: 1000, y: 700 } });  // focus the page, not a panel
  for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
    await app.page.keyboard.press(key);
    await idle(app);
  }
  const played = await app.state();
  assert.ok(played.moves > s.moves, `keys moved the player: ${s.moves} -> ${played.moves} moves`);

  // Open a collection of the library through the level browser (its files were cached in the background).
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  await press(app, await control(app, 'Collection', { section: SECTION, kind: 'combo' }));
  await idle(app);
  await press(app, await control(app, /^Boxcar Originals, 3 boxes/, { section: SECTION, kind: 'list_item' }));
  await idle(app);
  const card = (await controls(app)).find((c) => c.section === SECTION && c.kind === 'list_item' && c.visible);
  await press(app, card);
  await idle(app);
  s = await app.state();
  assert.match(s.title, /Boxcar Originals, 3 boxes #1/, 'the collection opened offline');
  assert.equal(findControl(await controls(app), 'Collection', { section: SECTION }), null, 'the browser closed');

  // Solve: the Solve button runs the solver workers, their scripts and WebAssembly from the cache.
  await press(app, await control(app, /^\W*solve\b/i, { kind: 'button' }));
  await app.page.waitForFunction(() => window.boxcar.state().solver.status !== 'running', null, { timeout: 120000 });
  await idle(app);
  s = await app.state();
  assert.equal(s.solver.status, 'solved', JSON.stringify(s.solver));
  assert.ok(responses.some(([url, sw]) => url.endsWith('/boxcar_solver.wasm') && sw), 'the solver came from the cache');
  app.assertNoErrors();

  // A rebuilt site: one file changed, the service worker made again from the copy.
  const rebuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'boxcar-rebuilt-'));
  t.after(() => fs.rmSync(rebuilt, { recursive: true, force: true }));
  fs.cpSync(DIST_DIR, rebuilt, { recursive: true });
  const page = path.join(rebuilt, 'index.html');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('<head>', '<head>\n  <meta name="build" content="rebuilt">'));
  execFileSync('cmake', [`-DSOURCE_DIR=${REPO}`, `-DDIST_DIR=${rebuilt}`, '-P',
    path.join(REPO, 'src/platform/web/site_manifest.cmake')], { stdio: 'pipe' });
  const v2 = versionOf(rebuilt);
  assert.notEqual(v2, v1, 'a changed file changes the version');
  await app.serve(rebuilt);

  // The next visit still runs the version it has (at once, from the cache) while the new one installs; the
  // page says when the new one is ready.
  await app.goto('/');
  await idle(app);
  assert.equal(await rebuiltPage(app), false, 'the old version runs');
  await until(app, (x) => x.newVersionReady, 'the new version is installed');
  assert.match((await app.state()).message, /A new version of Boxcar is ready/);

  // The visit ends (the page leaves the site): with no page of the old version open, the new one takes over.
  await app.page.goto('about:blank');
  await activeVersion(app, v2);
  // The next visit runs the new version and says so.
  await app.goto('/');
  await idle(app);
  const updated = await until(app, (x) => x.version !== null, 'the page knows its version');
  assert.equal(await rebuiltPage(app), true, 'the rebuilt page runs');
  assert.equal(updated.version, v2);
  assert.equal(updated.updatedFrom, v1);
  assert.equal((await app.state()).message, 'Boxcar was updated to a new version.');
  assert.deepEqual(await app.page.evaluate(() => caches.keys()), [`boxcar-${v2}`], 'the old version\'s cache is gone');

  // The new version works offline too; the update is said once.
  await until(app, (x) => x.library === 'cached', 'the library is in the new cache');
  await app.stopServer();
  await app.page.reload({ waitUntil: 'load' });
  await idle(app);
  const again = await until(app, (x) => x.version !== null, 'the page knows its version');
  assert.equal(again.version, v2);
  assert.equal(again.updatedFrom, null);
  assert.equal(await rebuiltPage(app), true);
  assert.equal((await app.call('move', 'L')).ok, true);
  app.assertNoErrors();
  t.diagnostic(`whole test: ${Date.now() - started} ms`);
});
