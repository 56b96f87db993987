/* global window, document, requestAnimationFrame */
// In-page side of the interaction bench (bench/interaction.mjs): each page entry passes an
// adapter for its gallery and lightbox, and this module times them the same way on every page.
// bench/interaction.mjs drives it through `window.sqBench`.

/**
 * @typedef {object} Adapter what a page's gallery and lightbox look like to the bench
 * @property {string} name
 * @property {() => Promise<void>} ready resolves when the gallery is upgraded and idle
 * @property {HTMLElement} area the element to swipe on and click in
 * @property {() => void} [focusForKeys] puts focus where the gallery takes arrow keys
 * @property {(listener: () => void) => void} onSlideChange calls `listener` on each slide change
 * @property {() => Promise<Transition>} transitionEnd resolves when the transition of the next
 *   slide change has finished
 * @property {() => boolean} lightboxOpen whether the lightbox shows anything yet
 * @property {() => Promise<void>} lightboxShown resolves when its opening has finished
 *
 * @typedef {object} Transition a slide change's transition, once finished
 * @property {number} duration its nominal duration in ms
 * @property {number} startedAt when it started (its Animation's startTime: the time of the frame
 *   it started in, on the clock of performance.now())
 */

/** A measurement not done by then fails (the input did nothing, say). */
const LIMIT_MS = 15_000;
const frame = () => new Promise((done) => requestAnimationFrame(() => done(performance.now())));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Every element in `root` and the shadow trees below it. */
function* deepElements(root) {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deepElements(el.shadowRoot);
  }
}

/** `selector`'s first match in the document or any shadow tree. */
export function deepQuery(selector) {
  const direct = document.querySelector(selector);
  if (direct) return direct;
  for (const el of deepElements(document)) {
    const found = el.shadowRoot?.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** Finite animations and CSS transitions running anywhere on the page, shadow trees included. */
export function runningAnimations() {
  const all = new Set(document.getAnimations());
  for (const el of deepElements(document)) {
    for (const a of el.shadowRoot?.getAnimations() ?? []) all.add(a);
  }
  // An endless animation (a spinner) never finishes: it is not a transition.
  const ends = (a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity);
  return [...all].filter((a) => (a.playState === 'running' || a.pending) && ends(a));
}

/**
 * Waits for the animations running now to end or be cancelled: the longest of those that ran to
 * their end is the transition (an animation cut short by the page is not). Its start is read as
 * it starts, since cancelling an animation (which the page may do once it has finished) clears it.
 * @returns {Promise<Transition>} duration 0 and startedAt NaN when none ran to its end
 */
export async function animationsEnded() {
  const running = runningAnimations();
  const starts = running.map((a) =>
    a.ready.then(
      () => a.startTime ?? NaN,
      () => NaN,
    ),
  );
  const settled = await Promise.allSettled(running.map((a) => a.finished));
  const startedAt = await Promise.all(starts);
  let longest = { duration: 0, startedAt: NaN };
  running.forEach((a, i) => {
    const duration = Number(a.effect?.getComputedTiming().endTime ?? 0);
    if (settled[i].status === 'fulfilled' && duration > longest.duration) {
      longest = { duration, startedAt: startedAt[i] };
    }
  });
  return longest;
}

/** Resolves on the next `type` event at `target`. */
export const nextEvent = (target, type) =>
  new Promise((done) => target.addEventListener(type, done, { once: true }));

/**
 * Exposes `window.sqBench` for `adapter`. Each `arm*` call listens for the input the bench is
 * about to send (capture phase on window, so the timer starts before any handler of the page);
 * `result()` waits for the measurement.
 * @param {Adapter} adapter
 */
export function installBench(adapter) {
  let pending = Promise.resolve(null);
  let longTasks = [];
  let longFrames = [];
  let observers = [];
  let changes = 0;
  adapter.onSlideChange(() => (changes += 1));

  const armOnce = (type, measure) => {
    pending = new Promise((done, fail) => {
      const why = `${adapter.name}: no ${type} measurement within ${LIMIT_MS / 1000} s`;
      setTimeout(() => fail(new Error(why)), LIMIT_MS);
      window.addEventListener(
        type,
        () => {
          const t0 = performance.now();
          measure(t0).then(done, fail);
        },
        { capture: true, once: true },
      );
    });
  };

  window.sqBench = {
    name: adapter.name,
    async ready() {
      await adapter.ready();
      await frame();
      await frame();
    },
    /** The swipe area's box in viewport pixels. */
    box() {
      const r = adapter.area.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    },
    focusForKeys: () => adapter.focusForKeys?.(),
    /**
     * (a) keydown → the frame after the slide transition it starts has finished; the time beyond
     * the transition's nominal duration, split at its start: keydown → the frame it started in,
     * and its nominal end → that last frame.
     */
    armKey() {
      armOnce('keydown', async (t0) => {
        const { duration, startedAt } = await adapter.transitionEnd();
        const t1 = await frame();
        return {
          ms: t1 - t0,
          duration,
          beyondMs: t1 - t0 - duration,
          startMs: startedAt - t0,
          endMs: t1 - startedAt - duration,
        };
      });
    },
    /** (b) click → the first animation frame with the lightbox showing, and → opening done. */
    armClick() {
      armOnce('click', async (t0) => {
        const shown = adapter.lightboxShown().then(() => performance.now());
        let t1 = await frame();
        while (!adapter.lightboxOpen()) {
          if (t1 - t0 > 10_000) throw new Error(`${adapter.name}: no lightbox 10 s after a click`);
          t1 = await frame();
        }
        return { ms: t1 - t0, shownMs: (await shown) - t0 };
      });
    },
    result: () => pending,
    /** (c) starts counting long tasks, long animation frames and slide changes. */
    startLongTasks() {
      longTasks = [];
      longFrames = [];
      changes = 0;
      observers = [
        [longTasks, 'longtask'],
        [longFrames, 'long-animation-frame'],
      ].map(([into, type]) => {
        const observer = new PerformanceObserver((list) => into.push(...list.getEntries()));
        observer.observe({ type });
        return [into, observer];
      });
    },
    async stopLongTasks() {
      await sleep(100);
      for (const [into, observer] of observers) {
        into.push(...observer.takeRecords());
        observer.disconnect();
      }
      const total = longTasks.reduce((n, t) => n + t.duration, 0);
      return { count: longTasks.length, totalMs: total, longFrames: longFrames.length, changes };
    },
    /** Waits until nothing animates (at most `limitMs`), then two frames. */
    async settle(limitMs = 3000) {
      const until = performance.now() + limitMs;
      await frame();
      while (runningAnimations().length && performance.now() < until) {
        await Promise.race([animationsEnded(), sleep(until - performance.now())]);
        await frame();
      }
      await frame();
      await frame();
    },
  };
}
