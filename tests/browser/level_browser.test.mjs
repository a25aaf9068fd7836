// The level browser and the records files as a person uses them: clicks, taps, keys and finger drags at
// the controls' rectangles (person.mjs), at 1280x800 and at 390x844 with touch. The library's files are
// fetched only when the browser shows them; the 1,400 Rush Hour boards open quickly and only the visible
// cards are drawn; a level is opened by click, tap or keys; the solver's solution shows as "solver found",
// not as the player's (also when played through), until the person keeps it as theirs: then a solved mark
// with the best counts; records export to a download and import back through the file dialog, and a
// tampered or huge file is refused with a message and changes nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from './harness.mjs';
import {
  DESKTOP, PHONE_1X, idle, controls, control, press, findControl, swipe, layoutProblems, scrollIntoView,
} from './person.mjs';

const SHOTS = process.env.BOXCAR_SHOTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'boxcar-library-'));
const SECTION = 'Level browser';

const cards = (list) => list.filter((c) => c.section === SECTION && c.kind === 'list_item' && c.visible);
// The messages on screen (errors stay until dismissed), or else the last one (information fades).
const messageText = async (app) => {
  const shown = (await app.call('messages')).map((m) => `${m.level}: ${m.text}`).join(' | ');
  return shown || `info: ${(await app.state()).message}`;
};

async function start(t, options) {
  const app = await startApp(t, '/', options);
  return { app, requests: app.requests };
}

// Picks an entry of one of the browser's combos ("Collection", "Show", "Size").
async function choose(app, combo, item, touch = false) {
  await press(app, await control(app, combo, { section: SECTION, kind: 'combo' }), { touch });
  await idle(app);
  await press(app, await control(app, item, { section: SECTION, kind: 'list_item' }), { touch });
  await idle(app);
}

