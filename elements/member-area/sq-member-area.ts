/**
 * Registers `<sq-member-area>`. The only module of the member area block with a side effect:
 * import it to use the tag; import `./member-area.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqMemberArea } from './member-area.ts';

export { SqMemberArea };
export type { SqJoinDetail, SqPricingOptionChangeDetail } from './member-area.ts';
export type { MemberAreaData } from './member-area.schema.ts';

define('sq-member-area', SqMemberArea);

declare global {
  interface HTMLElementTagNameMap {
    'sq-member-area': SqMemberArea;
  }
}
