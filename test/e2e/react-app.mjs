// Serving the React app fixture built by scripts/consumer-app.mjs: server-rendered, and under
// `vite dev`.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
};

/**
 * Serves the built app on a free port: `/` is the server-rendered page (dist-server's
 * `render()` inside dist/index.html), other paths the files of dist/ (query ignored); anything
 * else, `/api/…` included, is a 404. Returns its address, every path asked for, and `close`.
 */
export async function serveBuiltApp(dir) {
  const { render } = await import(join(dir, 'dist-server', 'entry-server.js'));
  const template = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
  const html = template.replace('<!--app-->', render());
  const root = join(dir, 'dist');
  const files = new Set(readdirSync(root, { recursive: true }).map((f) => `/${f}`));
  const asked = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    asked.push(path);
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    } else if (files.has(path)) {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(readFileSync(join(root, path)));
    } else res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    html,
    asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The app's Vite dev server on a free port (started from the app's own Vite). Its dependency
 * scan starts from index.html and the extra `entries` (source files the page imports later), so
 * every dependency is bundled before the page asks for it.
 */
export async function startDevServer(dir, entries = []) {
  const { createServer: createVite } = await import(
    join(dir, 'node_modules', 'vite', 'dist', 'node', 'index.js')
  );
  const vite = await createVite({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
    optimizeDeps: { entries: ['index.html', ...entries] },
  });
  await vite.listen();
  return { url: vite.resolvedUrls.local[0].replace(/\/$/, ''), close: () => vite.close() };
}
