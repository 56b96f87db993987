/** Events of `<sq-gallery>` (public contract 5: prefixed `sq-`, bubbling, composed, typed). */
import type { SqEvent, SqSlideChangeDetail } from '../shared/events.ts';

/**
 * Detail of the gallery's `sq-slide-change` (declared page-wide in elements/shared/events.ts):
 * the slide now current, the one before, and its `data-slide-id`, else `data-slide-url`, else ''.
 */
export type SqGallerySlideChangeDetail = SqSlideChangeDetail;

/** Detail of `sq-reached-end` and `sq-reached-beginning`: the index that stays current. */
export interface SqGalleryEndDetail {
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-reached-end': SqEvent<SqGalleryEndDetail>;
    'sq-reached-beginning': SqEvent<SqGalleryEndDetail>;
  }
}
