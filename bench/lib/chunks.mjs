// What the size bench measures: the shared base, the runtime, each element (three ways), the
// runtime's analytics and telemetry, and the peers a site builder would pick instead. Every
// figure is built fresh in the same run.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { ROOT, elementModules } from '../../scripts/entries.mjs';
import { LIT_PACKAGES, bundle, bundleCss } from './bundle.mjs';

const SHARED_DIR = join(ROOT, 'elements/shared');
const ZOD = /^zod(\/|$)/;
const ZOD_EXPORTS = new Set(Object.keys(await import('zod/mini')));

const PEER_DIR = join(ROOT, 'bench/peers');

/**
 * Peers per element tag (or behaviour chunk name): what a user would bundle instead. `entry` is a package specifier or a
 * small module under bench/peers/ that imports and uses exactly the modules named, so
 * tree-shaking keeps what a site would ship. `css` lists the stylesheets the peer needs: they are
 * sized apart (our elements carry their styles inside their JavaScript).
 * @type {Record<string, { name: string, entry: string, css?: string[] }[]>}
 */
export const PEERS = {
  'sq-cookie-banner': [
    {
      name: 'vanilla-cookieconsent',
      entry: 'vanilla-cookieconsent',
      css: ['vanilla-cookieconsent/dist/cookieconsent.css'],
    },
  ],
  analytics: [{ name: 'Plausible tracker', entry: join(PEER_DIR, 'plausible.mjs') }],
  telemetry: [
    { name: 'web-vitals (onLCP + onCLS + onINP)', entry: join(PEER_DIR, 'web-vitals.mjs') },
  ],
  'sq-accordion': [
    {
      name: 'sl-details (Shoelace)',
      entry: '@shoelace-style/shoelace/dist/components/details/details.js',
    },
  ],
  'sq-button': [
    {
      name: 'sl-button (Shoelace)',
      entry: '@shoelace-style/shoelace/dist/components/button/button.js',
    },
  ],
  'sq-image': [{ name: 'lazysizes', entry: 'lazysizes' }],
  'sq-form': [
    { name: 'Shoelace (sl-input + sl-button)', entry: join(PEER_DIR, 'shoelace-form.mjs') },
  ],
  'sq-newsletter': [
    { name: 'Shoelace (sl-input + sl-button)', entry: join(PEER_DIR, 'shoelace-form.mjs') },
  ],
  'sq-gallery': [
    {
      name: 'Swiper (core + Navigation, Pagination, Autoplay, Keyboard)',
      entry: join(PEER_DIR, 'swiper.mjs'),
      css: ['swiper/css', 'swiper/css/navigation', 'swiper/css/pagination'],
    },
    {
      name: 'Embla (embla-carousel + autoplay)',
      entry: join(PEER_DIR, 'embla.mjs'),
    },
  ],
  'sq-lightbox': [
    {
      name: 'PhotoSwipe (lightbox + core)',
      entry: join(PEER_DIR, 'photoswipe.mjs'),
      css: ['photoswipe/style.css'],
    },
    {
      name: 'GLightbox',
      entry: join(PEER_DIR, 'glightbox.mjs'),
      css: ['glightbox/dist/css/glightbox.min.css'],
    },
  ],
  'sq-product': [
    {
      name: 'Shopify Buy Button (product + cart)',
      entry: join(PEER_DIR, 'shopify-buy-button.mjs'),
    },
  ],
  'sq-cart': [
    {
      name: 'Shopify Buy Button (product + cart)',
      entry: join(PEER_DIR, 'shopify-buy-button.mjs'),
    },
  ],
  'sq-video': [
    {
      name: 'lite-youtube-embed',
      entry: join(PEER_DIR, 'lite-youtube.mjs'),
      css: ['lite-youtube-embed/src/lite-yt-embed.css'],
    },
  ],
  'sq-dialog': [
    {
      name: 'sl-dialog (Shoelace)',
      entry: '@shoelace-style/shoelace/dist/components/dialog/dialog.js',
    },
  ],
  'sq-tooltip': [
    {
      name: 'sl-tooltip (Shoelace)',
      entry: '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js',
    },
  ],
  'sq-menu': [
    { name: 'tab-container-element (GitHub)', entry: join(PEER_DIR, 'tab-container.mjs') },
  ],
  'sq-chart': [
    {
      name: 'Chartist (bar + line + pie)',
      entry: join(PEER_DIR, 'chartist.mjs'),
      css: ['chartist/dist/index.css'],
    },
  ],
  'sq-map': [
    {
      name: 'Leaflet',
      entry: join(PEER_DIR, 'leaflet.mjs'),
      css: ['leaflet/dist/leaflet.css'],
    },
    {
      name: 'Extended Component Library (api-loader + place-picker, Google)',
      entry: join(PEER_DIR, 'google-maps-components.mjs'),
    },
  ],
  'sq-embed': [
    {
      name: 'lite-youtube-embed',
      entry: join(PEER_DIR, 'lite-youtube.mjs'),
      css: ['lite-youtube-embed/src/lite-yt-embed.css'],
    },
  ],
  'sq-relative-time': [
    { name: 'relative-time-element (GitHub)', entry: '@github/relative-time-element' },
  ],
};

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: false })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !/\.(test|stories|d)\.ts$/.test(f))
    .map((f) => join(dir, f));
}

