/** Mounting `<sq-image>` markup in browser tests. */
import { fixture, html, nextFrame } from '@open-wc/testing';
import '../../elements/image/sq-image.ts';
import type { SqImage, SqImageLoadDetail } from '../../elements/image/image.ts';

/** A mounted `<sq-image>`, its `<img>`, and its first `sq-load`. */
export interface MountedImage {
  el: SqImage;
  img: HTMLImageElement;
  loaded: Promise<SqImageLoadDetail>;
}

/**
 * Attaches `<sq-image>` markup to the page (inside `parent`, else a fresh fixture), listening for
 * its first `sq-load` before it upgrades.
 */
export async function mount(markup: string, parent?: HTMLElement): Promise<MountedImage> {
  const container = parent ?? (await fixture<HTMLDivElement>(html`<div></div>`));
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const el = template.content.firstElementChild as SqImage;
  const loaded = nextLoad(el);
  container.append(el);
  await el.updateComplete;
  return { el, img: el.querySelector('img')!, loaded };
}

/** The detail of the next `sq-load` of `el`. */
export function nextLoad(el: HTMLElement): Promise<SqImageLoadDetail> {
  return new Promise((resolve) =>
    el.addEventListener('sq-load', (event) => resolve(event.detail), { once: true }),
  );
}

/**
 * `<sq-image>` markup around an `<img>` of 1500x1000 (the test server's default size) at `src`,
 * with `settings` as `data-block-json` and `style` on the element.
 */
export function imageMarkup(src: string, settings: object = {}, style = '', imgExtra = ''): string {
  return `<sq-image style="${style}" data-block-json='${JSON.stringify(settings)}'>
    <img data-src="${src}" data-image-dimensions="1500x1000" alt="Sunset over the hills" ${imgExtra}>
  </sq-image>`;
}

/** Waits for `count` rendered frames (observers deliver their notes by then). */
export async function frames(count = 2): Promise<void> {
  for (let i = 0; i < count; i++) await nextFrame();
}

/** Waits up to ~200 frames for `el` to match `:state(state)`. */
export async function untilState(el: Element, state: string): Promise<boolean> {
  for (let i = 0; i < 200 && !el.matches(`:state(${state})`); i++) await nextFrame();
  return el.matches(`:state(${state})`);
}
