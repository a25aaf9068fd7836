// Playing in the browser: click to walk, click a box then a square to push it, drag a box,
// the deadlock warning, keyboard play with undo/redo (a click's whole walk or push is one undo step),
// dragging a Rush Hour car, themes, the playback speed kept across levels — checked through state() and
// the pixels at cell centres once animations settle (state().animating false).
import test from 'node:test';
import assert from 'node:assert/strict';
import { oneAppPerFile } from './harness.mjs';
import { COLORS, cellCentre, near, sample } from './pixels.mjs';
import { control, press } from './person.mjs';

// One box, one goal, an open room:  #######
//                                   #     #
//                                   #@ $ .#
//                                   #     #
//                                   #######
const ROOM = '#######\n#     #\n#@ $ .#\n#     #\n#######';
const RUSH = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';  // B (row 0, cols 1-2) can slide right by one

async function waitFor(app, predicate, arg, timeout = 20000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 30 });
}

// Loads a level and waits until it is drawn; returns the state.
async function open(app, text) {
  assert.equal((await app.call('load', text)).ok, true);
  return app.idle();
}

async function settled(app) {
  await waitFor(app, () => !window.boxcar.state().animating);
  return app.idle();
}

async function canvasOffset(app) {
  const box = await app.page.locator('canvas').boundingBox();
  return [box.x, box.y];
}

async function clickCell(app, board, x, y) {
  const [ox, oy] = await canvasOffset(app);
  const [cx, cy] = cellCentre(board, x, y);
  await app.page.mouse.click(ox + cx, oy + cy);
}

let app;
oneAppPerFile((a) => (app = a));

test('click a free square: the player walks there by a shortest path', async () => {
  const s = await open(app, ROOM);
  await clickCell(app, s.board, 5, 3);
  await waitFor(app, () => window.boxcar.state().moves === 5);
  let now = await app.state();
  assert.deepEqual(now.player, [5, 3]);
  assert.equal(now.pushes, 0);
  now = await settled(app);
  const [player, start] = await sample(app.page, [cellCentre(now.board, 5, 3), cellCentre(now.board, 1, 2)]);
  assert.ok(near(player, COLORS.player), `player drawn at (5,3): ${player}`);
  assert.ok(near(start, COLORS.floor), `(1,2) is floor again: ${start}`);
  // The walk is one action: the action bar's Undo takes all five steps back, its Redo brings them back.
  await press(app, await control(app, 'Undo', { section: 'Action bar' }));
  await waitFor(app, () => window.boxcar.state().moves !== 5);
  now = await app.idle();
  assert.equal(now.moves, 0, 'one Undo took back the whole walk');
  assert.deepEqual(now.player, [1, 2]);
  assert.equal((await control(app, 'Undo', { section: 'Action bar' })).enabled, false, 'nothing left to undo');
  await press(app, await control(app, 'Redo', { section: 'Action bar' }));
  await waitFor(app, () => window.boxcar.state().moves !== 0);
  now = await app.idle();
  assert.equal(now.moves, 5, 'one Redo brought the whole walk back');
  assert.deepEqual(now.player, [5, 3]);
  assert.equal((await control(app, 'Redo', { section: 'Action bar' })).enabled, false);
  app.assertNoErrors();
});

test('a box dragged along several squares is one undo step (U) and one redo step (Y); a key move one step', async () => {
  const s = await open(app, ROOM);
  const [ox, oy] = await canvasOffset(app);
  await app.page.mouse.click(ox + s.board.origin[0] - 8, oy + s.board.origin[1] - 8);  // focus, off the board
  await app.page.keyboard.press('ArrowDown');  // a key move: the player to (1,3)
  await waitFor(app, () => window.boxcar.state().moves === 1);
  const [fx, fy] = cellCentre(s.board, 3, 2);
  const [tx, ty] = cellCentre(s.board, 5, 2);
  await app.page.mouse.move(ox + fx, oy + fy);
  await app.page.mouse.down();
  await waitFor(app, () => window.boxcar.state().selected_box !== null);
  await app.page.mouse.move(ox + tx, oy + ty, { steps: 8 });
  await app.idle();
  await app.page.mouse.up();
  await waitFor(app, () => window.boxcar.state().pushes === 2);
  let now = await settled(app);
  assert.equal(now.solved, true);
  assert.equal(now.moves, 5, 'up, right, then two pushes: the walk to the box and the pushes are ordinary moves');
  await app.page.keyboard.press('u');
  await waitFor(app, () => window.boxcar.state().moves !== 5);
  now = await app.idle();
  assert.equal(now.moves, 1, 'one U took back the walk and both pushes, not the key move before them');
  assert.deepEqual(now.boxes, [[3, 2]]);
  assert.deepEqual(now.player, [1, 3]);
  await app.page.keyboard.press('y');
  await waitFor(app, () => window.boxcar.state().moves !== 1);
  now = await app.idle();
  assert.equal(now.moves, 5, 'one Y brought them back');
  assert.equal(now.solved, true);
  await app.page.keyboard.press('u');
  await app.page.keyboard.press('u');
  await waitFor(app, () => window.boxcar.state().moves === 0);
  assert.deepEqual((await app.state()).player, [1, 2], 'the second U took back the key move alone');
  app.assertNoErrors();
});

