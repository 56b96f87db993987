/**
 * The copyright year of a template's footer: the server writes the current year into each
 * `<time data-sq-year>`, so the demo's footers never go stale.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fillYear } from '../../server/pages/inject.ts';
import { ROOT } from '../../scripts/entries.mjs';

test('the server writes the year into every <time data-sq-year>, its datetime too', () => {
  const html =
    '<p>© <time data-sq-year datetime="2020">2020</time> Studio</p>' +
    '<p><time class="x" data-sq-year>1999</time></p><time>2001</time>';
  assert.equal(
    fillYear(html, 2031),
    '<p>© <time data-sq-year datetime="2031">2031</time> Studio</p>' +
      '<p><time class="x" data-sq-year datetime="2031">2031</time></p><time>2001</time>',
  );
});

test('every demo page carries its footer year as <time data-sq-year>', () => {
  for (const page of ['index', 'gallery', 'shop', 'classes', 'about', 'contact', '404']) {
    const html = readFileSync(join(ROOT, 'demo', `${page}.html`), 'utf8');
    assert.match(html, /© <time data-sq-year datetime="\d{4}">\d{4}<\/time>/, page);
  }
});
