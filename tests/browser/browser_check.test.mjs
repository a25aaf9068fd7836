// A browser without WebGL 2 or WebAssembly SIMD gets a page that names what is missing, the browser versions
// that work and what to try, instead of the graphics library's words; the UI module is then not loaded.
// The two features are taken away in Chromium before the page's scripts run.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';

async function openWithout(t, initScript) {
  const app = await openApp();
  t.after(() => app.close());
  await app.page.addInitScript(initScript);
  const requested = [];
  app.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await app.goto('/');
  await app.page.waitForFunction(() => !document.getElementById('overlay').hidden &&
    /cannot start/.test(document.getElementById('overlay').textContent), null, { timeout: 30000 });
  const text = await app.page.evaluate(() => document.getElementById('overlay').textContent);
  const visible = await app.page.evaluate(() => {
    const r = document.getElementById('overlay').getBoundingClientRect();
    return r.width > 100 && r.height > 40 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
  assert.ok(visible, 'the message is on screen');
  assert.ok(!requested.includes('/boxcar_ui.js'), 'the UI module is not loaded');
  assert.equal(await app.page.evaluate(() => typeof window.boxcar), 'undefined');
  return text;
}

test('without WebGL 2 the page says so, names the browsers that work and what to try', async (t) => {
  const text = await openWithout(t, () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : getContext.call(this, kind, ...rest);
    };
  });
  assert.match(text, /WebGL 2/);
  assert.match(text, /Chrome and Edge 91/);
  assert.match(text, /Safari 16\.4/);
  assert.match(text, /hardware acceleration/);
  assert.doesNotMatch(text, /EGL/);
});

test('without WebAssembly SIMD the page says so and what to try', async (t) => {
  const text = await openWithout(t, () => {
    const validate = WebAssembly.validate;
    // Every module using a SIMD opcode (prefix 0xfd) is refused, as a browser without SIMD does.
    WebAssembly.validate = (bytes) => !new Uint8Array(bytes.buffer || bytes).includes(0xfd) && validate(bytes);
  });
  assert.match(text, /WebAssembly SIMD/);
  assert.match(text, /Firefox 89/);
  assert.match(text, /update the browser/);
});
