import { expect, waitUntil } from '@open-wc/testing';
import { ChunkLoadError } from '../../platform/chunks/chunk-loader.ts';
import { Autoloader, type TagLoader } from '../../runtime/autoloader.ts';
import { LAZY_TAGS, registryFrom, tagOfModulePath } from '../../runtime/registry.ts';
import { captureConsole, nextFrames } from './helpers.ts';

const FIXTURE = '/test/runtime/fixtures/define-tag.js';

let serial = 0;
/** A tag no other test uses (custom elements cannot be defined twice on a page). */
const freshTag = (name: string): string => `sq-t${++serial}-${name}`;

/** Requests the browser made for `tag`'s fixture module. */
const requestsFor = (tag: string): number =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(`${FIXTURE}?tag=${tag}`)).length;

/** A registry of real dynamic imports of the fixture module, counting the loader calls. */
function registry(tags: string[]): { map: Map<string, TagLoader>; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const map = new Map<string, TagLoader>();
  for (const tag of tags) {
    map.set(tag, () => {
      calls.set(tag, (calls.get(tag) ?? 0) + 1);
      return import(/* @vite-ignore */ `${FIXTURE}?tag=${tag}`);
    });
  }
  return { map, calls };
}

let autoloader: Autoloader | undefined;
const added: Element[] = [];

/** Adds `markup` to the page in a fresh container. */
function addToPage(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  added.push(container);
  return container;
}

