/// <reference types="vite/client" />
/**
 * Which tags the runtime can load, and which of them wait until they are near the viewport.
 *
 * The tag list is not written by hand: every define module `elements/NAME/sq-NAME.ts` is a tag
 * `sq-NAME`, and the Vite build of the site assets turns each into one lazy chunk. A new element
 * folder is picked up by the next build.
 */
import type { AutoloaderOptions, TagLoader } from './autoloader.ts';

/**
 * Heavy blocks: their code loads only when one of them comes near the viewport (ARCHITECTURE.md
 * "Catalyst / Shoelace autoloader"). Add a tag here when its element is costly to load or start:
 * a form draws many fields on its first render, and it rarely stands at the top of a page (until
 * it loads, its server markup is a working form); a shop's product tiles each draw their options
 * and prices, and until they upgrade their server markup sells the product. An embed or a
 * booking widget sits low on a page, and its server markup (a link, the site's own content) works.
 * A chart draws its SVG at its own width, and until then its server markup is the data's table; a
 * calendar's server markup lists its events in a box of the month grid's height. A relative time
 * is the page's first user of `Intl` (its formatters cost the main thread 15 to 40 ms the first
 * time), and until it upgrades its server markup is the date, written out.
 */
export const LAZY_TAGS: ReadonlySet<string> = new Set([
  'sq-calendar',
  'sq-chart',
  'sq-map',
  'sq-video',
  'sq-lightbox',
  'sq-gallery',
  'sq-form',
  'sq-newsletter',
  'sq-product',
  'sq-embed',
  'sq-reservation',
  'sq-relative-time',
]);

/**
 * The lazy tags for a page at `address`. An address with a fragment may deep-link into a heavy
 * block (SPEC §2: a gallery slide or a lightbox item in the hash), and that block must open at
 * once, wherever it sits on the page: then every tag loads straight away.
 */
export function lazyTagsFor(address: { hash: string }): ReadonlySet<string> {
  return address.hash.length > 1 ? new Set() : LAZY_TAGS;
}

/** `../elements/NAME/sq-NAME.ts` → `sq-NAME`; any other path (a helper module) → undefined. */
export function tagOfModulePath(path: string): string | undefined {
  const match = /(?:^|\/)elements\/([a-z0-9-]+)\/(sq-[a-z0-9-]+)\.ts$/.exec(path);
  if (!match || match[1] === 'shared' || match[2] !== `sq-${match[1]}`) return undefined;
  return match[2];
}

/**
 * The registry of tags from a map of module paths to loaders, the shape `import.meta.glob`
 * gives. Paths that are not `elements/NAME/sq-NAME.ts` are left out.
 */
export function registryFrom(modules: Record<string, TagLoader>): Map<string, TagLoader> {
  const registry = new Map<string, TagLoader>();
  for (const [path, loader] of Object.entries(modules)) {
    const tag = tagOfModulePath(path);
    if (tag) registry.set(tag, loader);
  }
  return registry;
}

/**
 * Every element of the project, each loader importing its define module. Works only in code
 * built by Vite (`import.meta.glob` is replaced at build time).
 */
export function elementRegistry(): Map<string, TagLoader> {
  return registryFrom(
    import.meta.glob(['../elements/*/sq-*.ts', '!../elements/shared/**']) as Record<
      string,
      TagLoader
    >,
  );
}

/**
 * What the autoloader needs on a page at `address`: every element's loader, the lazy tags, and
 * the base most elements share (the block base class, with Lit and zod/mini).
 */
export function autoloaderOptions(address: { hash: string }): AutoloaderOptions {
  return {
    registry: elementRegistry(),
    lazyTags: lazyTagsFor(address),
    base: () => import('../elements/shared/sq-block.ts'),
  };
}
