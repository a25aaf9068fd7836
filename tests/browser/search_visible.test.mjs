// The search made visible, as a teacher uses it at 1280x800 and 1920x1080 with the mouse and keys: the Lecture
// tab, the watched search's algorithm picked in its combo, Start, Step (clicks) and Space; state().search
// then lists the next frontier entries in the order the search takes them (checked against the nodes the
// search then expands: BFS's queue taken in order, DFS's newest child first, A*'s lowest f with its tie
// rule), the children of each expansion with their fate, the pseudocode and its line; once solved the path
// found plays back on the board. Screenshots in docs/screens (search-visible-*.png).
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './harness.mjs';
import { control, controls, idle, press, scrollIntoView } from './person.mjs';
import { COLORS, cellCentre, near, sample } from './pixels.mjs';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
// Two boxes a few pushes from their goals (a search of a few dozen nodes).
const FIELD = '########\n#@     #\n# $  $ #\n#      #\n#.    .#\n########';
const SECTION = 'Watch the search';

async function start(t, viewport) {
  const app = await openApp({ viewport });
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  assert.equal((await app.call('load', FIELD)).ok, true);
  await idle(app);
  await press(app, await control(app, 'Lecture', { kind: 'tab' }));
  await idle(app);
  return app;
}

// Presses a control of the watch panel, scrolled into view first when the drawer has it below the fold.
async function pressWatch(app, viewport, label, kind) {
  let c = await control(app, label, { section: SECTION, kind });
  assert.ok(c, `${label} in the watch panel`);
  if (!c.visible) c = await scrollIntoView(app, c, { viewport });
  assert.ok(c && c.visible, `${label} can be brought into view`);
  await press(app, c);
  await idle(app);
}

// Picks the watched search's algorithm in its combo (clicks).
async function chooseAlgorithm(app, viewport, name) {
  await pressWatch(app, viewport, 'Algorithm of the watched search', 'combo');
  const item = (await controls(app)).find((c) => c.label === name && c.kind === 'list_item' && c.visible);
  assert.ok(item, `${name} in the algorithm list`);
  await press(app, item);
  await idle(app);
}

const search = async (app) => (await app.state()).search;
const same = (a, b) => JSON.stringify(a.boxes) === JSON.stringify(b.boxes) && JSON.stringify(a.keeper) === JSON.stringify(b.keeper);

test('1280x800, BFS: Step and Space expand the queue in the order listed; children, pseudocode and line', { timeout: 180000 }, async (t) => {
  const viewport = { width: 1280, height: 800 };
  const app = await start(t, viewport);
  await chooseAlgorithm(app, viewport, 'bfs');
  await pressWatch(app, viewport, 'Start', 'button');
  let s = await search(app);
  assert.equal(s.active, true);
  assert.equal(s.algo, 'bfs');
  assert.equal(s.line, 1);
  assert.equal(s.pseudocode.length, 9);
  assert.match(s.pseudocode[0], /FIFO queue/);

  await pressWatch(app, viewport, 'Step', 'button');
  s = await search(app);
  assert.equal(s.closed, 1);
  const fresh = s.children.filter((c) => c.fate === 'new');
  assert.ok(fresh.length >= 2, JSON.stringify(s.children));
  for (const c of s.children) {
    assert.ok(['new', 'seen', 'improved', 'pruned'].includes(c.fate));
    assert.equal(c.pruned_by === null, c.fate !== 'pruned', JSON.stringify(c));
    if (c.fate === 'pruned') assert.ok(['dead', 'freeze', 'corral', 'bipartite'].includes(c.pruned_by));
  }
  // The queue is the start's new children, in the order they were generated.
  assert.equal(s.frontier, fresh.length);
  assert.equal(s.next.length, Math.min(12, fresh.length));
  s.next.forEach((n, i) => {
    assert.ok(same(n, fresh[i]), `queue entry ${i}`);
    assert.equal(n.g, 1);
    assert.equal(n.depth, 1);
  });
  assert.equal(s.line, s.children.at(-1).fate === 'pruned' ? 5 : s.children.at(-1).fate === 'seen' ? 6 : 8);

  // FIFO: the next expansions (Space) take the listed entries in that order.
  const listed = s.next.slice(0, 4);
  await app.page.mouse.move(viewport.width / 3, viewport.height / 2);  // over the board, not a text field
  for (const entry of listed) {
    await app.page.keyboard.press('Space');
    await idle(app);
    const now = await search(app);
    assert.ok(same(now.node, entry), `expanded ${JSON.stringify(now.node)}, listed ${JSON.stringify(entry)}`);
  }
  await app.screenshot(path.join(SHOTS, 'search-visible-bfs-1280x800.png'));
  app.assertNoErrors();
});

