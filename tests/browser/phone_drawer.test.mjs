// The drawer on a phone (390x844, touch), used with a finger: every control in it a tap target of at
// least 40 px; a combo's list drawn over the drawer with every choice tappable; a tap right after a
// scroll opens the header tapped, also when the scrolling finger lifted on a text field; a drag that
// starts on a header's arrow scrolls without opening or closing it; a tap on a number field brings up the
// page's editor with the digit keyboard (inputmode=numeric) and the number typed there is the field's.
// A drag that starts on a slider scrolls the drawer and puts the slider back to its value.
// Every action is a real touch at a control's rectangle (person.mjs); the API only reads state.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import {
  PHONE_1X, controls, control, findControl, idle, layoutProblems, press, scrollIntoView, swipe,
} from './person.mjs';

const viewport = PHONE_1X.viewport;

async function openPhone(t) {
  const app = await openApp(PHONE_1X);
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  return app;
}

const tap = async (app, c) => {
  await press(app, c, { touch: true });
  await idle(app);
};

// A control found by label (and options), scrolled into view with the finger when clipped.
async function reach(app, label, options) {
  const c = await control(app, label, options);
  const shown = c.visible ? c : await scrollIntoView(app, c, { touch: true, viewport });
  assert.ok(shown?.visible, `${label} can be scrolled into view`);
  return shown;
}

// Opens the drawer with the menu button and, when named, one of its tabs, tapping each as a person does.
async function openDrawer(app, tab) {
  await tap(app, await control(app, /^Menu/));
  if (tab) await tap(app, await control(app, tab, { kind: 'tab' }));
}

// The element the page has focused: a real text element means the phone's keyboard comes up.
const focused = (app) => app.page.evaluate(() => {
  const e = document.activeElement;
  return e && (e.tagName === 'INPUT' || e.tagName === 'TEXTAREA')
    ? { tag: e.tagName, inputMode: e.inputMode, value: e.value, hidden: e.hidden } : null;
});

const opened = async (app, header, inside) => Boolean(findControl(await controls(app), inside, { section: header.section }));

async function pixels(app, rect) {
  return (await app.page.screenshot({ clip: { x: rect[0], y: rect[1], width: rect[2], height: rect[3] } })).toString('base64');
}

test('phone drawer: every control in it is a tap target of 40 px or more, inside the viewport, none overlapping', async (t) => {
  const app = await openPhone(t);
  await openDrawer(app);
  assert.deepEqual(layoutProblems(await controls(app), viewport, { minTap: 40 }), [], 'the Levels tab');
  for (const name of ['Solver', 'Lecture', 'View']) {
    await tap(app, await control(app, name, { kind: 'tab' }));
    assert.deepEqual(layoutProblems(await controls(app), viewport, { minTap: 40 }), [], `the ${name} tab`);
  }
  app.assertNoErrors();
});

test('phone drawer: a combo\'s list is drawn over the drawer and each of its choices can be tapped', async (t) => {
  const app = await openPhone(t);
  await openDrawer(app, 'Solver');
  const combo = await reach(app, 'Objective', { kind: 'combo' });
  for (const choice of ['pushes', 'moves', 'any']) {
    const before = await pixels(app, combo.rect);
    await tap(app, combo);
    const items = (await controls(app)).filter((c) => c.section === combo.section && c.kind === 'list_item');
    assert.deepEqual(items.map((c) => c.label), ['any', 'pushes', 'moves'], 'the list shows every objective');
    assert.deepEqual(items.filter((c) => !c.visible).map((c) => c.label), [], 'no choice is covered or clipped');
    await tap(app, items.find((c) => c.label === choice));
    assert.equal(findControl(await controls(app), choice, { section: combo.section, kind: 'list_item' }), null,
      `the list closes when ${choice} is tapped`);
    assert.notEqual(await pixels(app, combo.rect), before, `the combo shows ${choice}`);
  }
  app.assertNoErrors();
});

test('phone drawer: a tap right after a scroll opens the header, also when the finger lifted on a text field', async (t) => {
  const app = await openPhone(t);
  await tap(app, await control(app, /^Menu/));
  // A drag that starts on the "Paste a level" field scrolls the drawer and ends with the finger on it.
  const field = await reach(app, /^Paste a level/, { kind: 'text_input' });
  const start = [field.rect[0] + 40, field.rect[1] + field.rect[3] / 2];
  const header = await control(app, /Level editor/, { kind: 'header' });
  await swipe(app, start, [start[0], start[1] - 150], { touch: true, steps: 6 });
  await idle(app);
  const moved = await control(app, /Level editor/, { kind: 'header' });
  assert.ok(header.rect[1] - moved.rect[1] > 100, `the drawer scrolled: the header went from y ${header.rect[1]} to ${moved.rect[1]}`);
  assert.equal(await focused(app), null, 'a scroll over a text field does not open its editor');
  const shown = moved.visible ? moved : await scrollIntoView(app, moved, { touch: true, viewport });
  assert.equal(await opened(app, shown, 'Edit level'), false);
  await tap(app, shown);
  assert.ok(await opened(app, shown, 'Edit level'), 'the tap opened the Level editor section');
  app.assertNoErrors();
});

