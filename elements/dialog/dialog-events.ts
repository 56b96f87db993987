/** Events of `<sq-dialog>` (ARCHITECTURE.md public contract 5) and their details. */
import type { SqEvent, SqOpenCloseDetail } from '../shared/events.ts';

/** How a confirmation dialog was answered (SPEC §4): confirmed, rejected or cancelled. */
export type SqDialogResult = 'confirm' | 'reject' | 'cancel';

/** Detail of `sq-confirm`, `sq-reject` and `sq-cancel`: the answer, as in the event's name. */
export interface SqDialogResultDetail {
  result: SqDialogResult;
}

/**
 * Detail of the dialog's `sq-close` and `sq-after-close` (declared page-wide in
 * elements/shared/events.ts): `reason` is the answer that closes it.
 */
export interface SqDialogCloseDetail extends SqOpenCloseDetail {
  reason: SqDialogResult;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-confirm': SqEvent<SqDialogResultDetail>;
    'sq-reject': SqEvent<SqDialogResultDetail>;
    'sq-cancel': SqEvent<SqDialogResultDetail>;
  }
}
