/**
 * Registers `<sq-donation>`. The only module of the donation block with a side effect: import it
 * to use the tag; import `./donation.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqDonation } from './donation.ts';

export { SqDonation };
export type { SqDonateDetail } from './donation.ts';
export type { DonationData } from './donation.schema.ts';

define('sq-donation', SqDonation);

declare global {
  interface HTMLElementTagNameMap {
    'sq-donation': SqDonation;
  }
}
