/**
 * Horizontal swipe gestures of the gallery slideshows (SPEC §5, §9), on Pointer Events: touch,
 * pen and mouse drags alike. Plain DOM, no Lit.
 */
import { SWIPE } from '../../../platform/constants/limits.ts';

/**
 * What happens when the visitor drags past the first or last slide (SPEC §5): 'none' no
 * resistance (the gallery decides, e.g. it loops), 'hard' the drag stops at the edge, 'inertial'
 * a rubber band (the drag follows at INERTIAL_RESISTANCE). With 'hard' and 'inertial' no swipe
 * fires past the edge.
 */
export type SwipeBoundary = 'none' | 'hard' | 'inertial';

/** The share of the finger's movement an 'inertial' boundary lets through past the edge. */
export const INERTIAL_RESISTANCE = 0.3;

/** Callbacks of `watchSwipe`. */
export interface SwipeHandlers {
  /** A horizontal drag began (the pointer moved past the move-detect distance sideways). */
  onStart?(): void;
  /** The drag offset in px (negative = finger moved left), boundary resistance applied. */
  onMove?(dx: number): void;
  /** A swipe: 1 = to the next slide (finger moved left), −1 = to the previous one. */
  onSwipe(direction: 1 | -1, durationS: number): void;
  /** A drag ended without a swipe (too short and too slow, blocked at an edge, or cancelled). */
  onCancel?(): void;
}

/** Options of `watchSwipe`; the numbers default to SPEC §9 (SWIPE). */
export interface SwipeOptions {
  /** A move at least this long is a swipe (50 px). */
  thresholdPx?: number;
  /** A horizontal move released within this time of the press is a swipe (a flick, 250 ms). */
  timeMs?: number;
  /** Movement before a drag is recognised, horizontal or vertical (10 px). */
  moveDetectPx?: number;
  /** Behaviour past the ends (default 'none'). */
  boundary?: SwipeBoundary;
  /** Whether the gallery shows its first slide (asked live). */
  atStart?: () => boolean;
  /** Whether the gallery shows its last slide (asked live). */
  atEnd?: () => boolean;
}

/**
 * The duration of the slide animation that finishes a swipe: the remaining `distancePx` at the
 * finger's `velocityPxPerMs`, clamped to SWIPE.slideDurationS (0.2–0.5 s), or to
 * SWIPE.slideDurationBelow767S (0.2–0.4 s) when `viewportWidth` is under 767 px (SPEC §9).
 * No distance left gives the minimum; no (or an unknown) velocity gives the maximum.
 */
export function slideDurationS(
  distancePx: number,
  velocityPxPerMs: number,
  viewportWidth: number,
): number {
  const [min, max] = viewportWidth < 767 ? SWIPE.slideDurationBelow767S : SWIPE.slideDurationS;
  const distance = Math.abs(distancePx);
  const velocity = Math.abs(velocityPxPerMs);
  if (distance === 0) return min;
  if (!Number.isFinite(distance) || !(velocity > 0)) return max;
  return Math.min(max, Math.max(min, distance / velocity / 1000));
}

/** Only the last moments of a drag count for its release velocity. */
const VELOCITY_WINDOW_MS = 100;

interface Sample {
  x: number;
  t: number;
}

/** px/ms over the samples of the last VELOCITY_WINDOW_MS (0 when unknown). */
function releaseVelocity(samples: Sample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const first = samples.find((s) => last.t - s.t <= VELOCITY_WINDOW_MS) ?? last;
  const dt = last.t - first.t;
  return dt > 0 ? Math.abs(last.x - first.x) / dt : 0;
}

/**
 * Watches `el` for horizontal swipes (SPEC §9). A press becomes a drag once the pointer has
 * moved `moveDetectPx` (10 px) and more sideways than up or down; a vertical-dominant move is
 * left to the page (el gets `touch-action: pan-y pinch-zoom`, so touch scrolling and zoom keep
 * working) and calls nothing. During a drag `onMove` gets the offset; on release the drag is a
 * swipe when it covered `thresholdPx` (50 px) or was released within `timeMs` (250 ms) of the
 * press (a flick), else `onCancel`. Past an edge (`atStart()` when dragging right, `atEnd()`
 * when dragging left) the boundary applies: 'hard' holds the offset at 0, 'inertial'
 * multiplies it by INERTIAL_RESISTANCE, and both end in `onCancel` instead of a swipe.
 *
 * Touch, pen and the main mouse button work alike; only the primary pointer counts. The
 * pointer is captured once a drag starts (so the drag goes on outside el). A press that never
 * became a drag leaves the click alone; the click that follows a drag is swallowed (a keyboard
 * click, `detail` 0, never is). Native image dragging is prevented while a press is in progress.
 * Returns a dispose function: removes every listener and puts back el's inline touch-action.
 */
