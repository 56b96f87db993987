// Page bench: serves the demo site (demo/) with the built runtime (dist/assets) on a free port,
// then for each demo page prints what a visitor's browser fetches (a first visit with the cookie
// banner, and a returning visitor who has accepted cookies: before the load event and once idle),
// the same page built from the peers a site would pick instead, the goals, and Lighthouse.
//   node bench/page.mjs                   every page
//   node bench/page.mjs --runs 5          visits and Lighthouse runs per page (default 3; the
//                                         median is shown)
//   node bench/page.mjs --no-lighthouse   everything but Lighthouse
//   node bench/page.mjs --pages /,/shop   only these pages (paths as printed; 404 for the
//                                         not-found page)
//   node bench/page.mjs --site DIR        another folder of templates with its site.json
// Needs a build first (`npm run build`, or `npx vite build -c vite.site.config.ts`).
// Targets: Lighthouse mobile performance 100, TBT under 50 ms and CLS 0 on every page; the
// runtime's goals are printed with the figures (bench/lib/page-report.mjs).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { ROOT } from '../scripts/entries.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { laterWeight } from './lib/on-demand.mjs';
import { medianVisit } from './lib/page-loads.mjs';
import { printReport } from './lib/page-report.mjs';
import { onDemandTags, peerPage } from './lib/peer-pages.mjs';

/** The value after `flag` on the command line, or undefined. */
function option(flag) {
  const at = process.argv.indexOf(flag);
  return at < 0 ? undefined : (process.argv[at + 1] ?? '');
}

const SITE = option('--site') === undefined ? join(ROOT, 'demo') : resolve(option('--site'));
const ASSETS = join(ROOT, 'dist', 'assets');
/** Path the not-found page is measured at. */
const NOT_FOUND_PATH = '/no-such-page';
const useLighthouse = !process.argv.includes('--no-lighthouse');
/** Visits and Lighthouse runs per page: the machine's other work moves the figures. */
const RUNS = Number(option('--runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}

if (!existsSync(join(ASSETS, 'sq-runtime.js'))) {
  console.error('dist/assets/sq-runtime.js is missing: run `npm run build` first.');
  process.exit(1);
}

/** The site's pages as clean paths, the not-found page last. */
function sitePaths() {
  const paths = readdirSync(SITE)
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .map((f) => (f === 'index.html' ? '/' : `/${f.slice(0, -'.html'.length)}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  return existsSync(join(SITE, '404.html')) ? [...paths, NOT_FOUND_PATH] : paths;
}

/** The pages to measure: all, or those `--pages` names. */
function chosenPaths() {
  const all = sitePaths();
  const list = option('--pages');
  if (list === undefined) return all;
  const wanted = list.split(',').map((p) => (p === '404' ? NOT_FOUND_PATH : p.trim()));
  // A page the server makes from a template (a product page, /shop/{slug}) is named as it is.
  const made = wanted.filter((p) => !all.includes(p) && /^\/shop\/[^/]+$/.test(p));
  const unknown = wanted.filter((p) => !all.includes(p) && !made.includes(p));
  if (unknown.length) {
    console.error(`No such page: ${unknown.join(', ')}. Pages: ${all.join(', ')} (404).`);
    process.exit(2);
  }
  return [...all.filter((p) => wanted.includes(p)), ...made];
}

/** Both visitors of every page, its peer page and what its blocks load later. */
async function measurePages(base, paths) {
  const browser = await chromium.launch(chromiumLaunchOptions({ shell: false }));
  const rows = [];
  try {
    for (const path of paths) {
      process.stderr.write(`  visiting ${path}\n`);
      const first = await medianVisit(browser, base + path, { returning: false }, RUNS);
      const returning = await medianVisit(browser, base + path, { returning: true }, RUNS);
      const blocks = returning.tags.filter((tag) => tag !== 'sq-cookie-banner');
      // Blocks not loaded yet (below the fold) and what they load on demand.
      const later = laterWeight(
        ASSETS,
        [...blocks, ...onDemandTags(blocks)],
        returning.scriptPaths,
      );
      rows.push({
        path,
        label: path === NOT_FOUND_PATH ? '404' : path,
        blocks,
        first,
        returning,
        peer: await peerPage(blocks),
        later: later.gzip,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const loadAtStart = loadavg();
register();
const { startServer } = await import('../server/main.ts');
const data = mkdtempSync(join(tmpdir(), 'sq-bench-page-'));
const server = await startServer({ site: SITE, data, assets: ASSETS, port: 0 });
try {
  const paths = chosenPaths();
  const rows = await measurePages(server.url, paths);
  let lighthouseProblem = useLighthouse ? undefined : 'turned off with --no-lighthouse';
  if (useLighthouse) {
    try {
      const runs = await measureLighthouse(server.url, paths, RUNS);
      for (const row of rows) row.lighthouse = runs.get(row.path);
    } catch (error) {
      lighthouseProblem = error instanceof Error ? error.message : String(error);
    }
  }
  printReport(rows, { runs: RUNS, lighthouseProblem, loadAtStart });
} finally {
  await server.close();
  rmSync(data, { recursive: true, force: true });
}
