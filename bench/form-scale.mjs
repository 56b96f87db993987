// Form scale bench: what `<sq-form>` costs at 1×, 10× and 100× the work, built in this run with
// Vite from bench/form-scale/page.mjs and driven in headless Chromium. One unit of work is a form
// holding one field of every SPEC §3 kind (19 fields). Per size it prints the median of N runs
// (a fresh tab each) of:
//   upgrade    data-block-json parsed, the form drawn, next frame produced
//   check      an empty submit's client checks (SPEC §5): every required field's error shown
//   keystroke  one character typed into the textarea: draft saved, counter updated, frame
// and, as the floor, a plain HTML form with the same number of labelled inputs inserted.
//   node bench/form-scale.mjs            5 runs
//   node bench/form-scale.mjs --runs 9   more runs
// Timings are printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { ROOT } from '../scripts/entries.mjs';
import { SHIPPED_BUILD } from './lib/bundle.mjs';
import { serve } from './lib/interaction-pages.mjs';
import { printTable } from './lib/table.mjs';

const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt < 0 ? 5 : Number(process.argv[runsAt + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of runs, 1 or more.');
  process.exit(2);
}
const SIZES = [1, 10, 100];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

const out = mkdtempSync(join(tmpdir(), 'sq-form-scale-'));
try {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    base: '/assets/form/',
    build: {
      ...SHIPPED_BUILD,
      outDir: join(out, 'form'),
      emptyOutDir: true,
      rolldownOptions: {
        input: { form: join(ROOT, 'bench/form-scale/page.mjs') },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>form scale</title>' +
    '<script type="module" src="/assets/form/form.js"></script></head><body></body></html>';
  const server = await serve({ form: html }, out);
  const browser = await chromium.launch(chromiumLaunchOptions({ shell: false }));
  try {
    const rows = [];
    for (const copies of SIZES) {
      const samples = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
        await page.goto(`${server.url}/form`, { waitUntil: 'load' });
        await page.waitForFunction(() => 'sqBench' in globalThis);
        const ours = await page.evaluate((n) => globalThis.sqBench.ours(n), copies);
        const native = await page.evaluate((n) => globalThis.sqBench.native(n), ours.controls);
        samples.push({ ...ours, ...native });
        await page.close();
      }
      const fields = copies * 19;
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push([
        `${copies}× (${fields} fields, ${samples[0].controls} controls)`,
        ms(pick('upgrade')),
        ms(pick('check')),
        String(samples[0].errors),
        ms(pick('keystroke')),
        ms(pick('show')),
      ]);
    }
    console.log(`\nForm scale (median of ${RUNS} runs, headless Chromium)\n`);
    printTable(
      [
        'work',
        'upgrade',
        'empty submit: checks',
        'errors shown',
        'keystroke',
        'floor: plain form insert',
      ],
      rows,
    );
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