test('desktop: browse the library, open by click and by keys, records by solve, export, import', { timeout: 5 * 60 * 1000 }, async (t) => {
  const { app, requests } = await start(t, DESKTOP);
  assert.ok(!requests.some((u) => u.includes('/assets/levels/')), 'the first page load fetches no level file');

  // The level title in the top bar opens the browser over the board; the library's list comes then.
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  let list = await controls(app);
  assert.ok(findControl(list, 'Collection', { section: SECTION }), 'the browser is open');
  assert.ok(requests.some((u) => u.endsWith('/assets/levels/index.json')), 'index.json is fetched when the browser opens');
  // It starts on the collection on screen (the starters), cards drawn by the app.
  assert.equal(cards(list).length, 4, cards(list).map((c) => c.label).join(', '));

  // The largest collection: 1,400 Rush Hour boards.
  await press(app, await control(app, 'Collection', { section: SECTION, kind: 'combo' }));
  await idle(app);
  const item = await control(app, /1400\)$/, { section: SECTION, kind: 'list_item' });
  const clicked = Date.now();
  await press(app, item);
  await idle(app);
  const openMs = Date.now() - clicked;
  const timing = await app.page.evaluate(() => BoxcarLibrary.timings.find((x) => x.file.includes('rush')));
  t.diagnostic(`Rush Hour 1,400: click to drawn ${openMs} ms (fetch ${timing.fetch_ms.toFixed(1)} ms, ` +
    `parse ${timing.parse_ms.toFixed(1)} ms, ${timing.bytes} bytes)`);
  assert.ok(openMs < 5000, `the largest collection opens in ${openMs} ms`);
  list = await controls(app);
  const drawn = list.filter((c) => c.section === SECTION && c.kind === 'list_item');
  assert.ok(drawn.length >= 8 && drawn.length <= 60, `only the visible rows are drawn: ${drawn.length} cards`);
  assert.match(cards(list)[0].label, /^Board 1\b/);
  await app.screenshot(path.join(SHOTS, 'desktop-rush-grid.png'));

  // Keys: right, right, down, Enter opens the card below the third.
  const columns = cards(list).filter((c) => Math.abs(c.rect[1] - cards(list)[0].rect[1]) < 2).length;
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Enter']) {  // at a person's pace
    await app.page.keyboard.press(key);
    await idle(app);
  }
  let s = await app.state();
  assert.equal(s.kind, 'rushhour');
  assert.equal(s.level, 3 + columns, `keys opened board ${s.level}; ${columns} columns`);
  assert.equal(findControl(await controls(app), 'Collection', { section: SECTION }), null, 'opening a level closes the browser');

  // Typing searches by title; Escape closes.
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  await app.page.keyboard.type('board 1399', { delay: 30 });
  await idle(app);
  list = await controls(app);
  assert.deepEqual(cards(list).map((c) => c.label.split(' \u00b7 ')[0]), ['Board 1399']);
  for (let i = 0; i < 'board 1399'.length; i++) {
    await app.page.keyboard.press('Backspace');
    await idle(app);
  }
  await idle(app);
  assert.equal(cards(await controls(app))[0].label.split(' \u00b7 ')[0], 'Board 1', 'Backspace takes the search back');
  await app.page.keyboard.press('Escape');
  await idle(app);
  assert.equal(findControl(await controls(app), 'Collection', { section: SECTION }), null, 'Escape closes the browser');

  // A Sokoban tier: open level 1 by a click, solve it with the Solve button; the browser shows it solved
  // with its best counts, and the credits of the collection.
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  await choose(app, 'Collection', /^Boxcar Originals, 2 boxes/);
  list = await controls(app);
  assert.ok(findControl(list, /^Credit: The Boxcar team/, { section: SECTION, kind: 'header' }), 'the credits are shown');
  await press(app, cards(list)[0]);
  await idle(app);
  s = await app.state();
  assert.equal(s.level, 1);
  assert.match(s.title, /Boxcar Originals, 2 boxes #1/);
  await press(app, await control(app, /^\W*solve\b/i, { kind: 'button' }));
  await app.page.waitForFunction(() => window.boxcar.state().solver.status !== 'running', null, { timeout: 60000 });
  await idle(app);
  s = await app.state();
  assert.equal(s.solver.status, 'solved');
  // The solver's solution is not the player's: the card says what the solver found, without a solved mark.
  const card = async () => {
    await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
    await idle(app);
    const label = cards(await controls(app))[0].label;
    await app.page.keyboard.press('Escape');
    await idle(app);
    return label;
  };
  let label = await card();
  assert.match(label, new RegExp(`solver found ${s.solver.moves} moves`));
  assert.doesNotMatch(label, /solved/);
  // Played through to the end with the transport: still the solver's.
  await press(app, await control(app, /^Play$/, { section: 'Action bar' }));
  await app.page.waitForFunction(() => window.boxcar.state().solved === true, null, { timeout: 60000 });
  await idle(app);
  label = await card();
  assert.doesNotMatch(label, /solved ·|best/, `played through, not the player's: ${label}`);
  // The person keeps it as theirs (drawer, Solver tab): now it is solved, with its counts.
  await press(app, await control(app, 'Solver', { kind: 'tab' }));
  await idle(app);
  let keep = await control(app, 'Keep as my solution');
  if (!keep.visible) keep = await scrollIntoView(app, keep, { viewport: DESKTOP.viewport });
  await press(app, keep);
  await idle(app);
  const kept = (await app.call('records')).level;
  assert.equal(kept.best_moves.origin, 'solver');
  assert.equal(kept.found, null, 'kept: moved to the player\'s record');
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  list = await controls(app);
  assert.match(cards(list)[0].label, new RegExp(`solved \u00b7 best ${s.solver.moves} moves, ${s.solver.pushes} pushes`));
  await app.screenshot(path.join(SHOTS, 'desktop-originals-solved.png'));
  await choose(app, 'Show', 'Solved');
  assert.equal(cards(await controls(app)).length, 1);
  await choose(app, 'Show', 'Unsolved');
  list = await controls(app);
  assert.match(cards(list)[0].label, /#2$/);
  assert.ok(cards(list).every((c) => !/solved/.test(c.label)));
  await choose(app, 'Show', 'All levels');
  // Microban's credit and terms.
  await choose(app, 'Collection', /^Microban \(155\)/);
  assert.ok(findControl(await controls(app), /David W\. Skinner/, { section: SECTION, kind: 'header' }));
  await choose(app, 'Collection', /^Boxcar Originals, 2 boxes/);

  // Export both forms to downloads.
  const saved = async (label) => {
    const [download] = await Promise.all([app.page.waitForEvent('download'), press(app, await control(app, label, { section: SECTION }))]);
    const file = path.join(SHOTS, download.suggestedFilename());
    await download.saveAs(file);
    await idle(app);
    return file;
  };
  const jsonFile = await saved('Export records');
  const exported = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  assert.equal(exported.format, 'boxcar-records');
  assert.equal(exported.levels.length, 1);
  assert.equal(exported.levels[0].best_moves.moves, s.solver.moves);
  assert.equal(exported.levels[0].best_moves.origin, 'solver');
  assert.equal(exported.version, 2);
  const xsb = fs.readFileSync(await saved('Export XSB'), 'utf8');
  assert.match(xsb, /\nTitle: Boxcar Originals, 2 boxes #1\nSolution\n[lurdLURD]/);

  // Forget everything: the mark goes. Import the file back through the file dialog: it comes back.
  const importFile = async (file) => {
    const [chooser] = await Promise.all([app.page.waitForEvent('filechooser'),
      press(app, await control(app, 'Import records...', { section: SECTION }))]);
    await chooser.setFiles(file);
    await idle(app);
    return messageText(app);
  };
  await app.call('forgetEverything');  // (the drawer's button; its own test clicks it)
  await idle(app);
  assert.doesNotMatch(cards(await controls(app))[0].label, /solved/);
  let said = await importFile(jsonFile);
  assert.match(said, /info: Imported 1 solution for 1 level/);
  assert.match(cards(await controls(app))[0].label, /solved/);
  const before = await app.call('exportRecords');

  // A tampered solution (one move changed) and a huge file: refused, with the reason, and nothing changes.
  const tampered = structuredClone(exported);
  const sol = tampered.levels[0].best_moves.solution;
  tampered.levels[0].best_moves.solution = sol.slice(0, 2) + (/[lr]/i.test(sol[2]) ? 'u' : 'l') + sol.slice(3);
  delete tampered.levels[0].best_pushes;
  const tamperedFile = path.join(SHOTS, 'tampered.json');
  fs.writeFileSync(tamperedFile, JSON.stringify(tampered));
  said = await importFile(tamperedFile);
  assert.match(said, /error: Imported nothing\. Refused 1: level 1 "Boxcar Originals, 2 boxes #1": best_moves: /);
  await app.screenshot(path.join(SHOTS, 'desktop-import-refused.png'));
  const hugeFile = path.join(SHOTS, 'huge.json');
  fs.writeFileSync(hugeFile, '{' + ' '.repeat(3 << 20) + '}');
  said = await importFile(hugeFile);
  assert.match(said, /error: Could not import records from "huge.json": it is too large .* Nothing was changed\./);
  const wrongFile = path.join(SHOTS, 'wrong.json');
  fs.writeFileSync(wrongFile, JSON.stringify({ format: 'something', version: 1 }));
  said = await importFile(wrongFile);
  assert.match(said, /error: Could not import records: the file is JSON but not a Boxcar records file/);
  assert.deepEqual(await app.call('exportRecords'), before, 'refused imports change nothing');

  // The XSB form imports too (after forgetting).
  await app.call('forgetEverything');
  await idle(app);
  said = await importFile(path.join(SHOTS, 'boxcar-solutions.xsb'));
  assert.match(said, /info: Imported 1 solution for 1 level/);

  // Nothing off screen or overlapping in the browser.
  list = await controls(app);
  assert.deepEqual(layoutProblems(list.filter((c) => c.section === SECTION), DESKTOP.viewport), []);
  app.assertNoErrors();
});

test('desktop: Escape in an open dropdown closes the dropdown only; the next Escape closes the browser', async (t) => {
  const { app } = await start(t, DESKTOP);
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  await press(app, await control(app, 'Size', { section: SECTION, kind: 'combo' }));
  await idle(app);
  const sizeItem = (list) => findControl(list, 'Large (13 and more)', { section: SECTION, kind: 'list_item' });
  assert.ok(sizeItem(await controls(app))?.visible, 'the Size list is open');
  await app.page.keyboard.press('Escape');
  await idle(app);
  let list = await controls(app);
  assert.ok(!sizeItem(list)?.visible, 'Escape closed the Size list');
  assert.ok(findControl(list, 'Collection', { section: SECTION })?.visible, 'the browser is still open');
  await app.page.keyboard.press('Escape');
  await idle(app);
  list = await controls(app);
  assert.ok(!findControl(list, 'Collection', { section: SECTION })?.visible, 'the second Escape closed the browser');
  app.assertNoErrors();
});

test('desktop: a library collection opened in the browser is the library\'s after a reload, not a pasted one', { timeout: 5 * 60 * 1000 }, async (t) => {
  const { app } = await start(t, DESKTOP);
  const microbans = async () => {
    await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
    await idle(app);
    await press(app, await control(app, 'Collection', { section: SECTION, kind: 'combo' }));
    await idle(app);
    const items = (await controls(app)).filter((c) => c.section === SECTION && c.kind === 'list_item' && /^Microban/.test(c.label));
    return items;
  };
  let items = await microbans();
  assert.deepEqual(items.map((c) => c.label), ['Microban (155)', 'Microban II (135)']);
  await press(app, items[0]);
  await idle(app);
  await press(app, cards(await controls(app))[0]);  // level 1
  await idle(app);
  let s = await app.state();
  assert.equal(s.levels, 155);
  await app.page.locator('canvas').click({ position: { x: 1000, y: 700 } });  // focus the page
  await app.page.keyboard.press('ArrowLeft');
  await idle(app);

  await app.page.reload({ waitUntil: 'load' });
  await idle(app);
  s = await app.state();
  assert.equal(s.levels, 155, 'the collection is back');
  items = await microbans();
  assert.deepEqual(items.map((c) => c.label), ['Microban (155)', 'Microban II (135)'],
    'no second Microban under Pasted');
  app.assertNoErrors();
});

test('phone: the browser covers the board between the bars; tap, drag to scroll, tap a card', { timeout: 5 * 60 * 1000 }, async (t) => {
  const { app, requests } = await start(t, PHONE_1X);
  const tap = async (c) => { await press(app, c, { touch: true }); await idle(app); };
  assert.ok(!requests.some((u) => u.includes('/assets/levels/')), 'the first page load fetches no level file');
  await tap(await control(app, 'Browse levels', { section: 'Top bar' }));
  await choose(app, 'Collection', /1400\)$/, true);
  let list = await controls(app);
  const top = Math.max(...list.filter((c) => c.visible && c.section === 'Top bar').map((c) => c.rect[1] + c.rect[3]));
  const bottom = Math.min(...list.filter((c) => c.visible && /action/i.test(c.section)).map((c) => c.rect[1]));
  const mine = list.filter((c) => c.section === SECTION && c.visible);
  assert.ok(mine.length > 4);
  for (const c of mine) {
    assert.ok(c.rect[1] >= top - 1 && c.rect[1] + c.rect[3] <= bottom + 1, `${c.label} lies between the bars: ${c.rect}`);
  }
  assert.deepEqual(layoutProblems(mine, PHONE_1X.viewport, { minTap: 40 }), []);
  await app.screenshot(path.join(SHOTS, 'phone-rush-grid.png'));

  // A finger drag up scrolls the grid (and opens nothing).
  const first = cards(list)[0];
  const x = first.rect[0] + first.rect[2] / 2, y = first.rect[1] + first.rect[3] / 2;
  await swipe(app, [x, y + 150], [x, y - 150], { touch: true, steps: 12 });
  await idle(app);
  list = await controls(app);
  assert.ok(findControl(list, 'Collection', { section: SECTION }), 'a drag opens no level');
  const now = cards(list)[0];
  assert.notEqual(now.label, first.label, 'the grid scrolled');
  const number = Number(/^Board (\d+)/.exec(now.label)[1]);
  assert.ok(number > 1);
  await app.screenshot(path.join(SHOTS, 'phone-rush-scrolled.png'));

  // A tap on a card opens its board.
  await tap(now);
  const s = await app.state();
  assert.equal(s.kind, 'rushhour');
  assert.equal(s.level, number);
  assert.equal(findControl(await controls(app), 'Collection', { section: SECTION }), null);

  // Next unsolved, from the browser.
  await tap(await control(app, 'Browse levels', { section: 'Top bar' }));
  await tap(await control(app, 'Next unsolved', { section: SECTION }));
  assert.equal((await app.state()).level, number + 1);
  app.assertNoErrors();
});

