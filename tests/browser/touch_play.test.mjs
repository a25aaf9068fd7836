// Playing with a finger on a phone (390x844, touch, device scale 3): a tap walks, a swipe moves one
// square, a hold repeats, a drag on a box pushes it to where the finger lifts, a tap on a box selects it,
// a drag on a Rush Hour car slides it. Every action is a real touch (CDP Input.dispatchTouchEvent through
// person.mjs); the API only loads the levels and reads state(). One touch must be one action: SDL also
// makes mouse events of every touch, and a walk or a second select/deselect would show in the counts.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { PHONE, idle, screenWay, squarePoint, swipe } from './person.mjs';
import { COLORS, near, sample } from './pixels.mjs';
import { XSOKOBAN_1 } from './levels.mjs';

//   #######
//   #     #
//   #@ $ .#
//   #     #
//   #######
const ROOM = '#######\n#     #\n#@ $ .#\n#     #\n#######';
// 35 squares right of the player.
const CORRIDOR = `${'#'.repeat(38)}\n#@${' '.repeat(35)}#\n#.$ ${'#'.repeat(34)}\n${'#'.repeat(38)}`;
const RUSH = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';  // B (row 0, cols 1-2) can slide right by one

// Waits until state() satisfies `predicate` (run in the page), then for the pieces to settle.
async function until(app, predicate, arg, timeout = 15000) {
  try {
    await app.page.waitForFunction(predicate, arg, { timeout, polling: 30 });
  } catch (err) {
    const s = await app.state();
    throw new Error(`${err.message}; state: moves ${s.moves}, pushes ${s.pushes}, player ${s.player}, ` +
      `selected ${s.selected_box}, message ${s.message}`);
  }
  await app.page.waitForFunction(() => !window.boxcar.state().animating, null, { timeout, polling: 30 });
  return app.state();
}

// Loads a level and waits until a frame has drawn it (state().board set for it).
async function open(app, text) {
  assert.equal((await app.call('load', text)).ok, true);
  await idle(app);
  return app.state();
}

// The centre of the level's square (x, y) on the page, from state() (a wide level may be drawn turned).
async function canvasPoint(app, state, x, y) {
  const box = await app.page.locator('canvas').boundingBox();
  const [px, py] = squarePoint(state, x, y);
  return [box.x + px, box.y + py];
}

// The page has drawn at least `n` more frames (the last touch's effect reached the model).
// The page draws frames only while something changes: a settled page (boxcar.idle()) has drawn the
// result of everything before it.
async function frames(app) {
  await idle(app);
}

let app;
test.before(async () => {
  app = await openApp(PHONE);
  await app.goto('/');
  await idle(app);
});
test.after(() => app && app.close());

test('a tap on a free square walks the player there by a shortest path', async () => {
  const s = await open(app, ROOM);
  await app.page.touchscreen.tap(...(await canvasPoint(app, s, 5, 3)));
  const now = await until(app, () => window.boxcar.state().moves === 5);
  assert.deepEqual(now.player, [5, 3]);
  assert.equal(now.pushes, 0);
  await frames(app, 3);
  assert.equal((await app.state()).moves, 5, 'one tap, one walk');
  app.assertNoErrors();
});

test('a swipe from the player or from floor moves one square', async () => {
  const s = await open(app, ROOM);
  const c = s.board.cell_px;
  const from = await canvasPoint(app, s, 1, 2);  // on the player, down by a cell and a half
  await swipe(app, from, [from[0] + 3, from[1] + 1.5 * c], { steps: 4 });
  let now = await until(app, () => window.boxcar.state().moves === 1);
  assert.deepEqual(now.player, [1, 3]);
  // From a floor square away from the player, a long swipe right: still one square.
  const floor = await canvasPoint(app, s, 3, 1);
  await swipe(app, floor, [floor[0] + 3 * c, floor[1]], { steps: 4 });
  now = await until(app, () => window.boxcar.state().moves === 2);
  assert.deepEqual(now.player, [2, 3]);
  await frames(app, 3);
  assert.equal((await app.state()).moves, 2, 'one swipe, one step');
  app.assertNoErrors();
});

test('holding the finger at the end of a swipe repeats the step until it lifts', async (t) => {
  const s = await open(app, CORRIDOR);
  const from = await canvasPoint(app, s, 1, 1);
  const [dx, dy] = screenWay(s, 'right');  // the corridor is drawn turned on a phone: right is down
  const t0 = Date.now();
  // The finger rests at least 6 s, and on a loaded page until the step has repeated twice (30 s at most).
  const repeated = async () => Date.now() - t0 > 6000 && (await app.state()).moves >= 3;
  await swipe(app, from, [from[0] + 30 * dx, from[1] + 30 * dy], { steps: 4, holdMs: 30000, holdUntil: repeated });
  const held = Date.now() - t0;
  const now = await until(app, () => window.boxcar.state().moves >= 1);
  // The first step at the swipe, then one every 1/6 s once the finger has rested 0.5 s (and 12 frames:
  // a slow page repeats later and at most once a frame): about 33 repeats on a fast page (the corridor
  // ends them at 35), a few on a loaded one (headless Chromium drawing 1170x2532 in software at 1-5
  // frames a second), never more than six a second, and none after the finger lifts.
  assert.ok(now.moves >= 2 && now.moves <= 2 + Math.ceil((held / 1000) * 6),
    `moves after a ${held} ms swipe-and-hold: ${now.moves}`);
  t.diagnostic(`${now.moves} moves after a ${held} ms swipe-and-hold`);
  assert.deepEqual(now.player, [1 + now.moves, 1]);
  await app.page.waitForTimeout(400);
  assert.equal((await app.state()).moves, now.moves, 'the repeat stops when the finger lifts');
  app.assertNoErrors();
});

