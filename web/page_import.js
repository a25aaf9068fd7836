// The page's import and export helpers (BoxcarImport): open a file (button -> hidden <input type=file>,
// or drag-and-drop; a records file, JSON, is imported as records), downloads, ?url=<level file>
// (http/https only, 15 s timeout, text only), share-link fragments on load and on hashchange, and the
// clipboard (with a text box to copy from when the browser refuses). Files, downloads and dropped text
// larger than the page's limit for level text (BoxcarPage.limits.page_text_bytes; a records file:
// records_file_bytes) and links longer than its share-link limit are refused with a message before
// anything is copied into the module. Every notice goes to the app's message strip (state().message;
// failures as errors); level data is never put into HTML (the copy box uses a textarea's value).
/* global BoxcarPage */
/* exported BoxcarImport */
const BoxcarImport = (() => {
  const maxBytes = () => BoxcarPage.limits.page_text_bytes;
  const FETCH_TIMEOUT_MS = 15000;
  const NOT_TEXT = /^(image|audio|video|font)\/|^application\/(zip|gzip|x-gzip|pdf|wasm|x-7z-compressed|vnd\.)/i;

  const say = (text) => BoxcarPage.call('message', String(text));
  const sayError = (text) => BoxcarPage.showError(String(text));
  const kib = (bytes) => Math.ceil(bytes / 1024);

  // Imports a records file (JSON, or XSB with Solution sections) that came from `where`; the module says
  // what it kept and what it refused on the message strip.
  function importRecords(text, where) {
    if (text.includes('\u0000')) {
      sayError(`Could not import records from ${where}: it is not a text file.`);
      return false;
    }
    return BoxcarPage.importRecords(text).ok;
  }

  // Loads level text that came from `where` (a file name or URL), saying what happened. A records file
  // (JSON) is imported instead.
  function loadText(text, where) {
    if (text.includes('\u0000')) {
      sayError(`Could not open ${where}: it is not a text file.`);
      return false;
    }
    // The module's text-kind rule decides (common/text_kind.hpp); a records file is told by its start, so
    // only the first characters are copied in, whatever the file's size.
    const start = text.trimStart().slice(0, 64);
    if (BoxcarPage.call('textKind', start).kind === 'records') return importRecords(text, where);
    if (!BoxcarPage.fitsPageText(text, `Could not open ${where}: it`)) return false;
    const answer = BoxcarPage.call('load', text);
    if (!answer.ok) {
      sayError(`Could not open ${where}: ${answer.error}`);
      return false;
    }
    const what = answer.kind === 'rushhour' ? 'Rush Hour board' : 'level';
    say(`Opened ${where}: ${answer.levels} ${what}${answer.levels === 1 ? '' : 's'}.`);
    return true;
  }

  async function openFile(file, records = false) {
    const where = `"${file.name}"`;
    const limit = records ? BoxcarPage.limits.records_file_bytes : maxBytes();
    if (file.size > limit) {
      sayError(`Could not ${records ? 'import records from' : 'open'} ${where}: it is too large (${kib(file.size)} KiB; ` +
        `the limit is ${kib(limit)} KiB). Nothing was changed.`);
      return false;
    }
    try {
      const text = await file.text();
      return records ? importRecords(text, where) : loadText(text, where);
    } catch (err) {
      sayError(`Could not read ${where}: ${err && err.message ? err.message : err}`);
      return false;
    }
  }

  // Reads a response body up to the page's limit; null when larger.
  async function readCapped(response, controller) {
    const MAX_BYTES = maxBytes();
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_BYTES) return null;
    if (!response.body) {
      const text = await response.text();
      return text.length > MAX_BYTES ? null : text;
    }
    const reader = response.body.getReader();
    const chunks = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_BYTES) {
        controller.abort();
        return null;
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) { bytes.set(c, at); at += c.byteLength; }
    return new TextDecoder('utf-8').decode(bytes);
  }

  // ?url=...: fetches a level file from another server (when its CORS headers allow it).
  async function openUrl(raw) {
    let url;
    try {
      url = new URL(raw, window.location.href);
    } catch (err) {
      sayError(`Could not load ?url=${raw.slice(0, 200)}: it is not a valid address.`);
      return false;
    }
    const where = url.href.slice(0, 300);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      sayError(`Could not load ${where}: only http and https addresses can be opened.`);
      return false;
    }
    say(`Loading ${where} ...`);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; controller.abort(); }, FETCH_TIMEOUT_MS);
    try {
      let response;
      try {
        response = await fetch(url.href, { signal: controller.signal, credentials: 'omit', mode: 'cors' });
      } catch (err) {
        sayError(timedOut ? `Could not load ${where}: no answer within ${FETCH_TIMEOUT_MS / 1000} s.`
          : `Could not load ${where}: the server refused the request, is unreachable, or does not let other ` +
            'sites read the file (CORS). Download the file and open it instead.');
        return false;
      }
      if (!response.ok) {
        sayError(`Could not load ${where}: the server answered ${response.status} ${response.statusText}.`.trim());
        return false;
      }
      const type = response.headers.get('content-type') || '';
      if (NOT_TEXT.test(type)) {
        sayError(`Could not load ${where}: it is not a text file (${type.slice(0, 80)}).`);
        return false;
      }
      let text;
      try {
        text = await readCapped(response, controller);
      } catch (err) {
        sayError(timedOut ? `Could not load ${where}: it took longer than ${FETCH_TIMEOUT_MS / 1000} s.`
          : `Could not load ${where}: the download failed (${err && err.message ? err.message : err}).`);
        return false;
      }
      if (text === null) {
        sayError(`Could not load ${where}: it is larger than ${kib(maxBytes())} KiB.`);
        return false;
      }
      return loadText(text, where);
    } finally {
      clearTimeout(timer);
    }
  }

  function openFragment(hash) {
    const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
    if (!fragment) return null;
    const limit = BoxcarPage.limits.share_fragment_chars;
    if (fragment.length > limit) {
      const error = `the link is too long (${fragment.length} characters; the limit is ${limit})`;
      sayError(`This link can't be opened: ${error}.`);
      return { ok: false, error };
    }
    return BoxcarPage.call('openFragment', fragment);
  }

  // A textarea the user can copy from, when the clipboard is not available.
  function showCopyBox(text, what) {
    const box = document.getElementById('copy-box');
    const area = box.querySelector('textarea');
    area.value = text;
    box.hidden = false;
    area.focus();
    area.select();
    say(`The browser did not allow copying ${what}: it is selected in the box at the bottom of the page; ` +
      'press Ctrl+C (Cmd+C) to copy it.');
  }

  function copyText(text, what) { return BoxcarPage.track(copyTextNow(text, what)); }

  async function copyTextNow(text, what) {
    if (!text) return false;
    try {
      if (!navigator.clipboard || !navigator.clipboard.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      say(`Copied ${what} to the clipboard.`);
      return true;
    } catch (err) {
      showCopyBox(text, what);
      return false;
    }
  }

  // The URL that restores the current level (and solution and step, or the moves played).
  function shareLink() {
    const answer = BoxcarPage.call('shareFragment');
    if (!answer.ok) return answer;
    if (answer.solution_left_out) {
      say('The solution is too long to share: the link holds the level only.');
    }
    return window.location.origin + window.location.pathname + '#' + answer.fragment;
  }

  // The URL of this page with `fragment` (a share-link fragment the app wrote, e.g. for an edited level).
  function copyLinkTo(fragment) {
    return copyText(window.location.origin + window.location.pathname + '#' + fragment, 'the link');
  }

  function copyShareLink() {
    const link = shareLink();
    if (typeof link === 'string') return copyText(link, 'the link');
    return Promise.resolve(false);  // the reason (too big to share) is on the message line
  }

  // Saves `text` as a download named `filename`.
  function download(text, filename) {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  let dialogMode = 'level';  // what the file dialog was opened for: 'level' or 'records'

  function installListeners() {
    const input = document.getElementById('file-input');
    input.addEventListener('change', () => {
      const file = input.files && input.files[0];
      const records = dialogMode === 'records';
      dialogMode = 'level';
      if (file) BoxcarPage.track(openFile(file, records).finally(() => { input.value = ''; }));
    });
    document.addEventListener('dragover', (event) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    });
    document.addEventListener('drop', (event) => {
      event.preventDefault();
      const dt = event.dataTransfer;
      if (dt && dt.files && dt.files.length) BoxcarPage.track(openFile(dt.files[0], /\.json$/i.test(dt.files[0].name)));
      else if (dt && dt.getData('text/plain')) loadText(dt.getData('text/plain'), 'the dropped text');
    });
    window.addEventListener('hashchange', () => openFragment(window.location.hash));
    const box = document.getElementById('copy-box');
    box.querySelector('button').addEventListener('click', () => { box.hidden = true; });
  }

  return {
    // Called once window.boxcar works: listeners, then the link the page was opened with.
    start() {
      installListeners();
      if (window.location.hash.length > 1) openFragment(window.location.hash);
      const url = new URLSearchParams(window.location.search).get('url');
      if (url) BoxcarPage.track(openUrl(url));
    },
    openFileDialog(mode) {
      dialogMode = mode === 'records' ? 'records' : 'level';
      document.getElementById('file-input').click();
    },
    openFile, openFragment, copyText, copyShareLink, copyLinkTo, shareLink, download,
    openUrl: (url) => BoxcarPage.track(openUrl(url)),
  };
})();
