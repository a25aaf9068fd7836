// Share links in a real browser: a link made after a solve restores the same level, solution and step
// (checked in state() and in the board's pixels), #board links open Rush Hour boards, broken links give
// a message and leave the app usable, big levels are "too big to share", and the clipboard copies.
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { cellCentre, sample } from './pixels.mjs';

// Our own level (solved by our solver in the test): two boxes, two goals.
const LEVEL = 'Title: Two Apart\n#######\n#     #\n#@$ $ #\n#  .. #\n#######';

async function waitFor(app, predicate, arg, timeout = 30000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}

async function boardColours(app) {
  const s = await app.idle();
  const points = [];
  for (let y = 0; y < s.height; ++y) for (let x = 0; x < s.width; ++x) points.push(cellCentre(s.board, x, y));
  return sample(app.page, points);
}

test('a share link restores the level, the verified solution and the step shown', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await app.goto('/');
  await app.idle();
  assert.equal((await app.call('load', LEVEL)).ok, true);
  const solver = await app.call('solve', { algo: 'astar', timeLimit: 20 });
  assert.equal(solver.status, 'solved');
  const k = Math.floor(solver.solution_length / 2);
  await app.call('seek', k);
  const before = await app.state();
  const pixelsBefore = await boardColours(app);
  const solutionBefore = (await app.call('solutionText')).text;
  const link = await app.call('shareLink');
  assert.equal(typeof link, 'string', JSON.stringify(link));
  assert.ok(link.startsWith(app.url), link);
  const fragment = link.slice(link.indexOf('#') + 1);
  assert.doesNotMatch(fragment, /[#+ \n]/, 'no raw XSB characters in the fragment');

  await app.page.goto('about:blank');  // leave the app, then open the link in a fresh page load
  await app.page.goto(link, { waitUntil: 'load' });
  await app.idle();
  await waitFor(app, () => /Opened the shared level/.test(window.boxcar.state().message || ''));
  const after = await app.state();
  assert.equal(after.title, 'Two Apart');
  assert.equal(after.width, before.width);
  assert.equal(after.playback.position, k);
  assert.equal(after.playback.length, before.playback.length);
  assert.equal(after.moves, before.moves);
  assert.equal(after.pushes, before.pushes);
  assert.deepEqual(await boardColours(app), pixelsBefore, 'the board looks exactly the same');
  assert.equal((await app.call('solutionText')).text, solutionBefore);
  app.assertNoErrors();
});

test('#board links open Rush Hour boards, Fogleman style; a hash change opens another link', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await app.goto('/#oooooooooBooAAoBoooooooooooooooooooo');
  await app.idle();
  await waitFor(app, () => window.boxcar.state().kind === 'rushhour');
  let s = await app.state();
  assert.equal(s.board_string, 'oooooooooBooAAoBoooooooooooooooooooo');
  assert.equal(s.optimal, 2);
  assert.equal(await app.call('shareLink'), app.url + '#oooooooooBooAAoBoooooooooooooooooooo');
  await app.page.evaluate(() => { window.location.hash = 'ooooooooBCooAABCooDDDoooooooooEEoooo'; });
  await waitFor(app, () => window.boxcar.state().board_string === 'ooooooooBCooAABCooDDDoooooooooEEoooo');
  s = await app.state();
  assert.equal(s.optimal, 3);
  app.assertNoErrors();
});

test('broken and unknown links give a clear message; the app stays usable', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await app.goto('/#level=%ZZ');
  await app.idle();
  await waitFor(app, () => /can't be opened/.test(window.boxcar.state().message || ''));
  assert.match((await app.state()).message, /bad %-escape at character 1/);
  assert.equal((await app.state()).title, 'First Push', 'the built-in level is shown instead');
  await app.page.evaluate(() => { window.location.hash = 'hello-world'; });
  await waitFor(app, () => /neither a Rush Hour board nor a Boxcar level link/.test(window.boxcar.state().message || ''));
  assert.equal((await app.call('move', 'R')).ok, true, 'play goes on');
  app.assertNoErrors();
});

test('too big to share; Copy link and copy solution reach the clipboard', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await app.goto('/');
  await app.idle();
  const rows = [];
  for (let y = 0; y < 100; ++y) {
    let row = '';
    for (let x = 0; x < 100; ++x) {
      const edge = x === 0 || y === 0 || x === 99 || y === 99;
      let c = (x * 7 + y * 3) % 5 < 2 ? '*' : ' ';
      if (x === 1 && y === 1) c = '@';
      if (x === 3 && y === 1) c = '$';
      if (x === 4 && y === 1) c = '.';
      row += edge ? '#' : c;
    }
    rows.push(row);
  }
  assert.equal((await app.call('load', rows.join('\n'))).ok, true);
  const big = await app.call('shareLink');
  assert.equal(big.ok, false);
  assert.match(big.error, /too big to share/);
  assert.match((await app.state()).message, /too big to share/);

  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  assert.equal((await app.call('load', LEVEL)).ok, true);
  assert.equal((await app.call('replaySolution', 'rurdurd')).ok, true);
  assert.equal(await app.call('copySolution'), true);
  assert.equal(await app.page.evaluate(() => navigator.clipboard.readText()), 'RurDurD');
  assert.match((await app.state()).message, /Copied the solution/);
  app.assertNoErrors();
});
