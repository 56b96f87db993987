import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import {
  startPerformance,
  type PerformanceMonitor,
  type PerformanceOptions,
} from '../../platform/telemetry/performance.ts';
import type { PerformanceRecord } from '../../platform/telemetry/records.ts';
import { Interactions, ShiftSessions } from '../../platform/telemetry/web-vitals.ts';
import { nextFrames } from '../runtime/helpers.ts';
import { hidePage, waitForRecord } from './telemetry-helpers.ts';

const QUIET: Partial<PerformanceOptions> = { flushAfterLoadMs: 60_000, metricWaitCapMs: 60_000 };

describe('platform/telemetry/web-vitals: the rules (web.dev definitions)', () => {
  const shift = (startTime: number, value: number, hadRecentInput = false) => ({
    startTime,
    value,
    hadRecentInput,
  });

  it('CLS: shifts less than 1 s apart share a session window; CLS is the largest window', () => {
    const sessions = new ShiftSessions();
    sessions.add([shift(0, 0.1), shift(500, 0.1), shift(1400, 0.1)]);
    expect(sessions.value).to.be.closeTo(0.3, 1e-9);
    sessions.add([shift(2500, 0.25)]); // 1100 ms after the last shift: a new window
    expect(sessions.value).to.be.closeTo(0.3, 1e-9);
    sessions.add([shift(2600, 0.1)]);
    expect(sessions.value).to.be.closeTo(0.35, 1e-9);
  });

  it('CLS: a session window lasts 5 s at most; shifts after recent input do not count', () => {
    const sessions = new ShiftSessions();
    sessions.add([0, 900, 1800, 2700, 3600, 4500, 5400].map((t) => shift(t, 0.1)));
    expect(sessions.value).to.be.closeTo(0.6, 1e-9);
    sessions.add([shift(5500, 5, true)]);
    expect(sessions.value).to.be.closeTo(0.6, 1e-9);
  });

  it('INP: the longest entry of each interaction; one outlier in 50 is set aside', () => {
    const interactions = new Interactions();
    expect(interactions.value()).to.equal(undefined);
    interactions.add([
      { interactionId: 7, duration: 40 },
      { interactionId: 7, duration: 120 },
      { interactionId: 0, duration: 900 }, // not an interaction
      { duration: 800 },
    ]);
    expect(interactions.value()).to.equal(120);
    expect(interactions.count).to.equal(1);
    const many = Array.from({ length: 59 }, (_, i) => ({ interactionId: 100 + i, duration: i }));
    interactions.add(many);
    expect(interactions.count).to.equal(60);
    // 60 interactions: the longest (120) is the one outlier set aside; the next is 58.
    expect(interactions.value()).to.equal(58);
  });
});

describe('platform/telemetry/performance: vitals of this page (SPEC §7 records, §9)', () => {
  let monitor: PerformanceMonitor | undefined;
  let content: HTMLElement;

  before(async () => {
    content = document.createElement('main');
    content.innerHTML = `<p id="shifted" style="font-size: 40px; margin: 0">${'Words to paint. '.repeat(30)}</p>
      <button id="slow" style="width: 200px; height: 60px">Slow button</button>`;
    document.body.prepend(content);
    await nextFrames(3);
  });
  after(() => content.remove());
  afterEach(() => {
    monitor?.stop();
    monitor = undefined;
  });

  /** Starts a monitor, hides the page (or waits for the cap) and answers the records sent. */
  async function vitals(
    options: Partial<PerformanceOptions> = {},
    hide = true,
  ): Promise<PerformanceRecord[]> {
    monitor = startPerformance({ ...QUIET, capture: () => undefined, ...options });
    const id = (await monitor.settings)!.pageLoadId;
    await nextFrames(2);
    if (hide) hidePage();
    const batches = await waitForRecord(id, 'cls');
    return batches.flatMap((b) => b.body.records);
  }

  it('LCP: the largest paint before any input is sent when the page is hidden', async () => {
    const records = await vitals();
    const lcp = records.find((r) => r.k === 'lcp');
    expect(lcp, 'an lcp record').to.not.equal(undefined);
    expect(lcp!.v).to.be.a('number').and.above(0);
  });

  it('CLS: a layout shift the visitor did not cause counts', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '200px';
    content.prepend(spacer);
    await nextFrames(3);
    const records = await vitals();
    const cls = records.find((r) => r.k === 'cls')!;
    expect(cls.v).to.be.above(0);
    spacer.remove();
  });

  it('SPEC §9: waiting for the vitals is capped (60 s): they are sent without a page hide', async () => {
    const records = await vitals({ metricWaitCapMs: 30 }, false);
    expect(records.map((r) => r.k)).to.include('cls');
  });

  it('INP: a slow click handler makes a long interaction', async () => {
    const button = content.querySelector<HTMLButtonElement>('#slow')!;
    const busyMs = 150;
    const onClick = () => {
      const end = performance.now() + busyMs;
      while (performance.now() < end) {
        // The handler holds the main thread, as a slow one would.
      }
    };
    button.addEventListener('click', onClick);
    monitor = startPerformance({ ...QUIET, capture: () => undefined });
    const id = (await monitor.settings)!.pageLoadId;
    const box = button.getBoundingClientRect();
    const position: [number, number] = [
      Math.round(box.left + box.width / 2),
      Math.round(box.top + box.height / 2),
    ];
    // The browser times the click once its next frame is shown: hidden before that, the page
    // has no interaction to report (a busy machine shows that frame late).
    const timed = new Promise<void>((done) => {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.name === 'click')) return;
        observer.disconnect();
        done();
      });
      observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    await sendMouse({ type: 'click', position });
    await timed;
    await nextFrames(3);
    button.removeEventListener('click', onClick);
    hidePage();
    const records = (await waitForRecord(id, 'inp')).flatMap((b) => b.body.records);
    const inp = records.find((r) => r.k === 'inp')!;
    expect(inp.ic).to.be.at.least(1);
    // The interaction's duration includes the handler's time (a measurement, not a speed).
    expect(inp.v).to.be.at.least(busyMs - 16);
  });
});