describe('runtime/autoloader', () => {
  afterEach(() => {
    autoloader?.stop();
    autoloader = undefined;
    for (const element of added.splice(0)) element.remove();
    window.scrollTo(0, 0);
  });

  it('ARCHITECTURE runtime: loads the code of the tags on the page, each once, and nothing else', async () => {
    const [alpha, beta, gamma] = [freshTag('alpha'), freshTag('beta'), freshTag('gamma')];
    const { map, calls } = registry([alpha, beta, gamma]);
    const container = addToPage(
      `<${alpha}></${alpha}><${alpha}></${alpha}><p><${beta}></${beta}></p>`,
    );

    autoloader = new Autoloader({ registry: map }).watch(document);
    await autoloader.settled();

    expect([requestsFor(alpha), requestsFor(beta), requestsFor(gamma)]).to.deep.equal([1, 1, 0]);
    expect(Object.fromEntries(calls)).to.deep.equal({ [alpha]: 1, [beta]: 1 });
    const upgraded = [...container.querySelectorAll(`${alpha}, ${beta}`)].map((el) =>
      el.hasAttribute('data-upgraded'),
    );
    expect(upgraded).to.deep.equal([true, true, true]);
  });

  it('each tag starts loading in a task of its own, after the task that found it', async () => {
    const [first, second] = [freshTag('first'), freshTag('second')];
    const { map, calls } = registry([first, second]);
    /** The loader calls seen at the end of a long microtask chain started by the first load. */
    let seenAfterMicrotasks: number | undefined;
    const load = map.get(first)!;
    map.set(first, () => {
      let chain = Promise.resolve();
      for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
      void chain.then(() => (seenAfterMicrotasks = calls.size));
      return load();
    });
    addToPage(`<${first}></${first}><${second}></${second}>`);
    autoloader = new Autoloader({ registry: map }).watch(document);
    expect(calls.size, 'nothing asked for in the task that found the tags').to.equal(0);
    await autoloader.settled();
    expect(seenAfterMicrotasks, 'the second load waits for a task of its own').to.equal(1);
    expect([calls.get(first), calls.get(second)]).to.deep.equal([1, 1]);
  });

  it('the code tags share loads once, in a task of its own, before the first tag’s code', async () => {
    const [first, second] = [freshTag('first'), freshTag('second')];
    const { map, calls } = registry([first, second]);
    const order: string[] = [];
    for (const tag of [first, second]) {
      const load = map.get(tag)!;
      map.set(tag, () => (order.push(tag), load()));
    }
    let tagsSeenByBase: number | undefined;
    const base = () => {
      order.push('base');
      // Still in the base's task: a microtask chain ends before the next task starts.
      let chain = Promise.resolve();
      for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
      void chain.then(() => (tagsSeenByBase = calls.size));
      return Promise.resolve();
    };
    addToPage(`<${first}></${first}>`);
    autoloader = new Autoloader({ registry: map, base }).watch(document);
    await autoloader.settled();
    addToPage(`<${second}></${second}>`);
    await waitUntil(() => calls.get(second) === 1, 'the tag added later loads');
    await autoloader.settled();
    expect(order).to.deep.equal(['base', first, second]);
    expect(tagsSeenByBase, 'the first tag’s code waits for a task of its own').to.equal(0);
  });

  it('a base that fails to load is not reported, and the tags still load', async () => {
    const tag = freshTag('after-base');
    const { map, calls } = registry([tag]);
    const errors = captureConsole('error');
    try {
      addToPage(`<${tag}></${tag}>`);
      autoloader = new Autoloader({
        registry: map,
        base: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }).watch(document);
      await autoloader.settled();
      expect(calls.get(tag)).to.equal(1);
      expect(errors.calls).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('ARCHITECTURE runtime: a tag added later loads once (MutationObserver), however many arrive', async () => {
    const late = freshTag('late');
    const { map, calls } = registry([late]);
    autoloader = new Autoloader({ registry: map }).watch(document);

    const container = addToPage(`<section><${late}></${late}></section>`);
    await customElements.whenDefined(late);
    container.append(document.createElement(late));
    container.insertAdjacentHTML('beforeend', `<div><${late}></${late}></div>`);
    await autoloader.settled();

    expect(calls.get(late)).to.equal(1);
    expect(requestsFor(late)).to.equal(1);
    await waitUntil(() => container.querySelectorAll(`${late}[data-upgraded]`).length === 3);
  });

  it('SPEC §4 lazy margin: a heavy tag loads only when it comes within 200 px of the viewport', async () => {
    const [far, near] = [freshTag('far-map'), freshTag('near-map')];
    const { map, calls } = registry([far, near]);
    const below = `${innerHeight + 100}px`;
    const container = addToPage(
      `<div style="height: ${below}"></div><${near} style="display:block;height:10px"></${near}>` +
        `<div style="height: 300vh"></div><${far} style="display:block;height:10px"></${far}>`,
    );
    autoloader = new Autoloader({ registry: map, lazyTags: new Set([far, near]) }).watch(document);

    await customElements.whenDefined(near);
    await nextFrames(3);
    expect(calls.get(far), 'far below the viewport: not loaded').to.equal(undefined);
    expect(requestsFor(far)).to.equal(0);

    container.querySelector(far)!.scrollIntoView();
    await customElements.whenDefined(far);
    expect(calls.get(far)).to.equal(1);
    expect(calls.get(near)).to.equal(1);
  });

  it('a hidden heavy block never loads its code', async () => {
    const hidden = freshTag('hidden-video');
    const { map, calls } = registry([hidden]);
    addToPage(`<${hidden} hidden></${hidden}>`);
    autoloader = new Autoloader({ registry: map, lazyTags: new Set([hidden]) }).watch(document);
    await nextFrames(3);
    expect(calls.get(hidden)).to.equal(undefined);
  });

  it('an unknown sq- tag gets one console warning per tag and stays as markup', async () => {
    const known = freshTag('known');
    const [unknownA, unknownB] = [freshTag('unknown-a'), freshTag('unknown-b')];
    const { map } = registry([known]);
    const warnings = captureConsole('warn');
    try {
      addToPage(`<${unknownA}>text</${unknownA}><${unknownA}></${unknownA}><${known}></${known}>`);
      autoloader = new Autoloader({ registry: map }).watch(document);
      addToPage(`<${unknownB}></${unknownB}><${unknownA}></${unknownA}>`);
      await autoloader.settled();
      await waitUntil(() => warnings.calls.length === 2);
    } finally {
      warnings.restore();
    }
    expect(warnings.calls.map((args) => String(args[0]))).to.deep.equal([
      `[sq-runtime] <${unknownA}> is not an sq-elements tag; it stays as plain markup`,
      `[sq-runtime] <${unknownB}> is not an sq-elements tag; it stays as plain markup`,
    ]);
  });

  it('SPEC §8: a chunk that fails logs one console error with the ChunkLoadError and marks its elements data-sq-error; other tags still load', async () => {
    const [broken, fine] = [freshTag('broken'), freshTag('fine')];
    const { map } = registry([fine]);
    const missing = '/test/runtime/fixtures/no-such-chunk.js';
    map.set(broken, () => import(/* @vite-ignore */ missing));
    const errors = captureConsole('error');
    try {
      addToPage(`<${broken}>server markup</${broken}><${fine}></${fine}>`);
      autoloader = new Autoloader({ registry: map }).watch(document);
      await autoloader.settled();
    } finally {
      errors.restore();
    }
    expect(errors.calls).to.have.length(1);
    const [message, error] = errors.calls[0]!;
    expect(message).to.equal(`[sq-runtime] could not load the code of <${broken}>:`);
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).to.equal('missing');
    expect(document.querySelector(broken)!.textContent).to.equal('server markup');
    expect(document.querySelector(broken)!.getAttribute('data-sq-error')).to.match(/^load: /);
    expect(document.querySelector(fine)!.hasAttribute('data-upgraded')).to.equal(true);
    expect(document.querySelector(fine)!.hasAttribute('data-sq-error')).to.equal(false);
  });

  it('a tag already defined by other code is not loaded again', async () => {
    const own = freshTag('own');
    customElements.define(own, class extends HTMLElement {});
    const { map, calls } = registry([own]);
    addToPage(`<${own}></${own}>`);
    autoloader = new Autoloader({ registry: map }).watch(document);
    await autoloader.settled();
    expect(calls.get(own)).to.equal(undefined);
  });

  it('the registry maps elements/NAME/sq-NAME.ts to sq-NAME and skips shared and helper modules', () => {
    const loader: TagLoader = () => Promise.resolve({});
    const map = registryFrom({
      '../elements/accordion/sq-accordion.ts': loader,
      '../elements/system-error/sq-system-error.ts': loader,
      '../elements/shared/sq-block.ts': loader,
      '../elements/gallery/sq-gallery-designs.ts': loader,
    });
    expect([...map.keys()]).to.deep.equal(['sq-accordion', 'sq-system-error']);
    expect(tagOfModulePath('elements/map/sq-map.ts')).to.equal('sq-map');
    expect([...LAZY_TAGS].sort()).to.deep.equal([
      'sq-calendar',
      'sq-chart',
      'sq-embed',
      'sq-form',
      'sq-gallery',
      'sq-lightbox',
      'sq-map',
      'sq-newsletter',
      'sq-product',
      'sq-relative-time',
      'sq-reservation',
      'sq-video',
    ]);
  });
});