test('a drag on a box pushes it along a push path to where the finger lifts', async () => {
  const s = await open(app, ROOM);
  const box = await canvasPoint(app, s, 3, 2);
  const goal = await canvasPoint(app, s, 5, 2);
  await swipe(app, box, goal, { steps: 10 });
  const now = await until(app, () => window.boxcar.state().pushes === 2);
  assert.equal(now.moves, 3);
  assert.deepEqual(now.boxes, [[5, 2]]);
  assert.deepEqual(now.player, [4, 2]);
  assert.equal(now.solved, true);
  app.assertNoErrors();
});

test('a tap on a box selects it and shows where it can go; a tap on one of those squares pushes it', async () => {
  const s = await open(app, ROOM);
  await app.page.touchscreen.tap(...(await canvasPoint(app, s, 3, 2)));
  let now = await until(app, () => window.boxcar.state().selected_box !== null);
  assert.deepEqual(now.selected_box, [3, 2]);
  assert.equal(now.push_targets.length, 14);
  assert.equal(now.moves, 0);
  await frames(app, 3);
  assert.deepEqual((await app.state()).selected_box, [3, 2], 'one tap selects once (not select, then deselect)');
  await app.page.screenshot({ path: 'build/web/touch_play_selected.png' }).catch(() => {});
  await app.page.touchscreen.tap(...(await canvasPoint(app, s, 3, 3)));
  now = await until(app, () => window.boxcar.state().pushes === 1);
  assert.deepEqual(now.boxes, [[3, 3]]);
  app.assertNoErrors();
});

test('a drag on a Rush Hour car slides it along its axis', async () => {
  const s = await open(app, RUSH);
  assert.equal(s.kind, 'rushhour');
  const from = await canvasPoint(app, s, 1, 0);  // car B, horizontal, cells (1,0)-(2,0)
  await swipe(app, from, [from[0] + s.board.cell_px * 1.1, from[1] + 4], { steps: 8 });
  const now = await until(app, () => window.boxcar.state().moves === 1);
  assert.equal(now.board_string, 'GoBBLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo');
  // A drag past the car's range is clamped: B can go no further right.
  const again = await canvasPoint(app, now, 2, 0);
  await swipe(app, again, [again[0] + now.board.cell_px * 3, again[1]]);
  await frames(app, 4);
  const after = await app.state();
  assert.equal(after.moves, 1);
  assert.equal(after.board_string, now.board_string);
  app.assertNoErrors();
});

test('XSokoban 1 on the phone is drawn turned a quarter, with larger squares; the moves stay the level\'s', async () => {
  const s = await open(app, XSOKOBAN_1);
  const viewport = app.page.viewportSize();
  // 19 x 11 upright would get (390 - 4) / 19 = 20-px squares; turned, 11 columns share the width.
  assert.equal(s.board.rotation, 90, 'drawn turned');
  assert.ok(s.board.cell_px > Math.floor((viewport.width - 4) / 19), `squares of ${s.board.cell_px} px`);
  const [ox, oy] = s.board.origin;
  assert.ok(ox >= 0 && ox + 11 * s.board.cell_px <= viewport.width, `the turned grid (11 wide) fits: x ${ox}`);
  assert.ok(oy > 0 && oy + 19 * s.board.cell_px < viewport.height, `the turned grid (19 tall) fits: y ${oy}`);
  const [player, box, goal] = await sample(app.page, [await canvasPoint(app, s, 11, 8), await canvasPoint(app, s, 5, 2),
    await canvasPoint(app, s, 17, 6)]);
  assert.ok(near(player, COLORS.player), `player drawn at its square (11,8), turned: ${player}`);
  assert.ok(near(box, COLORS.box), `a box drawn at (5,2), turned: ${box}`);
  assert.ok(near(goal, COLORS.goal) || near(goal, COLORS.floor), `a goal square at (17,6), turned: ${goal}`);
  const link = await app.call('shareLink');
  // A swipe right on the screen moves the player the way it points on screen: the level's up (11,8 -> 11,7).
  const from = await canvasPoint(app, s, 11, 8);
  await swipe(app, from, [from[0] + 40, from[1]], { steps: 4 });
  const now = await until(app, () => window.boxcar.state().moves === 1);
  assert.deepEqual(now.player, [11, 7]);
  // Exported text stays in the level's own orientation: the same level in the share link, the move as "u".
  const after = await app.call('shareLink');
  assert.equal(after.match(/level=([^&]*)/)[1], link.match(/level=([^&]*)/)[1]);
  assert.match(after, /moves=u(&|$)/);
  // A key points on screen too: the down arrow is the level's right on the turned board (11,7 -> 12,7).
  await app.page.keyboard.press('ArrowDown');
  const keyed = await until(app, () => window.boxcar.state().moves === 2);
  assert.deepEqual(keyed.player, [12, 7]);
  assert.match(await app.call('shareLink'), /moves=ur(&|$)/);
  await app.page.screenshot({ path: 'build/web/touch_play_xsokoban1.png' }).catch(() => {});
  app.assertNoErrors();
});
