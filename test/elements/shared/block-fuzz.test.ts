// The block error contract (public contract 3) against generated data: for every block element,
// `data-block-json` changed live on one element again and again to values fast-check makes
// (JSON of every shape, each known key given a wrong type, objects whose toString is not a
// function, extreme numbers, huge strings, deep nesting, prototype keys). Whatever the value:
// nothing is thrown or rejected, the server markup stays (the same nodes), an invalid value is
// logged once as `[sq-NAME] invalid data-block-json: …`, the neighbouring block is untouched and
// Object.prototype stays clean.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import fc from 'fast-check';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../../../elements/accordion/sq-accordion.ts';
import '../../../elements/button/sq-button.ts';
import '../../../elements/cookie-banner/sq-cookie-banner.ts';
import '../../../elements/form/sq-form.ts';
import '../../../elements/gallery/sq-gallery.ts';
import '../../../elements/image/sq-image.ts';
import '../../../elements/lightbox/sq-lightbox.ts';
import '../../../elements/newsletter/sq-newsletter.ts';
import '../../../elements/video/sq-video.ts';
import type { SqBlock } from '../../../elements/shared/sq-block.ts';

/** Runs across all elements: at least 10 000 values a run. */
const RUNS_PER_ELEMENT = 1200;

const PICTURE =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2210%22 height=%2210%22/%3E';

/** Each block with server markup of its kind (what must survive any value). */
const BLOCKS: [tag: string, markup: string][] = [
  ['sq-accordion', '<details><summary>Shipping</summary><p>Two days.</p></details>'],
  ['sq-button', '<a href="/contact">Ask</a>'],
  ['sq-cookie-banner', '<p>We use cookies.</p>'],
  ['sq-form', '<p>Write to studio@example.com</p>'],
  [
    'sq-gallery',
    `<figure data-slide-id="a"><img src="${PICTURE}" alt="A"></figure>` +
      `<figure data-slide-id="b"><img src="${PICTURE}" alt="B"></figure>`,
  ],
  ['sq-image', `<img src="${PICTURE}" data-image-dimensions="10x10" alt="A">`],
  ['sq-lightbox', '<figure data-slide-id="a"><a href="/a.jpg"><img alt="A"></a></figure>'],
  ['sq-newsletter', '<p>Studio notes by email.</p>'],
  ['sq-video', '<a href="/film.webm">Watch the film</a>'],
];

/** Values no JSON-minded code expects: each becomes a key's value or the whole document. */
const HOSTILE: unknown[] = [
  { toString: 1 },
  { toString: null, valueOf: null },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  1e308,
  -1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  'x'.repeat(100_000),
  '\u0000\u202e<script>',
  [],
  {},
  null,
];

/** A JSON text nested `depth` arrays deep. */
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** The keys the element's schema knows (zod/mini object shapes), for targeted wrong types. */
function knownKeys(el: Element): string[] {
  const schema = (el as unknown as { schema?: { def?: { shape?: object } } }).schema;
  return Object.keys(schema?.def?.shape ?? {});
}

/** The JSON texts to try on `el`: any JSON, each known key set to any or a hostile value. */
function documents(el: Element): fc.Arbitrary<string> {
  const keys = knownKeys(el);
  const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...HOSTILE));
  const keyed = keys.length
    ? fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'prototype'), value, {
        maxKeys: 4,
      })
    : fc.constant({});
  return fc.oneof(
    keyed.map((doc) => JSON.stringify(doc)),
    fc.jsonValue({ maxDepth: 4 }).map((doc) => JSON.stringify(doc)),
    fc.constantFrom('', '{', '{"a":}', 'undefined', 'NaN', nested(3000), '{"__proto__":{"x":1}}'),
    fc.string({ maxLength: 40 }),
  );
}

describe('block error contract under generated data-block-json (fast-check)', () => {
  const thrown: string[] = [];
  const onError = (event: ErrorEvent): void => void thrown.push(String(event.message));
  const onRejection = (event: PromiseRejectionEvent): void =>
    void thrown.push(`rejection: ${String(event.reason)}`);

  before(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  after(async () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const [tag, markup] of BLOCKS) {
    it(`<${tag}>: any value leaves the markup, logs once when invalid, throws nothing`, async function () {
      this.timeout(120_000);
      const name = unsafeStatic(tag);
      const host = await fixture<HTMLElement>(
        html`<div>
          ${staticHtml`<${name} forced data-block-json="{}"></${name}>`}
          <sq-button data-block-json='{"buttonText":"Neighbour","clickthroughUrl":"/n"}'
            ><a href="/n">Neighbour</a></sq-button
          >
        </div>`,
      );
      const el = host.firstElementChild as SqBlock<unknown>;
      el.innerHTML = markup;
      const neighbour = host.lastElementChild as SqBlock<unknown>;
      const original = [...el.childNodes];
      const logged: string[] = [];
      let previous: string | null = el.getAttribute('data-block-json');
      const error = console.error;
      console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
      try {
        await fc.assert(
          fc.asyncProperty(documents(el), async (json) => {
            logged.length = 0;
            el.setAttribute('data-block-json', json);
            await el.updateComplete;
            await el.updateComplete;
            const own = logged.filter((line) =>
              line.startsWith(`[${tag}] invalid data-block-json:`),
            );
            // The same text again changes nothing, so it is not logged again.
            const changed = json !== previous;
            previous = json;
            if (el.hasAttribute('data-sq-error')) {
              expect(own, json.slice(0, 200)).to.have.length(changed ? 1 : 0);
              const kept = [...el.childNodes];
              expect(
                kept.length === original.length && kept.every((node, i) => node === original[i]),
                'the server markup is kept',
              ).to.equal(true);
            } else {
              expect(own, json.slice(0, 200)).to.deep.equal([]);
            }
            expect(original.every((node) => node.parentNode === el)).to.equal(true);
            expect(thrown, json.slice(0, 200)).to.deep.equal([]);
            expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
            expect(Object.prototype).to.not.have.property('x');
          }),
          { numRuns: RUNS_PER_ELEMENT },
        );
      } finally {
        console.error = error;
      }
      expect(neighbour.hasAttribute('data-sq-error')).to.equal(false);
      expect(neighbour.shadowRoot?.querySelector('a')?.textContent?.trim()).to.equal('Neighbour');
    });
  }
});
