// Every control, pressed as a person presses it: at 1280x800 with the mouse and at 390x844 with touch,
// on a Sokoban level and on a Rush Hour board (one test case each). The test walks the controls the page
// reports (boxcar.controls()), scrolls a clipped one into view the way a person would (wheel, or a finger
// drag on phones), presses each enabled control once at its rectangle and checks that it did something a
// person or the page's storage would notice (state, controls, messages, clipboard, localStorage, focus,
// a file dialog, or the control's own pixels for sliders). After every press it checks the layout: unique
// ids, every visible control inside the viewport, no two overlapping, and tap targets of 40 px on phones.
//
// Between presses it behaves as a person who wants to go on: after a click the hand leaves the control
// (no hover colour, no tooltip in what is observed); an information message is read and dismissed with
// its × (it would otherwise take four seconds to fade, and boxcar.idle() waits for that); something that
// keeps running (the watched search's Run, the agent demo, a long playback) is paused or stopped with the
// control the page offers for it once it has run for a moment; a press that opened the other puzzle (the
// level list's "Sokoban starters" / "Rush Hour set") is followed by a press of the one that brings the
// puzzle under test back, so the rest of its controls are tried on it. A clipped control is scrolled to
// from a point off the drawer's level list (person.mjs: scrollIntoView), as a person scrolls the drawer.
//
// Time: each press costs a few frames of software rendering (SwiftShader; the page draws three frames
// after every input), a fraction of a second to a few seconds under load; BOXCAR_TRACE=1 prints each
// press with where its time went. Side by side on one build (2 cores shared with other work), the
// desktop cases took 258 s and 194 s while the hand left the control after a separate wait for idle, and
// 204 s and 165 s with the click and the hand's move drawn by the same frames. Phone cases: 100-125 s
// each. The phone runs at one device pixel per CSS pixel (PHONE_1X): at three, every frame and every
// touch move of a swipe costs about twelve times as much.
import os from 'node:os';
import test from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import {
  DESKTOP, PHONE_1X, controls, findControl, press, observe, changes, layoutProblems, scrollIntoView,
} from './person.mjs';

const RUSH = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';
const MAX_PRESSES = 200;
// How long a press may keep the page busy before the test stops what it started, as a person would.
const RUN_A_MOMENT_MS = 2500;
const IDLE_TIMEOUT_MS = 30000;

// Controls that may legitimately show no change when pressed, with the reason.
const EXCEPTIONS = [
  { label: /^Car$/, kind: 'button', why: "the Rush Hour editor's first tool, chosen when the editor opens: choosing it again keeps it" },
  { label: /^\[.\]\s+\d+\s/, kind: 'list_item',
    why: 'the level already open, in the level list: opening it again keeps it as it is (a list shows its selection)' },
  { label: /^(Levels|Solver|Lecture|View)$/, kind: 'tab',
    why: 'the drawer tab already shown: choosing it again keeps it (a tab shows its selection)' },
  { label: /^(Sokoban|Rush Hour)$/, kind: 'checkbox',
    why: 'the choice already made, in the generator\'s pair of radio buttons: choosing it again keeps it' },
];
const excused = (c) => EXCEPTIONS.find((e) => e.label.test(c.label) && (!e.kind || e.kind === c.kind));

// Controls whose effect shows only in another control's pixels (a number field controls() does not
// report the value of): label -> the label of that control in the same section.
const SHOWS_IN = [{ label: /^New seed$/, target: /^Seed$/ }];

// Controls that stop or pause what a press started (the watch's Run, the agent demo, playback, a solve).
const STOPPER = /^(Pause|Stop|Cancel)$/;
const DISMISS = /^Dismiss/;

// The order a person explores in: what is in front first, then section headers (opening a closed one
// shows new controls, closing an open one comes after its contents were tried), the collection buttons
// that open the other puzzle, the drawer's menu button last (it hides the drawer).
// Within a rank, the section that appeared last comes first: a window just opened is on top, and its
// controls are tried before a press elsewhere brings another window over it.
const rank = (c) => (/menu/i.test(c.label) ? 3 : /^(Sokoban starters|Rush Hour set)$/.test(c.label) ? 2
  : c.kind === 'header' || c.kind === 'tab' ? 1 : 0);
