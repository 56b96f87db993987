/**
 * Debounced width watching for gallery layouts (SPEC §9: gallery resize debounce 100 ms).
 */
import { GALLERY_RESIZE_DEBOUNCE_MS } from '../../../platform/constants/limits.ts';

/** The content-box width of a ResizeObserver entry. */
function entryWidth(entry: ResizeObserverEntry): number {
  const box = entry.contentBoxSize?.[0];
  return box ? box.inlineSize : entry.contentRect.width;
}

/**
 * Calls `onResize(width)` with the content-box width of `el` after its width has changed and
 * then stayed unchanged for `debounceMs` (SPEC §9, 100 ms by default): each new change restarts
 * the wait. The first observation (which ResizeObserver always delivers) only records the
 * starting width; height-only changes are ignored, and a width that changed and came back
 * before the wait ended calls nothing. (`inlineSize` is the width in horizontal writing modes.)
 * Returns a dispose function that stops watching and drops a pending call.
 */
export function watchResize(
  el: Element,
  onResize: (width: number) => void,
  debounceMs: number = GALLERY_RESIZE_DEBOUNCE_MS,
): () => void {
  let reported: number | undefined;
  let latest: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const fire = (): void => {
    timer = undefined;
    if (disposed || latest === undefined || latest === reported) return;
    reported = latest;
    onResize(latest);
  };
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry || disposed) return;
    latest = entryWidth(entry);
    if (reported === undefined) {
      reported = latest;
      return;
    }
    clearTimeout(timer);
    timer = latest === reported ? undefined : setTimeout(fire, Math.max(0, debounceMs));
  });
  observer.observe(el);

  return () => {
    disposed = true;
    clearTimeout(timer);
    observer.disconnect();
  };
}
