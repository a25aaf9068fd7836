// The built-in level library in the built site: assets/levels/index.json and every file it lists are
// staged as separate files (the Rush Hour puzzles by move count too: their index and a file per count),
// served by web/serve.mjs byte for byte with text MIME types, and none of them is part of the first page
// load (index.html does not name them, the WASM modules do not embed them).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST_DIR } from './harness.mjs';
import { startServer } from '../../web/serve.mjs';

const SOURCE_LEVELS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/levels');

test('the level library is staged and served on demand', async (t) => {
  const { server, url } = await startServer({ root: DIST_DIR, port: 0 });
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const base = new URL('assets/levels/', url);

  const res = await fetch(new URL('index.json', base));
  assert.equal(res.status, 200, 'index.json status');
  assert.ok(res.headers.get('content-type').startsWith('application/json'), res.headers.get('content-type'));
  const index = await res.json();
  assert.ok(index.collections.length >= 10, `${index.collections.length} collections`);

  const files = new Set([index.credits]);
  for (const c of index.collections) {
    files.add(c.file);
    if (c.license_file) files.add(c.license_file);
  }
  // The Rush Hour puzzles by move count: their own index and a file per count.
  files.add(index.rush_by_moves.index);
  const byMoves = JSON.parse(fs.readFileSync(path.join(SOURCE_LEVELS, index.rush_by_moves.index), 'utf8'));
  const folder = path.dirname(index.rush_by_moves.index);
  for (const m of byMoves.moves) if (m.file) files.add(`${folder}/${m.file}`);
  for (const file of files) {
    const r = await fetch(new URL(file, base));
    assert.equal(r.status, 200, `${file} status`);
    if (/\.(xsb|txt)$/.test(file)) assert.ok(r.headers.get('content-type').startsWith('text/plain'), `${file}: ${r.headers.get('content-type')}`);
    const body = Buffer.from(await r.arrayBuffer());
    assert.deepEqual(body, fs.readFileSync(path.join(SOURCE_LEVELS, file)), `${file} is served as in assets/levels`);
  }

  const page = fs.readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
  assert.ok(!page.includes('assets/levels/'), 'the first page load names no level file');
  for (const name of fs.readdirSync(DIST_DIR).filter((n) => n.endsWith('.wasm'))) {
    const wasm = fs.readFileSync(path.join(DIST_DIR, name));
    assert.equal(wasm.indexOf('Boxcar Originals'), -1, `${name} does not embed the library`);
  }
});
