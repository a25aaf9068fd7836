// One driver per engine, one shape for both, so that journeys.mjs runs the same journeys in each:
//   firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi;
//   webkit:  Debian's WebKitGTK MiniBrowser, driven by selenium-webdriver through WebKitWebDriver
//            (package webkit2gtk-driver).
// Both run headful on an X display (display.mjs: an Xvfb of our own): headless Firefox has
// no WebGL here. LIBGL_ALWAYS_SOFTWARE=1 makes Mesa draw WebGL 2 with llvmpipe. No browser is downloaded.
//
//   const reason = unavailable('firefox');            // null, or why this machine cannot run the engine
//   const browser = await launch('firefox');          // one browser per test file
//   const s = await browser.session({ width: 1280, height: 800 });
//   await s.goto('/');  await s.idle();  await s.click(x, y);  await s.keys('Control+V');  await s.type('rRR');
//   await s.copy(text);                               // Ctrl+C in another tab: the clipboard holds `text`
//   const text = await s.pasted();                    // Ctrl+V in another tab: what the clipboard holds
//   await s.call('state');  await s.evaluate(fn, arg);  await s.screenshot(file);  s.errors
//   await browser.close();
//
// Every action is a real input event of the engine's automation (mouse at a viewport point, keys),
// never an API call. Touch is not emulated in either engine (the phone-size journey uses the mouse).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDisplay, XVFB } from './display.mjs';
import { startServer } from '../../web/serve.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = process.env.BOXCAR_DIST_DIR ||
  path.join(process.env.BOXCAR_BUILD_DIR || path.join(REPO, 'build'), 'web', 'dist');
export const FIREFOX = process.env.BOXCAR_FIREFOX || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.BOXCAR_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.BOXCAR_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const ENGINES = ['firefox', 'webkit'];

// Why this machine cannot run `engine` (a missing binary or display), or null when it can. A missing
// site is not a reason to skip: that is a failure (build first).
export function unavailable(engine) {
  const missing = (file, pkg) => (fs.existsSync(file) ? null : `${file} is missing (Debian package ${pkg}; ./dev.sh setup)`);
  const display = process.env.BOXCAR_ENGINES_DISPLAY ? null : missing(XVFB, 'xvfb');
  if (display) return display;
  if (engine === 'firefox') return missing(FIREFOX, 'firefox-esr');
  if (engine === 'webkit') return missing(WEBKIT_DRIVER, 'webkit2gtk-driver') || missing(MINIBROWSER, 'webkit2gtk-driver');
  return `unknown engine ${engine}`;
}

