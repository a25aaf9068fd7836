// Paste as a person does it: Ctrl+V into a text field of the UI (clicked, so the page's editor opens
// over it), typing there, and Ctrl+V on the board (a solution for the level on screen, a level, or an
// error naming what both puzzles expect).
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';
import { notOpaque } from './pixels.mjs';

const LEVEL = '; Paste probe\n#######\n#@ $ .#\n#######\n';
const FIRST_PUSH_SOLUTION = 'R';  // the built-in "First Push"

async function start(t) {
  const app = await startApp(t);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  return app;
}

const fields = (app) => app.page.evaluate(() => BoxcarTextMirror.list());
const fieldText = (app, id) => app.page.evaluate((i) => window.Module.ccall('boxcar_text_field_get', 'string', ['number'], [i]), id);
const editorFocused = (app) => app.page.evaluate(() => document.activeElement?.className === 'text-mirror');
const centre = (rect) => ({ x: rect[0] + rect[2] / 2, y: rect[1] + rect[3] / 2 });

async function clipboard(app, text) {
  await app.page.evaluate((t) => navigator.clipboard.writeText(t), text);
}

test('Ctrl+V into the clicked "paste a level" field puts the clipboard text there', async (t) => {
  const app = await start(t);
  const field = (await fields(app)).find((f) => f.multiline);
  assert.ok(field, 'a multi-line text field is drawn');
  await clipboard(app, LEVEL);
  const at = centre(field.rect);
  await app.page.mouse.click(at.x, at.y);
  assert.equal(await editorFocused(app), true, 'the editor is open and focused over the field');
  await app.page.keyboard.press('Control+V');
  await app.idle();
  assert.equal(await fieldText(app, field.id), LEVEL);
  // The text is the field's: loading it is what the field's button does.
  assert.equal((await app.call('load', await fieldText(app, field.id))).ok, true);
  assert.equal((await app.state()).title, 'Paste probe');
  app.assertNoErrors();
});

test('typing into a field: letters, Backspace and arrows edit it; Escape closes the editor', async (t) => {
  const app = await start(t);
  const field = (await fields(app)).find((f) => f.multiline);
  assert.ok(field, 'the "paste a level" field is drawn');
  const at = centre(field.rect);
  await app.page.mouse.click(at.x, at.y);
  await app.page.keyboard.type('rRdx');
  await app.page.keyboard.press('Backspace');
  await app.page.keyboard.press('ArrowLeft');
  await app.page.keyboard.type('u');
  await app.idle();
  assert.equal(await fieldText(app, field.id), 'rRud');
  const before = await app.state();
  await app.page.keyboard.press('Escape');
  assert.equal(await editorFocused(app), false);
  await app.page.keyboard.press('ArrowRight');  // keys go to the board again
  await app.idle();
  assert.equal((await app.state()).moves, before.moves + 1);
  app.assertNoErrors();
});

test('an open editor leaves the rest of the page as drawn: no empty hole of its size on the canvas', async (t) => {
  const app = await start(t);
  const field = (await fields(app)).find((f) => f.multiline);
  assert.ok(field, 'the "paste a level" field is drawn');
  const at = centre(field.rect);
  await app.page.mouse.click(at.x, at.y);
  await app.idle();
  assert.equal(await editorFocused(app), true);
  // An opaque editor made Chromium leave a transparent rectangle of its size elsewhere on the canvas.
  assert.equal(await notOpaque(app.page, await app.page.screenshot()), 0, 'every pixel of the page is painted');
  app.assertNoErrors();
});

test('a click on the board closes the editor; the board takes the click', async (t) => {
  const app = await start(t);
  const field = (await fields(app)).find((f) => f.multiline);
  await app.page.mouse.click(centre(field.rect).x, centre(field.rect).y);
  assert.equal(await editorFocused(app), true);
  await app.page.mouse.click(1000, 400);
  assert.equal(await editorFocused(app), false);
  assert.equal(await app.page.evaluate(() => BoxcarTextMirror.isOpen()), false);
  app.assertNoErrors();
});

test('Ctrl+V on the board: a solution is replayed into playback, prose gets one message for both puzzles', async (t) => {
  const app = await start(t);
  await app.page.mouse.click(1000, 700);
  await clipboard(app, FIRST_PUSH_SOLUTION);
  await app.page.keyboard.press('Control+V');
  let s = await app.idle();
  assert.equal(s.solver.solution_length, 1, JSON.stringify(s.solver));
  assert.match(s.message, /Solution verified/);
  await clipboard(app, 'milk, eggs and bread');
  await app.page.keyboard.press('Control+V');
  s = await app.idle();
  assert.match(s.message, /not a solution, level or board/);
  assert.match(s.message, /Sokoban/);
  assert.match(s.message, /Rush Hour/);
  assert.equal(s.title, 'First Push', 'the level on screen stays');
  await clipboard(app, 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM');
  await app.page.keyboard.press('Control+V');
  s = await app.idle();
  assert.equal(s.kind, 'rushhour');
  app.assertNoErrors();
});
