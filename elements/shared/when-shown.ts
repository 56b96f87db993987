/**
 * Calls `onShown` once, the first time `host` intersects the viewport (a census "render" is a
 * block the visitor could see, not one far below the fold). Returns a function that stops
 * watching; after the call it does nothing.
 */
export function whenFirstShown(host: Element, onShown: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onShown();
  });
  observer.observe(host);
  return () => observer.disconnect();
}
