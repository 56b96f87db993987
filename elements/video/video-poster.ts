/**
 * The poster of a `<sq-video>`: the server markup's picture, shown in the element's `poster`
 * slot while the element is upgraded. Nothing of the markup moves: the child that holds the
 * picture is assigned to the slot where it stands, and its `<img>` is drawn in place.
 */
import type { ImageDriver, ImageSettings } from '../shared/image/image-driver.ts';

/** How the poster is drawn: it covers the player's box, loaded as it nears the viewport. */
const POSTER_SETTINGS: ImageSettings = {
  cropMode: 'cover',
  sizeFormat: 'queryString',
  load: 'lazy',
  stretch: true,
  fixedRatio: false,
};

/**
 * The drivers of the posters' `<img>`s, one each while the page keeps the `<img>`, with the
 * `style` attribute the `<img>` had before it was drawn.
 */
const drivers = new WeakMap<HTMLImageElement, { driver: ImageDriver; style: string | null }>();

/** The poster a host's markup holds: the child in the `poster` slot and the picture inside. */
export interface PosterMarkup {
  /** The host's child that is (or holds) the picture. */
  readonly child: HTMLElement;
  /** The picture's `<img>`, if any. */
  readonly img: HTMLImageElement | null;
}

/** A poster taken into the slot; `restore()` gives the server markup back as it was. */
export interface VideoPoster extends PosterMarkup {
  restore(): void;
}

/**
 * The poster of `host`'s markup: a child `<sq-image>`, else the child holding the first `<img>`
 * (the `<img>` itself, or e.g. the fallback link around it). Null when there is neither.
 */
export function findPoster(host: HTMLElement): PosterMarkup | null {
  const image = [...host.children].find((child) => child.localName === 'sq-image');
  if (image instanceof HTMLElement) return { child: image, img: image.querySelector('img') };
  const img = host.querySelector('img');
  let child: Element | null = img;
  while (child && child.parentElement !== host) child = child.parentElement;
  return img && child instanceof HTMLElement ? { child, img } : null;
}

/**
 * Takes `poster` into the `poster` slot: its child gets `slot="poster"` (a wrapper such as a
 * link is made `inert` meanwhile: the play button is the overlay's control), and its `<img>` is
 * drawn by an `ImageDriver` (cover), loaded on demand with `<sq-image>`'s code, unless an
 * `<sq-image>` draws it.
 */
export function adoptPoster(poster: PosterMarkup): VideoPoster {
  const { child, img } = poster;
  const slot = child.getAttribute('slot');
  child.slot = 'poster';
  const inert = child !== img && child.localName !== 'sq-image' && !child.inert;
  if (inert) child.inert = true;
  let adopted = true;
  const code = import('../image/sq-image.ts');
  if (img && !img.closest('sq-image')) {
    void code.then(({ ImageDriver }) => {
      if (!adopted) return;
      let drawn = drivers.get(img);
      if (!drawn) {
        const driver = new ImageDriver(img, { prefix: '[sq-video]' });
        drivers.set(img, (drawn = { driver, style: img.getAttribute('style') }));
      }
      drawn.driver.start(POSTER_SETTINGS);
    });
  }
  return {
    child,
    img,
    restore: () => {
      adopted = false;
      const drawn = img && drivers.get(img);
      if (drawn) {
        drawn.driver.stop();
        // Through the CSSOM: a policy without inline styles refuses a parsed `style` attribute.
        if (drawn.style === null) img.removeAttribute('style');
        else img.style.cssText = drawn.style;
      }
      if (slot === null) child.removeAttribute('slot');
      else child.slot = slot;
      if (inert) child.inert = false;
    },
  };
}
