/**
 * Registers `<sq-social-links>`. The only module of the social links with a side effect: import
 * it to use the tag; import `./social-links.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqSocialLinks } from './social-links.ts';

export { SqSocialLinks };
export type { SocialLinksData } from './social-links.schema.ts';
export type { SocialKind } from './social-icons.ts';

define('sq-social-links', SqSocialLinks);

declare global {
  interface HTMLElementTagNameMap {
    'sq-social-links': SqSocialLinks;
  }
}
