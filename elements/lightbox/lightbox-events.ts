/** Events of `<sq-lightbox>` (ARCHITECTURE.md public contract 5) and their details. */
import type { SqOpenCloseDetail } from '../shared/events.ts';

export type { SqSlideChangeDetail } from '../shared/events.ts';

/**
 * Detail of `sq-open`, `sq-close`, `sq-after-show` and `sq-after-close` (declared page-wide in
 * elements/shared/events.ts): the current item.
 */
export interface SqLightboxDetail extends SqOpenCloseDetail {
  index: number;
}
