/**
 * Registers `<sq-tour-dates>`. The only module of the tour dates with a side effect: import it to
 * use the tag; import `./tour-dates.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqTourDates } from './tour-dates.ts';

export { SqTourDates };
export type { TourDate, TourDatesData } from './tour-dates.schema.ts';

define('sq-tour-dates', SqTourDates);

declare global {
  interface HTMLElementTagNameMap {
    'sq-tour-dates': SqTourDates;
  }
}
