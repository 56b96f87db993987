/**
 * The lightbox of `<sq-gallery>` (SPEC §2): an `<sq-lightbox>` appended to `document.body` (so
 * it covers the page and its events do not pass through the gallery), its code loaded on first
 * use.
 */
import type { LightboxItem, SqLightbox } from '../lightbox/lightbox.ts';
import type { GalleryData } from './gallery.schema.ts';
import { lightboxContent, type Slide } from './gallery-slides.ts';

/** The lightbox's items for `slides`: each slide's picture, large, its caption and aspect. */
export function lightboxItems(slides: readonly Slide[]): LightboxItem[] {
  return slides.map((slide) => ({
    id: slide.id || undefined,
    content: lightboxContent(slide),
    meta: slide.meta?.textContent?.trim() || undefined,
    ratio: slide.aspect,
  }));
}

/**
 * Opens the lightbox at slide `index`, making it from `slides` when `box` is undefined (the
 * first time). Focus goes back to `opener` on closing. Resolves with the lightbox, and whether
 * it opened.
 */
export async function openLightbox(
  box: SqLightbox | undefined,
  slides: Slide[],
  data: GalleryData,
  index: number,
  opener?: HTMLElement,
): Promise<[SqLightbox, boolean]> {
  await import('../lightbox/sq-lightbox.ts');
  if (!box) {
    box = document.createElement('sq-lightbox');
    // The gallery keeps the address (historyHash) and reads deep links itself.
    box.dataset.blockJson = JSON.stringify({
      loop: data.loop,
      theme: data.lightboxTheme,
      deepLink: false,
    });
    box.items = lightboxItems(slides);
    document.body.append(box);
    await box.updateComplete;
  }
  return [box, await box.open(index, opener)];
}
