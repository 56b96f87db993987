/**
 * Registers `<sq-lightbox>`. The only module of the lightbox with a side effect: import it to use
 * the tag; import `./lightbox.ts` for the class. (`<sq-image>`, which shows the large images, is
 * loaded and registered when the lightbox first opens.)
 */
import { define } from '../shared/define.ts';
import { SqLightbox } from './lightbox.ts';

export { SqLightbox };
export type { LightboxItem, SqLightboxDetail, SqSlideChangeDetail } from './lightbox.ts';
export type { LightboxData } from './lightbox.schema.ts';

define('sq-lightbox', SqLightbox);

declare global {
  interface HTMLElementTagNameMap {
    'sq-lightbox': SqLightbox;
  }
}
