/** Motion of `<sq-dialog>`: waiting for a CSS animation's end, with a time limit. */

/**
 * Resolves when the CSS animation `name` of `element` itself (not of a descendant or a
 * pseudo-element) ends or is cancelled, or after `limitMs` when that end never arrives (the
 * animation was removed by a style, the element stopped being rendered, the tab is in the
 * background). Resolves at once when `limitMs` is 0 or less (no motion).
 */
export function animationEnd(element: HTMLElement, name: string, limitMs: number): Promise<void> {
  if (limitMs <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = new AbortController();
    const finish = (): void => {
      done.abort();
      clearTimeout(timer);
      resolve();
    };
    const onEnd = (event: AnimationEvent): void => {
      if (event.target === element && !event.pseudoElement && event.animationName === name) {
        finish();
      }
    };
    const timer = setTimeout(finish, limitMs);
    element.addEventListener('animationend', onEnd, { signal: done.signal });
    element.addEventListener('animationcancel', onEnd, { signal: done.signal });
  });
}
