/**
 * Gallery autoplay (SPEC §2, §4, §9): a timer that advances the gallery every `timeoutMs`,
 * paused by holds (hover, focus, a playing video, a hidden page, the user's pause).
 */
import { GALLERY_AUTOPLAY_TIMEOUT_MS } from '../../../platform/constants/limits.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

/**
 * A device whose primary input is a finger (phones, tablets): its hover does not pause
 * autoplay. Asked as "no hover and a coarse pointer" rather than "not (hover: hover)", so a
 * desktop that reports no pointing device at all (kiosk, remote desktop, headless browser) still
 * pauses when a real mouse moves over the gallery.
 */
export const TOUCH_DEVICE_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * Why autoplay is paused: the pointer is over the gallery, focus is inside it, a video in it
 * plays, the page is hidden, or the user pressed pause.
 */
export type AutoplayHold = 'hover' | 'focus' | 'video' | 'hidden' | 'user';

/** Autoplay settings. */
export interface AutoplayOptions {
  /** Time between advances; not a positive finite number → GALLERY_AUTOPLAY_TIMEOUT_MS (5000). */
  timeoutMs: number;
  /** Advance to a random slide rather than the next one (SPEC §4). */
  randomize?: boolean;
  /** Advances the gallery; `random` is true when a random slide should be picked. */
  onAdvance: (random: boolean) => void;
}

/**
 * The autoplay timer of a gallery (SPEC §4): once started it calls `onAdvance` every
 * `timeoutMs` (the full timeout again after each advance), `onAdvance(true)` when randomize is
 * on. Any active hold pauses it; when the last hold is released the full timeout starts over
 * (it does not resume a half-run timeout). `stop()` is the user's pause (the 'user' hold) and
 * `start()` lifts it. `enabled` is false under reduced motion (`prefers-reduced-motion` or
 * `nomotion=true`, SPEC §2): `start()` then does nothing, and a timer that falls due after
 * reduced motion was switched on stops instead of advancing.
 */
export class Autoplay {
  private readonly timeoutMs: number;
  private readonly randomize: boolean;
  private readonly onAdvance: (random: boolean) => void;
  private readonly holds = new Set<AutoplayHold>();
  private readonly watchers = new Set<() => void>();
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: AutoplayOptions) {
    this.timeoutMs =
      Number.isFinite(options.timeoutMs) && options.timeoutMs > 0
        ? options.timeoutMs
        : GALLERY_AUTOPLAY_TIMEOUT_MS;
    this.randomize = options.randomize ?? false;
    this.onAdvance = options.onAdvance;
  }

  /** False under reduced motion or `nomotion=true` (SPEC §2): autoplay never runs then. */
  get enabled(): boolean {
    return !prefersReducedMotion();
  }

  /** True while the timer counts down: started, enabled and not held. */
  get running(): boolean {
    return this.timer !== undefined;
  }

  /** The holds in force, for state display and tests. */
  get heldBy(): readonly AutoplayHold[] {
    return [...this.holds];
  }

  /** Starts autoplay (or resumes it after the user's `stop()`); does nothing when not enabled. */
  start(): void {
    if (!this.enabled) return;
    this.started = true;
    this.holds.delete('user');
    if (!this.running) this.schedule();
  }

  /**
   * The visitor's Start (the rotation control): like `start()`, and it also lifts the hover and
   * focus holds, so the slides rotate while the pointer or focus stays where it is (WAI-ARIA
   * carousel pattern); focus or the pointer coming into the gallery again holds it as before.
   */
  startByUser(): void {
    this.holds.delete('hover');
    this.holds.delete('focus');
    this.start();
  }

  /** The user's pause: holds autoplay until `start()` is called. */
  stop(): void {
    this.hold('user');
  }

  /** Pauses autoplay for `reason` until `release(reason)`. */
  hold(reason: AutoplayHold): void {
    this.holds.add(reason);
    this.clear();
  }

  /**
   * Lifts the hold `reason`; when it was the last one, the full timeout starts over. Releasing
   * a reason that was not held changes nothing (a running countdown is not reset).
   */
  release(reason: AutoplayHold): void {
    if (!this.holds.delete(reason)) return;
    if (this.holds.size === 0) this.schedule();
  }

  /** Starts the full timeout over, e.g. after the visitor changed slides by hand. */
  restart(): void {
    if (this.running) this.schedule();
  }

  /**
   * Adds the holds that follow `container`: 'hover' while a mouse or pen pointer is over it
   * (SPEC §4 "not on mobile": never for touch pointers, nor on a device whose primary input is
   * touch, TOUCH_DEVICE_QUERY), 'focus' while focus is inside it (WAI-ARIA carousel pattern), and 'hidden' while
   * the page is hidden. The current state counts at once (a page already hidden, focus or a
   * hovering mouse already inside). Returns a function that removes the listeners and releases those holds.
   */
  watch(container: HTMLElement): () => void {
    const touchDevice = matchMedia(TOUCH_DEVICE_QUERY);
    const onEnter = (event: PointerEvent): void => {
      if (!touchDevice.matches && (event.pointerType === 'mouse' || event.pointerType === 'pen')) {
        this.hold('hover');
      }
    };
    const onLeave = (): void => this.release('hover');
    const onFocusIn = (): void => this.hold('focus');
    const onFocusOut = (event: FocusEvent): void => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && container.contains(next))) this.release('focus');
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') this.hold('hidden');
      else this.release('hidden');
    };
    container.addEventListener('pointerenter', onEnter);
    container.addEventListener('pointerleave', onLeave);
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', onVisibility);
    if (!touchDevice.matches && container.matches(':hover')) this.hold('hover');
    if (container.matches(':focus-within')) this.hold('focus');
    if (document.visibilityState === 'hidden') this.hold('hidden');

    const unwatch = (): void => {
      if (!this.watchers.delete(unwatch)) return;
      container.removeEventListener('pointerenter', onEnter);
      container.removeEventListener('pointerleave', onLeave);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', onVisibility);
      for (const reason of ['hover', 'focus', 'hidden'] as const) this.release(reason);
    };
    this.watchers.add(unwatch);
    return unwatch;
  }

  /** Stops the timer for good and removes every `watch` listener. */
  dispose(): void {
    for (const unwatch of [...this.watchers]) unwatch();
    this.started = false;
    this.clear();
  }

  private clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.clear();
    if (!this.started || this.holds.size > 0) return;
    this.timer = setTimeout(() => this.tick(), this.timeoutMs);
  }

  private tick(): void {
    this.timer = undefined;
    if (!this.enabled) {
      this.started = false;
      return;
    }
    this.schedule();
    this.onAdvance(this.randomize);
  }
}