/**
 * The base every element stands on: all of `lit` and `lit/decorators.js`, the other Lit modules
 * element code imports, the `zod/mini` builders element code calls (`z.NAME(`), and every module
 * of elements/shared. Found by reading the element sources, so it grows with them.
 */
export function baseSource(root = ROOT) {
  const files = sourceFiles(join(root, 'elements'));
  const litSpecs = new Set(['lit', 'lit/decorators.js']);
  const zodNames = new Set(['safeParse']);
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/from\s+'([^']+)'/g)) {
      if (LIT_PACKAGES.test(m[1])) litSpecs.add(m[1]);
    }
    for (const m of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)\b/g)) zodNames.add(m[1]);
  }
  const lines = [...litSpecs].sort().map((s, i) => `export * as lit${i} from '${s}';`);
  // Only runtime exports of zod/mini: type names such as z.infer are erased.
  const names = [...zodNames].filter((n) => ZOD_EXPORTS.has(n)).sort();
  lines.push(`export { ${names.join(', ')} } from 'zod/mini';`);
  // Only the top folder of elements/shared: its subfolders (the form engine) serve a few elements
  // and load with them, not on every page.
  const shared = files.filter((f) => dirname(f) === join(root, 'elements/shared'));
  shared.forEach((f, i) => lines.push(`export * as shared${i} from '${f}';`));
  return lines.join('\n');
}

/**
 * Leaves out Lit, zod, the top folder of elements/shared and the modules of the runtime (`ids`,
 * which every page loads before any block): what an element adds on a page that has the base.
 */
const beyondBase = (runtimeIds) => (source, importer) => {
  if (LIT_PACKAGES.test(source) || ZOD.test(source)) return true;
  // The build's dynamic-import helper: one copy in the runtime, which every page loads.
  if (source.includes('vite/preload-helper')) return true;
  if (!importer || !source.startsWith('.')) return false;
  const target = resolve(dirname(importer), source);
  return dirname(target) === SHARED_DIR || runtimeIds.has(target);
};

/**
 * The runtime's code that loads after the page's load event, each beside its peers (PEERS under
 * the same name): what a site would add instead. Measured standalone, and beyond the runtime
 * (what the chunk adds to the page's first script, which every page has run before).
 */
export const BEHAVIOUR_CHUNKS = [
  { name: 'analytics', modules: ['runtime/behaviours/analytics-start.ts'] },
  {
    name: 'telemetry',
    modules: ['platform/telemetry/performance.ts', 'platform/telemetry/error-reporter.ts'],
  },
];

/** Leaves out the runtime's modules (`ids`): what a chunk adds to the page's first script. */
const beyondRuntime = (runtimeIds) => (source, importer) => {
  if (source.includes('vite/preload-helper')) return true;
  if (!importer || !source.startsWith('.')) return false;
  return runtimeIds.has(resolve(dirname(importer), source));
};

/**
 * The page's first script as the site build makes it (vite.site.config.ts, in memory): the one
 * file every page runs before its load event, and the modules it holds.
 */
