// Oversized input of every kind is refused with a message before it is copied into the module: a 2 MB
// share link, a 2 MB paste on the board and into a text field, a 2 MB boxcar.load and a 2 MB dropped
// text. After each the page still works (a small level loads and plays) and reports no error.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';

const TWO_MB = 2 * 1000 * 1000;
const SMALL = '#######\n#@ $ .#\n#######\n';


async function stillWorks(app) {
  assert.equal((await app.call('load', SMALL)).ok, true);
  assert.equal((await app.call('move', 'RR')).ok, true);
  const s = await app.idle();
  assert.equal(s.moves, 2);
  app.assertNoErrors();
}

// One link of 2 MB (the browser alone takes some 10 s to open it); the other fields at 100 kB, twelve
// times the limit, which the same check refuses.
for (const [key, size] of [['level', TWO_MB], ['title', 100000], ['solution', 100000], ['position', 100000]]) {
  test(`a ${size === TWO_MB ? '2 MB' : '100 kB'} share link (huge ${key}) is refused with a message`, async (t) => {
    const value = key === 'level' ? '#'.repeat(size) : key === 'position' ? '9'.repeat(size) : 'r'.repeat(size);
    const fragment = key === 'level' ? `level=${value}` : `level=${encodeURIComponent(SMALL)}&${key}=${value}`;
    const app = await startApp(t, `/#${fragment}`);
    const s = await app.state();
    assert.match(s.message, /link can't be opened: the link is too long \(\d+ characters; the limit is 8000\)/);
    await stillWorks(app);
  });
}

test('boxcar.openLink with a 2 MB link is refused', async (t) => {
  const app = await startApp(t);
  const answer = await app.page.evaluate((n) => window.boxcar.openLink('#level=' + 'x'.repeat(n)), TWO_MB);
  assert.equal(answer.ok, false);
  assert.match((await app.state()).message, /too long/);
  await stillWorks(app);
});

test('a 2 MB paste on the board is refused with its size and the limit', async (t) => {
  const app = await startApp(t);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await app.page.evaluate((n) => navigator.clipboard.writeText('#'.repeat(n)), TWO_MB);
  await app.page.mouse.click(1000, 700);
  await app.page.keyboard.press('Control+V');
  const s = await app.idle();
  assert.match(s.message, /The pasted text is too large \(1954 KiB; the limit is 1024 KiB\)/);
  assert.equal(s.title, 'First Push');
  await stillWorks(app);
});

test('a 2 MB paste into a text field is refused; the field keeps its text', async (t) => {
  const app = await startApp(t);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  const field = (await app.page.evaluate(() => BoxcarTextMirror.list())).find((f) => f.multiline);
  await app.page.mouse.click(field.rect[0] + 20, field.rect[1] + 10);
  await app.page.keyboard.type('abc');
  await app.page.evaluate((n) => navigator.clipboard.writeText('x'.repeat(n)), TWO_MB);
  await app.page.keyboard.press('Control+V');
  const s = await app.idle();
  assert.match(s.message, /too large/);
  const text = await app.page.evaluate((i) => window.Module.ccall('boxcar_text_field_get', 'string', ['number'], [i]), field.id);
  assert.equal(text, 'abc');
  await app.page.keyboard.press('Escape');
  await stillWorks(app);
});

test('boxcar.load and dropped text of 2 MB are refused with a message', async (t) => {
  const app = await startApp(t);
  const answer = await app.page.evaluate((n) => window.boxcar.load('#'.repeat(n)), TWO_MB);
  assert.equal(answer.ok, false);
  assert.match(answer.error, /too large/);
  assert.match((await app.state()).message, /too large/);
  await app.page.evaluate((n) => {
    const data = new DataTransfer();
    data.setData('text/plain', '#'.repeat(n));
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, TWO_MB);
  const s = await app.idle();
  assert.match(s.message, /dropped text: it is too large/);
  await stillWorks(app);
});

test('a 2 MB move string through the API is refused before it reaches the module', async (t) => {
  const app = await startApp(t);
  const answer = await app.page.evaluate((n) => window.boxcar.move('r'.repeat(n)), TWO_MB);
  assert.equal(answer.ok, false);
  assert.match(answer.error, /too large/);
  await stillWorks(app);
});
