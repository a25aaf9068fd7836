// Writes the screenshot gallery docs/screens/ (run: node docs/tools/screenshot_gallery.mjs [outdir]) from the
// built site: desktop (1280x800) and phone (390x844, touch) views of a Sokoban level and a Rush Hour
// board, as a first visit shows them, with a solution loaded, and with the drawer open on the phone;
// presentation mode at 1920x1080 (the strip, and the presenter's panel watching, comparing, generating) and
// at 1024x768; Compare and Generate docked beside the board on the desktop.
// Every state is reached with real input where a person would use it (taps and clicks at the controls'
// places); loading the level itself uses boxcar.load, which is what a pasted level does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from '../../tests/browser/harness.mjs';
import { DESKTOP, PHONE, idle, control, press } from '../../tests/browser/person.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = process.argv[2] || path.join(REPO, 'docs', 'screens');
const RUSH = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';
// Our own level (Boxcar starters style): two boxes, two goals.
const SOKOBAN = '; Two Rooms\n#########\n#   #   #\n# $ @ $ #\n#.  #  .#\n#########';

fs.mkdirSync(OUT, { recursive: true });
const shots = [];
async function shot(app, name) {
  if (!name.startsWith('phone')) await app.page.mouse.move(1, 1);  // no hover tooltip in the picture
  await idle(app);
  const file = path.join(OUT, `${name}.png`);
  await app.page.screenshot({ path: file });
  shots.push(file);
}

for (const [size, layout] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  const touch = size === 'phone';
  const app = await openApp(layout);
  try {
    await app.goto('/');
    await idle(app);
    await app.call('load', SOKOBAN);
    await shot(app, `${size}-sokoban`);
    await press(app, await control(app, /^\W*solve\b/i, { kind: 'button' }), { touch });
    await idle(app, 120000);
    await app.call('seek', Math.floor((await app.state()).solver.solution_length / 2));
    await shot(app, `${size}-sokoban-solution`);
    await app.call('load', RUSH);
    await shot(app, `${size}-rushhour`);
    if (touch) {
      await press(app, await control(app, /menu/i), { touch });
      await shot(app, `${size}-drawer`);
    }
  } finally {
    await app.close();
  }
}
// Presentation mode on a projector's 1920x1080: the solution half played from the strip's transport.
{
  const app = await openApp({ viewport: { width: 1920, height: 1080 } });
  try {
    await app.goto('/');
    await idle(app);
    await app.call('load', SOKOBAN);
    await press(app, await control(app, /^\W*solve\b/i, { kind: 'button' }));
    await idle(app, 120000);
    await app.page.keyboard.press('p');
    await idle(app);
    const length = (await app.state()).playback.length;
    for (let i = 0; i < Math.floor(length / 2); ++i) await press(app, await control(app, 'One step forward', { section: 'Presentation' }));
    await shot(app, 'presentation-1920x1080');
    // The presenter's panel: the watched search stepped (key 2, Space), the comparison run (key 3).
    await app.page.keyboard.press('2');
    await idle(app);
    await press(app, await control(app, /^(Start|Restart)$/, { section: 'Watch the search' }));
    for (let i = 0; i < 3; ++i) await app.page.keyboard.press('Space');
    await shot(app, 'presentation-watch');
    await app.page.keyboard.press('3');
    await idle(app);
    await press(app, await control(app, 'Run on this level', { section: 'Compare' }));
    await app.page.waitForFunction(() => !window.boxcar.compareState().running, null, { timeout: 120000 });
    await shot(app, 'presentation-compare');
    await app.page.keyboard.press('4');
    await idle(app);
    await press(app, await control(app, 'Generate', { section: 'Generate', kind: 'button' }));
    await shot(app, 'presentation-generate');
  } finally {
    await app.close();
  }
}
// Presentation mode at 1024x768 (18 px text), the Solve view; and the desktop's Compare and Generate docked
// beside the board.
{
  const app = await openApp({ viewport: { width: 1024, height: 768 } });
  try {
    await app.goto('/');
    await idle(app);
    await app.call('load', SOKOBAN);
    const { board } = await app.state();
    await app.page.mouse.click(board.origin[0] + 2, board.origin[1] + 2);  // the board takes the keys (a wall)
    await app.page.keyboard.press('p');
    await idle(app, 120000);
    await idle(app, 120000);  // the font scale takes effect from the next frame on
    await press(app, await control(app, /Solve/, { section: 'Presenter', kind: 'button' }));
    await app.page.waitForFunction(() => window.boxcar.state().solver.status === 'solved', null, { timeout: 120000 });
    await shot(app, 'presentation-1024');
  } finally {
    await app.close();
  }
}
{
  const app = await openApp(DESKTOP);
  try {
    await app.goto('/');
    await idle(app);
    await app.call('load', SOKOBAN);
    await press(app, await control(app, 'Lecture', { section: 'Drawer tabs' }));
    await idle(app);
    await press(app, await control(app, 'Compare...', { section: 'Lecture tools' }));
    await idle(app);
    await press(app, await control(app, 'Generate...', { section: 'Lecture tools' }));
    await idle(app);
    await press(app, await control(app, 'Run on this level', { section: 'Compare' }));
    await app.page.waitForFunction(() => !window.boxcar.compareState().running, null, { timeout: 120000 });
    await shot(app, 'desktop-compare-docked');
  } finally {
    await app.close();
  }
}
console.log(shots.map((f) => path.relative(REPO, f)).join('\n'));
