// A tiny static file server for the built site (build/web/dist), for development and the browser
// tests. Binds 127.0.0.1 only; GET/HEAD; correct MIME types (application/wasm for .wasm, so
// streaming compilation works); no caching, so a rebuild shows up on reload. Not a production server.
//
//   node web/serve.mjs [ROOT]        ROOT defaults to build/web/dist; PORT env (default 8080; 0 = any)
// Prints exactly "Boxcar: http://127.0.0.1:PORT/" once listening. Importable: startServer({root, port}).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xsb': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.sok': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// Files of the site without an extension, by name.
export const NAME_TYPES = {
  LICENSE: 'text/plain; charset=utf-8',
};

// The Content-Type sent for a file of the site ('application/octet-stream' for one not known here).
export function typeOf(file) {
  return NAME_TYPES[path.basename(file)] || MIME_TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

// Maps a request URL to a file under root, or null when it would escape root.
function resolvePath(root, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const file = path.resolve(root, '.' + pathname);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

function handler(root) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    }
    let file = resolvePath(root, req.url);
    if (!file) return send(res, 400, 'Bad path\n');
    fs.stat(file, (err, stat) => {
      if (!err && stat.isDirectory()) {
        file = path.join(file, 'index.html');
        try {
          stat = fs.statSync(file);
        } catch (e) {
          err = e;
        }
      }
      if (err || !stat.isFile()) return send(res, 404, 'Not found\n');
      const type = typeOf(file);
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': stat.size,
        'Cache-Control': 'no-cache',
      });
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(file).on('error', () => res.destroy()).pipe(res);
    });
  };
}

// Starts serving root on 127.0.0.1:port (0 = a free port). Resolves with {server, port, url}.
export function startServer({ root, port = 0 }) {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(absRoot) || !fs.statSync(absRoot).isDirectory()) {
    return Promise.reject(new Error(`serve: ${absRoot} is not a folder (build the web preset first)`));
  }
  const server = http.createServer(handler(absRoot));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const actual = server.address().port;
      resolve({ server, port: actual, url: `http://${HOST}:${actual}/` });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = process.argv[2] || path.join(here, '..', 'build', 'web', 'dist');
  const port = process.env.PORT === undefined || process.env.PORT === '' ? 8080 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: PORT must be a port number (0-65535), got '${process.env.PORT}'`);
    process.exit(2);
  }
  startServer({ root, port }).then(
    ({ url }) => console.log(`Boxcar: ${url}`),
    (err) => {
      console.error(err.code === 'EADDRINUSE' ? `serve: port ${port} is already in use (set PORT)` : err.message);
      process.exit(1);
    },
  );
}
