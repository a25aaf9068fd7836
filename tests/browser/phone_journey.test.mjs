// A phone visit from start to end, with touch only (390x844, isMobile, hasTouch): open the drawer, tap
// the "Paste a level" field (the phone keyboard comes with a real focused text element), type a level,
// tap Load, close the drawer, play a move by swiping on the board, tap Solve, tap Play and watch the
// solution to the end, then share the link.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { PHONE, idle, controls, control, press, swipe, cellPoint, findControl, scrollIntoView } from './person.mjs';

// Our own level: the player at (1,2), the box at (2,2), the goal at (4,2).
const LEVEL = '#######\n#     #\n#@$  .#\n#     #\n#######';

test('phone: load by typing into the paste field, swipe to play, solve, play back, share', { timeout: 5 * 60 * 1000 }, async (t) => {
  const app = await openApp(PHONE);
  t.after(() => app.close());
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.goto('/');
  await idle(app);
  const tap = async (c) => { await press(app, c, { touch: true }); await idle(app); };

  // The drawer starts closed on a phone; the menu button opens it.
  let list = await controls(app);
  assert.equal(findControl(list, /paste a level/i, { kind: 'text_input' })?.visible ?? false, false,
    'the drawer starts closed below 700 px');
  await tap(await control(app, /menu/i));
  let field = await control(app, /paste a level/i, { kind: 'text_input' });
  if (!field.visible) field = await scrollIntoView(app, field, { touch: true, viewport: PHONE.viewport });
  assert.ok(field, 'the paste field can be scrolled into view');
  await tap(field);
  const focused = await app.page.evaluate(() => {
    const e = document.activeElement;
    return e && (e.tagName === 'TEXTAREA' || e.tagName === 'INPUT') ? e.tagName : null;
  });
  assert.ok(focused, 'tapping the field focuses a real text element (the phone keyboard and paste menu come with it)');
  await app.page.keyboard.insertText(LEVEL);
  await idle(app);
  let load = await control(app, /^\W*load\b/i, { kind: 'button', section: field.section });
  if (!load.visible) load = await scrollIntoView(app, load, { touch: true, viewport: PHONE.viewport });
  await tap(load);
  let s = await app.state();
  assert.equal(s.width, 7, `the typed level is loaded: ${JSON.stringify(s.message)}`);
  assert.equal(s.moves, 0);

  // Back to the board (the drawer may close itself after a load; if not, the menu button closes it).
  list = await controls(app);
  if (findControl(list, /paste a level/i, { kind: 'text_input' })?.visible) await tap(await control(app, /menu/i));

  // A swipe to the right that starts on the player moves one square.
  s = await app.state();
  const from = cellPoint(s.board, s.player[0], s.player[1]);
  await swipe(app, from, [from[0] + s.board.cell_px * 1.5, from[1]], { touch: true });
  await idle(app);
  s = await app.state();
  assert.equal(s.moves, 1, 'one square moved by the swipe');

  // Solve from here, then watch the solution to the end.
  await tap(await control(app, /^\W*solve\b/i, { kind: 'button' }));
  s = await app.state();
  assert.equal(s.solver.status, 'solved', JSON.stringify(s.solver));
  await tap(await control(app, /^\W*play\b/i, { kind: 'button' }));
  s = await app.state();
  assert.equal(s.solved, true, 'the playback ends with the level solved');

  // Share: the link lands on the clipboard (or in the copy box when the browser refuses it).
  const share = findControl(await controls(app), /share|link/i, { kind: 'button' }) ||
    (await tap(await control(app, /menu/i)), await control(app, /share|link/i, { kind: 'button' }));
  await tap(share);
  const link = await app.page.evaluate(async () => {
    const box = document.getElementById('copy-box');
    if (box && !box.hidden) return box.querySelector('textarea').value;
    return navigator.clipboard.readText();
  });
  assert.match(link, /#.*level=/, `a share link: ${link}`);
  app.assertNoErrors();
});
