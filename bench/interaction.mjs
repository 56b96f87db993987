// Interaction bench: our gallery and lightbox beside Swiper + PhotoSwipe, each page built in this
// run with Vite from its entry under bench/interaction/, served from one local server, driven in
// headless Chromium. Prints, per page, the median of N runs (a fresh browser context each):
//   (a) ArrowRight keydown → the frame after the slide transition it started has finished
//   (b) click on the current item → the first frame with the lightbox showing, and → its
//       opening animation has finished
//   (c) long tasks (count, total ms) during 20 touch swipes, one slide each
//   node bench/interaction.mjs            5 runs
//   node bench/interaction.mjs --runs 9   more runs
//   node bench/interaction.mjs --figures key        only (a); also click (b), swipes (c), or a
//                                                   comma-separated list of them
// Timings are printed, never asserted.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { ROOT } from '../scripts/entries.mjs';
import { OUR_SOURCES, SLIDES, buildPage, serve } from './lib/interaction-pages.mjs';
import { printTable } from './lib/table.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt < 0 ? 5 : Number(process.argv[runsAt + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}
const figuresAt = process.argv.indexOf('--figures');
const FIGURE_NAMES = ['key', 'click', 'swipes'];
/** The figures to measure (all by default). */
const CHOSEN = figuresAt < 0 ? FIGURE_NAMES : (process.argv[figuresAt + 1] ?? '').split(',');
if (!CHOSEN.length || CHOSEN.some((f) => !FIGURE_NAMES.includes(f))) {
  console.error(`--figures takes a comma-separated list of ${FIGURE_NAMES.join(', ')}.`);
  process.exit(2);
}
/** A desktop tab; the swipes get a touch screen (coarse pointer), so they are real touch input. */
const VIEWPORT = { width: 1024, height: 768 };
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A fresh context on `url`, once the page's gallery is ready and still. */
async function openPage(browser, url, hasTouch) {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  try {
    await page.waitForFunction(() => 'sqBench' in globalThis, null, { timeout: 10_000 });
  } catch {
    await context.close();
    throw new Error(`the page never started its bench${errors.length ? `: ${errors[0]}` : ''}`);
  }
  await page.evaluate(() => globalThis.sqBench.ready());
  await page.evaluate(() => globalThis.sqBench.settle());
  return { context, page };
}

/** (a) one ArrowRight press. */
async function keyPress(page) {
  await page.evaluate(() => globalThis.sqBench.focusForKeys());
  await page.evaluate(() => globalThis.sqBench.settle());
  await page.evaluate(() => globalThis.sqBench.armKey());
  await page.keyboard.press('ArrowRight');
  return page.evaluate(() => globalThis.sqBench.result());
}

/** (b) one click at the middle of the gallery, where the current item is. */
async function itemClick(page) {
  const box = await page.evaluate(() => globalThis.sqBench.box());
  await page.evaluate(() => globalThis.sqBench.armClick());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => globalThis.sqBench.result());
}

/** One touch drag right to left across 60% of the box in about 130 ms. */
async function swipe(cdp, box) {
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  const steps = 8;
  const touch = (type, x) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let step = 1; step <= steps; step += 1) {
    await sleep(16);
    await touch('touchMove', from + ((to - from) * step) / steps);
  }
  await touch('touchEnd');
}

/** (c) SLIDES swipes, each left to settle, with long tasks counted throughout. */
async function swipes(page) {
  const cdp = await page.context().newCDPSession(page);
  const box = await page.evaluate(() => globalThis.sqBench.box());
  await page.evaluate(() => globalThis.sqBench.startLongTasks());
  for (let i = 0; i < SLIDES; i += 1) {
    await swipe(cdp, box);
    await page.evaluate(() => globalThis.sqBench.settle());
  }
  return page.evaluate(() => globalThis.sqBench.stopLongTasks());
}

/** Each figure's driver, and whether its tab has a touch screen. */
const FIGURES = {
  key: { run: keyPress, touch: false },
  click: { run: itemClick, touch: false },
  swipes: { run: swipes, touch: true },
};

