/**
 * Registers `<sq-summary>`. The only module of the summary with a side effect: import it to use
 * the tag; import `./summary.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqSummary } from './summary.ts';

export { SqSummary };
export type { SqSummaryState } from './summary.ts';
export type { SummaryData } from './summary.schema.ts';

define('sq-summary', SqSummary);

declare global {
  interface HTMLElementTagNameMap {
    'sq-summary': SqSummary;
  }
}
