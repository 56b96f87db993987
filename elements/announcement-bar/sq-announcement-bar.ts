/**
 * Registers `<sq-announcement-bar>`. The only module of the announcement bar with a side effect:
 * import it to use the tag; import `./announcement-bar.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqAnnouncementBar } from './announcement-bar.ts';

export { SqAnnouncementBar };

define('sq-announcement-bar', SqAnnouncementBar);

declare global {
  interface HTMLElementTagNameMap {
    'sq-announcement-bar': SqAnnouncementBar;
  }
}