async function builtRuntime() {
  const result = await build({
    configFile: join(ROOT, 'vite.site.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const entry = outputs.find((o) => o.type === 'chunk' && o.fileName === 'sq-runtime.js');
  if (!entry) throw new Error('the site build made no sq-runtime.js');
  return {
    min: Buffer.byteLength(entry.code),
    gzip: gzipSync(entry.code, { level: 9 }).length,
    moduleIds: entry.moduleIds,
  };
}

const ELEMENT_DEFINE = /^sq-[a-z0-9-]+\.ts$/;

/**
 * Code that elements load on demand (a dynamic import), each measured in its own row: the
 * sanitizer of a browser without `setHTML` (DOMPurify with the library's Trusted Types policy).
 */
export const ON_DEMAND = [
  { name: 'DOMPurify path', module: join(ROOT, 'platform/dom/purify.ts') },
  { name: 'map: live map', module: join(ROOT, 'elements/map/map-live.ts') },
  { name: 'map: directions box', module: join(ROOT, 'elements/map/map-directions.ts') },
];

/**
 * A dynamic import of an element's define module (the gallery's lightbox) or of an on-demand
 * package (the sanitizer): it loads on demand, so it is left out here and measured in its own row.
 */
function lazyElement(source, importer) {
  if (!importer || !source.startsWith('.')) return false;
  const target = resolve(dirname(importer), source);
  if (ON_DEMAND.some((code) => code.module === target)) return true;
  const path = relative(join(ROOT, 'elements'), target).split(sep);
  return path.length === 2 && path[0] !== 'shared' && ELEMENT_DEFINE.test(path[1]);
}

/**
 * @typedef {{ min: number, gzip: number }} Size
 * @typedef {{ name: string, peerOf?: string, own?: Size, litExternal?: Size, litIncluded: Size,
 *   css?: Size, lazy?: string[] }} Row `lazy`: the elements an element loads on demand
 */

/** A peer's row: its bundle with Lit left out (when it uses Lit), standalone, and its CSS. */
async function measurePeer(peer, tag) {
  const lit = await bundle({ entry: peer.entry, litExternal: true });
  const full = await bundle({ entry: peer.entry });
  return {
    name: peer.name,
    peerOf: tag,
    litExternal: lit.gzip === full.gzip ? undefined : lit,
    litIncluded: full,
    css: peer.css ? await bundleCss(peer.css) : undefined,
  };
}

/**
 * Builds and sizes every chunk. `onRow` is called as each row is done.
 * @param {{ onRow?: (row: Row) => void }} [options]
 * @returns {Promise<Row[]>}
 */
export async function measureAll({ onRow = () => {} } = {}) {
  const rows = [];
  const add = (row) => {
    rows.push(row);
    onRow(row);
  };
  add({ name: 'base', litIncluded: await bundle({ code: baseSource(), lazy: lazyElement }) });
  // Every page's first script, as built: without the code it loads on demand (the autoloader,
  // elements, the cookie banner, analytics and telemetry).
  const runtime = await builtRuntime();
  add({ name: 'runtime', litIncluded: runtime });
  const external = beyondBase(new Set(runtime.moduleIds));
  const elements = elementModules();
  for (const el of elements) {
    const entry = join(ROOT, el.define);
    const litIncluded = await bundle({ entry, lazy: lazyElement });
    add({
      name: el.tag,
      own: await bundle({ entry, external, lazy: lazyElement }),
      litExternal: await bundle({ entry, litExternal: true, lazy: lazyElement }),
      litIncluded,
      lazy: litIncluded.lazy.map((s) => basename(s, '.ts')),
    });
    for (const peer of PEERS[el.tag] ?? []) add(await measurePeer(peer, el.tag));
  }
  const afterRuntime = beyondRuntime(new Set(runtime.moduleIds));
  for (const chunk of BEHAVIOUR_CHUNKS) {
    const code = chunk.modules.map((m) => `export * from '${join(ROOT, m)}';`).join('\n');
    // Like the runtime row: code a behaviour loads on demand is not counted.
    const lazy = () => true;
    const litIncluded = await bundle({ code, lazy });
    add({
      name: chunk.name,
      own: await bundle({ code, external: afterRuntime, lazy }),
      litIncluded,
      lazy: litIncluded.lazy.map((s) => basename(s, '.ts')),
    });
    for (const peer of PEERS[chunk.name] ?? []) add(await measurePeer(peer, chunk.name));
  }
  for (const code of ON_DEMAND) {
    add({ name: `${code.name} (on demand)`, litIncluded: await bundle({ entry: code.module }) });
  }
  // Peers of elements not written yet are still measured, so their figures are known.
  for (const [tag, peers] of Object.entries(PEERS)) {
    if (elements.some((el) => el.tag === tag)) continue;
    if (BEHAVIOUR_CHUNKS.some((chunk) => chunk.name === tag)) continue;
    for (const peer of peers) add(await measurePeer(peer, tag));
  }
  return rows;
}
