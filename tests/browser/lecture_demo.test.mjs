// The acceptance test of the lecture hall: a teacher's five-minute demo at 1920x1080 (docs/GUIDE.md, "A
// five-minute demo"), done with real clicks and keys: open the page's link, paste a level on the board,
// present (P), race BFS against A* (5, Start race, Space, Enter) to the winner and the table, step the
// search with its frontier shown (2, Start, Space), and show the solution it found (Enter, Play the path
// found). At every step the panel and the strip stay off the board and the text is 24 px at least.
// Screenshots of the race in docs/screens (lecture-race-*.png).
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './harness.mjs';
import { pressLabel } from './person.mjs';
import { cellCentre } from './pixels.mjs';
import { assertPresenterLayout, playWatchedPath } from './presenter_layout.mjs';

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');
// Crossroads (Boxcar Starters, level 4): the solver's own BFS expands 2556 nodes, its A* 8.
const CROSSROADS = 'Title: Crossroads\n#########\n#   #   #\n# $   $ #\n#  .#.  #\n## ### ##\n#  .@.  #\n# $   $ #\n#   #   #\n#########';
const VIEWPORT = { width: 1920, height: 1080 };

test('a five-minute demo at 1920x1080: paste, present, race BFS against A*, step the frontier, show the solution', async (t) => {
  // Open the link, paste the level on the board (Ctrl+V), present (P).
  const app = await startApp(t, '/', { viewport: VIEWPORT });
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  let s = await app.idle();
  await app.page.mouse.click(...cellCentre(s.board, 0, 0));
  await app.page.evaluate((text) => navigator.clipboard.writeText(text), CROSSROADS);
  await app.page.keyboard.press('Control+V');
  s = await app.idle();
  assert.equal(s.title, 'Crossroads', s.message);
  await app.page.keyboard.press('p');
  await app.idle();
  await app.idle();  // the font scale takes effect from the next frame on
  await assertPresenterLayout(app, VIEWPORT, 24);

  // The race: 5 opens it, BFS against A* is the preset; Start race, then Space steps both by the same nodes.
  await app.page.keyboard.press('5');
  s = await app.idle();
  assert.equal(s.presentation_panel.view, 'race');
  await pressLabel(app, /Start race/, { section: 'Race' });
  s = await app.idle();
  assert.deepEqual(s.race.panes.map((p) => p.label), ['bfs', 'astar hungarian']);
  assert.ok(s.race.panes.every((p) => p.closed === 0), JSON.stringify(s.race.panes));
  await assertPresenterLayout(app, VIEWPORT, 24);
  await app.page.keyboard.press('Space');
  s = await app.idle();
  const [bfs, astar] = s.race.panes;
  assert.equal(bfs.closed, 10, 'Space: BFS expanded 10 nodes');
  assert.equal(astar.done, true, `A* reached the goal within those 10: ${JSON.stringify(astar)}`);
  assert.ok(astar.closed <= 10 && astar.cost > 0, JSON.stringify(astar));
  assert.equal(bfs.done, false);
  assert.equal(s.race.winner, 'astar hungarian');
  assert.match(s.race.winner_line, /^astar hungarian finishes first: \d+ nodes against bfs 10 and running\.$/);
  assert.equal(s.race.table, null, 'the table waits for every search');
  await assertPresenterLayout(app, VIEWPORT, 24);
  await app.screenshot(path.join(SHOTS, 'lecture-race-1920x1080.png'));

  // Enter runs the race to its end: the table from the same runs, same pushes, BFS many more nodes.
  await app.page.keyboard.press('Enter');
  await app.page.waitForFunction(() => window.boxcar.state().race.done === true, null, { timeout: 120000 });
  s = await app.idle();
  assert.equal(s.race.table.length, 2);
  const [bfsRow, astarRow] = s.race.table;
  assert.ok(bfsRow.solved && astarRow.solved, JSON.stringify(s.race.table));
  assert.equal(bfsRow.cost, astarRow.cost, 'both find the optimal push count');
  assert.ok(bfsRow.expanded > 10 * astarRow.expanded, `BFS ${bfsRow.expanded} nodes, A* ${astarRow.expanded}`);
  assert.equal(s.race.winner, 'astar hungarian');
  await assertPresenterLayout(app, VIEWPORT, 24);
  await app.screenshot(path.join(SHOTS, 'lecture-race-table-1920x1080.png'));

  // Step the search with its frontier shown: 2 opens Watch, Start, then Space steps one node at a time.
  await app.page.keyboard.press('2');
  s = await app.idle();
  assert.equal(s.presentation_panel.view, 'watch');
  await pressLabel(app, /^(Start|Restart)$/, { section: 'Watch the search' });
  for (let i = 0; i < 3; ++i) await app.page.keyboard.press('Space');
  s = await app.idle();
  assert.equal(s.search.active, true);
  assert.equal(s.search.closed, 3, 'Space steps the watch now, not the race');
  assert.ok(s.search.next.length > 0 && s.search.frontier >= s.search.next.length, JSON.stringify(s.search.next));
  await assertPresenterLayout(app, VIEWPORT, 24);

  // Show the solution: Enter runs the watch to the goal, then the path found plays on the board.
  s = await playWatchedPath(app);
  assert.equal(s.presentation, true);
  await assertPresenterLayout(app, VIEWPORT, 24);
  app.assertNoErrors();
});
