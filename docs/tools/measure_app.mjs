// Measures the web app and writes docs/app_metrics.md
// (run: node docs/tools/measure_app.mjs [out.md] [--baseline <dist dir of another build> [--baseline-label <what it is>]]):
// at 1280x800 and on a 390x844 phone (touch, 3 device px per CSS px),
// - frames the UI module draws per second (state().frames) and the main thread's busy share (Chrome
//   DevTools Protocol Performance.getMetrics: TaskDuration over wall time) while idle and during a solve;
// - main-thread frame intervals (requestAnimationFrame to requestAnimationFrame, p50/p95/max) while a long
//   solve runs in the worker (headless Chromium, WebGL2 on SwiftShader: software rendering);
// - during a solve, the time from a click or tap (the drawer, Cancel) to the frame that shows its result;
// - time from navigation start to the first rendered frame on localhost (several fresh loads);
// and once: time from cancel to a worker ready for the next solve (the warm spare), and to that solve's
// answer; the gzip size of the page's files (what a static host with compression would send).
// With --baseline every per-layout number is also taken on the other build, in turn with this one (same
// machine load), and shown beside it. Numbers depend on the machine and its load; the doc records both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { openApp, DIST_DIR, CHROMIUM } from '../../tests/browser/harness.mjs';
import { DESKTOP, PHONE, control, press } from '../../tests/browser/person.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHARED = path.resolve(REPO, '..', 'shared', 'levels');
const args = process.argv.slice(2);
const baselineAt = args.indexOf('--baseline');
const BASELINE = baselineAt >= 0 ? path.resolve(args.splice(baselineAt, 2)[1]) : null;
const labelAt = args.indexOf('--baseline-label');  // what the baseline build is, for the doc
const BASELINE_LABEL = labelAt >= 0 ? args.splice(labelAt, 2)[1] : 'the other build';
const OUT = args[0] || path.join(REPO, 'docs', 'app_metrics.md');
const SAMPLE_MS = 5000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (v) => `${v.toFixed(1)} ms`;
const pct = (v) => `${(v * 100).toFixed(1)} %`;

// rAF intervals in the page for `duration` ms.
async function frameIntervals(page, duration) {
  return page.evaluate((d) => new Promise((resolve) => {
    const deltas = [];
    let last = null;
    const end = performance.now() + d;
    function tick(now) {
      if (last !== null) deltas.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(deltas);
    }
    requestAnimationFrame(tick);
  }), duration);
}

// Frames drawn by the UI module per second and the main thread's busy share over `duration` ms.
async function drawnAndBusy(app, duration) {
  const cdp = await app.context.newCDPSession(app.page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await metrics();
  const framesA = await app.page.evaluate(() => window.boxcar.state().frames);
  await new Promise((resolve) => setTimeout(resolve, duration));
  const b = await metrics();
  const framesB = await app.page.evaluate(() => window.boxcar.state().frames);
  await cdp.detach();
  const seconds = b.Timestamp - a.Timestamp;
  return { fps: (framesB - framesA) / seconds, busy: (b.TaskDuration - a.TaskDuration) / seconds,
    script: (b.ScriptDuration - a.ScriptDuration) / seconds, seconds };
}

// XSokoban level 50, BFS without deadlock pruning: runs far longer than any sample here.
async function startLongSolve(app) {
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  await app.call('load', text);
  await app.call('select', 50);
  await app.idle();
  await app.page.evaluate(() => { window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 }); });
  await app.page.waitForFunction(() => window.boxcar.state().solver.expanded > 0, null, { polling: 50 });
  await new Promise((resolve) => setTimeout(resolve, 1500));  // past the start: only progress changes now
}

