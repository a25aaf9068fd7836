// The first-visit line: a fresh page says how to play in the strip above the board, with Got it. The line
// covers and moves no control (every other control keeps its rectangle when it goes, and the board its
// place), and once dismissed it stays away for good: the page's record keeps that (docs/STORAGE.md), so a
// reload shows no line. At 1280x800 with the mouse and on a 390x844 phone with a tap.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { DESKTOP, PHONE_1X, controls, findControl, idle, layoutProblems, press } from './person.mjs';

const rects = (list) => Object.fromEntries(list.filter((c) => c.section !== 'First visit')
  .map((c) => [c.id, c.rect.map((v) => Math.round(v))]));

for (const [name, device, touch] of [['desktop', DESKTOP, false], ['phone', PHONE_1X, true]]) {
  test(`${name}: the first-visit line covers and moves nothing, and Got it hides it for good`, async (t) => {
    const app = await openApp(device);
    t.after(() => app.close());
    await app.goto('/');
    await idle(app);
    const before = await controls(app);
    const gotIt = findControl(before, 'Got it', { section: 'First visit', kind: 'button' });
    assert.ok(gotIt?.visible && gotIt.enabled, `a fresh page shows the line's Got it: ${JSON.stringify(gotIt)}`);
    assert.deepEqual(layoutProblems(before, device.viewport, { minTap: touch ? 40 : 0 }), [], 'nothing overlaps');
    const s = await app.state();
    const topBar = Math.max(...before.filter((c) => c.visible && c.section === 'Top bar').map((c) => c.rect[1] + c.rect[3]));
    assert.ok(gotIt.rect[1] >= topBar - 1, `below the top bar: ${gotIt.rect} / ${topBar}`);
    assert.ok(gotIt.rect[1] + gotIt.rect[3] <= s.board.origin[1] + 1, `above the board: ${gotIt.rect} / ${s.board.origin}`);
    assert.deepEqual(await app.call('messages'), [], 'the line is not a message');
    assert.equal((await app.call('records')).intro_dismissed, false);

    await press(app, gotIt, { touch });
    if (!touch) await app.page.mouse.move(1, device.viewport.height - 1);
    await idle(app);
    const after = await controls(app);
    assert.equal(findControl(after, 'Got it', { section: 'First visit' }), null, 'the line went');
    assert.deepEqual(rects(after), rects(before), 'every other control kept its place');
    assert.deepEqual((await app.state()).board, s.board, 'the board kept its place');
    assert.equal((await app.call('records')).intro_dismissed, true);
    const stored = await app.page.evaluate(() => JSON.parse(localStorage.getItem('boxcar.v1')));
    assert.equal(stored.intro_dismissed, true, 'kept where the page keeps its settings');

    await app.page.reload({ waitUntil: 'load' });
    await idle(app);
    assert.equal(findControl(await controls(app), 'Got it', { section: 'First visit' }), null, 'not shown on the next visit');
    app.assertNoErrors();
  });
}
