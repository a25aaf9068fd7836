// Acting on the page as a person does: finding controls through boxcar.controls() (CONTRACTS.md) and
// pressing them at their place on screen with the mouse or a finger, swiping on the board, waiting with
// boxcar.idle(). Every action here is a real input event at a point of the viewport, never an API call.
import assert from 'node:assert/strict';

export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  contextOptions: { isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
};
// The same phone at one device pixel per CSS pixel: the layout (in CSS px) is the phone's, while
// SwiftShader draws a ninth of the pixels (a frame at three costs about half a second on a loaded
// machine, and every touch move of a swipe waits for one). For the long phone journeys (many presses and
// swipes, the editors' journeys among them); the phone journey, touch play, the message strip and frame
// pacing keep the phone's three.
export const PHONE_1X = { ...PHONE, contextOptions: { ...PHONE.contextOptions, deviceScaleFactor: 1 } };

// Waits for boxcar.idle() (nothing pending and the result drawn), failing after `timeout` ms.
export async function idle(app, timeout = 30000) {
  await app.page.waitForFunction(() => typeof window.boxcar?.idle === 'function', null, { timeout });
  const done = await app.page.evaluate((t) => Promise.race([
    window.boxcar.idle().then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), t)),
  ]), timeout);
  assert.ok(done, `boxcar.idle() did not resolve within ${timeout} ms`);
}

export const controls = (app) => app.call('controls');
export const messages = (app) => app.call('messages');

// The first control whose label matches `label` (a RegExp or an exact string), optionally of a section
// or kind; visible ones first.
export function findControl(list, label, { section, kind } = {}) {
  const matches = (c) => (label instanceof RegExp ? label.test(c.label) : c.label === label) &&
    (section === undefined || (section instanceof RegExp ? section.test(c.section) : c.section === section)) &&
    (kind === undefined || c.kind === kind);
  return list.find((c) => matches(c) && c.visible) || list.find(matches) || null;
}

export async function control(app, label, options) {
  const found = findControl(await controls(app), label, options);
  assert.ok(found, `no control labelled ${label} ${JSON.stringify(options || {})}`);
  return found;
}

export const centre = (rect) => [rect[0] + rect[2] / 2, rect[1] + rect[3] / 2];

// Presses a control at the centre of its rectangle (or at `at`, a fraction of its width, for sliders):
// a mouse click, or a tap on a touch device.
export async function press(app, c, { touch = false, at = 0.5 } = {}) {
  assert.ok(c.visible, `control ${c.label} (${c.section}) is not visible: ${JSON.stringify(c.rect)}`);
  const x = c.rect[0] + c.rect[2] * at, y = c.rect[1] + c.rect[3] / 2;
  if (touch) await app.page.touchscreen.tap(x, y);
  else await app.page.mouse.click(x, y);
}

// The control `c` where the last drawn frame has it: a window that has just opened may still move or grow
// in its first frames, so its rectangle is read again (a frame apart) until two reads agree.
export async function settled(app, c) {
  let shown = c;
  for (let i = 0; i < 20; i++) {
    await idle(app);
    const now = (await controls(app)).find((o) => o.id === shown.id);
    assert.ok(now && now.visible, `${c.label} (${c.section}) stays in view: ${JSON.stringify(now)}`);
    const same = now.rect.every((v, k) => v === shown.rect[k]);
    shown = now;
    if (same) break;
  }
  return shown;
}

// Finds a control by label and presses it, then waits for idle.
export async function pressLabel(app, label, options = {}) {
  const c = await control(app, label, options);
  await press(app, c, options);
  await idle(app);
  return c;
}

// Keeps the finger (or button) down for holdMs, or, given `holdUntil` (an async predicate), until it
// holds true or holdMs has passed: a loaded page may need far longer for what a person sees at once.
async function hold(page, holdMs, holdUntil) {
  if (!holdUntil) {
    if (holdMs) await page.waitForTimeout(holdMs);
    return;
  }
  const end = Date.now() + holdMs;
  while (Date.now() < end && !(await holdUntil())) await page.waitForTimeout(50);
}

