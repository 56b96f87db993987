/**
 * Registers `<sq-reservation>`. The only module of the reservation block with a side effect:
 * import it to use the tag; import `./reservation.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqReservation } from './reservation.ts';

export { SqReservation };
export type { SqReservationState } from './reservation.ts';
export type { ReservationData } from './reservation.schema.ts';
export type { ReservationKind } from './reservation-kinds.ts';
export type { ReservationTheme } from './reservation-widget.ts';

define('sq-reservation', SqReservation);

declare global {
  interface HTMLElementTagNameMap {
    'sq-reservation': SqReservation;
  }
}