// Presses control `c` (mouse or touch) and resolves with the time from the press event (its timeStamp) to
// the first animation frame after the frame that shows `expect` ('levels shown', 'levels hidden' or
// 'solve back': the solve ended and the Solve button is drawn again), and the frames drawn meanwhile.
// The page checks after every animation frame (its own requestAnimationFrame loop).
async function pressLatency(app, c, touch, expect) {
  await app.page.evaluate((isTouch) => {  // before the press: input and script calls may arrive in any order
    const probe = { first: window.boxcar.state().frames, pressedAt: null };
    window.__pressProbe = probe;
    const type = isTouch ? 'touchstart' : 'mousedown';
    window.addEventListener(type, function onPress(event) {
      probe.pressedAt = event.timeStamp;
      window.removeEventListener(type, onPress, true);
    }, true);
  }, touch);
  const done = app.page.evaluate((what) => new Promise((resolve) => {
    const probe = window.__pressProbe;
    const levelsShown = () => window.boxcar.controls().some((x) => x.section === 'Levels' && x.kind !== 'header' && x.visible);
    const holds = () => (what === 'levels shown' ? levelsShown() : what === 'levels hidden' ? !levelsShown()
      : window.boxcar.state().solver.status !== 'running' &&
        window.boxcar.controls().some((x) => x.section === 'Action bar' && /^\W*solve$/i.test(x.label)));
    const end = performance.now() + 60000;
    (function tick(now) {
      if (probe.pressedAt !== null && holds()) resolve({ ms: now - probe.pressedAt, frames: window.boxcar.state().frames - probe.first });
      else if (now > end) resolve({ ms: NaN, frames: NaN });
      else requestAnimationFrame(tick);
    })(performance.now());
  }), expect);
  await press(app, c, { touch });
  return done;
}

// During a solve: the drawer (desktop: the Levels header closes and opens its section; phone: the menu
// button opens and closes the drawer) and Cancel, `rounds` solves.
async function measureLatency(app, touch, rounds = 3) {
  const drawer = [], cancel = [];
  for (let round = 0; round < rounds; ++round) {
    await startLongSolve(app);
    for (let i = 0; i < 2; ++i) {
      const target = touch ? await control(app, /menu/i, { section: 'Top bar' }) : await control(app, 'Levels', { kind: 'header' });
      const shown = await app.page.evaluate(() => window.boxcar.controls().some((x) => x.section === 'Levels' && x.kind !== 'header' && x.visible));
      drawer.push(await pressLatency(app, target, touch, shown ? 'levels hidden' : 'levels shown'));
      console.error(`  drawer: ${JSON.stringify(drawer.at(-1))}`);
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    cancel.push(await pressLatency(app, await control(app, /cancel/i, { section: 'Action bar' }), touch, 'solve back'));
      console.error(`  cancel: ${JSON.stringify(cancel.at(-1))}`);
    await app.idle();
  }
  return { drawer, cancel };
}

async function measureFrames(app, touch) {
  await app.goto('/');
  await app.idle();
  const idleLoad = await drawnAndBusy(app, SAMPLE_MS);
  await startLongSolve(app);
  const framesBefore = (await app.state()).frames;
  const busy = await frameIntervals(app.page, SAMPLE_MS);
  const after = await app.state();
  const solveLoad = await drawnAndBusy(app, SAMPLE_MS);
  await app.call('cancel');
  await app.idle();
  console.error('  idle and solve samples done; clicks during a solve');
  const latency = await measureLatency(app, touch);
  return { busy, idleLoad, solveLoad, solverExpanded: after.solver.expanded,
    framesDuringSolve: after.frames - framesBefore, latency };
}

async function measureFirstFrame(app, runs = 3) {
  const times = [];
  for (let i = 0; i < runs; ++i) {
    await app.page.goto('about:blank');
    await app.goto('/');
    const t = await app.page.evaluate(() => new Promise((resolve) => {
      function poll() {
        if (window.boxcar && window.boxcar.state().frames > 0) resolve(performance.now());
        else requestAnimationFrame(poll);
      }
      poll();
    }));
    times.push(t);
  }
  return times;
}

async function measureCancel(app, runs = 5) {
  await app.goto('/');
  await app.idle();
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  const results = [];
  for (let i = 0; i < runs; ++i) {
    await app.call('load', text);
    await app.call('select', 50);
    await app.page.evaluate(() => { window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 }); });
    await app.page.waitForFunction(() => window.boxcar.state().solver.expanded > 0, null, { polling: 20 });
    const r = await app.page.evaluate(async () => {
      const t0 = performance.now();
      window.boxcar.cancel();
      while (!BoxcarSolverClient.isReady()) await new Promise((res) => setTimeout(res, 1));
      const ready = performance.now() - t0;
      window.boxcar.load('#####|#@$.#|#####');
      const solver = await window.boxcar.solve({ timeLimit: 10 });
      return { ready, answered: performance.now() - t0, status: solver.status };
    });
    results.push(r);
    await new Promise((res) => setTimeout(res, 1500));  // let the next spare warm up
  }
  return results;
}

