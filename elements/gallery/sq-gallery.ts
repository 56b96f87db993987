/**
 * Registers `<sq-gallery>`. The only module of the gallery with a side effect: import it to use
 * the tag; import `./gallery.ts` for the class. (`<sq-image>`, which shows the pictures, and
 * `<sq-lightbox>` load on demand.)
 */
import { define } from '../shared/define.ts';
import { SqGallery } from './gallery.ts';

export { SqGallery };
export type { SqGalleryEndDetail, SqGallerySlideChangeDetail } from './gallery-events.ts';
export type { GalleryData, GalleryDesign } from './gallery.schema.ts';

define('sq-gallery', SqGallery);

declare global {
  interface HTMLElementTagNameMap {
    'sq-gallery': SqGallery;
  }
}
