/**
 * Registers `<sq-accordion>`. The only module of the accordion with a side effect: import it to
 * use the tag; import `./accordion.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqAccordion } from './accordion.ts';

export { SqAccordion };
export type { SqToggleDetail } from './accordion.ts';
export type { AccordionData } from './accordion.schema.ts';

define('sq-accordion', SqAccordion);

declare global {
  interface HTMLElementTagNameMap {
    'sq-accordion': SqAccordion;
  }
}
