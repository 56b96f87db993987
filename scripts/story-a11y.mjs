// Accessibility pass over every story of a built Storybook: serves the build (storybook-static/
// unless --dir says otherwise) on a free port, shows each story in Chromium (switched in one page
// as Storybook's UI does, see openStoryPage), waits for it to render and its elements to upgrade,
// and runs axe on #storybook-root.
// Usage: node scripts/story-a11y.mjs [--dir DIR]   (exits 1 when a story has violations)
// test/node/stories-a11y.test.mjs runs the same checks as one test per story.
/* global window, document, customElements, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { AXE_OPTIONS, AXE_PATH, axeBuilder, describeViolations } from './axe.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

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
 * Launches the Chromium that scripts/chromium.mjs finds.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * Waits until Storybook has finished story `id` (rendered, played, after-each hooks run), then
 * until every Lit element in it has finished updating.
 */
async function settle(page, id) {
  await page.waitForFunction((storyId) => {
    const render = /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && (render.phase === 'finished' || render.phase === 'aborted');
  }, id);
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

/**
 * Whether the page holds anything a story put outside its root (a dialog or notice appended to
 * the body, an open modal or popover): the next story could not be judged on such a page.
 */
function touched(page) {
  return page.evaluate(() => {
    const own = (el) =>
      ['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName) ||
      el.id.startsWith('storybook-') ||
      el.id === 'scripts-root' ||
      [...el.classList].some((name) => name.startsWith('sb-'));
    const root = document.querySelector('#storybook-root');
    const open = [...document.querySelectorAll(':modal, :popover-open')];
    return (
      [...document.body.children].some((el) => !own(el)) ||
      open.some((el) => !root?.contains(el)) ||
      document.documentElement.hasAttribute('style') ||
      document.body.hasAttribute('inert')
    );
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

/** Runs axe on #storybook-root with the story's a11y parameters (frames included). */
async function axeViolations(page, params) {
  const rules = Object.fromEntries(
    (params?.config?.rules ?? [])
      .filter((rule) => rule.enabled === false)
      .map((rule) => [rule.id, { enabled: false }]),
  );
  const options = {
    ...AXE_OPTIONS,
    ...params?.options,
    rules: { ...params?.options?.rules, ...rules },
  };
  const framed = await page.locator('#storybook-root iframe').count();
  if (framed) {
    // Frames need axe inside them too, which the builder injects into each.
    const axe = axeBuilder(page).include('#storybook-root').options(options);
    return (await axe.analyze()).violations;
  }
  return page.evaluate(
    async (opts) => (await /** @type {any} */ (window).axe.run('#storybook-root', opts)).violations,
    options,
  );
}

/**
 * A page of the built Storybook (serving at `baseUrl`) that shows stories one after another,
 * as Storybook's own UI does: the preview loads once, each story is switched to through its
 * channel, with the storage of the one before cleared. A story shown on a page that an earlier
 * one touched (see {@link touched}), or that touches it, is shown again on a fresh page, so each
 * one is judged as if alone.
 */
export async function openStoryPage(browser, baseUrl) {
  const context = await browser.newContext();
  /** @type {import('playwright-core').Page | undefined} */
  let page;
  /** Whether the page holds nothing but its story (see {@link touched}): the next may switch. */
  let clean = false;
  const load = async (id) => {
    await page?.close();
    page = await context.newPage();
    // a11y.manual: the addon's own axe run in the preview is left out; this one replaces it.
    const query = `id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;
    await page.goto(`${baseUrl}/iframe.html?${query}`);
    await settle(page, id);
    // axe goes on the page once and runs for each story shown there.
    await page.addScriptTag({ path: AXE_PATH });
    clean = !(await touched(page));
  };
  const show = async (id) => {
    if (!page || !clean) return load(id);
    await context.clearCookies();
    await page.evaluate((storyId) => {
      localStorage.clear();
      sessionStorage.clear();
      const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
      preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
    await settle(page, id);
    if (await touched(page)) await load(id);
  };
  return {
    /**
     * Shows story `id` and runs axe on #storybook-root, honouring the story's a11y parameters
     * (`test: 'off'` skips it; `config.rules` and `options` are passed to axe).
     * @returns {Promise<{ skipped: boolean, violations: string[] }>}
     */
    async check(id) {
      await show(id);
      const params = await a11yParameters(page);
      if (params?.test === 'off' || params?.disable === true) {
        return { skipped: true, violations: [] };
      }
      return { skipped: false, violations: describeViolations(await axeViolations(page, params)) };
    },
    close: () => context.close(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir = path.resolve(values.dir ?? STORYBOOK_STATIC);
  if (!existsSync(path.join(dir, 'index.json'))) {
    console.error(`${dir}/index.json not found: run \`npm run storybook:build\` first.`);
    process.exit(1);
  }
  const server = await serveStatic(dir);
  const browser = await launchChromium();
  const stories = await openStoryPage(browser, server.url);
  let failures = 0;
  try {
    for (const story of storiesOf(dir)) {
      const { skipped, violations } = await stories.check(story.id);
      const label = `${story.title} › ${story.name}`;
      if (skipped) console.log(`- ${label} (a11y test off)`);
      else if (!violations.length) console.log(`✓ ${label}`);
      else {
        failures++;
        console.log(`✗ ${label}\n${violations.map((v) => `    ${v}`).join('\n')}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(failures ? 1 : 0);
}