test('click a box, see where it can go, click a square: it is pushed there', async () => {
  const s = await open(app, ROOM);
  await clickCell(app, s.board, 3, 2);
  await waitFor(app, () => window.boxcar.state().selected_box !== null);
  const selected = await app.state();
  assert.deepEqual(selected.selected_box, [3, 2]);
  assert.equal(selected.push_targets.length, 14);
  assert.ok(selected.push_targets.some(([x, y]) => x === 5 && y === 2));
  assert.equal(selected.moves, 0, 'selecting does not move');
  // The highlight rings leave the cell centres alone.
  const [goal] = await sample(app.page, [cellCentre(selected.board, 5, 2)]);
  assert.ok(near(goal, COLORS.goal), `goal centre while highlighted: ${goal}`);
  await clickCell(app, s.board, 5, 2);
  await waitFor(app, () => window.boxcar.state().pushes === 2);
  const now = await settled(app);
  assert.equal(now.solved, true);
  assert.equal(now.moves, 3);
  assert.equal(now.selected_box, null);
  assert.match(now.message, /Solved/);
  const [box, player] = await sample(app.page, [cellCentre(now.board, 5, 2), cellCentre(now.board, 4, 2)]);
  assert.ok(near(box, COLORS.boxOnGoal), `box on its goal: ${box}`);
  assert.ok(near(player, COLORS.player), `player behind it: ${player}`);
  app.assertNoErrors();
});

test('drag a box onto a square: it is pushed there', async () => {
  const s = await open(app, ROOM);
  const [ox, oy] = await canvasOffset(app);
  const [fx, fy] = cellCentre(s.board, 3, 2);
  const [tx, ty] = cellCentre(s.board, 3, 1);
  await app.page.mouse.move(ox + fx, oy + fy);
  await app.page.mouse.down();
  await waitFor(app, () => window.boxcar.state().selected_box !== null);
  await app.page.mouse.move(ox + (fx + tx) / 2, oy + (fy + ty) / 2, { steps: 4 });
  await app.page.mouse.move(ox + tx, oy + ty, { steps: 4 });
  await app.idle();
  await app.page.mouse.up();
  await waitFor(app, () => window.boxcar.state().pushes === 1);
  const now = await settled(app);
  const [box] = await sample(app.page, [cellCentre(now.board, 3, 1)]);
  assert.ok(near(box, COLORS.box), `box moved up: ${box}`);
  // (3,1) is against the top wall with no goal on that row: a dead square.
  assert.equal(now.deadlocked, true);
  app.assertNoErrors();
});

test('keyboard play with undo/redo; a deadlocking push is reported and undo clears it', async () => {
  await open(app, ROOM);
  const [ox, oy] = await canvasOffset(app);
  const s = await app.state();
  await app.page.mouse.click(ox + s.board.origin[0] - 8, oy + s.board.origin[1] - 8);  // focus, off the board
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight']) await app.page.keyboard.press(key);
  await waitFor(app, () => window.boxcar.state().moves === 3);
  assert.equal((await app.state()).deadlocked, false);
  await app.page.keyboard.press('ArrowUp');  // pushes the box up against the goal-less top wall
  await waitFor(app, () => window.boxcar.state().deadlocked === true);
  let now = await app.state();
  assert.equal(now.pushes, 1);
  assert.match(now.deadlock_reason, /dead square/);
  await waitFor(app, () => /^Deadlocked/.test(window.boxcar.state().message || ''));
  await app.page.keyboard.press('u');
  await waitFor(app, () => window.boxcar.state().moves === 3);
  now = await app.state();
  assert.equal(now.deadlocked, false);
  await waitFor(app, () => !/^Deadlocked/.test(window.boxcar.state().message || ''));
  await app.page.keyboard.press('y');
  await waitFor(app, () => window.boxcar.state().moves === 4);
  assert.equal((await app.state()).deadlocked, true);
  now = await settled(app);
  const [box, player] = await sample(app.page, [cellCentre(now.board, 3, 1), cellCentre(now.board, 3, 2)]);
  assert.ok(near(box, COLORS.box), `box at (3,1): ${box}`);
  assert.ok(near(player, COLORS.player), `player at (3,2): ${player}`);
  app.assertNoErrors();
});

