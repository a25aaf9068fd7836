// Presentation mode as a teacher checks it (lecture_hall.test.mjs, lecture_demo.test.mjs): the board's
// rectangle, the panel beside it (never over it), its controls inside it and off the board, the text size,
// and controls at least 28 px tall at 1920x1080.
import assert from 'node:assert/strict';
import { controls, idle, layoutProblems, pressLabel } from './person.mjs';
import { cellCentre } from './pixels.mjs';

// The panel's sections (the strip under the board is "Presentation").
const PANEL = /^(Presenter|Solve|Watch the search|Compare|Generate|Race)$/;

// The board as drawn, [x, y, w, h] in CSS px, from state().board and the level's size.
export function boardRect(s) {
  const b = s.board;
  const [cols, rows] = b.rotation === 90 ? [s.height, s.width] : [s.width, s.height];
  return [b.origin[0], b.origin[1], cols * b.cell_px, rows * b.cell_px];
}

export function overlaps(a, b) {
  return a[0] < b[0] + b[2] - 1 && b[0] < a[0] + a[2] - 1 && a[1] < b[1] + b[3] - 1 && b[1] < a[1] + a[3] - 1;
}

function inside(inner, outer) {
  return inner[0] >= outer[0] - 1 && inner[1] >= outer[1] - 1 && inner[0] + inner[2] <= outer[0] + outer[2] + 1 &&
    inner[1] + inner[3] <= outer[1] + outer[3] + 1;
}

// The presentation layout holds: the panel beside the board (never over it), every visible control of
// the panel inside the panel and off the board, the text size, and (at 1920x1080) controls >= 28 px tall.
export async function assertPresenterLayout(app, viewport, minText) {
  await restMouse(app);
  const s = await app.state();
  assert.equal(s.presentation, true);
  assert.ok(s.presentation_strip.text_px >= minText, `text ${s.presentation_strip.text_px} px (at least ${minText})`);
  const panel = s.presentation_panel.rect;
  const board = boardRect(s);
  assert.ok(!overlaps(panel, board), `panel ${panel} and board ${board.map(Math.round)} apart`);
  assert.ok(inside(board, [0, 0, viewport.width, viewport.height]), `board inside the window: ${board}`);
  const list = await controls(app);
  const mine = list.filter((c) => PANEL.test(c.section) && c.visible);
  assert.ok(mine.length >= 4, `panel controls drawn: ${mine.length}`);
  for (const c of mine) {
    assert.ok(inside(c.rect, panel), `${c.label} (${c.section}) inside the panel: ${c.rect}`);
    assert.ok(!overlaps(c.rect, board), `${c.label} (${c.section}) off the board`);
    if (viewport.width >= 1920) assert.ok(c.rect[3] >= 28, `${c.label} (${c.section}) ${c.rect[3]} px tall`);
  }
  const strip = list.filter((c) => c.section === 'Presentation' && c.visible);
  for (const c of strip) assert.ok(!overlaps(c.rect, board), `${c.label} (strip) off the board`);
  assert.deepEqual(layoutProblems(list.filter((c) => PANEL.test(c.section) || c.section === 'Presentation'), viewport), []);
  return s;
}

// The pointer moves off the controls (a person reads what they pressed): no tooltip lies over the panel.
export async function restMouse(app) {
  const s = await app.state();
  await app.page.mouse.move(s.board.origin[0] + 2, s.board.origin[1] + 2);
  await idle(app);
}

export async function present(app, level) {
  assert.equal((await app.call('load', level)).ok, true);
  let s = await app.idle();
  await app.page.mouse.click(...cellCentre(s.board, 0, 0));  // focus the board (a wall: no walk)
  await app.page.keyboard.press('p');
  await app.idle();
  s = await app.idle();  // the font scale takes effect from the next frame on
  assert.equal(s.presentation, true);
  return s;
}

// Enter runs the watched search to the goal; "Play the path found" (at its place) plays it on the board to the
// solved position. Returns the state then.
export async function playWatchedPath(app) {
  await app.page.keyboard.press('Enter');
  await app.page.waitForFunction(() => window.boxcar.state().search.done === true, null, { timeout: 60000 });
  let s = await app.idle();
  assert.ok(s.search.solution, `the watch found a solution: ${s.search.message}`);
  await pressLabel(app, 'Play the path found', { section: 'Watch the search' });
  await app.page.waitForFunction(() => {
    const st = window.boxcar.state();
    return st.playback.length > 0 && st.playback.position === st.playback.length && !st.playback.playing;
  }, null, { timeout: 60000 });
  s = await app.idle();
  assert.equal(s.solved, true, 'the path found plays to the solved position');
  return s;
}
