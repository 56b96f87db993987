/**
 * Registers `<sq-calendar>`. The only module of the calendar with a side effect: import it to
 * use the tag; import `./calendar.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqCalendar } from './calendar.ts';

export { SqCalendar };
export type { CalendarData } from './calendar.schema.ts';
export type { SqDateSelectDetail, SqMonthChangeDetail } from './calendar.ts';

define('sq-calendar', SqCalendar);

declare global {
  interface HTMLElementTagNameMap {
    'sq-calendar': SqCalendar;
  }
}
