// Measures the web app and writes docs/app_metrics.md (run: node tests/browser/measure.mjs [out.md]):
// - frames the UI module draws per second (state().frames) and the main thread's busy share (Chrome
//   DevTools Protocol Performance.getMetrics: TaskDuration over wall time) while idle and during a solve;
// - main-thread frame intervals (requestAnimationFrame to requestAnimationFrame, p50/p95/max) while idle and
//   while a long solve runs in the worker (headless Chromium, WebGL2 on SwiftShader: software rendering);
// - time from navigation start to the first rendered frame on localhost (several fresh loads);
// - time from cancel to a worker ready for the next solve (the warm spare), and to that solve's answer;
// - gzip size of the page's files (what a static host with compression would send).
// Numbers depend on the machine and its load; the doc records both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { openApp, DIST_DIR, CHROMIUM } from './harness.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHARED = path.resolve(REPO, '..', 'shared', 'levels');
const OUT = process.argv[2] || path.join(REPO, 'docs', 'app_metrics.md');
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

async function measureFrames(app) {
  await app.goto('/');
  await app.idle();
  const idleLoad = await drawnAndBusy(app, SAMPLE_MS);
  const idle = await frameIntervals(app.page, SAMPLE_MS);
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  await app.call('load', text);
  await app.call('select', 50);
  await app.page.evaluate(() => { window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 }); });
  await app.page.waitForFunction(() => window.boxcar.state().solver.expanded > 0, null, { polling: 50 });
  const framesBefore = (await app.state()).frames;
  const busy = await frameIntervals(app.page, SAMPLE_MS);
  const after = await app.state();
  const solveLoad = await drawnAndBusy(app, SAMPLE_MS);
  await app.call('cancel');
  return { idle, busy, idleLoad, solveLoad, solverExpanded: after.solver.expanded,
    framesDuringSolve: after.frames - framesBefore };
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

const started = new Date();
const header = machine();
const app = await openApp();
let frames, first, cancel;
try {
  frames = await measureFrames(app);
  first = await measureFirstFrame(app);
  cancel = await measureCancel(app);
} finally {
  await app.close();
}
const sizes = gzipSizes();
const line = (label, v) => `| ${label} | ${v.length} | ${ms(percentile(v, 50))} | ${ms(percentile(v, 95))} | ${ms(Math.max(...v))} |`;
const total = sizes.reduce((a, r) => ({ raw: a.raw + r.raw, gz: a.gz + r.gz }), { raw: 0, gz: 0 });
const doc = `# Web app measurements

Generated by \`node tests/browser/measure.mjs\` on ${started.toISOString()}.
Machine: ${header}; load average at the end ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')}.
Headless Chromium renders WebGL2 in software (SwiftShader) and the machine is shared by a team
building and testing at the same time: these numbers are taken under load and are upper bounds of what a
desktop browser with a GPU would show.

## Frames drawn and main-thread load

The page draws a frame only while something changes (src/platform/web/frame_pacing.cpp). Over
${SAMPLE_MS / 1000} s each: frames the UI module drew per second (\`state().frames\`), and the share of wall
time the page's main thread was busy (Chrome DevTools Protocol \`Performance.getMetrics\`: TaskDuration,
of which ScriptDuration is script).

| state | frames drawn per second | main thread busy | of which script |
|---|---|---|---|
| idle (the starter level on screen) | ${frames.idleLoad.fps.toFixed(1)} | ${pct(frames.idleLoad.busy)} | ${pct(frames.idleLoad.script)} |
| during a solve (below) | ${frames.solveLoad.fps.toFixed(1)} | ${pct(frames.solveLoad.busy)} | ${pct(frames.solveLoad.script)} |

## Main-thread frame intervals (requestAnimationFrame to requestAnimationFrame)

${SAMPLE_MS / 1000} s of frames each; "during a solve": XSokoban level 50, BFS without deadlock pruning
running in the worker (it expanded ${frames.solverExpanded} nodes by the end of the sample; the UI drew
${frames.framesDuringSolve} frames meanwhile).
Idle, the page itself draws nothing: the idle row is the measuring script's own requestAnimationFrame
ticks, and shows how free the main thread is.

| state | frames | p50 | p95 | max |
|---|---|---|---|---|
${line('idle', frames.idle)}
${line('during a solve', frames.busy)}

## Navigation to first frame (localhost)

performance.now() (from navigation start) when \`state().frames > 0\` first holds, ${first.length} fresh loads:
${first.map(ms).join(', ')} (median ${ms(percentile(first, 50))}).

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
