/**
 * When the popup overlay appears on a page, beyond SPEC §4's rules (which say whether): the
 * site's optional `popupOverlaySettings.trigger`, and who counts as a phone for `enableMobile`.
 *
 * - `delaySeconds` (> 0): that long after the trigger starts;
 * - `scrollPercent` (> 0): once the visitor has scrolled that far down the page (a page with
 *   nothing to scroll has been seen whole: reached at once);
 * - `exitIntent` (true): on a desktop only, when the pointer leaves the window through its top
 *   edge (towards the tabs and the address bar).
 *
 * The first trigger set to fire wins. A trigger that is absent, 0 or false is not set; with none
 * set (or only exit intent, away from a desktop, where a pointer never leaves) it fires at once.
 */
import { BREAKPOINTS } from '../constants/limits.ts';

/** The optional trigger settings (site.json `popupOverlaySettings.trigger`). */
export interface PopupTrigger {
  delaySeconds?: number | null | undefined;
  scrollPercent?: number | null | undefined;
  exitIntent?: boolean | null | undefined;
}

/**
 * A phone for `enableMobile`: the SPEC §9 mobile breakpoint, a viewport up to 432 px wide
 * (`BREAKPOINTS.mobileMax`).
 */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobileMax}px)`;

/**
 * A desktop, where exit intent can be seen: the SPEC §9 desktop breakpoint (from 433 px,
 * `BREAKPOINTS.desktopMin`) with a pointer that hovers (a mouse or a trackpad, not a finger).
 */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktopMin}px) and (hover: hover) and (pointer: fine)`;

/** Whether `view` is a phone by {@link MOBILE_QUERY}. */
export function isMobileViewport(view: Window = window): boolean {
  return view.matchMedia(MOBILE_QUERY).matches;
}

/** How far down the page `view` is scrolled, 0 to 100 (100 when there is nothing to scroll). */
export function scrolledPercent(view: Window): number {
  const root = view.document.documentElement;
  const room = root.scrollHeight - view.innerHeight;
  if (room <= 0) return 100;
  return Math.min(100, (view.scrollY / room) * 100);
}

/**
 * Resolves when the first set trigger of `trigger` fires in `view` (at once when none is set);
 * never when `signal` aborts first. Every listener and timer is removed once it settles or is
 * aborted.
 */
export function whenPopupTriggered(
  trigger: PopupTrigger | null | undefined,
  view: Window,
  signal: AbortSignal,
): Promise<void> {
  const delay = trigger?.delaySeconds ?? 0;
  const depth = trigger?.scrollPercent ?? 0;
  const exit = trigger?.exitIntent === true && view.matchMedia(DESKTOP_QUERY).matches;
  return new Promise((resolve) => {
    if (signal.aborted) return;
    if (delay <= 0 && depth <= 0 && !exit) {
      resolve();
      return;
    }
    const done = new AbortController();
    const stop = () => done.abort();
    signal.addEventListener('abort', stop, { once: true, signal: done.signal });
    const fire = () => {
      stop();
      resolve();
    };
    const options = { signal: done.signal, passive: true } as const;
    if (delay > 0) {
      const timer = view.setTimeout(fire, delay * 1000);
      done.signal.addEventListener('abort', () => view.clearTimeout(timer), { once: true });
    }
    if (depth > 0) {
      const check = () => {
        if (scrolledPercent(view) >= depth) fire();
      };
      view.addEventListener('scroll', check, options);
      check();
    }
    if (exit) {
      view.document.addEventListener(
        'mouseout',
        (event) => {
          if (event.relatedTarget === null && event.clientY <= 0) fire();
        },
        options,
      );
    }
  });
}
