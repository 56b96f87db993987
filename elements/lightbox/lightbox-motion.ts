/** Motion of `<sq-lightbox>`: opacity fades (Web Animations) and the mobile track's scroll. */
import { prefersReducedMotion } from '../shared/motion.ts';

/** The fades an element runs, so that a newer change can stop them all at once. */
export class Fades {
  #running: Animation[] = [];

  /**
   * Fades `element`'s opacity from `frames[0]` to `frames[1]` over `ms` (`hold` keeps the last
   * frame until `stop()`). Skipped when the visitor asked for no motion.
   * @returns resolves true when the fade ran to its end (or was skipped), false when stopped.
   */
  run(element: Element, frames: number[], ms: number, hold = false): Promise<boolean> {
    if (prefersReducedMotion()) return Promise.resolve(true);
    const fade = element.animate(
      { opacity: frames },
      { duration: ms, fill: hold ? 'forwards' : 'auto' },
    );
    this.#running.push(fade);
    return fade.finished.then(
      () => true,
      () => false,
    );
  }

  /** Cancels every fade still running or held. */
  stop(): void {
    for (const fade of this.#running.splice(0)) fade.cancel();
  }
}

/** Scrolls `track` to its item `index` (items are one track wide), smoothly unless motion is off. */
export function scrollToItem(
  track: Element,
  index: number,
  instant = prefersReducedMotion(),
): void {
  track.scrollTo({ left: index * track.clientWidth, behavior: instant ? 'instant' : 'smooth' });
}
