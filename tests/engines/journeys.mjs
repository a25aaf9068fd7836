// The journeys that matter most, run the same way in every engine of drivers.mjs (firefox.test.mjs and
// webkit.test.mjs each run this list in one browser): the first frame; paste into the field and on the
// board, typing, a box that cannot be pushed; Solve in the workers; playback, the solver's solution kept as
// the player's; a share link's round trip; the phone-size layout, the drawer closing when a level opens; a
// failed ?url=, its message above the board; the level browser after a reload; presentation mode on a
// projector. Input is real (mouse at the controls' places from boxcar.controls(), keys, Ctrl+C / Ctrl+V through
// the system clipboard); results are read from boxcar.state() and messages() and the board's pixels.
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, unavailable, DIST_DIR } from './drivers.mjs';
import { findControl, layoutProblems } from '../browser/person.mjs';
import { COLORS, cellCentre, near, pixelsOf } from '../browser/pixels.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

// Our own small level: player, box, goal in a row; solved by "rRR".
const PROBE = '; Paste probe\n#######\n#@ $ .#\n#######\n';
const PROBE_SOLUTION = 'rRR';
// Our own level (share.test.mjs's): two boxes, two goals.
const TWO_APART = 'Title: Two Apart\n#######\n#     #\n#@$ $ #\n#  .. #\n#######';

// XSokoban level 1 from the shared benchmark sets (its first level block).
function xsokoban1() {
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  return text.split(/\n\s*\n/).find((block) => block.includes('#')).trim() + '\n';
}

