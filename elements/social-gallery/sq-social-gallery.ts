/**
 * Registers `<sq-social-gallery>`. The only module of the social gallery with a side effect:
 * import it to use the tag; import `./social-gallery.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqSocialGallery } from './social-gallery.ts';

export { SqSocialGallery };
export type {
  SqSocialGalleryState,
  SqWidgetDetail,
  SqWidgetErrorDetail,
} from './social-gallery.ts';
export type { SocialGalleryData } from './social-gallery.schema.ts';

define('sq-social-gallery', SqSocialGallery);

declare global {
  interface HTMLElementTagNameMap {
    'sq-social-gallery': SqSocialGallery;
  }
}
