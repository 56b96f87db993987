/**
 * When work that is not the page's own may start: after the page's load event, once the browser
 * is idle (analytics and telemetry wait for it, so a visitor's page loads and becomes usable
 * first and they cost nothing before its load event), or in a task of its own (the code of the
 * blocks and the cookie banner, so the page's first task stays short and the page paints).
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

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task: the browser may paint and handle input first. `scheduler.yield()`
 * where there is one (the work keeps its place ahead of later tasks), else a zero time-out.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
