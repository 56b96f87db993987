/**
 * Registers `<sq-account>`. The only module of the account element with a side effect: import it
 * to use the tag; import `./account.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqAccount } from './account.ts';

export { SqAccount };
export type { SqProfileChangeDetail } from './account.ts';
export type { AccountProfile } from './account.schema.ts';

define('sq-account', SqAccount);

declare global {
  interface HTMLElementTagNameMap {
    'sq-account': SqAccount;
  }
}
