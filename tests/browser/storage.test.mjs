// What the page remembers across reloads (docs/STORAGE.md): theme, the collection and level last open
// with the moves in progress, best solutions; a damaged record is dropped with a message; "forget
// everything" empties it. A script's select() starts a level afresh.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';
import { DESKTOP, idle, controls, control, press, findControl, scrollIntoView } from './person.mjs';

const THREE = '; One\n#####\n#@$.#\n#####\n\n; Two\n#######\n#@ $ .#\n#######\n\n; Three\n#####\n#.$@#\n#####\n';

async function reload(app) {
  await app.page.reload({ waitUntil: 'load' });
  return app.idle();
}

const keys = (app) => app.page.evaluate(() => Object.keys(window.localStorage).sort());

test('theme, collection, level and moves in progress come back after a reload; select() starts afresh', async (t) => {
  const app = await startApp(t);
  assert.equal((await app.call('load', THREE)).ok, true);
  assert.equal((await app.call('select', 2)).ok, true);
  assert.equal((await app.call('move', 'r')).ok, true);
  assert.equal((await app.call('setTheme', 'light')).ok, true);
  await app.idle();
  assert.deepEqual(await keys(app), ['boxcar.v1', 'boxcar.v1.collections']);

  let s = await reload(app);
  assert.equal(s.theme, 'light');
  assert.equal(s.title, 'Two');
  assert.equal(s.level, 2);
  assert.equal(s.moves, 1, 'the move in progress is back');
  assert.match(s.message, /moves on this level are back/);
  const records = await app.call('records');
  assert.equal(records.level.progress_moves, 'r');

  // A script opening the level gets it afresh; the saved moves stay for a person.
  await app.call('select', 1);
  s = (await app.call('select', 2)) && await app.idle();
  assert.equal(s.moves, 0);
  s = await reload(app);
  assert.equal(s.moves, 1);
  app.assertNoErrors();
});

test('a level solved by hand keeps its best solution by moves and by pushes', async (t) => {
  const app = await startApp(t);
  assert.equal((await app.call('load', THREE)).ok, true);
  assert.equal((await app.call('move', 'R')).ok, true);
  await app.idle();
  const { level } = await app.call('records');
  assert.deepEqual(level.best_moves, { moves: 1, pushes: 1, solution: 'R', origin: 'player' });
  assert.deepEqual(level.best_pushes, { moves: 1, pushes: 1, solution: 'R', origin: 'player' });
  await reload(app);
  assert.equal((await app.call('records')).level.best_moves.moves, 1);
  app.assertNoErrors();
});

test('a damaged record is dropped with a message; the page starts normally', async (t) => {
  const app = await startApp(t);
  await app.page.evaluate(() => {
    window.localStorage.setItem('boxcar.v1', '{"version":1,"theme":"neon","levels":{"s:1":{"progress":"<img>"}}');
    window.localStorage.setItem('boxcar.v1.collections', 'not json at all');
  });
  const s = await reload(app);
  assert.match(s.message, /remembered was dropped/);
  assert.equal(s.theme, 'dark');
  assert.equal(s.title, 'First Push');
  const stored = await app.page.evaluate(() => window.localStorage.getItem('boxcar.v1'));
  assert.doesNotMatch(stored, /neon|img/, 'the bad part is gone from storage');
  app.assertNoErrors();
});

test('forget everything empties the storage; the next visit starts fresh', async (t) => {
  const app = await startApp(t);
  assert.equal((await app.call('load', THREE)).ok, true);
  assert.equal((await app.call('select', 3)).ok, true);
  assert.equal((await app.call('setTheme', 'light')).ok, true);
  await app.idle();
  assert.notDeepEqual(await keys(app), []);
  assert.equal((await app.call('forgetEverything')).ok, true);
  const s = await app.idle();
  assert.match(s.message, /Forgot everything/);
  assert.deepEqual(await keys(app), []);
  const fresh = await reload(app);
  assert.equal(fresh.title, 'First Push');
  assert.equal(fresh.theme, 'dark');
  app.assertNoErrors();
});

// A person's click on "Forget everything" must not wipe the records at once: the page asks first.
test('a click on Forget everything asks first: "Keep my records" keeps them, "Yes, forget everything" forgets', async (t) => {
  const viewport = DESKTOP.viewport;
  const app = await startApp(t, '/', DESKTOP);
  assert.equal((await app.call('load', THREE)).ok, true);
  assert.equal((await app.call('select', 3)).ok, true);
  assert.equal((await app.call('setTheme', 'light')).ok, true);
  await idle(app);
  const remembered = await keys(app);
  assert.notDeepEqual(remembered, []);
  const reach = async (label) => {
    let c = await control(app, label);
    if (!c.visible) c = await scrollIntoView(app, c, { viewport });
    assert.ok(c && c.visible, `${label} can be brought into view`);
    return c;
  };
  await press(app, await control(app, 'View', { kind: 'tab' }));
  await idle(app);
  await press(app, await reach('Forget everything'));
  await idle(app);
  assert.deepEqual(await keys(app), remembered, 'one click forgets nothing');
  assert.ok(findControl(await controls(app), 'Yes, forget everything'), 'the page asks');
  await press(app, await reach('Keep my records'));
  await idle(app);
  assert.deepEqual(await keys(app), remembered);
  assert.equal(findControl(await controls(app), 'Yes, forget everything'), null, 'the question is gone');

  await press(app, await reach('Forget everything'));
  await idle(app);
  await press(app, await reach('Yes, forget everything'));
  await idle(app);
  const s = await app.state();
  assert.match(s.message, /Forgot everything/);
  assert.deepEqual(await keys(app), []);
  app.assertNoErrors();
});
