// Watching the search in the browser: stepping the search shows the stepped node on
// the board (boxes and keeper where state().search.node says, the heatmap on squares boxes visited),
// searchRun animates, presentation mode hides the panels, and the Rush Hour agent demo reaches the goal
// with perturbations. Checked through state() and the pixels at cell centres (pixels.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { oneAppPerFile } from './harness.mjs';
import { COLORS, THEME, cellCentre, near, sample } from './pixels.mjs';

// Two boxes a few pushes from their goals (a search of a few dozen nodes).
const FIELD = '########\n#@     #\n# $  $ #\n#      #\n#.    .#\n########';
const RUSH = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';

async function open(app, text) {
  assert.equal((await app.call('load', text)).ok, true);
  return app.idle();
}

// A state once two more frames have been drawn (the board shows the latest model).
async function drawn(app) {
  return app.idle();
}

const key = ([x, y]) => `${x},${y}`;

let app;
oneAppPerFile((a) => (app = a));

test('searchStep: state().search has the stepped node (f = g + h) and the board shows it', async () => {
  await open(app, FIELD);
  const r = await app.call('searchStep', 1, { algo: 'astar', heuristic: 'hungarian' });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.closed, 1);
  assert.equal(r.node.g, 0);
  assert.equal(r.node.f, r.node.g + r.node.h);
  assert.deepEqual(r.node.boxes, [[2, 2], [5, 2]]);

  // Step until the stepped node has a box off its start square.
  let node = r.node;
  const atStart = (n) => n.boxes.every(([x, y]) => y === 2 && (x === 2 || x === 5));
  for (let i = 0; i < 40 && atStart(node); ++i) {
    const next = await app.call('searchStep', 1);
    assert.equal(next.ok, true);
    node = next.node;
  }
  const s = await drawn(app);
  assert.equal(s.search.active, true);
  assert.deepEqual(s.search.node, node);
  assert.equal(s.search.node.f, s.search.node.g + s.search.node.h);
  assert.ok(s.search.closed >= 2);
  assert.ok(s.search.frontier > 0);
  assert.equal(s.moves, 0, 'watching does not play moves');
  const moved = node.boxes.filter(([x, y]) => !(y === 2 && (x === 2 || x === 5)));
  assert.ok(moved.length > 0, `a box moved in the stepped node: ${JSON.stringify(node.boxes)}`);

  const boxes = new Set(node.boxes.map(key));
  const vacated = [[2, 2], [5, 2]].filter((c) => !boxes.has(key(c)));
  const points = [...node.boxes, node.keeper, ...vacated].map(([x, y]) => cellCentre(s.board, x, y));
  const px = await sample(app.page, points);
  node.boxes.forEach(([x, y], i) => {
    const goal = (x === 1 || x === 6) && y === 4;
    assert.ok(near(px[i], goal ? COLORS.boxOnGoal : COLORS.box, 14), `box of the node at ${x},${y}: ${px[i]}`);
  });
  assert.ok(near(px[node.boxes.length], COLORS.player, 14), `keeper at ${node.keeper}: ${px[node.boxes.length]}`);
  vacated.forEach(([x, y], i) => {
    const p = px[node.boxes.length + 1 + i];
    assert.ok(!near(p, COLORS.box, 40), `no box at the vacated square ${x},${y}: ${p}`);
  });
  app.assertNoErrors();
});

test('the heatmap tints squares where boxes stood in expanded nodes, and only those', async () => {
  const s = await drawn(app);
  const node = s.search.node;
  const occupied = new Set([...node.boxes.map(key), key(node.keeper)]);
  const hot = s.search.heat.filter(([x, y]) => !occupied.has(key([x, y])) && !((x === 1 || x === 6) && y === 4));
  assert.ok(hot.length > 0, JSON.stringify(s.search.heat));
  const heated = new Set(s.search.heat.map(([x, y]) => key([x, y])));
  const cold = [[3, 1], [4, 1], [6, 1], [1, 3]].filter((c) => !heated.has(key(c)) && !occupied.has(key(c)));
  const px = await sample(app.page, [...hot, ...cold].map(([x, y]) => cellCentre(s.board, x, y)));
  hot.forEach(([x, y], i) => assert.ok(!near(px[i], COLORS.floor, 12), `heat at ${x},${y}: ${px[i]}`));
  cold.forEach(([x, y], i) => assert.ok(near(px[hot.length + i], COLORS.floor, 8), `no heat at ${x},${y}: ${px[hot.length + i]}`));
});

