/**
 * The `strip` and `carousel` designs: a row of slides in a scroll box (CSS scroll-snap at rest),
 * moved by `scrollTween`, dragged by `watchSwipe`, its images loaded as they come near.
 */
import { watchSwipe, type SwipeBoundary } from '../motion/swipe.ts';
import { scrollTween } from '../motion/tween.ts';

/** Where the current slide sits in the box: `active-alignment` (SPEC §5) or the carousel's `start`. */
export type Alignment = 'start' | 'middle' | 'end';

/** The `scrollLeft` of `track` that shows `slide` at `align`, within the scroll range. */
export function alignedLeft(track: HTMLElement, slide: Element, align: Alignment): number {
  const box = track.getBoundingClientRect();
  const item = slide.getBoundingClientRect();
  const x = item.left - box.left + track.scrollLeft;
  const left =
    align === 'start'
      ? x
      : align === 'end'
        ? x + item.width - box.width
        : x + (item.width - box.width) / 2;
  return Math.max(0, Math.min(left, track.scrollWidth - track.clientWidth));
}

/** Scrolls `track` to show `slide` at `align` over `ms` (0: at once). Resolves when it got there. */
export function scrollToSlide(
  track: HTMLElement,
  slide: Element | undefined,
  align: Alignment,
  ms: number,
  signal?: AbortSignal,
): Promise<boolean> {
  return slide
    ? scrollTween(track, alignedLeft(track, slide, align), ms, signal)
    : Promise.resolve(true);
}

/**
 * Calls `onNear(slide)` once for each of `slides` (children of `track`) when it comes within a
 * box width of the visible part of `track`: its image is due (SPEC §9 preload). Returns a
 * function that stops watching.
 */
export function watchNear(
  track: HTMLElement,
  slides: Element[],
  onNear: (slide: Element) => void,
): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        onNear(entry.target);
      }
    },
    { root: track, rootMargin: '0px 100%' },
  );
  for (const slide of slides) observer.observe(slide);
  return () => observer.disconnect();
}

/** What `watchSlideSwipe` asks the gallery. */
export interface SwipeTarget {
  /** Moves a slide (or group) in `dir`, over `ms` when given; resolves whether it moved. */
  step(dir: 1 | -1, ms?: number): Promise<boolean>;
  /** Scrolls back to the current slide. */
  settle(): void;
  atStart(): boolean;
  atEnd(): boolean;
}

/**
 * Swipes on `track` move the gallery (SPEC §9 swipe); with `follow` (strip, carousel) the slides
 * follow the finger while dragging, snapping off, and go to the next slide or back on release.
 * `boundary` applies past the ends (SPEC §5). Returns a function that stops watching.
 */
export function watchSlideSwipe(
  track: HTMLElement,
  follow: boolean,
  target: SwipeTarget,
  boundary: SwipeBoundary,
): () => void {
  let left = 0;
  const dragging = (on: boolean) => track.classList.toggle('drag', on && follow);
  return watchSwipe(
    track,
    {
      onStart: () => {
        left = track.scrollLeft;
        dragging(true);
      },
      onMove: (dx) => {
        if (follow) track.scrollLeft = left - dx;
      },
      onSwipe: (dir, seconds) => {
        dragging(false);
        void target.step(dir, follow ? seconds * 1000 : undefined).then((moved) => {
          if (!moved) target.settle();
        });
      },
      onCancel: () => {
        dragging(false);
        target.settle();
      },
    },
    { boundary, atStart: target.atStart, atEnd: target.atEnd },
  );
}
