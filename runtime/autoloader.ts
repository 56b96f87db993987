/**
 * The element autoloader (ARCHITECTURE.md "Runtime"): loads the code of each `sq-*` tag a page
 * holds, once, through the chunk loader, including tags added to the page later. The runtime
 * loads it (with the registry of tags) the first time the page holds an sq- tag
 * (element-watch.ts).
 */
import { loadChunk } from '../platform/chunks/chunk-loader.ts';
import { IMAGE_LAZY_MARGIN_PX } from '../platform/constants/limits.ts';
import { aTaskLater } from './after-load.ts';
import { pendingSqElements } from './element-watch.ts';

/** Loads one tag's define module (e.g. `() => import('../elements/map/sq-map.ts')`). */
export type TagLoader = () => Promise<unknown>;

/** Options of {@link Autoloader}. */
export interface AutoloaderOptions {
  /** Every known tag and the loader of its define module. */
  registry: ReadonlyMap<string, TagLoader>;
  /**
   * Heavy tags, loaded only when one of their elements comes within `rootMargin` of the
   * viewport (an element that is never shown never loads its code).
   */
  lazyTags?: ReadonlySet<string>;
  /**
   * How near the viewport a lazy tag's element must come, as an IntersectionObserver root
   * margin. Default `200px`, the SPEC §4 lazy-loading distance.
   */
  rootMargin?: string;
  /**
   * Code most tags share, loaded in a task of its own before the first tag's code: running the
   * shared code and a tag's own code are two tasks, not one long one. A base that fails to load
   * is not reported (the tag's own load then fails and is).
   */
  base?: TagLoader;
}

/** Settles a load whose outcome nobody reports. */
const noop = (): void => undefined;

/** Prefix of the autoloader's console messages. */
const LOG_PREFIX = '[sq-runtime]';

/**
 * Finds `sq-*` elements in the roots it watches (the document, and any open shadow root given to
 * {@link Autoloader.watch}) and loads each tag's define module once:
 * - a tag in the registry loads as soon as an element of it is seen, or, for a lazy tag, when an
 *   element of it first comes near the viewport;
 * - each load starts in a task of its own, in the order the tags were found: finding a page's
 *   tags, and asking for each tag's code and its imports, never make one long task; the `base`
 *   shared by most tags loads first, in a task of its own;
 * - elements added later are found by a MutationObserver;
 * - a tag already defined (its code came another way) is left alone;
 * - an `sq-` tag the registry does not know gets one console warning per tag;
 * - a load that fails logs one console error with the `ChunkLoadError` and is forgotten, so an
 *   element of that tag added later tries again; the rest of the page keeps working. The tag's
 *   elements get `data-sq-error` (as a block with invalid data does), so styles that stand in for
 *   the upgraded look give way to the whole server markup.
 */
export class Autoloader {
  private readonly registry: ReadonlyMap<string, TagLoader>;
  private readonly lazyTags: ReadonlySet<string>;
  /** Tags whose load has started or finished (or that are defined already). */
  private readonly started = new Set<string>();
  /** Unknown tags already warned about. */
  private readonly warned = new Set<string>();
  /** Lazy elements being watched, by tag. */
  private readonly waiting = new Map<string, Set<Element>>();
  private readonly mutations: MutationObserver;
  private readonly intersections: IntersectionObserver;
  private readonly loads: Promise<void>[] = [];
  /** Settles when the last load asked for has started: the next one starts a task after it. */
  private turn: Promise<void> = Promise.resolve();
  /** The roots watched. */
  private readonly roots = new Set<Document | ShadowRoot>();
  /** The shared code, until its load has started. */
  private base: TagLoader | undefined;

  constructor(options: AutoloaderOptions) {
    this.registry = options.registry;
    this.lazyTags = options.lazyTags ?? new Set();
    this.base = options.base;
    this.mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) this.scan(node);
        }
      }
    });
    this.intersections = new IntersectionObserver((entries) => this.onIntersect(entries), {
      rootMargin: options.rootMargin ?? `${IMAGE_LAZY_MARGIN_PX}px`,
    });
  }

  /**
   * Loads the tags found in `root` now and watches it for elements added later.
   * @param root the document, or an open shadow root whose elements should load too
   */
  watch(root: Document | ShadowRoot): this {
    this.mutations.observe(root, { childList: true, subtree: true });
    this.roots.add(root);
    this.scan(root);
    return this;
  }

  /** Stops watching every root; loads already started still finish. */
  stop(): void {
    this.mutations.disconnect();
    this.intersections.disconnect();
    this.waiting.clear();
    this.roots.clear();
  }

  /** Resolves when every load started so far has settled (failures included). */
  async settled(): Promise<void> {
    let count = -1;
    // Loads may start while earlier ones settle (e.g. an element's code adds more sq- tags).
    while (count !== this.loads.length) {
      count = this.loads.length;
      await Promise.all(this.loads);
    }
  }

  /** Looks at `node` and everything below it. */
  scan(node: ParentNode | Element): void {
    for (const element of pendingSqElements(node)) this.consider(element);
  }

  private consider(element: Element): void {
    const tag = element.localName;
    if (this.started.has(tag)) return;
    if (customElements.get(tag)) {
      this.started.add(tag);
      return;
    }
    if (!this.registry.has(tag)) {
      if (this.warned.has(tag)) return;
      this.warned.add(tag);
      console.warn(`${LOG_PREFIX} <${tag}> is not an sq-elements tag; it stays as plain markup`);
      return;
    }
    if (!this.lazyTags.has(tag)) {
      this.load(tag);
      return;
    }
    let elements = this.waiting.get(tag);
    if (!elements) this.waiting.set(tag, (elements = new Set()));
    if (elements.has(element)) return;
    elements.add(element);
    this.intersections.observe(element);
  }

  private onIntersect(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const tag = entry.target.localName;
      if (!entry.isIntersecting || !this.waiting.has(tag)) continue;
      for (const element of this.waiting.get(tag) ?? []) this.intersections.unobserve(element);
      this.waiting.delete(tag);
      this.load(tag);
    }
  }

  private load(tag: string): void {
    const loader = this.registry.get(tag);
    if (!loader) return;
    this.started.add(tag);
    const base = this.base;
    this.base = undefined;
    if (base) {
      this.turn = this.turn
        .then(() => aTaskLater())
        .then(() => loadChunk(base, { request: 'shared element code' }))
        .then(noop, noop);
    }
    const start = (this.turn = this.turn.then(() => aTaskLater()));
    const done = start
      .then(() => loadChunk(loader, { request: tag }))
      .then(
        () => undefined,
        (error: unknown) => {
          this.started.delete(tag);
          console.error(`${LOG_PREFIX} could not load the code of <${tag}>:`, error);
          for (const root of this.roots) {
            for (const element of root.querySelectorAll(`${tag}:not(:defined)`))
              element.setAttribute('data-sq-error', `load: ${String(error)}`);
          }
        },
      );
    this.loads.push(done);
  }
}

/** Starts an {@link Autoloader} on `document` (see there). */
export function startAutoloader(options: AutoloaderOptions, root: Document = document): Autoloader {
  return new Autoloader(options).watch(root);
}
