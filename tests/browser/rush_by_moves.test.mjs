// The library's Rush Hour puzzles by optimal move count (assets/levels/rushhour/moves/, docs/LIBRARY.md)
// as a person and a script use them: the level browser's "random puzzle of N moves" row with a Rush Hour
// collection (its list fetched then, never in the first page load; a count's file when first asked for),
// N typed into the field and the button pressed at its place (on phones: N tapped in a list); the puzzle
// opens with "optimal N";
// boxcar.randomRushPuzzle(N); a file that cannot be fetched gives a message on screen and {ok:false}.
// The first press on 50 moves (else the largest count) is timed, its file not yet fetched. The counts and boards are
// read from the site served (BOXCAR_DIST_DIR), so the test runs on the interim files and on full ones.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, DIST_DIR } from './harness.mjs';
import { DESKTOP, PHONE_1X, idle, controls, control, press, findControl, layoutProblems } from './person.mjs';

const SHOTS = process.env.BOXCAR_SHOTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'boxcar-rush-moves-'));
const SECTION = 'Level browser';
const FOLDER = path.join(DIST_DIR, 'assets/levels/rushhour/moves');
const INDEX = JSON.parse(fs.readFileSync(path.join(FOLDER, 'index.json'), 'utf8'));
const boardsOf = (moves) => fs.readFileSync(path.join(FOLDER, `${String(moves).padStart(2, '0')}.txt`), 'utf8')
  .split('\n').filter(Boolean).map((line) => line.split(' ')[1]);
const present = INDEX.moves.filter((m) => m.file).map((m) => m.moves);
const LARGEST = INDEX.max_moves;
// The count timed: the "random puzzle of 50 moves" where there is one, else the largest (or the
// count in BOXCAR_RUSH_TIMED_MOVES, for measuring on other files).
const TIMED = Number(process.env.BOXCAR_RUSH_TIMED_MOVES) || (present.includes(50) ? 50 : LARGEST);
const SMALL = present[Math.floor(present.length / 3)];  // another count the files have
const ABSENT = INDEX.moves.find((m) => !m.file)?.moves;

async function start(t, options) {
  const app = await startApp(t, '/', options);
  return { app, requests: app.requests };
}

// The browser opened on the Rush Hour starters, by presses.
async function browseRush(app, touch = false) {
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }), { touch });
  await idle(app);
  await press(app, await control(app, 'Collection', { section: SECTION, kind: 'combo' }), { touch });
  await idle(app);
  await press(app, await control(app, /^Rush Hour starters/, { section: SECTION, kind: 'list_item' }), { touch });
  await idle(app);
}

// Types N into the "Moves" field (its number part, left of - and +) and presses Enter.
async function chooseMoves(app, n) {
  const field = await control(app, /^Moves \(1 to \d+\)$/, { section: SECTION, kind: 'text_input' });
  await press(app, { ...field, rect: [field.rect[0], field.rect[1], 40, field.rect[3]] });
  await app.page.keyboard.press('Control+A');
  await app.page.keyboard.type(String(n));
  await app.page.keyboard.press('Enter');
  await idle(app);
}

const randomButton = (app, n) => control(app, new RegExp(`^Open a random puzzle of ${n} moves?$`), { section: SECTION, kind: 'button' });

