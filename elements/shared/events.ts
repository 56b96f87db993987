/**
 * Typed custom events. Every sq- event bubbles and is composed (public contract 5).
 * Elements declare their events in `GlobalEventHandlersEventMap`, so
 * `el.addEventListener('sq-toggle', e => e.detail.open)` is typed.
 */
export class SqEvent<Detail> extends CustomEvent<Detail> {
  constructor(type: `sq-${string}`, detail: Detail, init: { cancelable?: boolean } = {}) {
    super(type, { bubbles: true, composed: true, cancelable: init.cancelable ?? false, detail });
  }
}

/**
 * Dispatches an sq- event from `target`.
 * @returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function emit<Detail>(
  target: EventTarget,
  type: `sq-${string}`,
  detail: Detail,
  init: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new SqEvent(type, detail, init));
}

/** Detail of `sq-error`: which input failed and why. */
export interface SqErrorDetail {
  /** Dotted path of the failing value, `(root)` for the whole document. */
  path: string;
  message: string;
}

/**
 * Detail of `sq-slide-change`, fired by every element that shows one of several items
 * (`<sq-gallery>`, `<sq-lightbox>`): the item now shown, the one shown before, and the id of the
 * item now shown.
 */
export interface SqSlideChangeDetail {
  index: number;
  previousIndex: number;
  /** The item's `data-slide-id`, else its `data-slide-url` (or what the element derives from it), else ''. */
  slideId: string;
}

/**
 * Detail of the events of elements that open and close: cancelable `sq-open` / `sq-close` before
 * the change, `sq-after-show` / `sq-after-close` after it. An element that shows items
 * (`<sq-lightbox>`) gives the `index` of its current item; `<sq-notice>` gives the `reason` it
 * closes. Each element's class documents which fields it fills.
 */
export interface SqOpenCloseDetail {
  index?: number;
  reason?: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-error': SqEvent<SqErrorDetail>;
    'sq-slide-change': SqEvent<SqSlideChangeDetail>;
    'sq-open': SqEvent<SqOpenCloseDetail>;
    'sq-close': SqEvent<SqOpenCloseDetail>;
    'sq-after-show': SqEvent<SqOpenCloseDetail>;
    'sq-after-close': SqEvent<SqOpenCloseDetail>;
  }
}
