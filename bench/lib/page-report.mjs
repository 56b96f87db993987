// The page bench's printout: what each visitor fetches, ours beside the peer page, the goals,
// and Lighthouse with the diagnostics of every page that misses its targets.
import { availableParallelism, loadavg } from 'node:os';
import { TARGETS, missesTargets } from './lighthouse.mjs';
import { printTable } from './table.mjs';

/** The runtime's goals for a returning visitor's page without blocks, before its load event. */
export const RETURNING_GOAL = { gzip: 6000, scripts: 4 };

/**
 * @typedef {import('./page-loads.mjs').Visit} Visit
 * @typedef {import('./peer-pages.mjs').PeerPage} PeerPage
 * @typedef {import('./lighthouse.mjs').LighthouseRun} LighthouseRun
 *
 * @typedef {object} PageRow
 * @property {string} path
 * @property {string} label the path, and what it is when that is not plain
 * @property {string[]} blocks our blocks on the page (sq- tags but the cookie banner)
 * @property {Visit} first a first visit: no consent cookie, so the cookie banner shows
 * @property {Visit} returning a visitor who has accepted cookies
 * @property {PeerPage} peer
 * @property {number} later gzip bytes our blocks load later: those below the fold as they come
 *   near, the gallery's lightbox on its first open
 * @property {LighthouseRun} [lighthouse]
 */

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const count = (n) => String(Math.round(n));

/** @param {PageRow[]} rows */
function printVisits(rows, runs) {
  console.log(
    `\nWhat the browser fetches (median of ${runs} visits each; gzip level 9, file by file)\n`,
  );
  const columns = [
    'page',
    'visitor',
    'requests',
    'scripts before load',
    'JS gzip before load',
    'scripts',
    'JS',
    'JS gzip',
  ];
  const body = rows.flatMap((r) =>
    [
      ['first visit', r.first],
      ['returning', r.returning],
    ].map(([visitor, v], i) => [
      i ? '' : r.label,
      visitor,
      count(v.requests),
      count(v.beforeLoad.count),
      kb(v.beforeLoad.gzip),
      count(v.scripts.count),
      kb(v.scripts.bytes),
      kb(v.scripts.gzip),
    ]),
  );
  printTable(columns, body);
  console.log(
    '\nA fresh 412x823 mobile tab each visit (empty cache), no scrolling; 404 is the not-found' +
      ' page, at /no-such-page. First visit: no cookie, so the demo shows its cookie banner (and,' +
      ' under its restrictive cookie policy, analytics and telemetry wait for Accept); returning:' +
      ' ss_cookieAllowed=true set before the first request (cookies accepted: no banner,' +
      ' analytics and telemetry after the load event).' +
      "\nBefore load: scripts whose response ended (Resource Timing responseEnd) before the page's" +
      ' load event started (navigation loadEventStart). Element code races with the images the' +
      ' load event waits for, so this moves from visit to visit on pages with blocks.' +
      '\nscripts, JS, JS gzip: every script once the page is idle (a quiet network for 500 ms,' +
      ' an idle callback, again until nothing more starts): analytics and telemetry load after' +
      ' the load event at an idle moment. requests: all of them, the document included. JS: bytes' +
      ' as the local server sends them (uncompressed).',
  );
}

/** @param {PageRow[]} rows */
function printPeers(rows) {
  console.log('\nOurs beside the same page built from peers (JavaScript gzip, level 9)\n');
  const columns = [
    'page (blocks)',
    'ours: first visit',
    'ours: returning',
    'peers: one bundle',
    'peers: a file each',
    'ours + CSS: first visit',
    'peers + CSS',
    'later: ours / peers',
  ];
  const body = rows.map((r) => {
    const css = r.first.css.gzip;
    const later = r.peer.onDemand || r.later ? `${kb(r.later)} / ${kb(r.peer.onDemand)}` : '–';
    const blocks = r.blocks.map((tag) => tag.replace(/^sq-/, '')).join(', ') || 'none';
    return [
      `${r.label} (${blocks})`,
      kb(r.first.scripts.gzip),
      kb(r.returning.scripts.gzip),
      kb(r.peer.js),
      kb(r.peer.separate),
      kb(r.first.scripts.gzip + css),
      kb(r.peer.js + r.peer.css),
      later,
    ];
  });
  printTable(columns, body);
  const sets = new Map();
  for (const r of rows) {
    const key = r.peer.names.join(' + ');
    sets.set(key, [...(sets.get(key) ?? []), r.label]);
  }
  console.log(
    '\nours: every script once the page is idle (as above). Our elements carry their CSS inside' +
      ' their JavaScript; "+ CSS" adds the stylesheets under /assets/ the page links' +
      " (sq-markup.css, which styles the blocks' server markup), and for the peers their own" +
      " stylesheets. The site's own CSS is left out of both." +
      "\npeers: what a site would ship instead (bench/peers/ and the size bench's PEERS), built in" +
      ' this run with Vite (minified, es2022). One bundle: all of them in one file, so shared code' +
      ' (Lit in Shoelace) counts once; a file each: each built and gzipped alone, summed (gzip' +
      ' file by file, as ours is counted). The same for both visitors (the consent library loads' +
      ' to read its cookie).' +
      '\nlater, in neither total: ours, the chunks of the blocks the page has not loaded once' +
      ' idle (below the fold, they load as they come near) and of what they load on demand (the' +
      " gallery's <sq-lightbox>, on its first open), with their imports not fetched yet; the" +
      " peers', what they import on demand (PhotoSwipe's core, on the first open). Peer pages:",
  );
  for (const [names, labels] of sets) console.log(`  ${labels.join(', ')}: ${names}`);
}