test('desktop: a random puzzle of N moves by presses and by the API; the first press timed', { timeout: 3 * 60 * 1000 }, async (t) => {
  const { app, requests } = await start(t, DESKTOP);
  const byMoves = () => requests.filter((u) => u.includes('/assets/levels/rushhour/moves/'));
  assert.deepEqual(byMoves(), [], 'the first page load fetches none of the puzzles by moves');
  await browseRush(app);
  assert.deepEqual(byMoves().map((u) => u.split('/').pop()), ['index.json'], 'the list comes with a Rush Hour collection');
  assert.equal((await control(app, /^Moves \(1 to \d+\)$/, { section: SECTION })).label, `Moves (1 to ${LARGEST})`);
  await app.screenshot(path.join(SHOTS, 'desktop-rush-by-moves.png'));

  // 50 moves (else the largest count): one press, its file not fetched yet.
  if (TIMED !== LARGEST) await chooseMoves(app, TIMED);
  const button = await randomButton(app, TIMED);
  const pressed = Date.now();
  await press(app, button);
  // Opened: the play view has the puzzle; drawn: the next frame is on screen. (idle() would also wait out
  // the 4 s of the information message that says what opened.)
  await app.page.waitForFunction((n) => window.boxcar.state().optimal === n, TIMED, { polling: 10 });
  const openMs = Date.now() - pressed;
  const frame = (await app.state()).frames;
  await app.page.waitForFunction((f) => window.boxcar.state().frames > f, frame, { polling: 10 });
  const drawnMs = Date.now() - pressed;
  await idle(app);
  let s = await app.state();
  const timing = (await app.page.evaluate(() => BoxcarLibrary.timings)).find((x) => x.file.endsWith(`${String(TIMED).padStart(2, '0')}.txt`));
  t.diagnostic(`random puzzle of ${TIMED} moves: press to opened ${openMs} ms, to drawn ${drawnMs} ms (fetch ${timing.fetch_ms.toFixed(1)} ms, ` +
    `into the module ${timing.parse_ms.toFixed(1)} ms, ${timing.bytes} bytes)`);
  assert.equal(s.kind, 'rushhour');
  assert.equal(s.optimal, TIMED, 'the play view has the optimal count');
  assert.ok(boardsOf(TIMED).includes((await app.call('shareLink')).split('#')[1]));
  assert.ok(drawnMs < 5000, `opened and drawn in ${drawnMs} ms`);
  assert.equal(findControl(await controls(app), 'Collection', { section: SECTION }), null, 'the browser closed on the puzzle');
  await app.screenshot(path.join(SHOTS, 'desktop-rush-by-moves-opened.png'));

  // Another count, typed into the field.
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  await chooseMoves(app, SMALL);
  await press(app, await randomButton(app, SMALL));
  await idle(app);
  s = await app.state();
  assert.equal(s.optimal, SMALL);
  const board = (await app.call('shareLink')).split('#')[1];
  assert.ok(boardsOf(SMALL).includes(board), `the board on screen ${board} is one of ${SMALL} moves`);

  // The API: the same file is not fetched again; a count with no file says so.
  const fetched = byMoves().length;
  const answer = await app.call('randomRushPuzzle', SMALL);
  assert.equal(answer.ok, true, JSON.stringify(answer));
  assert.equal(answer.moves, SMALL);
  assert.ok(boardsOf(SMALL).includes(answer.board));
  assert.ok(answer.cluster >= 1);
  assert.equal((await app.state()).optimal, SMALL);
  assert.equal(byMoves().length, fetched, 'a file fetched once is kept');
  if (ABSENT) {
    const none = await app.call('randomRushPuzzle', ABSENT);
    assert.deepEqual(none, { ok: false, error: `The library has no Rush Hour puzzle of ${ABSENT} move${ABSENT === 1 ? '' : 's'}.` });
  }
  assert.equal((await app.call('randomRushPuzzle', LARGEST + 1)).ok, false);
  app.assertNoErrors();
});

test('desktop: a count\'s file that cannot be fetched: the message on screen, {ok:false} from the API', async (t) => {
  // No service worker: page.route() does not see what one answers (it would serve the cached file).
  const { app } = await start(t, { ...DESKTOP, contextOptions: { serviceWorkers: 'block' } });
  const name = `${String(SMALL).padStart(2, '0')}.txt`;
  await app.page.route(`**/rushhour/moves/${name}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await browseRush(app);
  await chooseMoves(app, SMALL);
  await press(app, await randomButton(app, SMALL));
  await idle(app);
  const expected = `Could not fetch the Rush Hour puzzles of ${SMALL} moves (rushhour/moves/${name}): the server answered 404 Not Found.`;
  const shown = await app.call('messages');
  assert.deepEqual(shown.map((m) => [m.level, m.text]), [['error', expected]]);
  // Where the eye is: in the browser's band under the filters, over the grid.
  const field = await control(app, /^Moves \(1 to \d+\)$/, { section: SECTION });
  assert.ok(shown[0].rect[1] >= field.rect[1] && shown[0].rect[1] < field.rect[1] + 120, `message at ${shown[0].rect}, field at ${field.rect}`);
  assert.notEqual((await app.state()).kind, 'rushhour', 'nothing opened');
  await app.screenshot(path.join(SHOTS, 'desktop-rush-by-moves-failed.png'));
  assert.deepEqual(await app.call('randomRushPuzzle', SMALL), { ok: false, error: expected });
  // The only errors the page reported are the 404s of that file.
  assert.ok(app.errors.length > 0 && app.errors.every((e) => e.includes('404')), app.errors.join('\n'));
});

test('phone: a list in the Size filter\'s place (the grid keeps its room), 40 px targets, a tap opens a puzzle', { timeout: 3 * 60 * 1000 }, async (t) => {
  const { app } = await start(t, PHONE_1X);
  const tap = async (c) => { await press(app, c, { touch: true }); await idle(app); };
  await browseRush(app, true);
  let mine = (await controls(app)).filter((c) => c.section === SECTION && c.visible);
  assert.equal(findControl(mine, 'Size'), null, 'every Rush Hour board is small: no Size filter');
  assert.deepEqual(layoutProblems(mine, PHONE_1X.viewport, { minTap: 40 }), []);
  await app.screenshot(path.join(SHOTS, 'phone-rush-by-moves.png'));
  await tap(await control(app, 'Random puzzle of N moves', { section: SECTION, kind: 'combo' }));
  mine = (await controls(app)).filter((c) => c.section === SECTION && c.visible);
  assert.deepEqual(layoutProblems(mine, PHONE_1X.viewport, { minTap: 40 }), []);
  await app.screenshot(path.join(SHOTS, 'phone-rush-by-moves-list.png'));
  await tap(await control(app, `${LARGEST} moves`, { section: SECTION, kind: 'list_item' }));
  const s = await app.state();
  assert.equal(s.optimal, LARGEST);
  assert.ok(boardsOf(LARGEST).includes((await app.call('shareLink')).split('#')[1]));
  app.assertNoErrors();
});
