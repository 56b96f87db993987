// Serves the demo page (demo/) and the built library (dist/ under /dist/) over HTTP, so
// `npm start` shows the elements in a browser. PORT changes the port (default 4173).
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { ROOT } from './entries.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The file a URL path names: /dist/… from dist/, anything else from demo/; null if outside. */
function fileFor(urlPath) {
  const [base, rest] = urlPath.startsWith('/dist/')
    ? [join(ROOT, 'dist'), urlPath.slice('/dist'.length)]
    : [join(ROOT, 'demo'), urlPath];
  const file = normalize(join(base, decodeURIComponent(rest)));
  if (file !== base && !file.startsWith(base + sep)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) return join(file, 'index.html');
  return file;
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file;
  try {
    file = fileFor(pathname);
  } catch {
    file = null;
  }
  if (!file || !existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(file).pipe(res);
});

const port = Number(process.env.PORT ?? 4173);
server.listen(port, () => {
  console.log(`Demo site: http://localhost:${port}`);
  if (!existsSync(join(ROOT, 'dist/lib'))) console.log('dist/lib is missing: run `npm run build`.');
});
