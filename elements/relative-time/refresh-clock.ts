/**
 * One timer for every `<sq-relative-time>` on the page (SPEC §9: relative time refreshes every
 * 5000 ms). Elements join while they are connected; the interval runs from the first join to the
 * last leave, and not while the page is hidden: when the page shows again, every element is
 * refreshed at once and the interval starts over.
 */
import { RELATIVE_TIME_REFRESH_MS } from '../../platform/constants/limits.ts';

/** What the clock refreshes: anything with a `refresh()`. */
export interface Refreshable {
  refresh(): void;
}

const members = new Set<Refreshable>();
let interval: ReturnType<typeof setInterval> | undefined;

function refreshAll(): void {
  for (const member of members) member.refresh();
}

function start(): void {
  if (interval === undefined && document.visibilityState !== 'hidden') {
    interval = setInterval(refreshAll, RELATIVE_TIME_REFRESH_MS);
  }
}

function stop(): void {
  clearInterval(interval);
  interval = undefined;
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') return stop();
  refreshAll();
  start();
}

/** Adds `member` to the refreshes; the first member starts the timer. */
export function joinRefreshClock(member: Refreshable): void {
  members.add(member);
  if (members.size !== 1) return;
  document.addEventListener('visibilitychange', onVisibilityChange);
  start();
}

/** Takes `member` out of the refreshes; the last one leaving stops the timer. */
export function leaveRefreshClock(member: Refreshable): void {
  if (!members.delete(member) || members.size) return;
  document.removeEventListener('visibilitychange', onVisibilityChange);
  stop();
}
