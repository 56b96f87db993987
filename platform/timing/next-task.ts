/** `scheduler.yield()`, where the browser has it. */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own: `scheduler.yield()` (which runs ahead of other waiting tasks)
 * where the browser has it, else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
