// The size bench's bundler (bench/lib/bundle.mjs): dynamic imports are inlined unless marked
// lazy, and peer stylesheets are sized. Builds run in memory with Vite.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bundle, bundleCss } from '../../bench/lib/bundle.mjs';
import { jpegSize } from '../../bench/lib/interaction-pages.mjs';

const LAZY_LIT = "export const load = () => import('lit');";

test('bundle: a dynamic import is inlined, so what it loads is counted', async () => {
  const result = await bundle({ code: LAZY_LIT });
  assert.deepEqual(result.lazy, []);
  assert.ok(
    result.moduleIds.some((id) => id.includes('lit-html')),
    'lit-html is in the bundle',
  );
});

test('bundle: a dynamic import marked lazy stays out and is listed', async () => {
  const inlined = await bundle({ code: LAZY_LIT });
  const lazy = await bundle({ code: LAZY_LIT, lazy: (source) => source === 'lit' });
  assert.deepEqual(lazy.lazy, ['lit']);
  assert.ok(!lazy.moduleIds.some((id) => id.includes('lit-html')));
  assert.ok(lazy.gzip < inlined.gzip / 4, `${lazy.gzip} B lazy, ${inlined.gzip} B inlined`);
});

test('bundle: a static import is never treated as lazy', async () => {
  const result = await bundle({ code: "export { html } from 'lit';", lazy: () => true });
  assert.deepEqual(result.lazy, []);
  assert.ok(result.moduleIds.some((id) => id.includes('lit-html')));
});

test('bundleCss: sizes the minified stylesheets a page imports', async () => {
  const css = await bundleCss(['photoswipe/style.css']);
  assert.ok(css.min > 1000, `${css.min} B`);
  assert.ok(css.gzip < css.min);
});

test('jpegSize: reads the dimensions of the demo images', async () => {
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(new URL('../../demo/images/studio-shelf.jpg', import.meta.url));
  const size = jpegSize(bytes);
  assert.ok(size.width > 0 && size.height > 0);
  assert.throws(() => jpegSize(Buffer.from('not a jpeg at all')), /not a JPEG/);
});