test('drag a Rush Hour car: one move, the board string changes', async () => {
  const s = await open(app, RUSH);
  assert.equal(s.kind, 'rushhour');
  const [ox, oy] = await canvasOffset(app);
  const [bx, by] = cellCentre(s.board, 1, 0);  // car B, horizontal, cells (1,0)-(2,0)
  await app.page.mouse.move(ox + bx, oy + by);
  await app.page.mouse.down();
  // A car held by the mouse counts as moving (the page keeps drawing): wait on frames here, not idle().
  await app.waitForFrames((await app.state()).frames + 2);
  await app.page.mouse.move(ox + bx + s.board.cell_px * 0.5, oy + by, { steps: 3 });
  await app.page.mouse.move(ox + bx + s.board.cell_px * 1.1, oy + by, { steps: 3 });
  await app.waitForFrames((await app.state()).frames + 2);
  await app.page.mouse.up();
  await waitFor(app, () => window.boxcar.state().moves === 1);
  const now = await settled(app);
  assert.notEqual(now.board_string, s.board_string);
  assert.equal(now.board_string, 'GoBBLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo');
  assert.equal(now.deadlocked, false);
  app.assertNoErrors();
});

test('light theme and the dead-square overlay keep the board readable', async () => {
  const s = await open(app, ROOM);
  assert.equal(s.theme, 'dark');
  assert.equal((await app.call('setTheme', 'light')).ok, true);
  assert.equal((await app.call('setTheme', 'pink')).ok, false);
  assert.equal((await app.call('showDeadSquares', true)).ok, true);
  const now = await app.idle();
  assert.equal(now.theme, 'light');
  assert.equal(now.dead_squares_shown, true);
  const points = [cellCentre(now.board, 1, 1), cellCentre(now.board, 3, 2), [now.board.origin[0] - 5, now.board.origin[1] - 5]];
  const [deadFloor, box, outside] = await sample(app.page, points);
  assert.ok(near(deadFloor, COLORS.floor), `a dead square's centre stays floor: ${deadFloor}`);
  assert.ok(near(box, COLORS.box), `box: ${box}`);
  assert.ok(!near(outside, COLORS.background, 40), `the light background is not the dark one: ${outside}`);
  assert.equal((await app.call('setTheme', 'dark')).ok, true);
  await app.call('showDeadSquares', false);
  app.assertNoErrors();
});

test('the playback speed set on the slider stays when the next level opens', async () => {
  // Two levels of the same room (the second mirrored); setup through the API, the speed and the level
  // change through the action bar's slider and the top bar's Next level button.
  const MIRRORED = '#######\n#     #\n#. $ @#\n#     #\n#######';
  await open(app, `${ROOM}\n\n${MIRRORED}`);
  assert.equal((await app.call('replaySolution', 'rRR')).ok, true);
  await app.idle();
  const slider = await control(app, 'Playback speed', { section: 'Action bar', kind: 'slider' });
  assert.equal(slider.enabled, true, 'the speed slider is live with a solution loaded');
  await press(app, slider, { at: 0.95 });
  await app.page.mouse.move(1, 1);
  let now = await app.idle();
  const speed = now.playback.speed;
  assert.ok(speed > 30, `the slider set a high speed: ${speed}`);
  await press(app, await control(app, 'Next level', { section: 'Top bar' }));
  await waitFor(app, () => window.boxcar.state().level === 2);
  now = await app.idle();
  assert.equal(now.playback.length, 0, 'the next level opens without a solution');
  assert.equal(now.playback.speed, speed, 'the speed the person chose is kept (it used to go back to 8)');
  assert.equal((await app.call('replaySolution', 'lLL')).ok, true);
  assert.equal((await app.state()).playback.speed, speed, 'and used for the next solution');
  app.assertNoErrors();
});
