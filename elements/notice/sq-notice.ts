/**
 * Registers `<sq-notice>`. The only module of the notice with a side effect: import it to use
 * the tag; import `./notice.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqNotice } from './notice.ts';

export { SqNotice };
export type { SqNoticeCloseDetail, SqNoticeCloseReason } from './notice.ts';

define('sq-notice', SqNotice);

declare global {
  interface HTMLElementTagNameMap {
    'sq-notice': SqNotice;
  }
}