test('1280x800, DFS: the newest child is expanded next (LIFO)', { timeout: 180000 }, async (t) => {
  const viewport = { width: 1280, height: 800 };
  const app = await start(t, viewport);
  await chooseAlgorithm(app, viewport, 'dfs');
  await pressWatch(app, viewport, 'Start', 'button');
  assert.match((await search(app)).pseudocode[0], /LIFO stack/);
  let checked = 0;
  for (let i = 0; i < 6; ++i) {
    await pressWatch(app, viewport, 'Step', 'button');
    const s = await search(app);
    if (s.done) break;
    const fresh = s.children.filter((c) => c.fate === 'new');
    if (fresh.length === 0) continue;
    assert.ok(same(s.next[0], fresh.at(-1)), 'the top of the stack is the last new child');
    await pressWatch(app, viewport, 'Step', 'button');
    const after = await search(app);
    if (after.done) break;
    assert.ok(same(after.node, fresh.at(-1)), 'and it is expanded next');
    ++checked;
  }
  assert.ok(checked >= 2, `checked ${checked} steps`);
  app.assertNoErrors();
});

test('1920x1080, A*: lowest f first (ties to the larger g), each listed head expanded next; the path plays', { timeout: 240000 }, async (t) => {
  const viewport = { width: 1920, height: 1080 };
  const app = await start(t, viewport);
  await chooseAlgorithm(app, viewport, 'astar');
  await pressWatch(app, viewport, 'Start', 'button');
  assert.match((await search(app)).pseudocode[0], /f = g \+ h/);
  let s = await search(app);
  let steps = 0;
  while (!s.done && steps < 60) {
    const head = s.next[0];
    await pressWatch(app, viewport, 'Step', 'button');
    ++steps;
    const before = s;
    s = await search(app);
    for (let i = 1; i < s.next.length; ++i) {
      const [a, b] = [s.next[i - 1], s.next[i]];
      assert.ok(a.f < b.f || (a.f === b.f && a.g >= b.g), `order at ${i}: ${JSON.stringify([a, b])}`);
    }
    if (head && !s.done) assert.ok(same(s.node, head), `step ${steps}: expanded the listed head`);
    if (steps === 3) await app.screenshot(path.join(SHOTS, 'search-visible-astar-1920x1080.png'));
    assert.ok(s.line >= 1 && s.line <= s.pseudocode.length, `line ${s.line}`);
    if (!s.done && before.closed === s.closed) assert.fail('a step expanded nothing');
  }
  assert.equal(s.status, 'solved', s.message);
  assert.equal(s.line, 4, 'the goal test is the line executed last');
  assert.equal(s.solution.pushes, 6);
  assert.equal(s.path.length, 7);
  // The path plays back on the board: to its last node, all boxes on goals, drawn there.
  await app.page.waitForFunction(() => window.boxcar.state().search.path.at === 6, null, { timeout: 30000 });
  s = await app.state();
  assert.deepEqual(s.search.node.boxes, [[1, 4], [6, 4]]);
  const px = await sample(app.page, s.search.node.boxes.map(([x, y]) => cellCentre(s.board, x, y)));
  px.forEach((p) => assert.ok(near(p, COLORS.boxOnGoal, 14), `a box on its goal: ${p}`));
  // Play the path again: it starts over (read at once: idle() waits for the playback's end).
  const again = await control(app, 'Play the path', { section: SECTION, kind: 'button' });
  assert.ok(again && again.visible, 'Play the path is in view');
  await press(app, again);
  await app.page.waitForFunction(() => window.boxcar.state().search.path.at < 6, null, { timeout: 3000 });
  await idle(app);
  assert.equal((await search(app)).path.at, 6);
  app.assertNoErrors();
});

test('1280x800, What comes next?: the class picks a frontier node by click; wrong and right with the reason', { timeout: 180000 }, async (t) => {
  const viewport = { width: 1280, height: 800 };
  const app = await start(t, viewport);
  await chooseAlgorithm(app, viewport, 'astar');
  await pressWatch(app, viewport, 'Start', 'button');
  await pressWatch(app, viewport, 'Step', 'button');
  await pressWatch(app, viewport, 'Step', 'button');
  await pressWatch(app, viewport, 'What comes next? (class mode)', 'checkbox');
  let s = await search(app);
  assert.equal(s.quiz.on, true);
  assert.ok(s.next.length >= 2, JSON.stringify(s.next));
  // The tiles are lettered in the order the nodes were reached: letter k shows next[order[k]].
  const letter = (index) => String.fromCharCode(65 + s.quiz.order.indexOf(index));
  const head = s.next[0];
  await pressWatch(app, viewport, `Guess ${letter(1)}`, 'button');
  let now = await search(app);
  assert.equal(now.quiz.answer.right, false);
  assert.equal(now.quiz.answer.chosen, 1);
  assert.match(now.quiz.answer.reason, /^Not that one: .*(lowest f|larger g|reached first)/);
  assert.ok(same(now.node, head), 'the search expanded the head of the frontier');
  s = now;
  const next = s.next[0];
  await pressWatch(app, viewport, `Guess ${letter(0)}`, 'button');
  now = await search(app);
  assert.equal(now.quiz.answer.right, true);
  assert.match(now.quiz.answer.reason, /^Right: the lowest f/);
  assert.ok(same(now.node, next));
  await app.screenshot(path.join(SHOTS, 'search-visible-quiz-1280x800.png'));
  app.assertNoErrors();
});
