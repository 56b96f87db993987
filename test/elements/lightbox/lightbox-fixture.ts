/** Fixtures of the `<sq-lightbox>` tests: a standalone lightbox between two page buttons. */
import { fixture, html } from '@open-wc/testing';
import '../../../elements/lightbox/sq-lightbox.ts';
import type { SqLightbox } from '../../../elements/lightbox/sq-lightbox.ts';

/** The captions of the three standalone items, in order. */
export const CAPTIONS = [
  'Celadon bud vase. Porcelain, 24 cm.',
  'Tenmoku serving bowl. Stoneware, 28 cm.',
  'Ash-glazed jar. Stoneware, 20 cm.',
];

/**
 * Three items in the three shapes a template may write: a link around a thumbnail (full size
 * from the link), a contract-4 `<img data-src>` in a plain figure (no link: made focusable), and
 * a `data-slide-url` child whose caption is a `data-meta` attribute.
 */
const children = html`<figure data-slide-id="celadon-vase">
    <a href="/test-images/celadon-vase-1500x1000.jpg"
      ><img src="/test-images/celadon-vase-1500x1000.jpg?format=100w" alt="A pale green vase"
    /></a>
    <figcaption>${CAPTIONS[0]}</figcaption>
  </figure>
  <figure data-slide-id="tenmoku-bowl">
    <img
      data-src="/test-images/tenmoku-bowl-1000x1000.jpg"
      data-image-dimensions="1000x1000"
      alt="A wide dark brown bowl"
    />
    <figcaption>${CAPTIONS[1]}</figcaption>
  </figure>
  <div data-slide-url="/gallery/ash-jar" data-meta=${CAPTIONS[2]}>
    <img src="/test-images/ash-jar-800x1000.jpg" data-image-dimensions="800x1000" alt="A jar" />
  </div>`;

/** A page: a button, the lightbox with `json` settings and three items, another button. */
export async function lightbox(json = '{}'): Promise<SqLightbox> {
  const page = await fixture<HTMLElement>(
    html`<div>
      <button id="before">Before</button>
      <sq-lightbox data-block-json=${json}>${children}</sq-lightbox>
      <button id="after">After</button>
    </div>`,
  );
  const el = page.querySelector('sq-lightbox')!;
  await el.updateComplete;
  return el;
}

/** The element inside the lightbox's shadow root matching `selector`. */
export const part = <T extends Element = HTMLElement>(el: SqLightbox, selector: string): T =>
  el.shadowRoot!.querySelector<T>(selector)!;

export const dialog = (el: SqLightbox): HTMLDialogElement => part(el, 'dialog');

/** The figures the visitor sees now (on desktop: the current one). */
export const visibleItems = (el: SqLightbox): HTMLElement[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="item"]')].filter((item) =>
    item.checkVisibility(),
  );

/** Caption of the item shown (desktop). */
export const shownCaption = (el: SqLightbox): string | undefined =>
  visibleItems(el)[0]?.querySelector('[part~="meta"]')?.textContent ?? undefined;

/** The counter text ("2 of 3"). */
export const counter = (el: SqLightbox): string => part(el, '[part~="counter"]').textContent!;

/** The element focused, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Resolves on the next `type` event of `el`, with its detail. */
export const nextEvent = <T>(el: EventTarget, type: string): Promise<T> =>
  new Promise((resolve) =>
    el.addEventListener(type, (event) => resolve((event as CustomEvent<T>).detail), {
      once: true,
    }),
  );
