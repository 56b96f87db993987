/**
 * Room at the end of the page for a bar fixed along the bottom of the viewport.
 */

/** The root element's properties that keep the room: the page's end, and focus, clear of the bar. */
const ROOM = ['padding-bottom', 'scroll-padding-bottom'] as const;

/**
 * While `bar` has a height, the page's root element (`<html>`) gets a bottom padding and a bottom
 * scroll padding of that height: the document grows by the bar's height, so its end (the footer)
 * scrolls clear of the bar, and an element that gets focus is scrolled into view above it (WCAG
 * 2.4.11 "Focus Not Obscured"). The room is outside `<body>`, so nothing on the page moves when
 * it comes (no layout shift), not even a footer that a body as tall as the window holds at its
 * bottom edge. While `bar` has no height (hidden above 1024 px), the page's own values are back.
 * @returns a function that stops it and gives the page back its own inline values
 */
export function keepRoomForBar(bar: HTMLElement): () => void {
  const style = bar.ownerDocument.documentElement.style;
  const own = ROOM.map((name) => style.getPropertyValue(name));
  const restore = () => ROOM.forEach((name, i) => style.setProperty(name, own[i] ?? ''));
  const observer = new ResizeObserver(() => {
    const height = bar.offsetHeight;
    if (!height) return restore();
    for (const name of ROOM) style.setProperty(name, `${height}px`);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    restore();
  };
}
