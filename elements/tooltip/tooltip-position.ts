/** Where `<sq-tooltip>` stands when script places it (SPEC §9 Legacy UI tooltip numbers). */
import { TOOLTIP } from '../../platform/constants/limits.ts';

const { edgeMargin, mouseOffset } = TOOLTIP;

/** A size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The top-left corner of the tooltip in viewport coordinates (for `position: fixed`). */
export interface Spot {
  left: number;
  top: number;
}

/** `value` kept between `min` and `max`; when the range is empty (a tiny viewport), `min`. */
const clamp = (value: number, min: number, max: number): number =>
  Math.max(min, Math.min(value, max));

/**
 * Below `below` (else above `above` when it does not fit below), starting at `left`, kept 20 px
 * inside the viewport on every side.
 */
function fit(left: number, below: number, above: number, tip: Size, viewport: Size): Spot {
  const fitsBelow = below + tip.height <= viewport.height - edgeMargin;
  const top = fitsBelow ? below : above - tip.height;
  return {
    left: clamp(left, edgeMargin, viewport.width - edgeMargin - tip.width),
    top: clamp(top, edgeMargin, viewport.height - edgeMargin - tip.height),
  };
}

/**
 * Opened by the pointer: 15 px right of and below the pointer (above it when there is no room
 * below), moved to stay 20 px inside the viewport.
 */
export function besidePointer(pointer: { x: number; y: number }, tip: Size, viewport: Size): Spot {
  return fit(
    pointer.x + mouseOffset,
    pointer.y + mouseOffset,
    pointer.y - mouseOffset,
    tip,
    viewport,
  );
}

/**
 * Opened by focus, where CSS anchor positioning is missing: centred 15 px below the trigger
 * (above it when there is no room below), moved to stay 20 px inside the viewport.
 */
export function besideTrigger(trigger: DOMRect, tip: Size, viewport: Size): Spot {
  const left = trigger.left + trigger.width / 2 - tip.width / 2;
  return fit(left, trigger.bottom + mouseOffset, trigger.top - mouseOffset, tip, viewport);
}