// The scratch page's text box (made on first use) holding `text`, selected and focused.
const SCRATCH_BOX = (text) => {
  let box = document.querySelector('textarea');
  if (!box) {
    box = document.createElement('textarea');
    document.body.append(box);
  }
  box.value = text;
  box.focus();
  box.select();
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Waits in the page until `fn(arg)` is truthy (polled every 50 ms), at most `timeout` ms; resolves with
// its value, or with {timedOut: true, last} (the page's own clock, one round trip).
function pollInPage(fn, arg, timeout) {
  return `return (async () => {
    const fn = (${fn}); const arg = ${JSON.stringify(arg ?? null)}; const end = performance.now() + ${timeout};
    let last;
    for (;;) {
      try { last = await fn(arg); } catch (e) { last = undefined; }
      if (last) return last;
      if (performance.now() > end) return { timedOut: true, last: last ?? null };
      await new Promise((r) => setTimeout(r, 50));
    }
  })()`;
}

// What both drivers share: the site's server, the boxcar API calls and waits, built on evaluate().
class BaseSession {
  constructor(server, url, viewport) {
    this.server = server;
    this.url = url;
    this.viewport = viewport;
    this.errors = [];
  }

  href(pathOrUrl) { return new URL(pathOrUrl, this.url).href; }

  // Waits until `fn(arg)` holds in the page; throws with `what` after `timeout` ms.
  async waitFor(fn, arg, { timeout = 30000, what = String(fn) } = {}) {
    const result = await this.script(pollInPage(fn, arg, timeout));
    if (result && result.timedOut) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    return result;
  }

  // window.boxcar exists and boxcar.idle() resolved (nothing pending, the result drawn); the state then.
  async idle(timeout = 30000) {
    await this.waitFor(() => typeof window.boxcar?.idle === 'function', null, { timeout, what: 'window.boxcar' });
    await this.waitFor(() => window.boxcar.idle().then(() => true), null, { timeout, what: 'boxcar.idle()' });
    return this.state();
  }

  async call(method, ...args) {
    return this.evaluate(async ([m, a]) => {
      if (typeof window.boxcar?.[m] !== 'function') throw new Error(`window.boxcar.${m} is not a function`);
      return await window.boxcar[m](...a);
    }, [method, args]);
  }

  // The page's last change is on screen: no piece moving and no frame drawn for four animation frames
  // in a row (a change is drawn on the next frames at once; unlike idle(), this does not wait for a
  // message to fade or a solve to end). Returns the state.
  settle(timeout = 30000) {
    return this.waitFor(() => new Promise((resolve) => {
      let last = -1, still = 0;
      const tick = () => {
        const st = window.boxcar?.state();
        if (!st) return resolve(false);
        still = st.frames === last && !st.animating ? still + 1 : 0;
        last = st.frames;
        if (still >= 4) resolve(st);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }), null, { timeout, what: 'the page to settle' });
  }

  // The page has started (window.boxcar, first frames drawn) and settled.
  async started(timeout = 30000) {
    await this.waitFor(() => window.boxcar?.state && window.boxcar.state().frames >= 3, null, { timeout, what: 'the first frames' });
    return this.settle(timeout);
  }

  state() { return this.call('state'); }
  controls() { return this.call('controls'); }
  messages() { return this.call('messages'); }

  // Navigation start to the first frame the UI module drew (performance.now() when state().frames > 0
  // first holds), read right after the load: docs/tools/measure_app.mjs's way.
  firstFrameMs() {
    return this.evaluate(() => new Promise((resolve) => {
      function poll() {
        if (window.boxcar && window.boxcar.state().frames > 0) resolve(performance.now());
        else requestAnimationFrame(poll);
      }
      poll();
    }));
  }

  // A press at the centre of a control's rectangle (or at fraction `at` of its width).
  async press(c, { at = 0.5 } = {}) {
    if (!c.visible) throw new Error(`control ${c.label} (${c.section}) is not visible: ${JSON.stringify(c.rect)}`);
    await this.click(c.rect[0] + c.rect[2] * at, c.rect[1] + c.rect[3] / 2);
  }
}

// ------------------------------------------------------------------------------------------------
// Firefox ESR: puppeteer-core, WebDriver BiDi
// ------------------------------------------------------------------------------------------------
class FirefoxSession extends BaseSession {
  constructor(scratch, page, server, url, viewport) {
    super(server, url, viewport);
    this.scratch = scratch;
    this.page = page;
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.errors.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => this.errors.push(`page error: ${err.message}`));
  }

  async setViewport({ width, height }) {
    this.viewport = { width, height };
    await this.page.setViewport({ width, height });
  }

  async goto(pathOrUrl) { await this.page.goto(this.href(pathOrUrl), { waitUntil: 'load' }); }
  evaluate(fn, arg) { return this.page.evaluate(fn, arg); }
  script(body) { return this.page.evaluate(new Function(body)); }

  async click(x, y) { await this.page.mouse.click(x, y); }
  async move(x, y) { await this.page.mouse.move(x, y); }
  async down() { await this.page.mouse.down(); }
  async up() { await this.page.mouse.up(); }
  // `combo`: a key name ('ArrowRight', 'Escape') or modifiers and a key ('Control+V').
  async keys(combo, target = this.page) {
    const parts = combo.split('+');
    const key = parts.pop();
    for (const m of parts) await target.keyboard.down(m);
    await target.keyboard.press(key.length === 1 ? key.toLowerCase() : key);
    for (const m of parts.reverse()) await target.keyboard.up(m);
  }
  async type(text) { await this.page.keyboard.type(text); }

  // The browser's scratch tab (another page a person copies from or pastes into): its text box gets
  // `text`, selected, then `combo` is pressed there; answers the box's text after it.
  async inOtherTab(text, combo) {
    const tab = await this.scratch();
    try {
      await tab.bringToFront();
      await tab.evaluate(SCRATCH_BOX, text);
      await this.keys(combo, tab);
      return await tab.evaluate(() => document.querySelector('textarea').value);
    } finally {
      await this.page.bringToFront();
      // Back from the other tab the pointer comes into the page, as a person's mouse does. (Without a
      // mouse move after the page was hidden and shown again, the page takes Firefox's next presses at
      // another place than theirs: docs/DEVELOPING.md.)
      await this.page.mouse.move(this.viewport.width - 2, this.viewport.height / 2);
    }
  }

  async screenshot(file) {
    const png = Buffer.from(await this.page.screenshot());
    if (file) fs.writeFileSync(file, png);
    return png;
  }

  async close() {
    await this.page.close().catch(() => {});
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function launchFirefox(display) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    // Room for the largest viewport a session asks for (set by setViewport inside the window).
    args: ['--width=1400', '--height=1000'],
    env: { ...process.env, DISPLAY: display, LIBGL_ALWAYS_SOFTWARE: '1' },
    protocolTimeout: 120000,
  });
  let scratch = null;
  const scratchTab = () => (scratch ??= browser.newPage());
  return {
    name: 'firefox',
    version: await browser.version(),
    async session(viewport) {
      const { server, url } = await startServer({ root: DIST_DIR, port: 0 });
      const page = await browser.newPage();
      const s = new FirefoxSession(scratchTab, page, server, url, viewport);
      await s.setViewport(viewport);
      return s;
    },
    close: () => browser.close(),
  };
}