/** @param {PageRow[]} rows */
function printGoals(rows) {
  const bare = rows.filter((r) => r.blocks.length === 0);
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log('\nGoals');
  console.log(
    `  A returning visitor's page without blocks runs at most ${kb(RETURNING_GOAL.gzip)} of` +
      ` JavaScript (gzip) before its load event, in at most ${RETURNING_GOAL.scripts} script requests:`,
  );
  for (const r of bare) {
    const b = r.returning.beforeLoad;
    const ok = b.gzip <= RETURNING_GOAL.gzip && b.count <= RETURNING_GOAL.scripts;
    const scripts = `${count(b.count)} script${b.count === 1 ? '' : 's'}`;
    console.log(`    ${r.label}: ${kb(b.gzip)} in ${scripts}: ${verdict(ok)}`);
  }
  console.log(
    '  A first visit with the cookie banner weighs no more than the peer page' +
      ' (vanilla-cookieconsent + Plausible + web-vitals): JavaScript against the peers in one' +
      ' bundle and a file each, then JavaScript + CSS:',
  );
  for (const r of bare) {
    const ours = r.first.scripts.gzip;
    const withCss = ours + r.first.css.gzip;
    const against = (peer) => `${kb(peer)}: ${verdict(ours <= peer)}`;
    console.log(
      `    ${r.label}: ${kb(ours)} against ${against(r.peer.js)}, ${against(r.peer.separate)};` +
        ` with CSS ${kb(withCss)} against ${kb(r.peer.js + r.peer.css)}:` +
        ` ${verdict(withCss <= r.peer.js + r.peer.css)}`,
    );
  }
  if (!bare.length) console.log('    (no page without blocks was measured)');
}

/** One page's Lighthouse diagnostics, the figures Lighthouse simulates. */
function printDiagnostics(label, d) {
  console.log(`  ${label}:`);
  const top = (list, n) => list.slice(0, n);
  if (d.longTasks.length) {
    const tasks = top(d.longTasks, 6).map((t) => `${t.url} ${ms(t.ms)} at ${ms(t.startMs)}`);
    console.log(`    long tasks: ${tasks.join('; ')}`);
  }
  const bootup = top(d.bootup, 5).map((b) => `${b.url} ${ms(b.ms)} (script ${ms(b.scriptMs)})`);
  if (bootup.length) console.log(`    main-thread time by script: ${bootup.join('; ')}`);
  if (d.lcpElement) {
    const phases = d.lcpPhases.map((p) => `${p.phase} ${ms(p.ms)}`).join(', ');
    console.log(`    LCP element: ${d.lcpElement} (${phases})`);
  }
  for (const s of d.layoutShifts)
    console.log(`    layout shift ${s.score.toFixed(3)}: ${s.element}`);
}

/** @param {PageRow[]} rows */
function printLighthouse(rows, runs, problem) {
  console.log(
    `\nLighthouse (mobile preset, simulated throttling, performance; median of ${runs} runs, a first visit each)\n`,
  );
  if (problem) {
    console.log(`Lighthouse did not run: ${problem}`);
    return;
  }
  const body = rows.map(({ label, lighthouse: l }) =>
    l.score === null || l.score === undefined
      ? [label, `error: ${l.error ?? 'no score'}`, '', '', '', '']
      : [
          label,
          String(Math.round(l.score * 100)),
          ms(l.tbt),
          l.cls.toFixed(3),
          ms(l.lcp),
          ms(l.fcp),
        ],
  );
  printTable(['page', 'perf', 'TBT', 'CLS', 'LCP', 'FCP'], body);
  const missing = rows.filter((r) => r.lighthouse && missesTargets(r.lighthouse));
  console.log(
    `\nTargets: performance ${TARGETS.score * 100}, TBT under ${TARGETS.tbtBelowMs} ms, CLS ${TARGETS.cls}:` +
      ` ${rows.length - missing.length} of ${rows.length} pages meet them.`,
  );
  if (!missing.length) return;
  console.log(
    "Diagnostics of the median run of each page that misses them (Lighthouse's simulated times):",
  );
  for (const r of missing)
    if (r.lighthouse.diagnostics) printDiagnostics(r.label, r.lighthouse.diagnostics);
}

/**
 * Prints every table of the page bench.
 * @param {PageRow[]} rows
 * @param {{ runs: number, lighthouseProblem?: string, loadAtStart: number[] }} options
 */
export function printReport(rows, { runs, lighthouseProblem, loadAtStart }) {
  printVisits(rows, runs);
  printPeers(rows);
  printGoals(rows);
  printLighthouse(rows, runs, lighthouseProblem);
  const load = (averages) => averages.map((n) => n.toFixed(1)).join(' ');
  console.log(
    `\nMachine: ${availableParallelism()} cores, load average ${load(loadAtStart)} at the start,` +
      ` ${load(loadavg())} at the end;` +
      ' Lighthouse simulates a 4x slower CPU from the tasks it observes, so other work moves TBT.',
  );
}