// A touch swipe (or, without touch, a mouse drag) from one viewport point to another in `steps`
// moves; `holdMs` (and `holdUntil`, see hold) keeps the finger down at the end before lifting it.
export async function swipe(app, from, to, { touch = true, steps = 8, holdMs = 0, stepMs = 16, holdUntil = null } = {}) {
  const page = app.page;
  if (!touch) {
    await page.mouse.move(from[0], from[1]);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps);
      await page.waitForTimeout(stepMs);
    }
    await hold(page, holdMs, holdUntil);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const point = (x, y) => [{ x, y, radiusX: 4, radiusY: 4, force: 1, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from[0], from[1]) });
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(stepMs);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps),
    });
  }
  await hold(page, holdMs, holdUntil);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// The centre of board cell (x, y) in viewport coordinates (the canvas fills the window at 0,0).
export function cellPoint(board, x, y) {
  return [board.origin[0] + (x + 0.5) * board.cell_px, board.origin[1] + (y + 0.5) * board.cell_px];
}

// The centre of the level's square (x, y) in viewport coordinates, from state(): a phone may draw a wide
// level turned a quarter clockwise (state().board.rotation 90), the square (x, y) then at drawn grid
// square (height - 1 - y, x).
export function squarePoint(state, x, y) {
  const b = state.board;
  return b.rotation === 90 ? cellPoint(b, state.height - 1 - y, x) : cellPoint(b, x, y);
}

// The way on screen [dx, dy] (unit steps) that moves the player `way` ('left', 'up', 'right', 'down')
// in the level, on the board as state() says it is drawn.
export function screenWay(state, way) {
  const level = { left: [-1, 0], up: [0, -1], right: [1, 0], down: [0, 1] }[way];
  return state.board.rotation === 90 ? [-level[1], level[0]] : level;
}

// Everything a control can change that a person (or the page's storage) would notice: the state, the
// controls on screen and their labels and enabled flags, the messages, localStorage, the clipboard
// (or the copy box the page shows where the clipboard is refused), and which element has focus.
export async function observe(app) {
  const snapshot = await app.page.evaluate(async () => {
    const s = window.boxcar.state();
    delete s.frames;
    const clipboard = await navigator.clipboard.readText().catch(() => null);
    const copyBox = document.getElementById('copy-box');
    const storage = {};
    for (let i = 0; i < localStorage.length; i++) storage[localStorage.key(i)] = localStorage.getItem(localStorage.key(i));
    const active = document.activeElement;
    return {
      state: s,
      controls: window.boxcar.controls().map((c) => `${c.id}|${c.label}|${c.enabled}|${c.kind}`).sort(),
      messages: window.boxcar.messages().map((m) => `${m.level}:${m.text}`),
      storage,
      clipboard,
      copyBox: copyBox && !copyBox.hidden ? copyBox.querySelector('textarea').value : null,
      focus: active ? `${active.tagName}#${active.id}` : null,
      url: location.href,
    };
  });
  return snapshot;
}

// The names of the parts of two observations that differ.
export function changes(before, after) {
  const out = [];
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out.push(key);
  }
  return out;
}

// Layout checks on one controls() answer: ids unique, every visible control inside the viewport, no two
// visible controls overlapping; on a phone every visible control at least `minTap` px in both sizes.
export function layoutProblems(list, viewport, { minTap = 0 } = {}) {
  const problems = [];
  const ids = new Set();
  for (const c of list) {
    if (ids.has(c.id)) problems.push(`duplicate id ${c.id}`);
    ids.add(c.id);
    if (!c.label) problems.push(`empty label on ${c.id}`);
  }
  const shown = list.filter((c) => c.visible);
  for (const c of shown) {
    const [x, y, w, h] = c.rect;
    if (x < -1 || y < -1 || x + w > viewport.width + 1 || y + h > viewport.height + 1)
      problems.push(`${c.label} (${c.section}) outside the viewport: ${c.rect.map(Math.round)}`);
    if (minTap && (w < minTap || h < minTap))
      problems.push(`${c.label} (${c.section}) smaller than ${minTap} px: ${Math.round(w)}x${Math.round(h)}`);
  }
  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      const [ax, ay, aw, ah] = shown[i].rect, [bx, by, bw, bh] = shown[j].rect;
      if (ax < bx + bw - 1 && bx < ax + aw - 1 && ay < by + bh - 1 && by < ay + ah - 1)
        problems.push(`${shown[i].label} (${shown[i].section}) overlaps ${shown[j].label} (${shown[j].section})`);
    }
  }
  return problems;
}

