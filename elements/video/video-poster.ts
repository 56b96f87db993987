/**
 * The poster of a `<sq-video>`: the server markup's `<img>`, shown through an `<sq-image>` in the
 * element's `poster` slot while the element is upgraded, and put back where it was otherwise.
 */

/** Settings of the `<sq-image>` made around the poster: it covers the player's box. */
const POSTER_IMAGE_SETTINGS = JSON.stringify({ cropMode: 'cover' });

/** A poster taken over by the element; `restore()` gives the server markup back. */
export interface VideoPoster {
  /** The `<sq-image>` in the `poster` slot. */
  readonly image: HTMLElement;
  /** The poster's `<img>`, if any. */
  readonly img: HTMLImageElement | null;
  restore(): void;
}

/**
 * Takes the poster of `host` into its `poster` slot: a child `<sq-image>` as it is, else the
 * first `<img>` (wherever it sits, e.g. inside a fallback link) moved into a new
 * `<sq-image data-block-json='{"cropMode":"cover"}'>`. Loads `<sq-image>`'s code. Null when the
 * markup holds neither.
 */
export function adoptPoster(host: HTMLElement): VideoPoster | null {
  const existing = [...host.children].find((child) => child.localName === 'sq-image');
  if (existing instanceof HTMLElement) {
    existing.slot = 'poster';
    void import('../image/sq-image.ts');
    return {
      image: existing,
      img: existing.querySelector('img'),
      restore: () => existing.removeAttribute('slot'),
    };
  }
  const img = host.querySelector('img');
  if (!img) return null;
  const parent = img.parentNode!;
  const next = img.nextSibling;
  const image = document.createElement('sq-image');
  image.setAttribute('data-block-json', POSTER_IMAGE_SETTINGS);
  image.slot = 'poster';
  image.append(img);
  host.append(image);
  void import('../image/sq-image.ts');
  return {
    image,
    img,
    restore: () => {
      parent.insertBefore(img, next?.parentNode === parent ? next : null);
      image.remove();
    },
  };
}
