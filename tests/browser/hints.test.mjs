// Hints as a person uses them, at 1280x800 with the mouse and on a 390x844 phone with touch: press Hint
// at its place on screen, see the arrow on the box (pixels of the hint colour on the edge between the box
// and the square it goes to) and the message; a lost position says why; "Solve from here" (desktop: the
// action bar; phone: the drawer's solver section) plays the rest to the solved position; Rush Hour
// outlines the car to move with an arrow at its leading end. The API only loads levels and sets up
// positions; every hint is asked for by a click or a tap.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';
import { DESKTOP, PHONE_1X, control, controls, findControl, idle, layoutProblems, messages, press, scrollIntoView } from './person.mjs';
import { near, sample } from './pixels.mjs';

const HINT_COLOUR = [214, 40, 200];  // theme::kHintArrow
const TWO_BOXES = '#######\n#     #\n#@$ $ #\n#  .. #\n#######';
const ROOM = '#######\n#     #\n#@ $ .#\n#     #\n#######';
const RUSH = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
const STEP = { L: [-1, 0], U: [0, -1], R: [1, 0], D: [0, 1] };

// The CSS point `along` cells from the centre of cell (x, y) in direction (dx, dy).
function pointFrom(board, [x, y], [dx, dy], along) {
  const [ox, oy] = board.origin;
  return [ox + (x + 0.5 + dx * along) * board.cell_px, oy + (y + 0.5 + dy * along) * board.cell_px];
}

async function load(app, text) {
  assert.equal((await app.call('load', text)).ok, true);
  await idle(app);
}

// Presses Hint, waits for the answer and returns the state and the messages on screen then (information
// fades after a few seconds, which idle() waits for), and after idle.
async function pressHint(app, touch) {
  const hint = await control(app, 'Hint', { section: 'Action bar' });
  assert.equal(hint.enabled, true, 'Hint is enabled on an unsolved level');
  const frames = (await app.state()).frames;
  await press(app, hint, { touch });
  if (!touch) {  // once the click is taken, the pointer leaves: no tooltip over the bar afterwards
    await app.page.waitForFunction((f) => window.boxcar.state().frames > f + 2, frames, { timeout: 10000, polling: 20 });
    await app.page.mouse.move(640, 20);
  }
  await app.page.waitForFunction((f) => {
    const s = window.boxcar.state();
    return s.hint.current && s.hint.status !== 'none' && s.hint.status !== 'running' && s.frames > f + 2;
  }, frames, { timeout: 30000, polling: 30 });
  const shown = await messages(app);
  await idle(app);
  return { s: await app.state(), shown };
}

for (const [name, layout, touch] of [['desktop 1280x800, mouse', DESKTOP, false], ['phone 390x844, touch', PHONE_1X, true]]) {
  test(`hints as a person uses them: ${name}`, { timeout: 180000 }, async (t) => {
    const app = await startApp(t, '/', layout);
    await load(app, TWO_BOXES);

    // Hint sits in the action bar, beside the other controls, overlapping none of them.
    const problems = layoutProblems(await controls(app), layout.viewport, { minTap: touch ? 40 : 0 });
    assert.deepEqual(problems.filter((p) => /Hint|Solve from here/.test(p)), []);

    let s = await app.state();
    assert.equal(s.hint.status, 'none');
    let shown;
    ({ s, shown } = await pressHint(app, touch));
    assert.equal(s.hint.status, 'ready', `hint: ${JSON.stringify(s.hint)} message ${s.message}`);
    assert.equal(s.hint.current, true);
    assert.equal(s.moves, 0, 'a hint plays nothing');
    const [dx, dy] = STEP[s.hint.dir.toUpperCase()];
    assert.deepEqual([s.hint.box[0] + dx, s.hint.box[1] + dy], s.hint.target);
    // The arrow: its shaft crosses the edge between the box's square and the target square.
    const edge = pointFrom(s.board, s.hint.box, [dx, dy], 0.5);
    const nearEdge = pointFrom(s.board, s.hint.box, [dx, dy], 0.35);
    const [onEdge, beforeEdge] = await sample(app.page, [edge, nearEdge]);
    assert.ok(near(onEdge, HINT_COLOUR, 30), `arrow colour on the edge: got ${onEdge}`);
    assert.ok(near(beforeEdge, HINT_COLOUR, 30), `arrow colour inside the box's square: got ${beforeEdge}`);
    assert.ok(shown.some((m) => /^Hint: push the box at column \d+, row \d+ (left|up|right|down)/.test(m.text)),
      `the message strip says the hint: ${JSON.stringify(shown)}`);

    // A lost position: the hint says why (the deadlock check's reason), and no arrow appears.
    await load(app, ROOM);
    assert.equal((await app.call('move', 'drrU')).ok, true);  // the box against the top wall, no goal there
    await idle(app);
    ({ s, shown } = await pressHint(app, touch));
    assert.equal(s.hint.status, 'lost');
    assert.match(s.message, /^Lost: .*dead square/);
    assert.ok(shown.some((m) => /^Lost: .*dead square/.test(m.text)), `the lost verdict is on screen: ${JSON.stringify(shown)}`);

    // Solve from here: back one push, then play the rest from the position on screen.
    await app.call('undo');
    await app.call('undo');
    await idle(app);
    s = await app.state();
    const movesBefore = s.moves;
    let from;
    if (touch) {  // the drawer's solver section: open the drawer, the section, tap the button
      await press(app, await control(app, /menu/i), { touch });
      await idle(app);
      await press(app, await control(app, 'Solver', { kind: 'tab' }), { touch });
      await idle(app);
      from = findControl(await controls(app), 'Solve from here', { section: /Solver/ });
      assert.ok(from, 'Solve from here in the drawer');
      if (!from.visible) from = await scrollIntoView(app, from, { touch, viewport: layout.viewport });
    } else {
      from = await control(app, 'Solve from here', { section: 'Action bar' });
    }
    await press(app, from, { touch });
    await idle(app, 60000);
    s = await app.state();
    assert.equal(s.solved, true, `solved after Solve from here: ${s.message}`);
    assert.equal(s.playback.length > movesBefore, true);
    assert.equal(s.solver.status, 'solved');
    app.assertNoErrors();
  });
}