/** Every figure on every page, RUNS times, sides interleaved so machine load hits both. */
async function measure(browser, url, sides) {
  const results = {};
  for (const figure of CHOSEN) {
    results[figure] = Object.fromEntries(sides.map((s) => [s, { values: [], errors: [] }]));
  }
  for (let run = 1; run <= RUNS; run += 1) {
    for (const figure of CHOSEN) {
      const { run: drive, touch } = FIGURES[figure];
      for (const side of sides) {
        process.stderr.write(`  run ${run}/${RUNS}: ${figure} on ${side}\n`);
        const slot = results[figure][side];
        try {
          const { context, page } = await openPage(browser, `${url}/${side}`, touch);
          try {
            slot.values.push(await drive(page));
          } finally {
            await context.close();
          }
        } catch (error) {
          slot.errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
        }
      }
    }
  }
  return results;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** "median (min–max) unit" of one field of a slot's runs, or why there is none. */
function cell(slot, field, unit = 'ms') {
  if (!slot) return 'not built';
  const values = slot.values.map((v) => v[field]).filter((v) => typeof v === 'number');
  if (!values.length) return slot.errors.length ? `error: ${slot.errors[0]}` : '–';
  const f = (n) => String(Math.round(n));
  const range = values.length > 1 ? ` (${f(Math.min(...values))}–${f(Math.max(...values))})` : '';
  const failed = slot.errors.length ? `, ${slot.errors.length} failed` : '';
  return `${f(median(values))}${unit ? ` ${unit}` : ''}${range}${failed}`;
}

function printResults(results, notes) {
  const sides = [
    ['ours', 'sq-gallery + sq-lightbox'],
    ['peer', 'Swiper + PhotoSwipe'],
  ];
  const lines = [
    ['(a) ArrowRight → frame after the transition', 'key', 'ms'],
    ['(a) its nominal transition duration', 'key', 'duration'],
    ['(a) the same, less that duration', 'key', 'beyondMs'],
    ['(a)   of which keydown → the frame the transition started in', 'key', 'startMs'],
    ['(a)   of which its nominal end → the frame after it', 'key', 'endMs'],
    ['(b) item click → first lightbox frame', 'click', 'ms'],
    ['(b) item click → opening finished', 'click', 'shownMs'],
    [`(c) long tasks in ${SLIDES} swipes: count`, 'swipes', 'count', ''],
    [`(c) long tasks in ${SLIDES} swipes: total`, 'swipes', 'totalMs'],
    [`(c) long animation frames in ${SLIDES} swipes`, 'swipes', 'longFrames', ''],
    [`(c) slides changed by ${SLIDES} swipes`, 'swipes', 'changes', ''],
  ];
  const body = lines
    .filter(([, figure]) => CHOSEN.includes(figure))
    .map(([label, figure, field, unit]) => [
      label,
      ...sides.map(([side]) => cell(results[figure][side], field, unit)),
    ]);
  const columns = ['figure (median of ' + RUNS + ' runs, min–max)', ...sides.map((s) => s[1])];
  printTable(columns, body);
  console.log(
    `\nHeadless Chromium, ${VIEWPORT.width}x${VIEWPORT.height} tab (with a touch screen for (c)), ` +
      'an 800 px wide 3:2 gallery of the same 20 images (demo/images repeated), pages built with Vite ' +
      '(minified, code split) and served locally.' +
      '\n(a) timed in the page from the keydown (capture listener on window) to the animation ' +
      'frame after the transition ended: ours when every animation started by the ' +
      "sq-slide-change has finished, Swiper's slideChangeTransitionEnd. It includes the " +
      'transition itself: its nominal duration (ours: the longest animation that ran to its end; Swiper: its ' +
      'speed) is the next row. The time beyond it is split at the start of the transition (the ' +
      "startTime of its Animation, ours a Web Animation, Swiper's the CSS transition of its " +
      'wrapper: the frame it started in): keydown → that frame is what the input costs before ' +
      'anything moves, the nominal end → the next frame is frame timing (each row a median of ' +
      'its own, so they need not add up). Our gallery takes arrow keys with focus inside (the current ' +
      "item is focused first); Swiper's Keyboard module listens on the document." +
      '\n(b) from the click to the first animation frame in which the lightbox is in the page ' +
      "(our dialog open; PhotoSwipe's .pswp, its core loaded on first open), then to " +
      "sq-after-show / PhotoSwipe's openingAnimationEnd. Polled each frame: up to one frame late." +
      '\n(c) PerformanceObserver "longtask" entries (tasks over 50 ms) from the first touch of ' +
      '20 swipes (60% of the width in ~130 ms each) to the end, each swipe left to settle; ' +
      'long animation frames: "long-animation-frame" entries (frames over 50 ms) in the same span.',
  );
  const load = loadavg().map((n) => n.toFixed(1));
  console.log(
    `\nMachine: ${availableParallelism()} cores, load average ${load.join(' ')} at the end.`,
  );
  for (const note of notes) console.log(`Note: ${note}`);
}

const out = mkdtempSync(join(tmpdir(), 'sq-bench-interaction-'));
const notes = [];
const pages = {};
try {
  process.stderr.write('  building the Swiper + PhotoSwipe page\n');
  pages.peer = await buildPage('peer', out);
  const missing = OUR_SOURCES.filter((f) => !existsSync(join(ROOT, f)));
  if (missing.length) {
    notes.push(`our page was not built: ${missing.join(', ')} missing.`);
  } else {
    process.stderr.write('  building our page\n');
    try {
      pages.ours = await buildPage('ours', out);
    } catch (error) {
      notes.push(`our page did not build: ${error instanceof Error ? error.message : error}`);
    }
  }
  const server = await serve(pages, out);
  const browser = await chromium.launch(chromiumLaunchOptions({ shell: false }));
  try {
    const results = await measure(browser, server.url, Object.keys(pages));
    console.log(`\nInteraction timings (${RUNS} runs per figure and page)\n`);
    printResults(results, notes);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
