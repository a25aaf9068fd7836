// The drawer at 1280x800 with a mouse, and the phone's playback row: the drawer's four tabs (Levels,
// Solver, Lecture, View) each show their part with its controls in view, no scrolling needed; the wheel
// over the level list scrolls the list and, once the list is at its end, the drawer; on a phone the
// scrub slider spans the screen's width. Every action is a click, a wheel turn or a tap at a control's
// place (person.mjs); the API only loads levels and reads what is on screen.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { DESKTOP, PHONE_1X, control, controls, findControl, idle, press } from './person.mjs';

// Twenty one-box levels: a level list longer than the seven rows the drawer shows.
const COLLECTION = Array.from({ length: 20 }, (_, i) => `; Probe ${i + 1}\n#######\n#@ $ .#\n#######\n`).join('\n');

async function start(t, layout) {
  const app = await openApp(layout);
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  return app;
}

// What each tab shows first: the controls a person looks for there; `only` is found on no other tab.
const PARTS = [
  { tab: 'Solver', only: ['Algorithm', 'combo'], shows: [['Algorithm', 'combo'], ['Heuristic', 'combo'], ['Objective', 'combo'],
    ['Time (s)', 'slider'], ['Memory (MiB)', 'slider']] },
  { tab: 'Lecture', only: ['Compare...', 'button'], shows: [[/^Presentation mode/, 'button'], ['Step', 'button'],
    ['Compare...', 'button'], ['Generate...', 'button']] },
  { tab: 'View', only: ['Forget everything', 'button'], shows: [['Dead squares', 'checkbox'], [/^(Light|Dark) theme$/, 'button'],
    ['Forget everything', 'button']] },
  { tab: 'Levels', only: ['Browse levels...', 'button'], shows: [['Levels', 'header'], ['Browse levels...', 'button'],
    ['Import and export', 'header'], [/^Paste a level/, 'text_input']] },
];

test('desktop 1280x800: each drawer tab shows its part in view, without scrolling', async (t) => {
  const app = await start(t, DESKTOP);
  const viewport = DESKTOP.viewport;
  for (const { tab, shows } of PARTS) {
    await press(app, await control(app, tab, { kind: 'tab' }));
    await app.page.mouse.move(viewport.width - 1, viewport.height - 1);
    await idle(app);
    const list = await controls(app);
    for (const [label, kind] of shows) {
      const c = findControl(list, label, { kind });
      assert.ok(c, `the ${tab} tab shows ${label}`);
      assert.ok(c.visible && c.rect[1] >= 0 && c.rect[1] + c.rect[3] <= viewport.height,
        `${label} is in view on the ${tab} tab: ${JSON.stringify(c.rect)}`);
    }
    // The tabs stay where they were, and the other tabs' parts are not drawn.
    assert.equal(list.filter((c) => c.kind === 'tab' && c.visible).length, 4, `four tabs on the ${tab} tab`);
    for (const other of PARTS.filter((p) => p.tab !== tab)) {
      const [label, kind] = other.only;
      assert.equal(findControl(list, label, { kind }), null, `${label} (${other.tab}) is not shown on the ${tab} tab`);
    }
  }
  app.assertNoErrors();
});

test('desktop: the wheel over the level list scrolls the list, then the drawer once the list is at its end', async (t) => {
  const app = await start(t, DESKTOP);
  assert.equal((await app.call('load', COLLECTION)).ok, true);
  await idle(app);
  const rows = (list) => list.filter((c) => c.kind === 'list_item' && c.section === 'Levels');
  let list = await controls(app);
  const first = rows(list);
  assert.ok(first.length >= 7, `the list shows rows: ${first.map((c) => c.label)}`);
  const top = first[0].rect[1], bottom = Math.max(...first.map((c) => c.rect[1] + c.rect[3]));
  const headerAt = findControl(list, 'Import and export', { kind: 'header' }).rect[1];
  // The pointer over the list's middle row; the wheel turned down a notch at a time.
  const mid = first[Math.floor(first.length / 2)];
  await app.page.mouse.move(mid.rect[0] + 40, (top + bottom) / 2);
  let sawLast = false, drawerMoved = false;
  for (let i = 0; i < 30 && !drawerMoved; i++) {
    await app.page.mouse.wheel(0, 100);
    await idle(app);
    list = await controls(app);
    const header = findControl(list, 'Import and export', { kind: 'header' });
    if (header.rect[1] !== headerAt) {
      drawerMoved = true;
      assert.ok(sawLast, 'the drawer scrolls only once the list shows its last row');
      assert.ok(header.rect[1] < headerAt, `the drawer scrolled down: the header from y ${headerAt} to ${header.rect[1]}`);
    }
    sawLast = rows(list).some((c) => /\b20\s+Probe 20/.test(c.label) && c.visible);
  }
  assert.ok(sawLast, 'the wheel scrolled the list to its last row');
  assert.ok(drawerMoved, 'the wheel went on to scroll the drawer once the list was at its end');
  app.assertNoErrors();
});

test('phone: the scrub slider spans the width of the screen', async (t) => {
  const app = await start(t, PHONE_1X);
  const viewport = PHONE_1X.viewport;
  await press(app, await control(app, /^Solve$/, { section: 'Action bar' }), { touch: true });
  await idle(app, 60000);
  const scrub = await control(app, 'Playback position', { kind: 'slider' });
  assert.ok(scrub.visible && scrub.enabled, 'the scrub slider is there and usable once a solution is loaded');
  assert.ok(scrub.rect[2] >= viewport.width * 0.9, `the scrub slider is ${scrub.rect[2]} px wide of ${viewport.width}`);
  // It scrubs: a tap at its right end goes to the end of the solution.
  await press(app, scrub, { touch: true, at: 0.98 });
  await idle(app);
  const s = await app.state();
  assert.equal(s.playback.position, s.playback.length, 'a tap at the right end shows the last step');
  app.assertNoErrors();
});
