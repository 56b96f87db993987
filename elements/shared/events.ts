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

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-error': SqEvent<SqErrorDetail>;
  }
}
