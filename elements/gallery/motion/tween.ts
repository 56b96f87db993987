/**
 * Numeric tweens driven by animation frames, and the scroll tween of the gallery's scroll-snap
 * strips and carousels (SPEC §5, §9). Plain DOM, no Lit.
 */
import { SCROLL_TWEEN_MS, TWEEN_DEFAULT_DURATION_MS } from '../../../platform/constants/limits.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

/** Thrown (synchronously) when a tween's duration is not a finite number (SPEC §5). */
export const TWEEN_DURATION_ERROR = '[Tween] Duration is not a finite number.';

/** Ease-out cubic, the default easing: fast start, gentle landing. f(0) = 0, f(1) = 1. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** What `tween` animates. */
export interface TweenOptions {
  from: number;
  to: number;
  /** Planned length; must be finite (SPEC §5). 0 or less jumps to `to` at once. */
  durationMs: number;
  /** Maps progress 0…1 to eased progress; default `easeOutCubic`. */
  easing?: (t: number) => number;
  /** Receives each frame's value; the last call is always `to` when the tween finishes. */
  onUpdate: (value: number) => void;
  /** Aborting stops the tween where it is; the promise then resolves false. */
  signal?: AbortSignal;
  /**
   * Time limit past the planned end: if animation frames have not finished the tween
   * `limitMs` after `durationMs` (frames stop in a background tab and stall on a busy page),
   * it jumps to `to` and finishes. Default: no limit.
   */
  limitMs?: number;
}

/**
 * Tweens a number from `from` to `to` over `durationMs`, calling `onUpdate` on each animation
 * frame. Resolves true when finished (the last update is exactly `to`), false when `signal`
 * aborts first (also when it is already aborted: nothing is updated then). Throws
 * `Error(TWEEN_DURATION_ERROR)` synchronously, before any update, when `durationMs` is not a
 * finite number (SPEC §5). A duration of 0 or less, or reduced motion (`prefers-reduced-motion`
 * or `nomotion=true`, see prefersReducedMotion), updates to `to` synchronously and resolves
 * true. If `onUpdate` throws, the tween stops and the promise rejects with that error.
 */
export function tween(options: TweenOptions): Promise<boolean> {
  const { from, to, durationMs, onUpdate, signal, limitMs } = options;
  if (!Number.isFinite(durationMs)) throw new Error(TWEEN_DURATION_ERROR);
  if (signal?.aborted) return Promise.resolve(false);
  if (durationMs <= 0 || prefersReducedMotion()) {
    try {
      onUpdate(to);
    } catch (error) {
      return Promise.reject(error);
    }
    return Promise.resolve(true);
  }
  const easing = options.easing ?? easeOutCubic;
  const start = performance.now();

  return new Promise<boolean>((resolve, reject) => {
    let frame = 0;
    let limit: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const end = (settle: () => void): void => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(limit);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const update = (value: number): boolean => {
      try {
        onUpdate(value);
        return true;
      } catch (error) {
        end(() => reject(error));
        return false;
      }
    };
    const finish = (): void => {
      if (!done && update(to)) end(() => resolve(true));
    };
    const onAbort = (): void => end(() => resolve(false));
    const step = (now: number): void => {
      if (done) return;
      const t = Math.min(1, Math.max(0, (now - start) / durationMs));
      if (t >= 1) {
        finish();
        return;
      }
      if (update(from + (to - from) * easing(t))) frame = requestAnimationFrame(step);
    };

    signal?.addEventListener('abort', onAbort, { once: true });
    frame = requestAnimationFrame(step);
    if (limitMs !== undefined && Number.isFinite(limitMs)) {
      limit = setTimeout(finish, durationMs + Math.max(0, limitMs));
    }
  });
}

/** A scroll tween in progress on an element, so a newer one can take over. */
interface RunningScroll {
  controller: AbortController;
  restore: () => void;
}

const runningScrolls = new WeakMap<Element, RunningScroll>();

/**
 * Sets `scroll-snap-type: none` and `scroll-behavior: auto` inline (important, so page CSS
 * cannot win) and returns a function that puts the former inline values back.
 */
function suspendSnapping(el: Element): () => void {
  const style = (el as Partial<ElementCSSInlineStyle>).style;
  if (!style) return () => {};
  const saved = ['scroll-snap-type', 'scroll-behavior'].map((name) => ({
    name,
    value: style.getPropertyValue(name),
    priority: style.getPropertyPriority(name),
  }));
  style.setProperty('scroll-snap-type', 'none', 'important');
  style.setProperty('scroll-behavior', 'auto', 'important');
  return () => {
    for (const { name, value, priority } of saved) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
  };
}

/** `left` limited to the scroll range of `el` (negative in right-to-left boxes). */
function clampScrollLeft(el: Element, left: number): number {
  const max = Math.max(0, el.scrollWidth - el.clientWidth);
  const rtl = getComputedStyle(el).direction === 'rtl';
  return rtl ? Math.min(0, Math.max(-max, left)) : Math.min(max, Math.max(0, left));
}

/**
 * Tweens `el.scrollLeft` to `left` (clamped to the scroll range) for the gallery's scroll-snap
 * strips and carousels. While it runs, `scroll-snap-type: none` and `scroll-behavior: auto` are
 * set inline (snapping would fight every intermediate position); the former inline values come
 * back when it ends, however it ends. A new scrollTween on the same element takes over: the
 * older one resolves false and the newer one restores the original styles when it ends.
 *
 * SPEC §9 "Scroll tween default and limit 50 ms; default duration 300 ms" is read as: the
 * default duration is TWEEN_DEFAULT_DURATION_MS (300 ms), and SCROLL_TWEEN_MS (50 ms) is the
 * limit past the planned end: a scroll that animation frames have not finished 50 ms after
 * its planned end (a background tab, a busy page) is snapped to `left` and resolves true.
 *
 * Resolves true when `el` reached `left`, false when `signal` aborted it or a newer scroll
 * tween took over (the scroll stays where it was). Throws TWEEN_DURATION_ERROR synchronously
 * for a non-finite duration; reduced motion jumps at once (see `tween`).
 */
export function scrollTween(
  el: Element,
  left: number,
  durationMs: number = TWEEN_DEFAULT_DURATION_MS,
  signal?: AbortSignal,
): Promise<boolean> {
  if (!Number.isFinite(durationMs)) throw new Error(TWEEN_DURATION_ERROR);
  const previous = runningScrolls.get(el);
  runningScrolls.delete(el);
  previous?.controller.abort();
  const entry: RunningScroll = {
    controller: new AbortController(),
    restore: previous?.restore ?? suspendSnapping(el),
  };
  runningScrolls.set(el, entry);
  const onAbort = (): void => entry.controller.abort();
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  const ended = (): void => {
    signal?.removeEventListener('abort', onAbort);
    if (runningScrolls.get(el) !== entry) return;
    runningScrolls.delete(el);
    entry.restore();
  };
  let running: Promise<boolean>;
  try {
    running = tween({
      from: el.scrollLeft,
      to: clampScrollLeft(el, left),
      durationMs,
      onUpdate: (value) => {
        el.scrollLeft = value;
      },
      signal: entry.controller.signal,
      limitMs: SCROLL_TWEEN_MS,
    });
  } catch (error) {
    ended();
    throw error;
  }
  return running.finally(ended);
}
