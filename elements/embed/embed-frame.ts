/**
 * Sizes a same-origin frame to its content: its height follows the height of the framed
 * document's root element, on every load of the frame and every change of that size.
 * @returns a function that stops following
 */
export function fitToContent(frame: HTMLIFrameElement): () => void {
  let observer: ResizeObserver | undefined;
  const follow = () => {
    observer?.disconnect();
    let root: HTMLElement | undefined;
    try {
      root = frame.contentDocument?.documentElement ?? undefined;
    } catch {
      root = undefined; // another origin after all (a redirect): its own height stays
    }
    if (!root) return;
    const fit = () => {
      frame.style.height = `${Math.ceil(root.getBoundingClientRect().height)}px`;
    };
    // The framed document's own observer: one of this window does not see another document.
    const view = root.ownerDocument.defaultView as (Window & typeof globalThis) | null;
    if (!view) return;
    observer = new view.ResizeObserver(fit);
    observer.observe(root);
    fit();
  };
  frame.addEventListener('load', follow);
  follow();
  return () => {
    frame.removeEventListener('load', follow);
    observer?.disconnect();
  };
}