// The control labelled `label` once the page shows it (visible; and enabled with `enabled: true`),
// looked up again until it does. Read once the page settled: a change moves controls (a shorter level
// list moves the sections below it up) in the frames that draw it.
async function control(s, label, { enabled, ...options } = {}, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    await s.settle();
    const found = findControl(await s.controls(), label, options);
    if ((found?.visible && (!enabled || found.enabled)) || Date.now() > end) {
      assert.ok(found, `no control labelled ${label} ${JSON.stringify(options || {})}`);
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A page function answering the state once `until(state)` (a function run in the page) holds.
const stateWhen = (until) => new Function(`const st = window.boxcar.state(); return (${until})(st) && st;`);

// Presses the control labelled `label`, then waits until `until` holds; returns that state.
async function pressFor(s, label, options, until, what, timeout = 30000) {
  await s.press(await control(s, label, options));
  return s.waitFor(stateWhen(until), null, { timeout, what: `${what} after pressing ${label}` });
}

// A click where nothing reacts but keys and pastes then go to the board: the board's top-left wall corner.
async function focusBoard(s) {
  const st = await s.settle();
  await s.click(st.board.origin[0] + st.board.cell_px / 4, st.board.origin[1] + st.board.cell_px / 4);
}

// Ctrl+V on the board of `text` copied from elsewhere; returns the state once `until` holds.
async function pasteOnBoard(s, text, until, what) {
  await s.copy(text);
  await focusBoard(s);
  await s.keys('Control+V');
  try {
    return await s.waitFor(stateWhen(until), null, { what });
  } catch (err) {
    const { title, message, player, moves, playback } = await s.state();
    throw new Error(`${err.message}; state: ${JSON.stringify({ title, message, player, moves, playback })}; ` +
      `messages: ${JSON.stringify(await s.messages())}`);
  }
}

async function boardPixels(s, points) {
  return pixelsOf({ evaluate: (fn, arg) => s.evaluate(fn, arg) }, await s.screenshot(), points);
}

// The player and the first box drawn where state() says.
async function assertBoardDrawn(s) {
  const st = await s.settle();
  const [player, box] = await boardPixels(s, [cellCentre(st.board, ...st.player), cellCentre(st.board, ...st.boxes[0])]);
  assert.ok(near(player, COLORS.player, 24), `player drawn at ${st.player}: ${player} (expected ${COLORS.player})`);
  assert.ok(near(box, COLORS.box, 24) || near(box, COLORS.boxOnGoal, 24),
    `box drawn at ${st.boxes[0]}: ${box} (expected ${COLORS.box} or, on a goal, ${COLORS.boxOnGoal})`);
}

function assertNoErrors(s, expected = null) {
  const unexpected = s.errors.filter((e) => !(expected && expected.test(e)));
  assert.deepEqual(unexpected, [], `the page reported errors:\n${unexpected.join('\n')}`);
}

// Presses Solve and waits for the solve to end; returns the final state().solver.
async function solve(s, t) {
  await s.press(await control(s, /^\W*solve$/i, { kind: 'button', section: 'Action bar' }));
  const solver = await s.waitFor(() => {
    const st = window.boxcar.state();
    return st.solver.status !== 'running' && st.solver.status !== 'idle' && st.solver;
  }, null, { timeout: 60000, what: 'the solve to end' });
  assert.equal(solver.status, 'solved', JSON.stringify(solver));
  assert.ok(solver.workers.some((w) => w.status === 'solved'), `a worker solved it: ${JSON.stringify(solver.workers)}`);
  t?.diagnostic(`solved in ${solver.time_ms} ms: ${solver.moves} moves, ${solver.pushes} pushes; workers: ` +
    solver.workers.map((w) => `${w.name} ${w.status}`).join(', '));
  return solver;
}

// Whether a rectangle [x, y, w, h] meets the board drawn as state `st` says.
function meetsBoard([x, y, w, h], st) {
  const across = st.board.rotation === 90 ? st.height : st.width, down = st.board.rotation === 90 ? st.width : st.height;
  const [bx, by] = st.board.origin, c = st.board.cell_px;
  return x < bx + across * c && x + w > bx && y < by + down * c && y + h > by;
}

const editorOpen = () => document.activeElement?.className === 'text-mirror';

export const JOURNEYS = [
  ['the first frame: the page draws the board with WebGL 2, then stays idle', async (s, t) => {
    await s.goto('/');
    const firstFrame = await s.firstFrameMs();
    t.diagnostic(`first frame ${firstFrame.toFixed(0)} ms after navigation start`);
    const st = await s.idle();
    assert.ok(st.frames > 0, `frames drawn: ${st.frames}`);
    const canvas = await s.evaluate(() => {
      const c = document.querySelector('canvas');
      return c && { width: c.width, height: c.height, webgl2: !!Module?.ctx && Module.ctx instanceof WebGL2RenderingContext };
    });
    assert.ok(canvas && canvas.width > 0 && canvas.height > 0, `canvas ${JSON.stringify(canvas)}`);
    assert.ok(canvas.webgl2, 'the canvas renders through a WebGL2 context');
    await assertBoardDrawn(s);
    // Idle means idle: nothing changes, nothing is drawn.
    const before = (await s.state()).frames;
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal((await s.state()).frames, before, 'no frames drawn while idle');
    assert.deepEqual((await s.messages()).filter((m) => m.level === 'error'), []);
    assertNoErrors(s);
  }],

  ['paste a level into the field and Load; type a solution and Replay; paste on the board; Play', async (s) => {
    await s.goto('/');
    await s.started();
    await s.copy(PROBE);
    const field = await control(s, /paste a level/i, { kind: 'text_input' });
    await s.press(field);
    await s.waitFor(editorOpen, null, { what: 'the field editor to open' });
    await s.keys('Control+V');
    let st = await pressFor(s, /^\W*load\b/i, { kind: 'button', section: field.section, enabled: true },
      (x) => x.title === 'Paste probe', 'the pasted level');
    assert.equal(st.width, 7);

    // Typing: the solution field, then its Replay button.
    await s.press(await control(s, /paste a solution/i, { kind: 'text_input' }));
    await s.waitFor(editorOpen, null, { what: 'the field editor to open' });
    await s.type('rRx');
    await s.keys('Backspace');
    await s.type('R');
    await s.keys('Escape');
    st = await pressFor(s, /^\W*replay\b/i, { kind: 'button' }, (x) => x.playback.length > 0, 'the typed solution in playback');
    assert.equal(st.playback.length, 3, st.message);

    // Ctrl+V on the board: a level opens, a solution goes into playback, prose names what both puzzles expect.
    await s.goto('/');
    await s.started();
    // (The page remembers the solution replayed above for this level: each paste waits for its own message.)
    st = await pasteOnBoard(s, PROBE, (x) => x.title === 'Paste probe' && /Loaded/.test(x.message), 'a level pasted on the board');
    st = await pasteOnBoard(s, PROBE_SOLUTION, (x) => /Solution verified/.test(x.message), 'the pasted solution');
    assert.equal(st.playback.length, 3);
    // Playback: Play runs it to the solved position.
    st = await pressFor(s, /^\W*play\b/i, { kind: 'button' }, (x) => !x.playback.playing && x.solved, 'the playback to end solved');
    assert.equal(st.playback.position, 3);
    st = await pasteOnBoard(s, 'milk, eggs and bread', (x) => /not a solution/.test(x.message), 'the paste refused');
    assert.match(st.message, /not a solution, level or board/);
    assert.equal(st.title, 'Paste probe');
    // A click on a box that cannot be pushed (on its goal in a corner) says so.
    await pasteOnBoard(s, 'Title: Corner\n######\n#*   #\n# @$.#\n######', (x) => x.title === 'Corner', 'the corner level');
    st = await s.settle();  // the board drawn where the new level has it
    await s.click(st.board.origin[0] + 1.5 * st.board.cell_px, st.board.origin[1] + 1.5 * st.board.cell_px);
    st = await s.waitFor(stateWhen((x) => x.selected_box !== null), null, { what: 'the box selected' });
    assert.equal(st.banner, 'This box cannot be pushed from here');
    assertNoErrors(s);
  }],

  ['Solve XSokoban 1 in the workers; playback by the step and end buttons', async (s, t) => {
    await s.goto('/');
    await s.started();
    let st = await pasteOnBoard(s, xsokoban1(), (x) => x.width === 19, 'XSokoban 1 pasted on the board');
    const solver = await solve(s, t);
    st = await s.settle();
    assert.equal(st.playback.length, solver.solution_length);
    assert.equal(st.solved, false, 'the board shows the start until playback');
    const bar = { section: 'Action bar' };
    st = await pressFor(s, 'Last step of the solution', bar, (x) => x.playback.position === x.playback.length, 'the end');
    assert.equal(st.solved, true, 'the end of the solution is solved');
    // The solver's solve is not the player's: the banner says so, and keeping it is offered beside the playback.
    assert.equal(st.banner, 'Solution shown \u2014 not counted as yours');
    st = await pressFor(s, 'Keep as my solution', bar, (x) => x.banner === 'Solved!', 'the solution kept as the player\'s');
    st = await pressFor(s, 'First step of the solution', bar, (x) => x.playback.position === 0, 'the start');
    st = await pressFor(s, 'One step forward', bar, (x) => x.playback.position === 1, 'one step');
    assert.equal(st.moves, 1);
    await assertBoardDrawn(s);
    assertNoErrors(s);
  }],

  ['a share link from Copy link opens the same level, solution and step', async (s, t) => {
    await s.goto('/');
    await s.started();
    await pasteOnBoard(s, TWO_APART, (x) => x.title === 'Two Apart', 'the level pasted on the board');
    await solve(s);
    const bar = { section: 'Action bar' };
    await pressFor(s, 'One step forward', bar, (x) => x.playback.position === 1, 'one step');
    const before = await pressFor(s, 'One step forward', bar, (x) => x.playback.position === 2, 'two steps');
    const solutionBefore = (await s.call('solutionText')).text;
    const expected = await s.call('shareLink');
    await s.press(await control(s, 'Copy link', { kind: 'button' }));
    await s.waitFor(() => /Copied|copy/i.test(window.boxcar.state().message || ''), null, { what: 'the link copied' });
    // The link is on the clipboard, or in the page's copy box where the browser refused the clipboard.
    const copyBox = await s.evaluate(() => {
      const box = document.getElementById('copy-box');
      return box && !box.hidden ? box.querySelector('textarea').value : null;
    });
    const link = copyBox ?? await s.pasted();
    t.diagnostic(copyBox ? 'the browser refused the clipboard: the link is in the copy box' : 'the link is on the clipboard');
    assert.equal(link, expected, `Copy link copied the share link${copyBox ? ' (into the copy box)' : ''}`);
    await s.goto('about:blank');
    await s.goto(link);
    const st = await s.waitFor(() => /Opened the shared level/.test(window.boxcar?.state().message || '') && window.boxcar.state(),
      null, { what: 'the shared level to open' });
    assert.equal(st.title, 'Two Apart');
    assert.equal(st.playback.position, 2);
    assert.equal(st.playback.length, before.playback.length);
    assert.equal(st.moves, before.moves);
    assert.deepEqual(st.player, before.player);
    assert.equal((await s.call('solutionText')).text, solutionBefore);
    assertNoErrors(s);
  }],

  ['phone size (390x844, mouse): the drawer starts closed, every control and the board inside the window', async (s) => {
    await s.setViewport(PHONE);
    await s.goto('/');
    let st = await s.started();
    assert.deepEqual(await s.evaluate(() => [innerWidth, innerHeight]), [PHONE.width, PHONE.height]);
    let list = await s.controls();
    assert.deepEqual(layoutProblems(list, PHONE), []);
    assert.equal(findControl(list, /paste a level/i, { kind: 'text_input' })?.visible ?? false, false,
      'the drawer starts closed below 700 px');
    const right = st.board.origin[0] + st.width * st.board.cell_px, bottom = st.board.origin[1] + st.height * st.board.cell_px;
    assert.ok(st.board.origin[0] >= 0 && st.board.origin[1] >= 0 && right <= PHONE.width && bottom <= PHONE.height,
      `the board inside the window: ${JSON.stringify(st.board)} ${st.width}x${st.height}`);
    await assertBoardDrawn(s);
    // The menu button opens the drawer over the board and closes it again.
    const levelsShown = () => window.boxcar.controls().some((c) => c.section === 'Levels' && c.kind !== 'header' && c.visible);
    await s.press(await control(s, /menu/i, { section: 'Top bar' }));
    await s.waitFor(levelsShown, null, { what: 'the drawer to open' });
    list = await s.controls();
    assert.deepEqual(layoutProblems(list, PHONE), []);
    await s.press(await control(s, /menu/i, { section: 'Top bar' }));
    const drawerClosed = () => !window.boxcar.controls().some((c) => c.section === 'Levels' && c.kind !== 'header' && c.visible);
    await s.waitFor(drawerClosed, null, { what: 'the drawer to close' });
    // What opens a level closes the drawer: its Next unsolved.
    await s.press(await control(s, /menu/i, { section: 'Top bar' }));
    await s.waitFor(levelsShown, null, { what: 'the drawer to open again' });
    const level = st.level;
    await s.press(await control(s, 'Next unsolved', { section: 'Levels', enabled: true }));
    await s.waitFor((n) => window.boxcar.state().level !== n, level, { what: 'the next level to open' });
    await s.waitFor(drawerClosed, null, { what: 'the drawer to close after opening a level' });
    st = await s.settle();
    assert.ok((await s.messages()).every((m) => !meetsBoard(m.rect, st)), `no message over the board: ${JSON.stringify(await s.messages())}`);
    // Solve and the end of the playback: play still works at this size.
    await solve(s);
    st = await pressFor(s, 'Last step of the solution', { section: 'Action bar' }, (x) => x.solved, 'the end, solved');
    assertNoErrors(s);
  }],

  ['the level browser after a reload opens on the collection on screen, its Next unsolved goes on there', async (s) => {
    await s.goto('/');
    await s.started();
    const browser = { section: 'Level browser' };
    await s.press(await control(s, 'Browse levels', { section: 'Top bar' }));
    await s.press(await control(s, 'Collection', { ...browser, kind: 'combo' }));
    await s.press(await control(s, /^Microban \(155\)/, { ...browser, kind: 'list_item' }));
    await pressFor(s, /^1\b/, { ...browser, kind: 'list_item' }, (x) => /^Microban\b/.test(x.collection.title) && x.level === 1,
      'Microban 1 opened');
    await s.waitFor(() => (localStorage.getItem('boxcar.v1.collections') || '').includes('"microban"'), null,
      { what: 'the page to remember Microban' });
    await s.goto('/');
    let st = await s.started();
    assert.match(st.collection.title, /^Microban\b/, 'the reload reopens Microban');
    await s.press(await control(s, 'Browse levels', { section: 'Top bar' }));
    const card = await control(s, /^1\b/, { ...browser, kind: 'list_item' }, 20000);
    assert.ok(card.visible, 'the browser shows Microban\'s cards');
    st = await pressFor(s, 'Next unsolved', browser, (x) => x.level === 2, 'Next unsolved');
    assert.match(st.collection.title, /^Microban\b/, 'Next unsolved stays in Microban');
    assertNoErrors(s);
  }],

  ['presentation at 1920x1080: the panel beside the board, Solve pressed there, keys 2 and Space watch the search', async (s) => {
    const PROJECTOR = { width: 1920, height: 1080 };
    await s.setViewport(PROJECTOR);
    await s.goto('/');
    await s.started();
    await pasteOnBoard(s, TWO_APART, (x) => x.title === 'Two Apart', 'the level pasted on the board');
    await s.setViewport(PROJECTOR);  // again: WebKit's window shows a tab bar once the copy's tab exists
    await focusBoard(s);
    await s.keys('p');
    await s.waitFor(() => window.boxcar.state().presentation_panel?.rect[2] > 0, null, { what: 'presentation mode' });
    let st = await pressFor(s, /Solve/, { kind: 'button', section: 'Presenter' }, (x) => x.solver.status === 'solved',
      'the solve from the panel', 60000);
    st = await s.settle();
    const inner = await s.evaluate(() => [innerWidth, innerHeight]);
    assert.ok(st.presentation_strip.text_px >= 24, `text ${st.presentation_strip.text_px} px in a ${inner} window`);
    assert.match(st.presentation_strip.result, /^Solution: \d+ moves/);
    const apart = (a, b) => a[0] + a[2] <= b[0] + 1 || b[0] + b[2] <= a[0] + 1 || a[1] + a[3] <= b[1] + 1 || b[1] + b[3] <= a[1] + 1;
    const board = [st.board.origin[0], st.board.origin[1], st.width * st.board.cell_px, st.height * st.board.cell_px];
    assert.ok(apart(st.presentation_panel.rect, board), `panel ${st.presentation_panel.rect} beside the board ${board}`);
    const list = await s.controls();
    const panel = list.filter((c) => /^(Presenter|Solve)$/.test(c.section) && c.visible);
    assert.ok(panel.length >= 4, `panel controls: ${panel.length}`);
    for (const c of panel) {
      assert.ok(apart(c.rect, board), `${c.label} off the board`);
      assert.ok(c.rect[3] >= 28, `${c.label} ${c.rect[3]} px tall`);
    }
    assert.deepEqual(layoutProblems(list, PROJECTOR), []);
    await s.keys('2');
    await s.waitFor(() => window.boxcar.state().presentation_panel.view === 'watch', null, { what: 'the watch view' });
    await s.keys(' ');
    st = await s.waitFor(() => window.boxcar.state().search.active && window.boxcar.state(), null, { what: 'a step of the search' });
    assert.ok(st.search.closed >= 1);
    await s.keys('Escape');
    await s.waitFor(() => window.boxcar.state().presentation === false, null, { what: 'presentation mode left' });
    assertNoErrors(s);
  }],

  ['a ?url= that answers 404: an error over the board naming the address, dismissed; play goes on', async (s) => {
    await s.goto('/?url=' + encodeURIComponent(s.href('/levels/missing.xsb')));
    await s.started();
    const m = await s.waitFor(() => window.boxcar.messages().find((x) => x.level === 'error'), null,
      { what: 'an error message' });
    assert.match(m.text, /missing\.xsb/, 'names the address');
    assert.match(m.text, /404/);
    const [x, y, w, h] = m.rect;
    assert.ok(x >= 0 && y >= 0 && x + w <= s.viewport.width && y + h <= s.viewport.height, `inside the window: ${m.rect}`);
    assert.ok(!meetsBoard(m.rect, await s.settle()), `above the drawn board, not over it: ${m.rect}`);
    assert.equal((await s.state()).title, 'First Push', 'the built-in level is shown instead');
    const close = await control(s, /dismiss|close/i, { section: /message/i });
    assert.ok(close.enabled, 'the error has a close control');
    await s.press(close);
    await s.waitFor((text) => !window.boxcar.messages().some((x2) => x2.text === text), m.text, { what: 'the error dismissed' });
    await focusBoard(s);
    await s.keys('ArrowRight');
    const moved = await s.waitFor(() => window.boxcar.state().moves === 1 && window.boxcar.state(), null, { what: 'one move' });
    assert.equal(moved.pushes, 1);
    // The browser reports the 404 itself: the failure under test.
    assertNoErrors(s, /404|missing\.xsb|Failed to load|NS_ERROR/);
  }],
];

// Registers the journeys of `engine` as node:test tests: one browser for the file, a fresh tab or
// page per journey at 1280x800 (the phone journey resizes it). Where the machine cannot run the
// engine, every journey is skipped with the reason (and the reason printed).
export function engineSuite(engine) {
  const reason = unavailable(engine);
  if (reason) {
    console.log(`engines: skipped: ${engine}: ${reason}`);
    for (const [name] of JOURNEYS) test(`${engine}: ${name}`, { skip: reason }, () => {});
    return;
  }
  let browser;
  before(async () => {
    if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
      throw new Error(`${DIST_DIR}/index.html is missing: build the site first (./dev.sh build)`);
    }
    const started = Date.now();
    browser = await launch(engine);
    console.log(`${engine}: ${browser.version}, launched in ${Date.now() - started} ms`);
  });
  after(() => browser?.close());
  for (const [name, journey] of JOURNEYS) {
    test(`${engine}: ${name}`, { timeout: 180000 }, async (t) => {
      const s = await browser.session(DESKTOP);
      try {
        await journey(s, t);
      } finally {
        await s.close();
      }
    });
  }
}