test('searchRun animates the search to a verified solution; 0 pauses; searchWatch(false) leaves', async () => {
  const before = (await app.state()).search.closed;
  const r = await app.call('searchRun', 400);
  assert.equal(r.ok, true);
  await app.page.waitForFunction((n) => window.boxcar.state().search.closed > n + 3, before, { timeout: 20000 });
  await app.page.waitForFunction(() => window.boxcar.state().search.done, null, { timeout: 30000 });
  const s = await app.state();
  assert.equal(s.search.status, 'solved');
  assert.equal(s.search.solution.pushes, 6);
  assert.equal((await app.call('searchRun', 0)).speed, 0);
  assert.equal((await app.call('searchWatch', false)).active, false);
  const after = await drawn(app);
  const px = await sample(app.page, [cellCentre(after.board, 2, 2), cellCentre(after.board, 1, 1)]);
  assert.ok(near(px[0], COLORS.box), `the played position is back: ${px[0]}`);
  assert.ok(near(px[1], COLORS.player), `the player is back: ${px[1]}`);
  app.assertNoErrors();
});

test('a level too big to watch is refused with a message', async () => {
  let big = '############\n#@         #\n';
  for (let i = 0; i < 3; ++i) big += '# $$$. . . #\n';
  big += '############';
  await open(app, big);
  const r = await app.call('searchStep', 1);
  assert.equal(r.ok, false);
  assert.match(r.error, /small levels/);
  assert.match((await app.state()).message, /small levels/);
});

test('presentation mode hides the drawer, uses the contrast theme, and toggles back', async () => {
  const s0 = await open(app, FIELD);
  assert.equal(s0.presentation, false);
  const panel = [40, 400];  // inside the drawer
  const [before] = await sample(app.page, [panel]);
  assert.equal((await app.call('presentation', true)).presentation, true);
  const s1 = await drawn(app);
  assert.equal(s1.presentation, true);
  assert.equal(s1.theme, 'contrast');
  assert.ok(s1.board.origin[0] < s0.board.origin[0], 'the board moved into the space of the panel');
  assert.ok(s1.board.cell_px >= s0.board.cell_px, `cells ${s1.board.cell_px} >= ${s0.board.cell_px}`);
  // The drawer is gone: the board (moved left, beside the presenter's panel) or the black background is there.
  const [after] = await sample(app.page, [panel]);
  const black = THEME.palettes.contrast.background;  // presentation mode's background
  assert.ok(!near(after, before, 6), `no drawer where it was: ${after} (before ${before})`);
  assert.ok(!near(before, black, 6));
  const [x, y, w, h] = s1.presentation_panel.rect;  // the presenter's panel at the right, its empty lower part black
  assert.ok(x >= s1.board.origin[0] + s1.width * s1.board.cell_px, 'the panel right of the board');
  const [low] = await sample(app.page, [[x + w / 2, y + h - 8]]);
  assert.ok(near(low, black, 6), `the panel's background is black: ${low}`);
  assert.equal((await app.call('presentation', false)).presentation, false);
  const s2 = await drawn(app);
  assert.equal(s2.theme, 'dark');
  assert.deepEqual(s2.board, s0.board);
  app.assertNoErrors();
});

test('the Rush Hour agent demo plays with perturbations, logs the re-plans and reaches the goal', async () => {
  await open(app, RUSH);
  const r = await app.call('agentDemo', { seed: 7, crazyEvery: 8, secondsPerAction: 0.01 });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.status, 'running');
  await app.page.waitForFunction(() => window.boxcar.state().agent.status !== 'running', null, { timeout: 60000 });
  const s = await app.state();
  assert.equal(s.agent.status, 'solved');
  assert.equal(s.agent.actions, s.agent.total_actions);
  assert.ok(s.agent.perturbations > 0);
  assert.ok(s.agent.replans >= s.agent.perturbations);
  assert.ok(s.agent.log.some((line) => /crazy step [A-Z][+-]1 -> re-plan \(dist \d+\)/.test(line)), s.agent.log.join('\n'));
  assert.equal(s.solved, true);
  assert.equal(s.board_string, s.agent.board);
  // The agent's run is not the player's: no best, no solved mark; kept as the solution found.
  await app.idle();
  const { level } = await app.call('records');
  assert.equal(level.best_moves, null, JSON.stringify(level));
  assert.equal(level.found.origin, 'solver');
  assert.equal(level.found.moves, s.moves);
  assert.equal((await app.state()).collection.solved, 0);
  assert.equal((await app.call('agentDemo', 'stop')).active, false);
  app.assertNoErrors();
});