test('Rush Hour: Hint outlines the car of the next optimal move, with an arrow the way it slides', { timeout: 120000 }, async (t) => {
  const app = await startApp(t, '/', DESKTOP);
  await load(app, RUSH);
  const { s, shown } = await pressHint(app, false);
  assert.equal(s.hint.status, 'ready');
  assert.equal(s.hint.moves_left, 51);
  assert.ok(shown.some((m) => new RegExp(`^Hint: move ${s.hint.vehicle} (left|right|up|down) \\d+ cells?`).test(m.text)),
    `the message names the car: ${JSON.stringify(shown)}`);
  // Where the car is (board string: n*n characters, row-major) and which way it goes.
  const n = Math.round(Math.sqrt(s.board_string.length));
  const cells = [...s.board_string].map((c, i) => [c, i % n, Math.floor(i / n)]).filter(([c]) => c === s.hint.vehicle);
  const xs = cells.map((c) => c[1]), ys = cells.map((c) => c[2]);
  const horizontal = new Set(ys).size === 1;
  const forward = s.hint.move.includes('+');
  const [ox, oy] = s.board.origin, cell = s.board.cell_px;
  const lead = horizontal
    ? [ox + (forward ? Math.max(...xs) + 1 + 0.03 : Math.min(...xs) - 0.03) * cell, oy + (ys[0] + 0.5) * cell]
    : [ox + (xs[0] + 0.5) * cell, oy + (forward ? Math.max(...ys) + 1 + 0.03 : Math.min(...ys) - 0.03) * cell];
  const [colour] = await sample(app.page, [lead]);
  assert.ok(near(colour, HINT_COLOUR, 30), `the arrow at the car's leading end: got ${colour}`);
  app.assertNoErrors();
});

// A position the live deadlock check does not see as lost (a box pushed into a corridor the player can
// never get behind), played with the keys; Hint asks the real solver in the worker, whose complete search
// finds no solution, and says so.
const CORRIDOR = '#########\n#.  $ @ #\n#   #####\n#########';
const KEYS = { l: 'ArrowLeft', r: 'ArrowRight', u: 'ArrowUp', d: 'ArrowDown' };

test('no solution from here: the worker\'s complete search says so for a quietly lost position', { timeout: 120000 }, async (t) => {
  const app = await startApp(t, '/', DESKTOP);
  await load(app, CORRIDOR);
  for (const step of 'llldllurr') {  // around the box, then two pushes back into the corridor
    await app.page.keyboard.press(KEYS[step]);
    await idle(app);
  }
  let s = await app.state();
  assert.equal(s.moves, 9, JSON.stringify(s));
  assert.equal(s.deadlock_reason, null, 'the live check does not know this one');
  const { s: after, shown } = await pressHint(app, false);
  s = after;
  assert.equal(s.hint.status, 'lost', JSON.stringify(s.hint));
  assert.equal(s.hint.reason, 'no solution from here (the search was complete)');
  assert.ok(shown.some((m) => m.text === 'Lost: no solution from here (the search was complete). Undo to go back.'),
    `the verdict is on screen: ${JSON.stringify(shown)}`);
  app.assertNoErrors();
});
