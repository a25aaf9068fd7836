// Pinch-zoom and pan of the board on a phone (issue 50, item 5), with real multi-touch: two touch points
// through CDP Input.dispatchTouchEvent, as two fingers on the glass. XSokoban 1 turned on a 390x844 phone
// has squares under a fingertip's 44 px; two fingers spread make them larger, two fingers moved together
// pan the board, one finger still swipes the keeper, the view follows the keeper, and a double tap returns
// to the whole board. The API only loads the level and reads state().
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from './harness.mjs';
import { PHONE_1X, idle, screenWay, squarePoint, swipe } from './person.mjs';
import { XSOKOBAN_1 } from './levels.mjs';

const SHOTS = process.env.BOXCAR_SHOTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'boxcar-pinch-'));

// Two fingers moved together from `from` ([[x, y], [x, y]]) to `to` in `steps` moves, then lifted.
async function twoFingers(app, from, to, steps = 8) {
  const page = app.page;
  const cdp = await page.context().newCDPSession(page);
  const points = (t) => from.map(([x, y], i) => ({
    x: x + (to[i][0] - x) * t, y: y + (to[i][1] - y) * t, radiusX: 4, radiusY: 4, force: 1, id: i + 1,
  }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(30);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(i / steps) });
  }
  await page.waitForTimeout(30);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await idle(app);
  return app.state();
}

// Two quick taps of one finger at `at`.
async function doubleTap(app, at) {
  const cdp = await app.page.context().newCDPSession(app.page);
  const point = [{ x: at[0], y: at[1], radiusX: 4, radiusY: 4, force: 1, id: 1 }];
  for (let i = 0; i < 2; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
    await app.page.waitForTimeout(40);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await app.page.waitForTimeout(60);
  }
  await cdp.detach();
  await idle(app);
  return app.state();
}

const inside = ([x, y], [vx, vy, vw, vh]) => x >= vx && y >= vy && x <= vx + vw && y <= vy + vh;

test('phone: two fingers zoom XSokoban 1 to squares a finger can hit, pan it; one finger still swipes, the view follows the keeper', { timeout: 5 * 60 * 1000 }, async (t) => {
  const app = await startApp(t, '/', PHONE_1X);
  assert.equal((await app.call('load', XSOKOBAN_1)).ok, true);
  await idle(app);
  const fitted = await app.state();
  assert.equal(fitted.board.rotation, 90, 'a wide level is drawn turned on the phone');
  assert.ok(fitted.board.cell_px < 44, `fitted, the squares are under a fingertip: ${fitted.board.cell_px} px`);

  // Pinch out about the keeper (11, 8): the fingers 60 px apart spread to 200.
  const [kx, ky] = squarePoint(fitted, 11, 8);
  const zoomed = await twoFingers(app, [[kx, ky - 30], [kx, ky + 30]], [[kx, ky - 100], [kx, ky + 100]]);
  assert.ok(zoomed.board.cell_px >= 44, `pinched out, squares of ${zoomed.board.cell_px} px`);
  assert.ok(zoomed.board.zoom > 1, `state().board.zoom ${zoomed.board.zoom}`);
  assert.equal(zoomed.moves, 0, 'a pinch moves nobody');
  assert.deepEqual(zoomed.player, [11, 8]);
  assert.ok(inside(squarePoint(zoomed, 11, 8), zoomed.board.view), 'the keeper stays under the fingers');
  await app.page.screenshot({ path: path.join(SHOTS, 'pinch_zoomed.png') });

  // Two fingers moved 150 px to the left together pan the board by as much (the keeper, near the drawn
  // board's left edge, leaves the view), and move nobody.
  const view = zoomed.board.view;
  const mid = [view[0] + view[2] / 2, view[1] + view[3] / 2];
  const panned = await twoFingers(app, [[mid[0] + 60, mid[1] - 40], [mid[0] + 60, mid[1] + 40]],
    [[mid[0] - 90, mid[1] - 40], [mid[0] - 90, mid[1] + 40]]);
  assert.equal(panned.moves, 0, 'a two-finger pan moves nobody');
  assert.ok(Math.abs(panned.board.cell_px - zoomed.board.cell_px) < 2, 'a pan keeps the zoom');
  const shift = panned.board.origin[0] - zoomed.board.origin[0];
  assert.ok(shift < -100, `the board followed the fingers left: ${shift} px`);
  assert.ok(!inside(squarePoint(panned, 11, 8), panned.board.view), 'panned, the keeper is out of the view');
  await app.page.screenshot({ path: path.join(SHOTS, 'pinch_panned.png') });

  // One finger swipes the keeper up in the level (on screen, right: the board is turned), starting at
  // the view's middle (a floor or wall square there: not a box, so a swipe, not a drag).
  const [dx, dy] = screenWay(panned, 'up');
  // The level square under a point of the page, on the board as drawn (turned: state().board.rotation 90).
  const squareAt = ([px, py]) => {
    const b = panned.board, gx = Math.floor((px - b.origin[0]) / b.cell_px), gy = Math.floor((py - b.origin[1]) / b.cell_px);
    return b.rotation === 90 ? [gy, panned.height - 1 - gx] : [gx, gy];
  };
  const boxes = new Set(panned.boxes.map(([x, y]) => `${x},${y}`));
  const start = [mid[0], mid[1] - 60, mid[1] + 60].map((y) => [mid[0], y]).find((p) => !boxes.has(`${squareAt(p)}`));
  assert.ok(start, 'a point in view off the boxes to swipe from');
  await swipe(app, start, [start[0] + dx * 50, start[1] + dy * 50], { steps: 5 });
  await idle(app);
  await app.page.waitForFunction(() => !window.boxcar.state().animating, null, { timeout: 15000 });
  await idle(app);
  const stepped = await app.state();
  assert.equal(stepped.moves, 1, 'one swipe, one step');
  assert.deepEqual(stepped.player, [11, 7]);
  assert.ok(stepped.board.cell_px >= 44, `the zoom stays while playing: ${stepped.board.cell_px} px`);
  const keeper = squarePoint(stepped, 11, 7);
  assert.ok(inside(keeper, stepped.board.view), `the view follows the keeper: ${keeper} in ${stepped.board.view}`);
  assert.ok(inside(keeper, [0, 0, 390, 844]), 'the keeper is on screen');
  await app.page.screenshot({ path: path.join(SHOTS, 'pinch_followed.png') });

  // A double tap on a wall in view returns to the whole board, and moves nobody.
  const rows = XSOKOBAN_1.split('\n');
  let wall = null;
  for (let y = 0; y < rows.length && !wall; y++) {
    for (let x = 0; x < rows[y].length && !wall; x++) {
      const at = squarePoint(stepped, x, y);
      const v = stepped.board.view, c = stepped.board.cell_px;
      if (rows[y][x] === '#' && inside(at, [v[0] + c, v[1] + c, v[2] - 2 * c, v[3] - 2 * c])) wall = at;
    }
  }
  assert.ok(wall, 'a wall in view to double-tap');
  const fit = await doubleTap(app, wall);
  assert.equal(fit.board.zoom, 1, 'double tap: the whole board');
  assert.equal(fit.board.cell_px, fitted.board.cell_px);
  assert.equal(fit.moves, 1);
  app.assertNoErrors();
  console.log(`# squares: fitted ${fitted.board.cell_px} px, pinched ${zoomed.board.cell_px} px (zoom ${zoomed.board.zoom}), ` +
    `pan ${shift} px; screenshots in ${SHOTS}`);
});