test('watching the search on a Rush Hour board draws the stepped node\'s cars', async () => {
  await open(app, RUSH);
  let r = await app.call('searchStep', 1, { algo: 'bfs' });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.kind, 'rushhour');
  assert.equal(r.node.board, RUSH);
  for (let i = 0; i < 30 && r.node.board === RUSH; ++i) r = await app.call('searchStep', 1);
  assert.notEqual(r.node.board, RUSH, 'a later node has another board');
  const s = await drawn(app);
  assert.deepEqual(s.search.node, r.node);
  assert.equal(s.board_string, RUSH, 'the played board is unchanged');
  const cells = [];
  for (let i = 0; i < 36; ++i) if (/[A-Z]/.test(r.node.board[i])) cells.push([i % 6, Math.floor(i / 6), r.node.board[i]]);
  const c = s.board.cell_px, [ox, oy] = s.board.origin;
  const px = await sample(app.page, cells.map(([x, y]) => [ox + (x + 0.5) * c, oy + (y + 0.2) * c]));
  cells.forEach(([x, y, label], i) => {
    const want = label === 'A' ? COLORS.rushPrimary : COLORS.rushWatchedCar;
    assert.ok(near(px[i], want, 14), `car ${label} of the node at ${x},${y}: ${px[i]}`);
  });
  assert.equal((await app.call('searchWatch', false)).active, false);
  app.assertNoErrors();
});

test('keys: F5 and P toggle presentation mode, Escape leaves it, Space steps the search', async () => {
  await open(app, FIELD);
  await app.page.mouse.click(1200, 60);  // focus the canvas (off the board: no walk)
  const press = async (key) => {
    await app.page.keyboard.press(key);
    return app.idle();
  };
  assert.equal((await press('F5')).presentation, true);
  assert.equal((await press('Escape')).presentation, false);
  assert.equal((await press('p')).presentation, true);
  assert.equal((await press('p')).presentation, false);
  const s = await press('Space');
  assert.equal(s.search.active, true);
  assert.equal(s.search.closed, 1);
  assert.equal(s.moves, 0);
  await app.call('searchWatch', false);
  app.assertNoErrors();
});

// A person who steps the search in presentation mode, leaves it and plays on: the board shows the play,
// not the watched node (the watch ends when the position changes).
test('keys: P, Space, Escape, then an arrow: the watch ends and the board shows the player where the move put it', async () => {
  let s = await open(app, FIELD);
  if (s.presentation) s = (await app.call('presentation', false), await app.idle());
  assert.equal(s.search.active, false);
  assert.equal(s.presentation, false);
  const board = s.board;
  // Focus the page, not a panel: a click on the board's wall corner (no walk, no push).
  const [cx, cy] = cellCentre(board, 0, 0);
  await app.page.mouse.click(cx, cy);
  await app.page.keyboard.press('p');
  await app.idle();
  await app.page.keyboard.press(' ');
  s = await app.idle();
  assert.equal(s.search.active, true, 'Space stepped the search');
  await app.page.keyboard.press('Escape');
  s = await app.idle();
  assert.equal(s.presentation, false, 'Escape left presentation mode');
  await app.page.keyboard.press('ArrowRight');
  s = await drawn(app);
  assert.equal(s.moves, 1, 'the arrow moved the player');
  assert.equal(s.search.active, false, 'the watch ended with the move');
  const b = s.board;
  const [player, start] = await sample(app.page, [cellCentre(b, 2, 1), cellCentre(b, 1, 1)]);
  assert.ok(near(player, COLORS.player, 14), `the player is drawn where the move put it (2,1): ${player}`);
  assert.ok(!near(start, COLORS.player, 40), `and not at its start square (1,1): ${start}`);
  app.assertNoErrors();
});
