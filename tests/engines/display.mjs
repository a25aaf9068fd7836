// An X display for headful browsers: an Xvfb of our own on the first free display number (Xvfb -displayfd
// picks it; 2560x1440x24, room for a 1920x1080 viewport with its window around it), stopped when the
// process exits, so every machine renders the same way (Mesa's llvmpipe draws WebGL 2 in software) and
// no window opens on a person's screen. BOXCAR_ENGINES_DISPLAY=:0 uses an existing display instead (to watch the journeys). Headless Firefox has no WebGL here, so both
// engines run headful.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const XVFB = process.env.BOXCAR_XVFB || '/usr/bin/Xvfb';

let started = null;

// Resolves to {display} (":N"), or rejects with a reason a person can act on.
export function ensureDisplay() {
  const given = process.env.BOXCAR_ENGINES_DISPLAY;
  if (given) return Promise.resolve({ display: given, own: false });
  if (started) return started;
  if (!fs.existsSync(XVFB)) return Promise.reject(new Error(`${XVFB} is missing (Debian package xvfb; ./dev.sh setup)`));
  started = new Promise((resolve, reject) => {
    const child = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '2560x1440x24', '-nolisten', 'tcp', '-noreset'],
      { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    const fail = (why) => { child.kill(); reject(new Error(`Xvfb did not start: ${why}${err ? `\n${err.trim()}` : ''}`)); };
    const timer = setTimeout(() => fail('no display number within 10 s'), 10000);
    child.stderr.on('data', (d) => { err += d; });
    child.stdout.on('data', (d) => {
      out += d;
      const m = /^(\d+)\n/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.unref();
      child.stdout.unref?.();
      child.stderr.unref?.();
      process.on('exit', () => child.kill());
      for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => { child.kill(); process.exit(128 + (signal === 'SIGINT' ? 2 : 15)); });
      }
      resolve({ display: `:${m[1]}`, own: true, pid: child.pid });
    });
    child.on('error', (e) => { clearTimeout(timer); fail(e.message); });
    child.on('exit', (code) => { clearTimeout(timer); fail(`exited with ${code}`); });
  });
  return started;
}