function gzipSizes() {
  const rows = [];
  for (const name of fs.readdirSync(DIST_DIR).sort()) {
    const file = path.join(DIST_DIR, name);
    if (!fs.statSync(file).isFile()) continue;
    const raw = fs.readFileSync(file);
    rows.push({ name, raw: raw.length, gz: zlib.gzipSync(raw, { level: 9 }).length });
  }
  return rows;
}

function machine() {
  const cpus = os.cpus();
  let chromium = '';
  try { chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(); } catch { chromium = CHROMIUM; }
  return `${cpus.length} x ${cpus[0]?.model || 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `${os.type()} ${os.release()}, node ${process.version}, ${chromium}; load average at start ` +
    os.loadavg().map((v) => v.toFixed(2)).join(' / ');
}

const LAYOUTS = [
  { name: '1280x800', layout: DESKTOP, touch: false },
  { name: '390x844 phone', layout: PHONE, touch: true },
];
const BUILDS = BASELINE ? [{ name: 'before', dist: BASELINE }, { name: 'after', dist: DIST_DIR }] : [{ name: 'this build', dist: DIST_DIR }];

const started = new Date();
const header = machine();
const results = {};  // layout name -> build name -> { frames, first, load: [start, end] }
for (const { name, layout, touch } of LAYOUTS) {
  results[name] = {};
  for (const build of BUILDS) {
    console.error(`measuring ${name}, ${build.name} (${build.dist})`);
    const app = await openApp({ ...layout, distDir: build.dist });
    const load = [os.loadavg()[0]];
    try {
      const frames = await measureFrames(app, touch);
      const first = await measureFirstFrame(app);
      results[name][build.name] = { frames, first, load: [...load, os.loadavg()[0]] };
    } finally {
      await app.close();
    }
  }
}
let cancel;
{
  const app = await openApp();
  try {
    cancel = await measureCancel(app);
  } finally {
    await app.close();
  }
}
const sizes = gzipSizes();
const total = sizes.reduce((a, r) => ({ raw: a.raw + r.raw, gz: a.gz + r.gz }), { raw: 0, gz: 0 });
const median = (v) => percentile(v.filter((x) => Number.isFinite(x)), 50);
const range = (v) => `${ms(median(v))} (${ms(Math.min(...v))} to ${ms(Math.max(...v))})`;

function layoutSection(name) {
  const rows = BUILDS.map((b) => ({ b: b.name, ...results[name][b.name] }));
  return `### ${name}

Load average (1 min) at the start and end of each build's run: ${rows.map((r) => `${r.b} ${r.load.map((v) => v.toFixed(1)).join(' to ')}`).join('; ')}.

| state | build | frames drawn per second | main thread busy | of which script |
|---|---|---|---|---|
${rows.map((r) => `| idle (the starter level) | ${r.b} | ${r.frames.idleLoad.fps.toFixed(1)} | ${pct(r.frames.idleLoad.busy)} | ${pct(r.frames.idleLoad.script)} |`).join('\n')}
${rows.map((r) => `| during a solve | ${r.b} | ${r.frames.solveLoad.fps.toFixed(1)} | ${pct(r.frames.solveLoad.busy)} | ${pct(r.frames.solveLoad.script)} |`).join('\n')}

Main-thread frame intervals during a solve (requestAnimationFrame to requestAnimationFrame, ${SAMPLE_MS / 1000} s;
short intervals mean a free main thread; the page drew the second number of frames meanwhile):

| build | intervals | p50 | p95 | max | frames drawn | nodes expanded by then |
|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.b} | ${r.frames.busy.length} | ${ms(percentile(r.frames.busy, 50))} | ${ms(percentile(r.frames.busy, 95))} | ${ms(Math.max(...r.frames.busy))} | ${r.frames.framesDuringSolve} | ${r.frames.solverExpanded} |`).join('\n')}

During a solve, from the ${name.includes('phone') ? 'tap' : 'click'} (the event's timeStamp) to the first animation frame after the frame
that shows its result (median, min to max; frames drawn in between): the drawer
(${name.includes('phone') ? 'the menu button opens or closes it' : 'the Levels header closes or opens its section'}, ${rows[0].frames.latency.drawer.length} times) and Cancel (${rows[0].frames.latency.cancel.length} times, until the Solve button is back).

| build | drawer | frames | Cancel | frames |
|---|---|---|---|---|
${rows.map((r) => `| ${r.b} | ${range(r.frames.latency.drawer.map((x) => x.ms))} | ${r.frames.latency.drawer.map((x) => x.frames).join(', ')} | ${range(r.frames.latency.cancel.map((x) => x.ms))} | ${r.frames.latency.cancel.map((x) => x.frames).join(', ')} |`).join('\n')}

Navigation to the first frame (performance.now() from navigation start when \`state().frames > 0\` first
holds, localhost, ${rows[0].first.length} fresh loads):
${rows.map((r) => `${r.b}: ${r.first.map(ms).join(', ')} (median ${ms(percentile(r.first, 50))})`).join('; ')}.
`;
}

