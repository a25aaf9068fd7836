// Writes the gallery's other engines (run: node docs/tools/engine_shots.mjs [outdir] [engine...]) from the
// built site: docs/screens/firefox-desktop-sokoban.png and webkit-desktop-sokoban.png, the view of the
// Chromium gallery's desktop-sokoban.png (screenshot_gallery.mjs: 1280x800, our "Two Rooms" level as a
// first visit shows it) in Firefox ESR and WebKitGTK's MiniBrowser, through the engine tests' drivers
// (tests/engines/drivers.mjs: headful on an Xvfb of their own, WebGL 2 drawn by Mesa's llvmpipe).
// Loading the level uses boxcar.load, which is what a pasted level does (as in the Chromium gallery).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINES, launch, unavailable } from '../../tests/engines/drivers.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const OUT = args[0] || path.join(REPO, 'docs', 'screens');
const engines = args.length > 1 ? args.slice(1) : ENGINES;
// The Chromium gallery's level (screenshot_gallery.mjs).
const SOKOBAN = '; Two Rooms\n#########\n#   #   #\n# $ @ $ #\n#.  #  .#\n#########';

fs.mkdirSync(OUT, { recursive: true });
let failed = false;
for (const engine of engines) {
  const reason = unavailable(engine);
  if (reason) {
    console.error(`${engine}: skipped: ${reason}`);
    failed = true;
    continue;
  }
  const browser = await launch(engine);
  try {
    const s = await browser.session({ width: 1280, height: 800 });
    try {
      await s.goto('/');
      await s.idle();
      const loaded = await s.call('load', SOKOBAN);
      if (!loaded.ok) throw new Error(`load: ${JSON.stringify(loaded)}`);
      await s.move(1, 1);  // no hover tooltip in the picture
      await s.idle();
      const file = path.join(OUT, `${engine}-desktop-sokoban.png`);
      await s.screenshot(file);
      console.log(`${file} (${browser.version})`);
      if (s.errors.length) throw new Error(`the page reported errors:\n${s.errors.join('\n')}`);
    } finally {
      await s.close();
    }
  } finally {
    await browser.close();
  }
}
process.exitCode = failed ? 1 : 0;
