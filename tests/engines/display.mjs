// An X display for headful browsers: $DISPLAY when one is set (e.g. under `xvfb-run -a`), else an Xvfb of
// our own on the first free display number (Xvfb -displayfd picks it), stopped when the process exits.
// Headless Firefox has no WebGL here, so both engines run headful; Mesa's llvmpipe draws WebGL 2 in software.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const XVFB = process.env.BOXCAR_XVFB || '/usr/bin/Xvfb';

let started = null;

// Resolves to {display} (":N"), or rejects with a reason a person can act on.
export function ensureDisplay() {
  if (process.env.DISPLAY) return Promise.resolve({ display: process.env.DISPLAY, own: false });
  if (started) return started;
  if (!fs.existsSync(XVFB)) return Promise.reject(new Error(`no DISPLAY and ${XVFB} is missing (Debian package xvfb; ./dev.sh setup)`));
  started = new Promise((resolve, reject) => {
    const child = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp', '-noreset'],
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
      resolve({ display: `:${m[1]}`, own: true, pid: child.pid });
    });
    child.on('error', (e) => { clearTimeout(timer); fail(e.message); });
    child.on('exit', (code) => { clearTimeout(timer); fail(`exited with ${code}`); });
  });
  return started;
}