function nextOf(list, ok, sections) {
  for (const c of list) if (!sections.has(c.section)) sections.set(c.section, sections.size);
  return list.filter(ok).sort((a, b) => rank(a) - rank(b) || sections.get(b.section) - sections.get(a.section))[0];
}

async function pixelsOfRect(app, rect) {
  const clip = { x: Math.max(0, rect[0]), y: Math.max(0, rect[1]), width: Math.max(1, rect[2]), height: Math.max(1, rect[3]) };
  return (await app.page.screenshot({ clip })).toString('base64');
}

// Waits until the page is idle, an information message with its × is on screen, or `ms` passed:
// 'idle', 'message' or 'busy'.
function waitIdleOrMessage(app, ms) {
  return app.page.evaluate((t) => new Promise((resolve) => {
    let done = false;
    const finish = (what) => { if (!done) { done = true; resolve(what); } };
    window.boxcar.idle().then(() => finish('idle'));
    const end = performance.now() + t;
    const poll = () => {
      if (done) return;
      const info = window.boxcar.messages().some((m) => m.level === 'info');
      const dismiss = window.boxcar.controls().some((c) => /^Dismiss/.test(c.label) && c.visible && c.enabled);
      if (info && dismiss) finish('message');
      else if (performance.now() > end) finish('busy');
      else setTimeout(poll, 16);
    };
    poll();
  }), ms);
}

