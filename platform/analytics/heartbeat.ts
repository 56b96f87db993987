/**
 * The census heartbeat (SPEC §3 event type 10): while the visitor has the page in front of them,
 * a hit every {@link HEARTBEAT_INTERVAL_MS}, so time spent on a page can be told apart from a
 * bounce. SPEC gives no interval; 30 seconds is ours.
 */
import { CENSUS_EVENT_TYPES } from '../constants/site-enums.ts';
import { recordHit, type HitOptions } from './census.ts';

/** Time between two heartbeats while the page is visible (not in SPEC; our choice). */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Options of {@link startHeartbeat}. */
export interface HeartbeatOptions extends HitOptions {
  /** Default {@link HEARTBEAT_INTERVAL_MS}. */
  intervalMs?: number;
  doc?: Document;
}

/**
 * Sends a heartbeat hit every `intervalMs` while `doc` is visible. It stops when the page is
 * hidden (tab in the background, window minimised, page being left) and starts counting a full
 * interval again when the page shows again. Each hit goes through `recordHit` (consent, failures
 * swallowed). The caller checks the SPEC §4 counting rules first.
 * @returns a function that stops the heartbeat for good
 */
export function startHeartbeat(options: HeartbeatOptions = {}): () => void {
  const { intervalMs = HEARTBEAT_INTERVAL_MS, doc = document, ...hit } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  const beat = () => void recordHit(CENSUS_EVENT_TYPES.heartbeat, {}, hit);
  const sync = () => {
    const visible = doc.visibilityState === 'visible';
    if (visible && timer === undefined) timer = setInterval(beat, intervalMs);
    if (!visible && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  sync();
  doc.addEventListener('visibilitychange', sync);
  return () => {
    doc.removeEventListener('visibilitychange', sync);
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
}
