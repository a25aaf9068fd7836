// Import in a real browser: a keyboard paste of a level (then solve and play back to solved), a bad paste,
// Open file (setInputFiles on the hidden input), drag-and-drop of a file, ?url= of a level file on the
// same server, and bad ?url= values (scheme, 404, unreachable) that leave the app usable.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp, startApp } from './harness.mjs';
import { COLORS, cellCentre, near, sample } from './pixels.mjs';

// Our own level: the player at (1,2) pushes the box at (2,2) twice right onto the goal at (4,2).
const LEVEL = '#######\n#     #\n#@$  .#\n#     #\n#######';

async function waitFor(app, predicate, arg, timeout = 30000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}


// Ctrl+V with the clipboard holding `text` (the page is focused, no text box of the UI has focus).
async function keyboardPaste(app, text) {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await app.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await app.page.locator('canvas').click({ position: { x: 1000, y: 700 } });
  await app.page.keyboard.press('Control+V');
}

test('keyboard paste of a level, solve in the worker, play back to solved', async (t) => {
  const app = await startApp(t);
  await keyboardPaste(app, LEVEL);
  await waitFor(app, () => window.boxcar.state().width === 7 && window.boxcar.state().levels === 1);
  const solver = await app.call('solve', { algo: 'astar', timeLimit: 20 });
  assert.equal(solver.status, 'solved', JSON.stringify(solver));
  await app.call('setSpeed', 30);
  await app.call('play');
  await waitFor(app, () => { const s = window.boxcar.state(); return s.solved && !s.playback.playing; });
  const s = await app.idle();
  assert.equal(s.pushes, 3);
  const [onGoal] = await sample(app.page, [cellCentre(s.board, 5, 2)]);
  assert.ok(near(onGoal, COLORS.boxOnGoal), `the box is drawn on its goal: ${onGoal}`);
  app.assertNoErrors();
});

test('a bad paste shows a message naming the problem; the app stays usable', async (t) => {
  const app = await startApp(t);
  await keyboardPaste(app, '#####\n#@@.#\n#$  #\n#####');
  await waitFor(app, () => /not a solution, level or board/.test(window.boxcar.state().message || ''));
  const s = await app.state();
  assert.match(s.message, /line \d+, column \d+/);
  assert.equal(s.title, 'First Push', 'the built-in level is still there');
  assert.equal((await app.call('load', LEVEL)).ok, true);
  assert.equal((await app.call('move', 'R')).ok, true);
  app.assertNoErrors();
});

test('Open file (the hidden file input) and drag-and-drop of a file', async (t) => {
  const app = await startApp(t);
  const collection = `Title: One\n${LEVEL}\n\nTitle: Two\n#####\n#@$.#\n#####\n`;
  await app.page.setInputFiles('#file-input', { name: 'two.xsb', mimeType: 'text/plain', buffer: Buffer.from(collection) });
  await waitFor(app, () => /Opened "two.xsb": 2 levels/.test(window.boxcar.state().message || ''));
  let s = await app.state();
  assert.equal(s.levels, 2);
  assert.equal(s.title, 'One');

  await app.page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['oooooooooBooAAoBoooooooooooooooooooo\n'], 'easy.txt', { type: 'text/plain' }));
    document.querySelector('canvas').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await waitFor(app, () => window.boxcar.state().kind === 'rushhour');
  s = await app.state();
  assert.match(s.message, /Opened "easy.txt": 1 Rush Hour board\./);
  assert.equal(s.optimal, 2);

  // A dropped JSON file is read as a records file (the module's text-kind rule), not as a level.
  await app.page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['\n  {"format": "something", "version": 1}\n'], 'notes.json', { type: 'application/json' }));
    document.querySelector('canvas').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await waitFor(app, () => /records/.test(window.boxcar.state().message || ''));
  assert.match((await app.state()).message, /Could not import records.*not a Boxcar records file/);
  assert.equal((await app.state()).kind, 'rushhour', 'the board on screen is kept');

  await app.page.setInputFiles('#file-input', { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0, 0, 1]) });
  await waitFor(app, () => /photo.png/.test(window.boxcar.state().message || ''));
  assert.match((await app.state()).message, /not a text file/);
  assert.equal((await app.state()).kind, 'rushhour', 'the board on screen is kept');
  app.assertNoErrors();
});

test('?url= opens a level file from a server that allows it', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const file = new URL('assets/levels/boxcar_rush.txt', app.url).href;
  await app.goto('/?url=' + encodeURIComponent(file));
  await app.idle();
  await waitFor(app, () => window.boxcar.state().kind === 'rushhour');
  const s = await app.state();
  assert.equal(s.levels, 9);
  assert.match(s.message, /Opened http:.*boxcar_rush\.txt: 9 Rush Hour boards/);
  app.assertNoErrors();
});

test('bad ?url= values give a message naming the address; the app stays usable', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const cases = [
    ['ftp://example.com/levels.xsb', /ftp:\/\/example\.com\/levels\.xsb: only http and https/],
    [new URL('no/such/file.xsb', app.url).href, /no\/such\/file\.xsb: the server answered 404/],
    ['http://127.0.0.1:9/levels.xsb', /127\.0\.0\.1:9\/levels\.xsb: the server refused the request, is unreachable, or does not let other sites read the file \(CORS\)/],
  ];
  for (const [url, expected] of cases) {
    await app.goto('/?url=' + encodeURIComponent(url));
    await app.idle();
    await waitFor(app, (re) => new RegExp(re).test(window.boxcar.state().message || ''), expected.source, 20000);
    assert.equal((await app.call('load', LEVEL)).ok, true, 'the app still loads levels');
  }
  // The browser itself logs the failed requests (404, connection refused): those are expected here, and so
  // are fetches the next goto() aborts (net::ERR_ABORTED, e.g. the worker's module still loading).
  const unexpected = app.errors.filter((e) => !/no\/such\/file\.xsb|127\.0\.0\.1:9|404|net::ERR_ABORTED/.test(e));
  assert.deepEqual(unexpected, []);
});