for (const [size, layout] of [['desktop', DESKTOP], ['phone', PHONE_1X]]) {
  for (const puzzle of ['sokoban', 'rushhour']) {
    test(`${size}, ${puzzle}: every enabled control does something when pressed`, { timeout: 15 * 60 * 1000 }, async () => {
      const touch = size === 'phone';
      const viewport = layout.viewport;
      const app = await openApp(layout);
      const pressed = new Map();  // id -> {label, section, kind, changed:[...]|null}
      // A press, and on the desktop the hand going back at once, as a person's does after a click: no
      // hover colour and no tooltip stay for the observation, and the click and the move are drawn by the
      // same frames (the page acts on the click where it was: a later move waits for the next frame).
      const tap = async (c, at = 0.5) => {
        await press(app, c, { touch, at });
        if (!touch) await app.page.mouse.move(1, viewport.height - 1);
      };

      // Lets what a press started come to rest as a person would: reads and dismisses information
      // messages, pauses or stops what keeps running; returns what it did (messages read, stoppers).
      async function settle(after) {
        const did = [];
        const start = Date.now();
        let busySince = Date.now();
        for (;;) {
          const what = await waitIdleOrMessage(app, RUN_A_MOMENT_MS);
          if (what === 'idle') return did;
          if (Date.now() - start > IDLE_TIMEOUT_MS) {
            throw new Error(`after pressing ${after.label} (${after.section}): boxcar.idle() did not resolve within ` +
              `${IDLE_TIMEOUT_MS} ms (state ${JSON.stringify((await app.state()).solver)})`);
          }
          const list = await controls(app);
          if (what === 'message') {
            const dismiss = findControl(list, DISMISS, { kind: 'button' });
            if (dismiss?.visible) {
              did.push('message');
              await tap(dismiss);
              if (!pressed.has(dismiss.id)) pressed.set(dismiss.id, { label: dismiss.label, section: dismiss.section, kind: dismiss.kind, changed: ['messages'] });
              busySince = Date.now();
              continue;
            }
          }
          if (Date.now() - busySince < RUN_A_MOMENT_MS) continue;
          const stopper = list.find((c) => STOPPER.test(c.label) && c.enabled && c.visible && c.section === after.section) ||
            list.find((c) => STOPPER.test(c.label) && c.enabled && c.visible);
          if (stopper) {
            did.push(`stopped with ${stopper.label}`);
            await tap(stopper);
            if (!pressed.has(stopper.id)) pressed.set(stopper.id, { label: stopper.label, section: stopper.section, kind: stopper.kind, changed: ['stopped'] });
            busySince = Date.now();
          }
        }
      }

      // The button that opens the puzzle under test again, found as a person finds it: on phones the level
      // browser takes the drawer's place (closed first), an open editor takes the Levels section's place
      // (closed first: a generated puzzle can load while the editor is open), the drawer may be closed (the
      // menu opens it), and the button is in the Levels section, which may be closed or scrolled away.
      const home = puzzle === 'rushhour' ? 'Rush Hour set' : 'Sokoban starters';
      async function findHome() {
        for (let step = 0; step < 4; step++) {
          const list = await controls(app);
          const back = findControl(list, home, { kind: 'button' });
          if (back) return back.visible ? back : scrollIntoView(app, back, { touch, viewport });
          let next = findControl(list, 'Close', { section: 'Level browser', kind: 'button' }) ||
            findControl(list, 'Close', { section: 'Editor actions', kind: 'button' }) ||
            findControl(list, /^Menu/, { kind: 'button' }) || findControl(list, /^Levels$/, { kind: 'header' }) ||
            findControl(list, /^Levels$/, { kind: 'tab' });
          if (next && !next.visible) next = await scrollIntoView(app, next, { touch, viewport });
          if (!next?.visible) return null;
          await tap(next);
          await settle(next);
        }
        return null;
      }

      try {
        const origin = new URL(app.url).origin;
        await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
        let fileDialogs = 0;
        app.page.on('filechooser', () => { fileDialogs++; });
        await app.goto('/');
        await app.idle();
        if (puzzle === 'rushhour') {
          assert.equal((await app.call('load', RUSH)).ok, true);
          await settle({ label: 'load', section: 'setup' });
        }
        const kind = (await app.state()).kind;
        const layoutFailures = [];
        const sections = new Map();  // section -> the order it first appeared in
        let reopenedAt = -1;
        for (let n = 0; n < MAX_PRESSES; n++) {
          const tn = Date.now();
          const list = await controls(app);
          for (const p of layoutProblems(list, viewport, { minTap: touch ? 40 : 0 })) layoutFailures.push(p);
          let next = nextOf(list, (c) => c.enabled && c.visible && !pressed.has(c.id), sections);
          if (!next) {
            const hidden = nextOf(list, (c) => c.enabled && !c.visible && !pressed.has(c.id), sections);
            if (!hidden) {
              // Nothing left on screen; a drawer that closed itself (phones: for a floating window) is
              // opened again while that still shows controls not pressed yet.
              const menu = findControl(list, /^Menu/, { kind: 'button' });
              if (!menu?.visible || reopenedAt === pressed.size) break;
              reopenedAt = pressed.size;
              await tap(menu);
              await settle(menu);
              continue;
            }
            next = await scrollIntoView(app, hidden, { touch, viewport });
            if (next && !touch) {  // the wheel turned over the drawer: the hand leaves it before the press
              await app.page.mouse.move(1, viewport.height - 1);
              await app.idle();
            }
            if (!next) {
              // Gone while the page was scrolled (a list that changed under the finger): nothing to reach.
              const still = (await controls(app)).find((c) => c.id === hidden.id);
              if (!still) continue;
              if (!still.visible) {  // what the screen showed, for the diagnosis of a failure seen once in a while
                const shot = `${os.tmpdir()}/boxcar-every-control-${size}-${puzzle}-unreachable.png`;
                await app.page.screenshot({ path: shot });
                const near = (await controls(app)).filter((c) => c.section === still.section)
                  .map((c) => `${c.label} ${c.visible ? 'visible' : 'hidden'} ${c.rect.map(Math.round)}`);
                console.log(`could not scroll to ${still.label} (${still.section}) at ${still.rect.map(Math.round)}; ` +
                  `screenshot ${shot}; its section: ${near.join('; ')}`);
              }
              if (process.env.BOXCAR_TRACE) console.log(`${new Date().toISOString().slice(14, 19)} unreachable ${hidden.label} (${hidden.section}) ${hidden.rect}`);
              pressed.set(hidden.id, { label: hidden.label, section: hidden.section, kind: hidden.kind, changed: null });
              continue;
            }
          }
          // Their value shows in their own pixels (the editor's tool buttons: the chosen tool is drawn lit).
          const slider = ['slider', 'checkbox', 'text_input'].includes(next.kind) ||
            (next.section === 'Editor' && next.kind === 'button');
          const t0 = Date.now();
          const before = await observe(app);
          const dialogsBefore = fileDialogs;
          const pixelsBefore = slider ? await pixelsOfRect(app, next.rect) : null;
          const shows = SHOWS_IN.find((e) => e.label.test(next.label));
          const target = shows && findControl(list, shows.target, { section: next.section });
          const targetBefore = target?.visible ? await pixelsOfRect(app, target.rect) : null;
          const t1 = Date.now();
          await tap(next, next.kind === 'slider' ? 0.55 : 0.5);
          const did = await settle(next);
          const t2 = Date.now();
          const after = await observe(app);
          const changed = changes(before, after);
          if (did.includes('message') && !changed.includes('messages')) changed.push('messages');
          if (fileDialogs > dialogsBefore) changed.push('file dialog');
          if (targetBefore && targetBefore !== (await pixelsOfRect(app, target.rect))) changed.push(`pixels of ${target.label}`);
          if (slider && pixelsBefore !== (await pixelsOfRect(app, next.rect))) changed.push('pixels');
          if (slider && changed.length === 0 && next.kind === 'slider') {  // the knob stood where it was pressed: the other end
            if (process.env.BOXCAR_TRACE) console.log('slider unchanged', next.rect, (await controls(app)).find((c) => c.id === next.id)?.rect);
            await tap(next, 0.1);
            await settle(next);
            changed.push(...changes(before, await observe(app)));
            if (pixelsBefore !== (await pixelsOfRect(app, next.rect))) changed.push('pixels');
          }
          pressed.set(next.id, { label: next.label, section: next.section, kind: next.kind, changed });
          if (process.env.BOXCAR_TRACE) console.log(`${new Date().toISOString().slice(14, 19)} press ${n}: ${next.label} (${next.section}, ${next.kind}) -> ${changed.join(',')} ${did.join(',')} [ms: find ${t0 - tn}, before ${t1 - t0}, press ${t2 - t1}, after ${Date.now() - t2}]`);
          // A press that opened the page's copy box (clipboard refused) is closed again, as a person would.
          if (after.copyBox !== null) await app.page.locator('#copy-box button').click();
          // A press that opened the other puzzle: back to the puzzle under test.
          if (after.state.kind !== kind) {
            const back = await findHome();
            if (!back?.visible) {  // what was on screen, for the diagnosis of a failure seen once in a while
              const shot = `${os.tmpdir()}/boxcar-every-control-${size}-${puzzle}-no-home.png`;
              await app.page.screenshot({ path: shot });
              const onScreen = (await controls(app)).map((c) => `${c.label} (${c.section}, ${c.visible ? 'visible' : 'hidden'})`);
              console.log(`no ${home} button after ${next.label}; screenshot ${shot}; controls: ${onScreen.join('; ')}`);
            }
            assert.ok(back?.visible, `after pressing ${next.label}: the ${home} button brings the ${puzzle} back`);
            await tap(back);
            await settle(back);
            assert.equal((await app.state()).kind, kind, `${home} opens the ${puzzle} again`);
          }
        }
        const all = [...pressed.values()];
        const unreachable = all.filter((p) => p.changed === null).map((p) => `${p.label} (${p.section})`);
        const inert = all.filter((p) => p.changed && p.changed.length === 0 && !excused(p))
          .map((p) => `${p.label} (${p.section}, ${p.kind})`);
        console.log(`${size} ${puzzle}: pressed ${all.length} controls`);
        assert.ok(all.length >= 30, `only ${all.length} controls found`);
        assert.deepEqual(unreachable, [], 'controls that could not be scrolled into view');
        assert.deepEqual(inert, [], 'controls that did nothing when pressed');
        assert.deepEqual([...new Set(layoutFailures)], [], 'layout problems seen while pressing');
        app.assertNoErrors();
      } finally {
        await app.close();
      }
    });
  }
}
