// Accessibility pass over every story of a built Storybook: serves the build (storybook-static/
// unless --dir says otherwise) on a free port, opens each story alone in Chromium, waits for it to
// render and its elements to upgrade, and runs axe on #storybook-root.
// Usage: node scripts/story-a11y.mjs [--dir DIR]   (exits 1 when a story has violations)
// test/node/stories-a11y.test.mjs runs the same checks as one test per story.
/* global window, document, customElements, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built Storybook's default folder. */
export const STORYBOOK_STATIC = path.join(ROOT, 'storybook-static');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the files of `dir` on 127.0.0.1 at a free port (query strings are ignored).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir) {
  const base = path.resolve(dir);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = path.join(base, pathname);
    if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
    if (!file.startsWith(base + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // The build does not change while it is served: let the browser cache the bundles.
    res.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * The stories of a build (index.json), docs pages and stories tagged `!test` left out.
 * @returns {{ id: string, title: string, name: string }[]}
 */
export function storiesOf(dir) {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (entry.tags ?? ['test']).includes('test'))
    .map(({ id, title, name }) => ({ id, title, name }));
}

/**
 * Launches the Chromium that scripts/chromium.mjs finds and opens one browser context for the
 * stories (they share its cache; each story gets a fresh page).
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });
  const context = await browser.newContext();
  return { context, close: () => browser.close() };
}

/**
 * Waits until Storybook has finished the story (rendered, played, after-each hooks run), then
 * until every Lit element in it has finished updating.
 */
async function settle(page) {
  await page.waitForFunction(() => {
    const phase = /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'aborted';
  });
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'the story failed to render')
      : null,
  );
  if (failed) throw new Error(`The story did not render: ${failed.trim()}`);
  await page.evaluate(async () => {
    const root = document.querySelector('#storybook-root');
    const pending = [...(root?.querySelectorAll(':not(:defined)') ?? [])].map((el) =>
      customElements.whenDefined(el.localName),
    );
    await Promise.all(pending);
    const lit = [...(root?.querySelectorAll('*') ?? [])].filter((el) => 'updateComplete' in el);
    await Promise.all(lit.map((el) => /** @type {any} */ (el).updateComplete));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** The story's `parameters.a11y` (Storybook's a11y addon settings), if any. */
function a11yParameters(page) {
  return page.evaluate(() => {
    const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
    const a11y = preview?.currentRender?.story?.parameters?.a11y;
    return a11y ? JSON.parse(JSON.stringify(a11y)) : undefined;
  });
}

/** One line per axe violation: rule, impact, help and the offending nodes. */
export function describeViolations(violations) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Opens story `id` alone and runs axe on #storybook-root, honouring the story's a11y parameters
 * (`test: 'off'` skips it; `config.rules` and `options` are passed to axe).
 * @returns {Promise<{ skipped: boolean, violations: string[] }>}
 */
export async function checkStory(context, baseUrl, id) {
  const page = await context.newPage();
  try {
    // a11y.manual: the addon's own axe run in the preview is left out; this one replaces it.
    const query = `id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;
    await page.goto(`${baseUrl}/iframe.html?${query}`);
    await settle(page);
    const params = await a11yParameters(page);
    if (params?.test === 'off' || params?.disable === true)
      return { skipped: true, violations: [] };
    let axe = new AxeBuilder({ page }).include('#storybook-root');
    if (params?.options) axe = axe.options(params.options);
    for (const rule of params?.config?.rules ?? []) {
      if (rule.enabled === false) axe = axe.disableRules(rule.id);
    }
    const { violations } = await axe.analyze();
    return { skipped: false, violations: describeViolations(violations) };
  } finally {
    await page.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir = path.resolve(values.dir ?? STORYBOOK_STATIC);
  if (!existsSync(path.join(dir, 'index.json'))) {
    console.error(`${dir}/index.json not found: run \`npm run storybook:build\` first.`);
    process.exit(1);
  }
  const server = await serveStatic(dir);
  const chromium = await launchChromium();
  let failures = 0;
  try {
    for (const story of storiesOf(dir)) {
      const { skipped, violations } = await checkStory(chromium.context, server.url, story.id);
      const label = `${story.title} › ${story.name}`;
      if (skipped) console.log(`- ${label} (a11y test off)`);
      else if (!violations.length) console.log(`✓ ${label}`);
      else {
        failures++;
        console.log(`✗ ${label}\n${violations.map((v) => `    ${v}`).join('\n')}`);
      }
    }
  } finally {
    await chromium.close();
    await server.close();
  }
  process.exit(failures ? 1 : 0);
}
