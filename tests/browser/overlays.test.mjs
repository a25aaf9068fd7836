// Lecture overlays in the browser: overlay(name, on) returns the overlay's data, and the board's
// pixels change where that data says (cell centres; dead squares: their corner ticks) and stay as they
// were elsewhere (walls, cells the overlay does not cover). Each overlay is checked alone.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { COLORS, cellCentre, near, sample } from './pixels.mjs';

// Two boxes (2,2) and (4,2), goals (3,3) and (4,3):   #######
//                                                     #     #
//                                                     #@$ $ #
//                                                     #  .. #
//                                                     #######
const ROOM = '#######\n#     #\n#@$ $ #\n#  .. #\n#######';
const W = 7, H = 5;
const key = ([x, y]) => `${x},${y}`;

async function drawn(app) {
  return app.idle();
}

// Every cell centre of the board, sampled: a map "x,y" -> [r, g, b].
async function centres(app, board) {
  const cells = [];
  for (let y = 0; y < H; ++y) for (let x = 0; x < W; ++x) cells.push([x, y]);
  const px = await sample(app.page, cells.map(([x, y]) => cellCentre(board, x, y)));
  return new Map(cells.map((c, i) => [key(c), px[i]]));
}

let app;
let base;   // centre colours with every overlay off
let board;
test.before(async () => {
  app = await openApp();
  await app.goto('/');
  await app.idle();
  assert.equal((await app.call('load', ROOM)).ok, true);
  board = (await drawn(app)).board;
  base = await centres(app, board);
});
test.after(() => app && app.close());

// Checks that centres changed exactly on `cells` (of the interior) and nowhere else on the board.
async function checkCentres(cells, what) {
  const s = await drawn(app);
  assert.deepEqual(s.board, board);
  const now = await centres(app, s.board);
  const on = new Set(cells.map(key));
  for (const [k, colour] of now) {
    if (on.has(k)) assert.ok(!near(colour, base.get(k), 12), `${what} at ${k}: ${colour} (without: ${base.get(k)})`);
    else assert.ok(near(colour, base.get(k), 4), `${what} is not at ${k}, yet ${colour} (without: ${base.get(k)})`);
  }
}

test('pull: numbers on every square with a pull distance; the data has the goals at 0', async () => {
  const r = await app.call('overlay', 'pull', true);
  assert.equal(r.ok, true, r.error);
  assert.equal(r.cells.length, r.values.length);
  assert.deepEqual(r.goals, [[3, 3], [4, 3]]);
  const value = new Map(r.cells.map((c, i) => [key(c), r.values[i]]));
  assert.equal(value.get('3,3'), 0);
  assert.equal(value.get('4,3'), 0);
  assert.equal(value.get('3,2'), 1);
  assert.ok(!value.has('1,1'), 'a corner is dead: no pull distance');
  assert.ok(r.cells.every(([x, y]) => x > 0 && y > 0 && x < W - 1 && y < H - 1), 'only inside the walls');
  await checkCentres(r.cells, 'pull number');
  // One chosen goal: its distances only.
  const one = await app.call('overlay', 'pull', true, { goal: [4, 3] });
  assert.equal(one.ok, true);
  const v4 = new Map(one.cells.map((c, i) => [key(c), one.values[i]]));
  assert.equal(v4.get('4,3'), 0);
  assert.equal(v4.get('3,3'), 1);
  assert.equal((await app.state()).overlays.pull_goal.join(), '4,3');
  await app.call('overlay', 'pull', true, { goal: null });
  assert.equal((await app.call('overlay', 'pull', false)).on, false);
  await checkCentres([], 'pull (off)');
});

test('reach: the keeper\'s area is tinted, the boxes and walls are not', async () => {
  const r = await app.call('overlay', 'reach', true);
  assert.equal(r.ok, true);
  assert.equal(r.cells.length, 13);  // 15 floor squares minus two boxes
  assert.ok(!r.cells.some((c) => key(c) === '2,2' || key(c) === '4,2'));
  await checkCentres(r.cells, 'reach');
  await app.call('overlay', 'reach', false);
});

test('assignment: a line from each box to its matched goal', async () => {
  const r = await app.call('overlay', 'assignment', true);
  assert.equal(r.ok, true);
  assert.equal(r.cost, 3);
  const lines = r.lines.map((l) => `${key(l.box)}->${key(l.goal)}`).sort();
  assert.deepEqual(lines, ['2,2->3,3', '4,2->4,3']);
  const s = await drawn(app);
  // The box ends and the goal ends of the lines; the middle of the diagonal line; far cells unchanged.
  const [ox, oy] = s.board.origin, c = s.board.cell_px;
  const mid = [ox + 3 * c, oy + 3 * c];  // (2.5, 2.5) cells: the middle of (2,2)->(3,3)
  const on = [cellCentre(s.board, 2, 2), cellCentre(s.board, 4, 2), cellCentre(s.board, 3, 3), cellCentre(s.board, 4, 3), mid];
  const off = [cellCentre(s.board, 1, 1), cellCentre(s.board, 5, 1), cellCentre(s.board, 1, 3), cellCentre(s.board, 0, 0)];
  const px = await sample(app.page, [...on, ...off]);
  const baseline = [base.get('2,2'), base.get('4,2'), base.get('3,3'), base.get('4,3'), COLORS.floor,
    base.get('1,1'), base.get('5,1'), base.get('1,3'), base.get('0,0')];
  on.forEach((p, i) => assert.ok(!near(px[i], baseline[i], 12), `line at ${p}: ${px[i]}`));
  off.forEach((p, i) => assert.ok(near(px[on.length + i], baseline[on.length + i], 4), `no line at ${p}: ${px[on.length + i]}`));
  await app.call('overlay', 'assignment', false);
});

test('dead: corner ticks on the dead squares the data lists, none on live squares', async () => {
  const r = await app.call('overlay', 'dead', true);
  assert.equal(r.ok, true);
  const dead = new Set(r.cells.map(key));
  assert.ok(dead.has('1,1') && dead.has('5,1') && dead.has('1,3') && dead.has('5,3'), [...dead].join(' '));
  assert.ok(!dead.has('3,3') && !dead.has('3,2'));
  const s = await drawn(app);
  const c = s.board.cell_px, k = c * 0.22;
  const tick = ([x, y]) => [s.board.origin[0] + x * c + 3 + k / 2, s.board.origin[1] + y * c + 3 + k / 2];
  const live = [[3, 2], [2, 1], [3, 1]];
  const px = await sample(app.page, [...r.cells.map(tick), ...live.map(tick)]);
  r.cells.forEach((cell, i) => assert.ok(!near(px[i], COLORS.floor, 12), `tick on dead ${key(cell)}: ${px[i]}`));
  live.forEach((cell, i) => assert.ok(!near(px[r.cells.length + i], COLORS.deadMark, 60), `no tick on ${key(cell)}`));
  await app.call('overlay', 'dead', false);
  assert.equal((await app.state()).dead_squares_shown, false);
  app.assertNoErrors();
});

test('bad overlay calls answer errors', async () => {
  assert.equal((await app.call('overlay', 'nonsense', true)).ok, false);
  assert.equal((await app.call('overlay', 'pull', true, { goal: [1, 1] })).ok, false);
  await app.call('overlay', 'pull', false);
});