export function watchSwipe(
  el: HTMLElement,
  handlers: SwipeHandlers,
  options: SwipeOptions = {},
): () => void {
  const thresholdPx = options.thresholdPx ?? SWIPE.thresholdPx;
  const timeMs = options.timeMs ?? SWIPE.timeMs;
  const moveDetectPx = options.moveDetectPx ?? SWIPE.moveDetectPx;
  const boundary = options.boundary ?? 'none';
  const atStart = options.atStart ?? (() => false);
  const atEnd = options.atEnd ?? (() => false);
  const view = el.ownerDocument.defaultView ?? window;

  let phase: 'idle' | 'pending' | 'dragging' = 'idle';
  let pointerId = -1;
  let startX = 0;
  let startY = 0;
  let startTime = 0;
  let samples: Sample[] = [];
  let swallowClick = false;
  let savedUserSelect = '';

  const pastEdge = (dx: number): boolean => (dx > 0 && atStart()) || (dx < 0 && atEnd());
  const offset = (dx: number): number => {
    if (boundary === 'none' || !pastEdge(dx)) return dx;
    return boundary === 'hard' ? 0 : dx * INERTIAL_RESISTANCE;
  };

  const end = (): void => {
    if (phase === 'dragging') {
      el.style.userSelect = savedUserSelect;
      if (el.hasPointerCapture?.(pointerId)) el.releasePointerCapture(pointerId);
    }
    phase = 'idle';
    samples = [];
    view.removeEventListener('pointermove', onMove, true);
    view.removeEventListener('pointerup', onUp, true);
    view.removeEventListener('pointercancel', onCancel, true);
  };

  const beginDrag = (): void => {
    phase = 'dragging';
    swallowClick = true;
    try {
      el.setPointerCapture(pointerId);
    } catch {
      // The pointer is already gone (or was never active): the drag still follows its events.
    }
    savedUserSelect = el.style.userSelect;
    el.style.userSelect = 'none';
    el.ownerDocument.getSelection()?.removeAllRanges();
    handlers.onStart?.();
  };

  function onDown(event: PointerEvent): void {
    if (phase !== 'idle' || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    phase = 'pending';
    pointerId = event.pointerId;
    startX = event.clientX;
    startY = event.clientY;
    startTime = event.timeStamp;
    samples = [{ x: event.clientX, t: event.timeStamp }];
    swallowClick = false;
    view.addEventListener('pointermove', onMove, true);
    view.addEventListener('pointerup', onUp, true);
    view.addEventListener('pointercancel', onCancel, true);
  }

  function onMove(event: PointerEvent): void {
    if (event.pointerId !== pointerId || phase === 'idle') return;
    const dx = event.clientX - startX;
    const dy = event.clientY - startY;
    if (phase === 'pending') {
      if (Math.max(Math.abs(dx), Math.abs(dy)) < moveDetectPx) return;
      if (Math.abs(dx) <= Math.abs(dy)) {
        end(); // vertical: the page scrolls
        return;
      }
      beginDrag();
    }
    if (event.cancelable) event.preventDefault();
    samples.push({ x: event.clientX, t: event.timeStamp });
    if (samples.length > 32) samples.shift();
    handlers.onMove?.(offset(dx));
  }

  function onUp(event: PointerEvent): void {
    if (event.pointerId !== pointerId || phase === 'idle') return;
    if (phase === 'pending') {
      end(); // a tap or click: nothing to do, the click goes through
      return;
    }
    samples.push({ x: event.clientX, t: event.timeStamp });
    const dx = event.clientX - startX;
    const elapsed = event.timeStamp - startTime;
    const velocity = releaseVelocity(samples);
    end();
    const direction: 1 | -1 = dx < 0 ? 1 : -1;
    const long = Math.abs(dx) >= thresholdPx;
    const flick = elapsed <= timeMs && Math.abs(dx) >= moveDetectPx;
    const blocked = boundary !== 'none' && pastEdge(dx);
    if ((long || flick) && !blocked) {
      const remaining = Math.max(0, el.clientWidth - Math.abs(dx));
      handlers.onSwipe(direction, slideDurationS(remaining, velocity, view.innerWidth));
    } else {
      handlers.onCancel?.();
    }
  }

  function onCancel(event: PointerEvent): void {
    if (event.pointerId !== pointerId) return;
    const wasDragging = phase === 'dragging';
    end();
    if (wasDragging) handlers.onCancel?.();
  }

  const onClick = (event: MouseEvent): void => {
    if (!swallowClick || event.detail === 0) return;
    swallowClick = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onDragStart = (event: DragEvent): void => {
    if (phase !== 'idle') event.preventDefault();
  };

  const savedTouchAction = el.style.touchAction;
  el.style.touchAction = 'pan-y pinch-zoom';
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('click', onClick, true);
  el.addEventListener('dragstart', onDragStart);

  return () => {
    end();
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('dragstart', onDragStart);
    el.style.touchAction = savedTouchAction;
  };
}
