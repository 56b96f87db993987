/**
 * When work that is not the page's own may start: after the page's load event, once the browser
 * is idle. Analytics and telemetry wait for it, so a visitor's page loads and becomes usable
 * first and they cost nothing before its load event.
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
