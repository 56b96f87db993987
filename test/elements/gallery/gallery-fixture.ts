/** Mounting `<sq-gallery>` markup in browser tests: slides whose pictures come from /test-images/. */
import { fixture, html, nextFrame } from '@open-wc/testing';
import '../../../elements/gallery/sq-gallery.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import { slide, specs, type SlideSpec } from './gallery-slides-fixture.ts';

export { slide, specs, type SlideSpec };

/** A mounted gallery with `json` settings around `slides`, `width` px wide. */
export async function gallery(
  json: object | string,
  slides: SlideSpec[] = specs(5),
  width = 600,
  attrs: { id?: string } = {},
): Promise<SqGallery> {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  const el = await fixture<SqGallery>(
    html`<sq-gallery id=${attrs.id ?? ''} style="width:${width}px" data-block-json=${text}
      >${slides.map(slide)}</sq-gallery
    >`,
  );
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
  return el;
}

/** The shadow element matching `selector`. */
export function part<T extends Element = HTMLElement>(el: SqGallery, selector: string): T {
  return el.shadowRoot!.querySelector<T>(selector)!;
}

/** Every shadow element matching `selector`. */
export function parts<T extends Element = HTMLElement>(el: SqGallery, selector: string): T[] {
  return [...el.shadowRoot!.querySelectorAll<T>(selector)];
}

/** Resolves with the next event `type` on `el`, or rejects after `ms`. */
export function nextEvent<T extends Event>(el: EventTarget, type: string, ms = 4000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms} ms`)), ms);
    el.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve(event as T);
      },
      { once: true },
    );
  });
}
