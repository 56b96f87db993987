/**
 * When work that is not the page's own may start: after the page's load event, once the browser
 * is idle (analytics and telemetry wait for it, so a visitor's page loads and becomes usable
 * first and they cost nothing before its load event), or once the page has painted (the code of
 * the blocks and the cookie banner, so the page's first paint never waits for it).
 */

/** Longest wait for an idle moment once the page has loaded (a page that is never idle). */
export const IDLE_TIMEOUT_MS = 2000;

/** Resolves after `view`'s load event (at once if it has passed), at its next idle moment. */
export function afterLoad(view: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof view.requestIdleCallback === 'function') {
        view.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        view.setTimeout(resolve, 1);
      }
    };
    if (view.document.readyState === 'complete') whenIdle();
    else view.addEventListener('load', whenIdle, { once: true });
  });
}

/** Resolves in a later task, after a zero timeout. */
export const aTaskLater = (view: Window = window): Promise<void> =>
  new Promise((resolve) => view.setTimeout(resolve, 0));

/**
 * Resolves once the page has had a chance to paint: after the next frame (in a task after it),
 * or, on a page that is not visible (no frames come), in a new task. The code of the blocks and
 * of the cookie banner starts there, so a page's first paint, and its largest picture, never wait
 * for it.
 */
export async function afterNextPaint(view: Window = window): Promise<void> {
  if (view.document.visibilityState === 'visible') {
    await new Promise((frame) => view.requestAnimationFrame(frame));
  }
  await aTaskLater(view);
}