// Brings a clipped control into view as a person would: the wheel over it (desktop) or a finger drag
// beside it (phone), in the direction where it lies, started where no inner list lies (a list under the
// finger or the wheel scrolls first: the level list of the drawer), and kept up while the control moves.
// Returns the control as reported once visible, or null (gone from controls(), or no longer moving).
export async function scrollIntoView(app, c, { touch = false, viewport } = {}) {
  let still = 0;
  for (let i = 0; i < 60 && still < 4; i++) {
    const [x, y, w, h] = c.rect;
    const below = y + h > viewport.height / 2;
    const px = Math.min(Math.max(x + Math.min(w / 2, 30), 2), viewport.width - 2);
    // Stuck at the free point (a floating window that does not reach it): from inside the control's own
    // section, at its visible control nearest to it.
    const py = still < 2 ? await freePoint(app, px, viewport) : await sectionPoint(app, c, viewport) ?? await freePoint(app, px, viewport);
    if (touch) {
      const dy = Math.min(200, viewport.height / 4);
      await swipe(app, [px, py], [px, below ? py - dy : py + dy], { touch: true, steps: 10 });
    } else {
      await app.page.mouse.move(px, py);
      await app.page.mouse.wheel(0, below ? 200 : -200);
    }
    await idle(app);
    const now = (await controls(app)).find((o) => o.id === c.id);
    if (process.env.BOXCAR_TRACE) {
      console.log(`scroll toward ${c.label} (${c.section}): ${touch ? 'swipe' : 'wheel'} at ${Math.round(px)},${Math.round(py)}` +
        ` ${below ? 'up' : 'down'}: ${c.rect.map(Math.round)} -> ${now ? now.rect.map(Math.round) : 'gone'}`);
    }
    if (!now) return null;
    if (now.visible) return now;
    still = now.rect[1] === c.rect[1] ? still + 1 : 0;
    c = now;
  }
  return null;
}

// A height inside the visible part of c's section (its visible control nearest to c), or null.
async function sectionPoint(app, c, viewport) {
  const mates = (await controls(app)).filter((o) => o.visible && o.id !== c.id && o.section === c.section &&
    o.rect[1] > 8 && o.rect[1] + o.rect[3] < viewport.height - 8);
  if (mates.length === 0) return null;
  const centre = (o) => o.rect[1] + o.rect[3] / 2;
  mates.sort((a, b) => Math.abs(centre(a) - centre(c)) - Math.abs(centre(b) - centre(c)));
  return centre(mates[0]);
}

// A height in the middle half of the viewport, at column x, where no visible list item lies (with a
// margin for its list's frame): the middle when it is free, else the free height nearest to it.
async function freePoint(app, x, viewport) {
  const rows = (await controls(app)).filter((o) => o.visible && o.kind === 'list_item' &&
    x >= o.rect[0] - 12 && x <= o.rect[0] + o.rect[2] + 12);
  const free = (y) => !rows.some((o) => y >= o.rect[1] - 16 && y <= o.rect[1] + o.rect[3] + 16);
  const middle = viewport.height / 2;
  for (let d = 0; d <= viewport.height / 4; d += 8) {
    if (free(middle + d)) return middle + d;
    if (free(middle - d)) return middle - d;
  }
  return middle;
}

// The board area a message strip may stand in: below the top bar's controls and above the action bar's,
// from the controls on screen.
export async function boardArea(app, viewport) {
  const list = await controls(app);
  const top = Math.max(0, ...list.filter((c) => c.visible && /top/i.test(c.section)).map((c) => c.rect[1] + c.rect[3]));
  const bottom = Math.min(viewport.height, ...list.filter((c) => c.visible && /action/i.test(c.section)).map((c) => c.rect[1]));
  return { top, bottom };
}