// ------------------------------------------------------------------------------------------------
// WebKitGTK: MiniBrowser through WebKitWebDriver, selenium-webdriver
// ------------------------------------------------------------------------------------------------
const SELENIUM_KEYS = {
  Control: 'CONTROL', Shift: 'SHIFT', Alt: 'ALT', Meta: 'META', Escape: 'ESCAPE', Enter: 'ENTER',
  Backspace: 'BACK_SPACE', Tab: 'TAB', ArrowLeft: 'ARROW_LEFT', ArrowRight: 'ARROW_RIGHT', ArrowUp: 'ARROW_UP',
  ArrowDown: 'ARROW_DOWN', Home: 'HOME', End: 'END', Delete: 'DELETE',
};

// Catches what the page reports as errors after each load (classic WebDriver gives no console events):
// window errors, unhandled rejections and console.error. Errors before the page's scripts ran are not seen.
const WATCH_ERRORS = `
  if (!window.__engineErrors) {
    window.__engineErrors = [];
    window.addEventListener('error', (e) => window.__engineErrors.push('page error: ' + e.message));
    window.addEventListener('unhandledrejection', (e) => window.__engineErrors.push('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
    const original = console.error.bind(console);
    console.error = (...a) => { window.__engineErrors.push('console error: ' + a.join(' ')); original(...a); };
  }`;

class WebKitSession extends BaseSession {
  constructor(driver, webdriver, scratch, server, url, viewport) {
    super(server, url, viewport);
    this.scratch = scratch;
    this.driver = driver;
    this.wd = webdriver;
    this.seen = [];
  }

  // The window is the viewport plus MiniBrowser's toolbar: sized until innerWidth x innerHeight is `viewport`.
  async setViewport({ width, height }) {
    this.viewport = { width, height };
    const win = this.driver.manage().window();
    for (let i = 0; i < 3; ++i) {
      const [iw, ih, ow, oh] = await this.driver.executeScript('return [innerWidth, innerHeight, outerWidth, outerHeight]');
      if (iw === width && ih === height) return;
      await win.setRect({ x: 0, y: 0, width: width + (ow - iw), height: height + (oh - ih) });
    }
    const [iw, ih] = await this.driver.executeScript('return [innerWidth, innerHeight]');
    if (iw !== width || ih !== height) throw new Error(`MiniBrowser's viewport is ${iw}x${ih}, not ${width}x${height}`);
  }

  async collectErrors() {
    const found = await this.driver.executeScript('return window.__engineErrors ? window.__engineErrors.splice(0) : []').catch(() => []);
    this.errors.push(...found);
  }

  async goto(pathOrUrl) {
    await this.collectErrors();
    await this.driver.get(this.href(pathOrUrl));
    await this.driver.executeScript(WATCH_ERRORS);
  }

  async evaluate(fn, arg) {
    const result = await this.driver.executeScript(`return (async () => { ${WATCH_ERRORS};
      return JSON.stringify(await (${fn})(arguments[0]) ?? null); })()`, arg ?? null);
    await this.collectErrors();
    return JSON.parse(result);
  }

  script(body) { return this.driver.executeScript(body); }

