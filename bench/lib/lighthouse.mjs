// Lighthouse for the benches: each page RUNS times (mobile or desktop preset, performance only) in one
// headless Chromium, the median run kept with the diagnostics that explain a shortfall.
import { findChromium, chromiumArgs } from '../../scripts/chromium.mjs';
import { launchDebuggableChromium } from './debug-chromium.mjs';

/** The targets every page must meet: score 100, TBT under 50 ms, CLS 0. */
export const TARGETS = { score: 1, tbtBelowMs: 50, cls: 0 };

/**
 * @typedef {object} Diagnostics what Lighthouse says about the run (its simulated timings)
 * @property {{ url: string, startMs: number, ms: number }[]} longTasks main-thread tasks over 50 ms
 * @property {{ url: string, ms: number, scriptMs: number }[]} bootup CPU time per script
 * @property {string | undefined} lcpElement the LCP element's selector
 * @property {{ phase: string, ms: number }[]} lcpPhases TTFB, load delay, load time, render delay
 * @property {{ element: string, score: number }[]} layoutShifts
 *
 * @typedef {object} LighthouseRun
 * @property {string} [error] Lighthouse's runtime error code, when it has no score
 * @property {number | null} score performance, 0 to 1
 * @property {number} [tbt] @property {number} [cls] @property {number} [lcp] @property {number} [fcp]
 * @property {Diagnostics} [diagnostics]
 */

/** The items of a table audit, or of the `index`th table of a list audit. */
function items(lhr, id, index) {
  const details = lhr.audits[id]?.details;
  const table = index === undefined ? details : details?.items?.[index];
  return table?.items ?? [];
}

/** Short name of a URL: its path and query (the origin is the local server). */
const shortUrl = (url) => (URL.canParse(url) ? new URL(url).pathname : url);

/** @returns {Diagnostics} */
function diagnostics(lhr) {
  return {
    longTasks: items(lhr, 'long-tasks').map((t) => ({
      url: shortUrl(t.url),
      startMs: t.startTime,
      ms: t.duration,
    })),
    bootup: items(lhr, 'bootup-time').map((b) => ({
      url: shortUrl(b.url),
      ms: b.total,
      scriptMs: b.scripting,
    })),
    lcpElement: items(lhr, 'largest-contentful-paint-element', 0)[0]?.node?.selector,
    lcpPhases: items(lhr, 'largest-contentful-paint-element', 1).map((p) => ({
      phase: p.phase,
      ms: p.timing,
    })),
    layoutShifts: items(lhr, 'layout-shifts').map((s) => ({
      element: s.node?.selector ?? s.node?.snippet ?? 'unknown',
      score: s.score,
    })),
  };
}

/**
 * @typedef {object} LighthouseOptions
 * @property {boolean} [desktop] Lighthouse's desktop preset instead of mobile
 * @property {Record<string, string>} [headers] sent with every request (e.g. a session cookie)
 */

/**
 * One Lighthouse run (performance only): its figures, or why there are none.
 * @param {LighthouseOptions} options
 */
async function lighthouseRun(lighthouse, url, port, { desktop = false, headers } = {}) {
  const config = desktop
    ? (await import('lighthouse/core/config/desktop-config.js')).default
    : undefined;
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The not-found page is answered with status 404 on purpose: measure it all the same.
    ignoreStatusCode: true,
    ...(headers ? { extraHeaders: headers } : {}),
  };
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  const audit = (id) => lhr?.audits[id]?.numericValue;
  return {
    error: lhr?.runtimeError?.code,
    score: lhr?.categories.performance.score ?? null,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    diagnostics: lhr ? diagnostics(lhr) : undefined,
  };
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianRun(runs) {
  const scored = runs.filter((r) => r.score !== null).sort((a, b) => a.score - b.score);
  return scored.length ? scored[Math.floor((scored.length - 1) / 2)] : runs[0];
}

/**
 * Whether a run misses a target (and so its diagnostics are worth printing).
 * @param {LighthouseRun} run
 */
export function missesTargets(run) {
  return (
    run.score !== null &&
    (run.score < TARGETS.score || run.tbt >= TARGETS.tbtBelowMs || run.cls > TARGETS.cls)
  );
}

/**
 * Lighthouse's performance figures for each page: the median of `runs` runs. A fresh profile
 * each run (Lighthouse clears storage), so every run is a first visit.
 * @param {string} base
 * @param {string[]} paths
 * @param {number} runs
 * @param {LighthouseOptions} [options]
 * @returns {Promise<Map<string, LighthouseRun>>}
 */
export async function measureLighthouse(base, paths, runs, options) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchDebuggableChromium(findChromium({ shell: false }), chromiumArgs);
  const rows = new Map();
  try {
    for (const path of paths) {
      const done = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`  lighthouse ${path} (run ${run} of ${runs})\n`);
        done.push(await lighthouseRun(lighthouse, base + path, chrome.port, options));
      }
      rows.set(path, medianRun(done));
    }
  } finally {
    await chrome.close();
  }
  return rows;
}
