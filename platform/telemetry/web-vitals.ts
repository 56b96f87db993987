/**
 * Core Web Vitals measured with PerformanceObserver, after the web.dev definitions:
 *
 * - LCP (largest contentful paint, ms): the start time of the last `largest-contentful-paint`
 *   candidate before the visitor's first input (key press or click) or the page being hidden.
 *   A page that was hidden before it painted has no LCP.
 * - CLS (cumulative layout shift, unitless): layout shifts without recent input, grouped in
 *   session windows (a shift joins the window when it comes less than 1 s after the previous one
 *   and less than 5 s after the window's first); CLS is the largest window's sum.
 * - INP (interaction to next paint, ms): the longest event duration of each interaction
 *   (`interactionId`); INP is the longest interaction once one in every 50 interactions is set
 *   aside as an outlier (about the 98th percentile). Only the 10 longest interactions are kept.
 *
 * An entry type the browser does not support gives no value. Nothing here sends anything.
 */

/** A session window ends after a gap of this long between shifts (web.dev CLS). */
const CLS_SESSION_GAP_MS = 1000;
/** A session window lasts this long at most (web.dev CLS). */
const CLS_SESSION_CAP_MS = 5000;
/** Shortest event duration observed for INP (the smallest the browser allows is 16). */
const INP_DURATION_THRESHOLD_MS = 40;
/** One interaction in this many is an outlier INP sets aside. */
const INP_OUTLIER_EVERY = 50;
/** How many of the longest interactions are kept. */
const INP_KEPT = 10;
/** How many recent interaction ids are remembered to count interactions once. */
const INP_RECENT_IDS = 10;

/** The vitals measured so far; a vital without a value is absent. */
export interface VitalValues {
  lcp?: number;
  cls?: number;
  inp?: { value: number; interactions: number };
}

/** Observes the vitals of the page until {@link VitalsObserver.finish}. */
export interface VitalsObserver {
  /** Takes the pending entries, stops observing and answers the values. */
  finish(): VitalValues;
}

/** The fields of a `layout-shift` entry CLS reads. */
export interface LayoutShiftLike {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

/** The fields of an `event` / `first-input` entry INP reads. */
export interface EventTimingLike {
  duration: number;
  interactionId?: number;
}

/** Observes `type` when the browser supports it; the observer, or undefined. */
function observe(
  type: string,
  onEntries: (entries: PerformanceEntry[]) => void,
  extra: Record<string, unknown> = {},
): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return undefined;
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
    return observer;
  } catch {
    return undefined;
  }
}

/** Session windows of layout shifts; `value` is CLS so far. */
export class ShiftSessions {
  value = 0;
  private session = 0;
  private first = 0;
  private last = 0;

  /** Adds layout-shift entries in time order. */
  add(entries: readonly LayoutShiftLike[]): void {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const joins =
        this.session > 0 &&
        entry.startTime - this.last < CLS_SESSION_GAP_MS &&
        entry.startTime - this.first < CLS_SESSION_CAP_MS;
      if (joins) this.session += entry.value;
      else {
        this.session = entry.value;
        this.first = entry.startTime;
      }
      this.last = entry.startTime;
      this.value = Math.max(this.value, this.session);
    }
  }
}

/** The longest interactions and how many there were; `value()` is INP so far. */
export class Interactions {
  count = 0;
  private readonly longest: { id: number; duration: number }[] = [];
  private readonly recent: number[] = [];

  /** Adds event-timing entries (those without an interaction id are ignored). */
  add(entries: readonly EventTimingLike[]): void {
    for (const entry of entries) {
      const id = entry.interactionId;
      if (!id) continue;
      if (!this.recent.includes(id)) {
        this.count += 1;
        this.recent.push(id);
        if (this.recent.length > INP_RECENT_IDS) this.recent.shift();
      }
      const known = this.longest.find((item) => item.id === id);
      if (known) known.duration = Math.max(known.duration, entry.duration);
      else this.longest.push({ id, duration: entry.duration });
      this.longest.sort((a, b) => b.duration - a.duration);
      this.longest.length = Math.min(this.longest.length, INP_KEPT);
    }
  }

  /** INP: the longest interaction after one outlier in every 50 is set aside. */
  value(): number | undefined {
    if (this.longest.length === 0) return undefined;
    const index = Math.min(this.longest.length - 1, Math.floor(this.count / INP_OUTLIER_EVERY));
    return this.longest[index]!.duration;
  }
}

/** Layout-shift entries (the DOM typings have no LayoutShift type). */
const asShifts = (entries: PerformanceEntry[]) => entries as unknown as LayoutShiftLike[];

/** Starts observing LCP, CLS and INP on `view`'s page. */
export function observeVitals(view: Window = window): VitalsObserver {
  const doc = view.document;
  let hiddenAt = doc.visibilityState === 'hidden' ? 0 : Infinity;
  let lcp: number | undefined;
  let lcpOpen = true;
  const shifts = new ShiftSessions();
  const interactions = new Interactions();

  const addLcp = (entries: PerformanceEntry[]) => {
    if (!lcpOpen) return;
    for (const entry of entries) if (entry.startTime < hiddenAt) lcp = entry.startTime;
  };
  const lcpObserver = observe('largest-contentful-paint', addLcp);
  const shiftObserver = observe('layout-shift', (entries) => shifts.add(asShifts(entries)));
  const eventObservers = [
    observe('event', (entries) => interactions.add(entries), {
      durationThreshold: INP_DURATION_THRESHOLD_MS,
    }),
    observe('first-input', (entries) => interactions.add(entries)),
  ];

  const lcpEvents = ['keydown', 'click', 'visibilitychange'] as const;
  const targetOf = (type: string): EventTarget => (type === 'visibilitychange' ? doc : view);
  /** Ends LCP: the candidates so far count, later ones do not. */
  const closeLcp = () => {
    if (lcpObserver) addLcp(lcpObserver.takeRecords());
    lcpOpen = false;
    for (const type of lcpEvents) targetOf(type).removeEventListener(type, onLcpEnd, true);
  };
  function onLcpEnd(event: Event): void {
    if (event.type === 'visibilitychange') {
      if (doc.visibilityState !== 'hidden') return;
      hiddenAt = Math.min(hiddenAt, view.performance.now());
    } else if (!event.isTrusted) return;
    closeLcp();
  }
  for (const type of lcpEvents) targetOf(type).addEventListener(type, onLcpEnd, true);

  return {
    finish() {
      closeLcp();
      if (shiftObserver) shifts.add(asShifts(shiftObserver.takeRecords()));
      for (const observer of eventObservers) if (observer) interactions.add(observer.takeRecords());
      for (const observer of [lcpObserver, shiftObserver, ...eventObservers])
        observer?.disconnect();
      const values: VitalValues = {};
      if (lcp !== undefined) values.lcp = lcp;
      if (shiftObserver) values.cls = shifts.value;
      const inp = interactions.value();
      if (inp !== undefined) values.inp = { value: inp, interactions: interactions.count };
      return values;
    },
  };
}
