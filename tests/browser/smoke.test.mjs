// Smoke tests of the built site: the static server's answers, and the page loading in Chromium
// with WebGL2, rendering frames, without any console or page error.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR, openApp } from './harness.mjs';
import { startServer } from '../../web/serve.mjs';

test('the site serves its page and modules with the right MIME types', async (t) => {
  const { server, url } = await startServer({ root: DIST_DIR, port: 0 });
  t.after(() => new Promise((resolve) => server.close(resolve)));

  const expected = {
    '/': 'text/html',
    '/boxcar_ui.js': 'text/javascript',
    '/boxcar_ui.wasm': 'application/wasm',
    '/boxcar_solver.js': 'text/javascript',
    '/boxcar_solver.wasm': 'application/wasm',
    '/assets/art/favicon.svg': 'image/svg+xml',
  };
  for (const [file, type] of Object.entries(expected)) {
    const res = await fetch(new URL(file, url));
    assert.equal(res.status, 200, `${file} status`);
    assert.ok(res.headers.get('content-type').startsWith(type), `${file}: ${res.headers.get('content-type')}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (file.endsWith('.wasm')) assert.deepEqual([...body.subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d], 'wasm magic');
    const onDisk = path.join(DIST_DIR, file === '/' ? 'index.html' : file);
    assert.equal(body.length, fs.statSync(onDisk).size, `${file} size`);
  }
  // Every file of the site has a type of its own (none falls back to application/octet-stream), the
  // service worker's is JavaScript (browsers refuse it otherwise).
  const all = fs.readdirSync(DIST_DIR, { recursive: true }).filter((f) => fs.statSync(path.join(DIST_DIR, f)).isFile());
  assert.ok(all.includes('service_worker.js'), 'the site has its service worker');
  for (const file of all) {
    const res = await fetch(new URL(file.split(path.sep).join('/'), url));
    await res.arrayBuffer();
    const type = res.headers.get('content-type');
    assert.ok(type && !type.startsWith('application/octet-stream'), `${file}: ${type}`);
    if (/\.m?js$/.test(file)) assert.ok(type.startsWith('text/javascript'), `${file}: ${type}`);
  }
  assert.equal((await fetch(new URL('/no-such-file.js', url))).status, 404);
  // Paths that try to leave the site folder are refused.
  assert.notEqual((await fetch(new URL('/..%2f..%2fpackage.json', url))).status, 200);
  assert.ok(!fs.existsSync(path.join(DIST_DIR, 'serve.mjs')), 'the dev server is not part of the site');
});

test('the page loads, draws, then stays idle; no console errors', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await app.goto('/');

  const first = await app.idle();
  assert.ok(first.frames > 0, `frames drawn: ${first.frames}`);
  // Idle means idle: with nothing changing, no frame is drawn.
  await app.page.waitForTimeout(500);
  const later = await app.state();
  assert.equal(later.frames, first.frames, `frames went ${first.frames} -> ${later.frames} with nothing to draw`);
  // A change draws again.
  assert.equal((await app.call('move', 'R')).ok, true);
  const moved = await app.idle();
  assert.ok(moved.frames > later.frames, `frames went ${later.frames} -> ${moved.frames} after a move`);

  // The canvas is really drawn with WebGL2 (not a blank or 2D canvas).
  const canvas = await app.page.evaluate(() => {
    const c = document.querySelector('canvas');
    return c && { width: c.width, height: c.height, webgl2: !!Module?.ctx && Module.ctx instanceof WebGL2RenderingContext };
  });
  assert.ok(canvas, 'the page has a canvas');
  assert.ok(canvas.width > 0 && canvas.height > 0, `canvas size ${canvas.width}x${canvas.height}`);
  assert.ok(canvas.webgl2, 'the canvas renders through a WebGL2 context');
  // The page names its own icon (so the browser does not ask for a missing /favicon.ico).
  const icon = await app.page.evaluate(() => document.querySelector('link[rel=icon]')?.href ?? null);
  assert.ok(icon && icon.endsWith('/assets/art/favicon.svg'), `icon link: ${icon}`);
  app.assertNoErrors();
});
