// Page bench: serves the demo site (demo/) with the built runtime (dist/assets) on a free port,
// then for each demo page prints what a visitor's browser fetches and how Lighthouse rates it.
//   node bench/page.mjs                   every page
//   node bench/page.mjs --runs 5          Lighthouse runs per page (default 3; the median run
//                                         by performance score is shown)
//   node bench/page.mjs --no-lighthouse   only the transfer columns
//   node bench/page.mjs --site DIR        another folder of templates with its site.json
// Needs a build first (`npm run build`, or `npx vite build -c vite.site.config.ts`).
//
// Columns: requests and JavaScript fetched on the initial load of the page (mobile viewport, no
// scrolling); "JS" is the bytes the local server sends (it does not compress), "JS gzip" what
// they weigh gzipped (level 9, as bench/size.mjs). Lighthouse: mobile preset (its default
// configuration: emulated phone, simulated slow 4G and 4x CPU slowdown), performance category.
// Target: Lighthouse mobile performance 100 and CLS 0 on every page.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { ROOT } from '../scripts/entries.mjs';
import { launchDebuggableChromium } from './lib/debug-chromium.mjs';
import { printTable } from './lib/table.mjs';

const siteAt = process.argv.indexOf('--site');
const SITE = siteAt < 0 ? join(ROOT, 'demo') : resolve(process.argv[siteAt + 1] ?? '');
const ASSETS = join(ROOT, 'dist', 'assets');
/** The viewport of Lighthouse's mobile preset (a Moto G Power). */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
/** Path the not-found page is measured at. */
const NOT_FOUND_PATH = '/no-such-page';

const useLighthouse = !process.argv.includes('--no-lighthouse');
const runsAt = process.argv.indexOf('--runs');
/** Lighthouse runs per page: the machine's other work moves its CPU-bound figures. */
const RUNS = runsAt < 0 ? 3 : Number(process.argv[runsAt + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}

if (!existsSync(join(ASSETS, 'sq-runtime.js'))) {
  console.error('dist/assets/sq-runtime.js is missing: run `npm run build` first.');
  process.exit(1);
}

/** The demo site's pages as clean paths, the not-found page last. */
function demoPaths() {
  const paths = readdirSync(SITE)
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .map((f) => (f === 'index.html' ? '/' : `/${f.slice(0, -'.html'.length)}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  return existsSync(join(SITE, '404.html')) ? [...paths, NOT_FOUND_PATH] : paths;
}

/** Requests and JavaScript of the initial load of each page, in a fresh mobile tab each. */
async function measureTransfers(base, paths) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext(MOBILE);
      const page = await context.newPage();
      const responses = [];
      page.on('response', (r) => responses.push(r));
      let requests = 0;
      page.on('request', () => (requests += 1));
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const scripts = responses.filter((r) => r.request().resourceType() === 'script');
      const bodies = await Promise.all(scripts.map((r) => r.body().catch(() => Buffer.alloc(0))));
      rows.set(path, {
        requests,
        jsFiles: scripts.length,
        js: bodies.reduce((n, b) => n + b.length, 0),
        jsGzip: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** One Lighthouse run (mobile preset, performance only): its figures, or why there are none. */
async function lighthouseRun(lighthouse, url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The not-found page is answered with status 404 on purpose: measure it all the same.
    ignoreStatusCode: true,
  });
  const lhr = result?.lhr;
  const audit = (id) => lhr?.audits[id]?.numericValue;
  return {
    error: lhr?.runtimeError?.code,
    score: lhr?.categories.performance.score ?? null,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
  };
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianRun(runs) {
  const scored = runs.filter((r) => r.score !== null).sort((a, b) => a.score - b.score);
  return scored.length ? scored[Math.floor((scored.length - 1) / 2)] : runs[0];
}

/** Lighthouse's performance figures for each page (median of RUNS runs). */
async function measureLighthouse(base, paths) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchDebuggableChromium(findChromium(), chromiumArgs);
  const rows = new Map();
  try {
    for (const path of paths) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`  lighthouse ${path} (run ${run} of ${RUNS})\n`);
        runs.push(await lighthouseRun(lighthouse, base + path, chrome.port));
      }
      rows.set(path, medianRun(runs));
    }
  } finally {
    await chrome.close();
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);

function printPages(paths, transfers, lighthouse, lighthouseProblem) {
  const columns = [
    'page',
    'requests',
    'JS files',
    'JS',
    'JS gzip',
    'perf',
    'TBT',
    'CLS',
    'LCP',
    'FCP',
  ];
  const body = paths.map((path) => {
    const t = transfers.get(path);
    const l = lighthouse.get(path);
    const name = path === NOT_FOUND_PATH ? `${path} (404)` : path;
    const lh = !l
      ? ['–', '–', '–', '–', '–']
      : l.score === null || l.score === undefined
        ? [`error: ${l.error ?? 'no score'}`, '', '', '', '']
        : [String(Math.round(l.score * 100)), ms(l.tbt), l.cls.toFixed(3), ms(l.lcp), ms(l.fcp)];
    return [name, String(t.requests), String(t.jsFiles), kb(t.js), kb(t.jsGzip), ...lh];
  });
  printTable(columns, body);
  console.log(
    '\nrequests, JS: initial load in a 412x823 mobile tab (no scrolling), the document included.' +
      '\nJS gzip: the same scripts gzipped (level 9); what the site server sends (it gzips) is close to this.' +
      '\nperf, TBT, CLS, LCP, FCP: Lighthouse, mobile preset, simulated throttling.',
  );
  const load = loadavg().map((n) => n.toFixed(1));
  console.log(
    `\nMachine: ${availableParallelism()} cores, load average ${load.join(' ')} at the end; ` +
      'Lighthouse simulates a 4x slower CPU from the tasks it observes, so other work moves TBT.',
  );
  if (lighthouseProblem) console.log(`\nLighthouse did not run: ${lighthouseProblem}`);
}

register();
const { startServer } = await import('../server/main.ts');
const data = mkdtempSync(join(tmpdir(), 'sq-bench-page-'));
const server = await startServer({ site: SITE, data, assets: ASSETS, port: 0 });
try {
  const paths = demoPaths();
  const transfers = await measureTransfers(server.url, paths);
  let lighthouse = new Map();
  let problem;
  if (useLighthouse) {
    try {
      lighthouse = await measureLighthouse(server.url, paths);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  } else {
    problem = 'turned off with --no-lighthouse';
  }
  printPages(paths, transfers, lighthouse, problem);
} finally {
  await server.close();
  rmSync(data, { recursive: true, force: true });
}