  actions() { return this.driver.actions({ async: true }); }
  async click(x, y) {
    await this.actions().move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' }).press().release().perform();
  }
  async move(x, y) { await this.actions().move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' }).perform(); }
  async down() { await this.actions().press().perform(); }
  async up() { await this.actions().release().perform(); }
  async keys(combo) {
    const { Key } = this.wd;
    const name = (k) => (SELENIUM_KEYS[k] ? Key[SELENIUM_KEYS[k]] : k.toLowerCase());
    const parts = combo.split('+');
    const key = parts.pop();
    let a = this.actions();
    for (const m of parts) a = a.keyDown(name(m));
    a = a.sendKeys(name(key));
    for (const m of parts.reverse()) a = a.keyUp(name(m));
    await a.perform();
  }
  async type(text) { await this.actions().sendKeys(text).perform(); }

  // MiniBrowser's scratch window (another page a person copies from or pastes into), made once.
  async inOtherTab(text, combo) {
    const main = await this.driver.getWindowHandle();
    if (!this.scratch.handle) {
      await this.driver.switchTo().newWindow('tab');
      this.scratch.handle = await this.driver.getWindowHandle();
    } else {
      await this.driver.switchTo().window(this.scratch.handle);
    }
    try {
      await this.driver.executeScript(`(${SCRATCH_BOX})(arguments[0])`, text);
      await this.keys(combo);
      return await this.driver.executeScript('return document.querySelector("textarea").value');
    } finally {
      await this.driver.switchTo().window(main);
    }
  }

  async screenshot(file) {
    const png = Buffer.from(await this.driver.takeScreenshot(), 'base64');
    if (file) fs.writeFileSync(file, png);
    return png;
  }

  async close() {
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

// MiniBrowser's toolbar keeps its window at least ~450 px wide with the default GTK theme; a GTK style of
// our own shrinks the toolbar (web content is not drawn with GTK's theme) so a 390 px viewport fits.
function miniBrowserConfig() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxcar-webkit-'));
  fs.mkdirSync(path.join(dir, 'gtk-3.0'));
  fs.writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'),
    '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }\n');
  return dir;
}

async function launchWebKit(display) {
  const webdriver = await import('selenium-webdriver');
  const { default: remote } = await import('selenium-webdriver/remote/index.js');
  const config = miniBrowserConfig();
  const service = new remote.DriverService.Builder(WEBKIT_DRIVER)
    .setLoopback(true)
    .setEnvironment({ ...process.env, DISPLAY: display, LIBGL_ALWAYS_SOFTWARE: '1', XDG_CONFIG_HOME: config })
    .build();
  const address = await service.start(20000);
  let driver;
  try {
    driver = await new webdriver.Builder().usingServer(address).withCapabilities(new webdriver.Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })).build();
    await driver.manage().setTimeouts({ script: 120000, pageLoad: 60000 });
  } catch (err) {
    await service.kill();
    throw err;
  }
  const caps = await driver.getCapabilities();
  let open = null;
  const scratch = { handle: null };
  return {
    name: 'webkit',
    version: `WebKitGTK ${caps.get('browserVersion')}`,
    async session(viewport) {
      // One window: a session is the window's page, on a server of its own.
      if (open) await open.close();
      const { server, url } = await startServer({ root: DIST_DIR, port: 0 });
      open = new WebKitSession(driver, webdriver, scratch, server, url, viewport);
      await open.setViewport(viewport);
      return open;
    },
    async close() {
      await driver.quit().catch(() => {});
      await service.kill();
      fs.rmSync(config, { recursive: true, force: true });
    },
  };
}

// With BOXCAR_TRACE set, every session action is logged with its time (where a journey's time goes).
const TRACED = ['goto', 'idle', 'settle', 'started', 'waitFor', 'call', 'click', 'keys', 'type', 'copy', 'pasted', 'screenshot', 'setViewport', 'evaluate'];
function traced(session) {
  if (!process.env.BOXCAR_TRACE) return session;
  let depth = 0;
  for (const name of TRACED) {
    const inner = session[name].bind(session);
    session[name] = async (...args) => {
      const start = Date.now();
      depth += 1;
      try {
        return await inner(...args);
      } finally {
        depth -= 1;
        const what = typeof args[0] === 'function' ? '' : JSON.stringify(args[0] ?? '').slice(0, 50);
        console.log(`# ${'  '.repeat(depth)}${name} ${what}: ${Date.now() - start} ms`);
      }
    };
  }
  return session;
}

// Launches `engine` on the display (starting Xvfb when there is none).
export async function launch(engine) {
  const { display } = await ensureDisplay();
  const browser = engine === 'firefox' ? await launchFirefox(display)
    : engine === 'webkit' ? await launchWebKit(display) : null;
  if (!browser) throw new Error(`unknown engine ${engine}`);
  const open = browser.session;
  browser.session = async (viewport) => traced(await open(viewport));
  return browser;
}

// Real copy and paste through the system clipboard, as a person does between two tabs.
BaseSession.prototype.copy = async function copy(text) {
  const got = await this.inOtherTab(text, 'Control+C');
  if (got !== text) throw new Error('the text box to copy from lost its text');
  await sleep(50);
};
BaseSession.prototype.pasted = function pasted() {
  return this.inOtherTab('', 'Control+V');
};