// A collection the person pasted is a collection of the browser: titled from the paste, with its cards,
// found in the Collection list and opened by clicks; it is still there after a reload (the page's storage).
const PASTED = 'Title: Class set\n\n' +
  '; Room one\n#####\n#@$.#\n#####\n\n' +
  '; Room two\n######\n#@$ .#\n######\n\n' +
  '; Room three\n#######\n#@$  .#\n#######\n';

test('desktop: a pasted collection of 3 levels is found in the browser and its level 2 opened by clicks', { timeout: 5 * 60 * 1000 }, async (t) => {
  const { app } = await start(t, DESKTOP);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await app.page.locator('canvas').click({ position: { x: 1000, y: 700 } });
  await app.page.keyboard.press('Control+V');
  await idle(app);
  let s = await app.state();
  assert.equal(s.levels, 3, JSON.stringify(s));
  // Another collection on screen first, so that the pasted one must be found in the list.
  assert.equal((await app.call('loadBuiltin', 'rushhour')).ok, true);
  await idle(app);

  const findAndOpen = async () => {
    await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
    await idle(app);
    await choose(app, 'Collection', /^Class set \(3\)$/);
    const shown = cards(await controls(app));
    assert.deepEqual(shown.map((c) => c.label.split(' \u00b7 ')[0]), ['Room one', 'Room two', 'Room three']);
    await press(app, shown[1]);
    await idle(app);
    return app.state();
  };
  s = await findAndOpen();
  assert.equal(s.kind, 'sokoban');
  assert.equal(s.levels, 3);
  assert.equal(s.level, 2);
  assert.equal(s.title, 'Room two');
  assert.equal(findControl(await controls(app), 'Collection', { section: SECTION }), null, 'opening a level closes the browser');

  // Solved by hand: the card says so; after a reload the collection, its mark and its best are still there.
  for (const key of ['ArrowRight', 'ArrowRight']) {
    await app.page.keyboard.press(key);
    await idle(app);
  }
  assert.equal((await app.state()).solved, true);
  assert.equal((await app.call('loadBuiltin', 'sokoban')).ok, true);
  await app.page.reload({ waitUntil: 'load' });
  await idle(app);
  s = await findAndOpen();
  assert.equal(s.title, 'Room two');
  await press(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);
  const card = cards(await controls(app))[1];
  assert.match(card.label, /solved/i, card.label);
  await app.screenshot(path.join(SHOTS, 'desktop-pasted-collection.png'));
  app.assertNoErrors();
});