test('phone drawer: a drag that starts on a header\'s arrow scrolls the drawer and leaves the section as it was', async (t) => {
  const app = await openPhone(t);
  await tap(app, await control(app, /^Menu/));
  // The Levels section starts open: "Import and export" is low in the drawer, with more below it.
  const header = await reach(app, /Import and export/, { kind: 'header' });
  assert.ok(header.rect[1] > 250, `the header low enough to drag it up: y ${header.rect[1]}`);
  const wasOpen = await opened(app, header, /^Paste a level/);
  const from = [header.rect[0] + 20, header.rect[1] + header.rect[3] / 2];  // on the arrow
  await swipe(app, from, [from[0], from[1] - 150], { touch: true, steps: 6 });
  await idle(app);
  const after = await control(app, /Import and export/, { kind: 'header' });
  assert.ok(header.rect[1] - after.rect[1] > 100, `the drawer scrolled: the header from y ${header.rect[1]} to ${after.rect[1]}`);
  assert.equal(await opened(app, header, /^Paste a level/), wasOpen, 'the section stays as it was');
  app.assertNoErrors();
});

test('phone: a tap on a number field brings up the digit keyboard, and the number typed is the field\'s', async (t) => {
  const app = await openPhone(t);
  await openDrawer(app, 'Lecture');
  await tap(app, await reach(app, /^Generate\.\.\./, { kind: 'button' }));
  const seed = await reach(app, 'Seed', { section: 'Generate', kind: 'text_input' });
  const at = { ...seed, rect: [seed.rect[0], seed.rect[1], 60, seed.rect[3]] };  // the number, left of - and +
  await tap(app, at);
  let editor = await focused(app);
  assert.ok(editor, 'a real text element has the focus: the phone keyboard comes up');
  assert.equal(editor.inputMode, 'numeric', 'the digit keyboard');
  assert.match(editor.value, /^\d+$/, 'it starts from the number in the field');
  await app.page.keyboard.press('Control+A');
  await app.page.keyboard.insertText('4242');
  await app.page.keyboard.press('Enter');
  await idle(app);
  assert.equal(await focused(app), null, 'Enter closes the editor');
  await tap(app, at);
  editor = await focused(app);
  assert.equal(editor?.value, '4242', 'the field now holds the number typed');
  await app.page.keyboard.press('Escape');
  await idle(app);
  app.assertNoErrors();
});

test('phone drawer: a drag that starts on a slider scrolls the drawer and leaves the slider\'s value as it was', async (t) => {
  const app = await openPhone(t);
  // A solve first: its account and "Keep as my solution" below the sliders leave room to scroll either way.
  await tap(app, await control(app, /^Solve$/, { section: 'Action bar' }));
  await openDrawer(app, 'Solver');
  const unscrolled = await control(app, 'Time (s)', { kind: 'slider' });
  const slider = await reach(app, 'Time (s)', { kind: 'slider' });
  const before = await pixels(app, slider.rect);
  // The finger lands near the slider's right end (a press there alone moves it toward 600 s) and drags
  // 150 px: down (back toward the drawer's top) when bringing the slider into view scrolled that far.
  const from = [slider.rect[0] + slider.rect[2] * 0.9, slider.rect[1] + slider.rect[3] / 2];
  const dy = unscrolled.rect[1] - slider.rect[1] >= 150 ? 150 : -150;
  await swipe(app, from, [from[0], from[1] + dy], { touch: true, steps: 6 });
  await app.page.mouse.move(2, viewport.height / 2);  // the pointer off the slider: no hover colour
  await idle(app);
  const after = await control(app, 'Time (s)', { kind: 'slider' });
  assert.ok(Math.abs(after.rect[1] - slider.rect[1]) > 100,
    `the drawer scrolled: the slider from y ${slider.rect[1]} to ${after.rect[1]}`);
  assert.ok(after.visible, 'the slider is still in view');
  assert.equal(await pixels(app, after.rect), before, 'the slider shows the value it had');
  app.assertNoErrors();
});

// The rectangles of two controls or messages overlap (by more than a pixel's rounding).
const overlaps = (a, b) => a[0] < b[0] + b[2] - 1 && b[0] < a[0] + a[2] - 1 && a[1] < b[1] + b[3] - 1 && b[1] < a[1] + a[3] - 1;

test('phone drawer: the solver\'s message shows above the open drawer, covering none of it, and nothing in it moves', async (t) => {
  const app = await openPhone(t);
  await tap(app, await control(app, /^Menu/));
  const drawer = (list) => list.filter((c) => !/^(Top bar|Action bar)$/.test(c.section));
  const before = drawer(await controls(app));
  const header = findControl(before, /^Levels$/, { kind: 'header' });
  assert.ok(header?.visible, 'the drawer\'s first section header is in view');
  await press(app, await control(app, /^Solve$/, { section: 'Action bar' }), { touch: true });
  // The first frame that shows the strip (while solving, or with the result of a quick solve): the
  // messages and the controls of that frame, read together.
  const seen = await app.page.waitForFunction(() => {
    const m = window.boxcar.messages();
    return m.length ? { shown: m, list: window.boxcar.controls() } : null;
  }, null, { timeout: 30000, polling: 10 });
  const { shown, list } = await seen.jsonValue();
  assert.equal(shown.length, 1);
  for (const c of before.filter((b) => b.visible)) {
    const now = list.find((d) => d.id === c.id);
    assert.ok(now?.visible, `${c.label} (${c.section}) is still in view with the message "${shown[0].text}" shown`);
    assert.deepEqual(now.rect, c.rect, `${c.label} did not move`);
    assert.ok(!overlaps(now.rect, shown[0].rect), `the message ${shown[0].rect} does not cover ${c.label} ${now.rect}`);
  }
  const top = Math.max(...list.filter((c) => c.section === 'Top bar').map((c) => c.rect[1] + c.rect[3]));
  assert.ok(shown[0].rect[1] >= top, 'the message is below the top bar');
  await idle(app);
  app.assertNoErrors();
});