const doc = `# Web app measurements

Generated by \`node docs/tools/measure_app.mjs${BASELINE ? ' docs/app_metrics.md --baseline <dist dir> --baseline-label <what it is>' : ''}\` on ${started.toISOString()}.
Machine: ${header}; load average at the end ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')}.
Headless Chromium renders WebGL2 in software (SwiftShader) and the machine is shared by a team
building and testing at the same time: these numbers are taken under load and are upper bounds of what a
desktop browser with a GPU would show. In this setting a frame costs the browser tens to hundreds of
milliseconds (the WebGL canvas is drawn by the CPU and read back for the compositor, more so on the phone's
3x canvas), and the main thread waits for it.
${BASELINE ? `
"before" is ${BASELINE_LABEL}, "after" this build; each layout was measured with
"before" first, then "after", one right after the other.
` : ''}
## Frames, main-thread load and input during a solve

The page draws a frame only while something changes (src/platform/web/frame_pacing.hpp): every frame
while something moves or input arrives, a frame now and then (at most one per 250 ms and a quarter of the
main thread) while only a worker's progress changes, none when idle. Frames drawn per second
(\`state().frames\`) and the share of wall time the page's main thread was busy (Chrome DevTools Protocol
\`Performance.getMetrics\`: TaskDuration, of which ScriptDuration is script), ${SAMPLE_MS / 1000} s each. "During a
solve": XSokoban level 50, BFS without deadlock pruning, running in the worker.

${LAYOUTS.map((l) => layoutSection(l.name)).join('\n')}
## Cancel to a ready worker

Cancel of a running solve (worker terminated, the warm spare takes over), then a tiny solve; ${cancel.length} runs.

| run | spare ready after cancel | next solve answered after cancel | status |
|---|---|---|---|
${cancel.map((r, i) => `| ${i + 1} | ${ms(r.ready)} | ${ms(r.answered)} | ${r.status} |`).join('\n')}

## Page size (gzip -9 of each file of the staged site, dist/)

| file | bytes | gzip bytes |
|---|---|---|
${sizes.map((r) => `| ${r.name} | ${r.raw} | ${r.gz} |`).join('\n')}
| **total** | **${total.raw}** | **${total.gz}** |
`;
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, doc);
console.log(doc);
