import { expect, waitUntil } from '@open-wc/testing';
import {
  captureException,
  initErrorReporter,
  type ErrorReporter,
} from '../../platform/telemetry/error-reporter.ts';
import {
  MAX_BATCH_RECORDS,
  MAX_PENDING_RECORDS,
  METRIC_SETTINGS_TIMEOUT,
  requestPerformanceSettings,
  startPerformance,
  type PerformanceMonitor,
  type PerformanceOptions,
} from '../../platform/telemetry/performance.ts';
import { USER_TIMING_NAME_MAX_CHARS } from '../../platform/telemetry/records.ts';
import {
  hidePage,
  recordBatches,
  setCookie,
  errorBatches,
  waitForRecord,
} from './telemetry-helpers.ts';

/** Durations no test waits for: only what the test does sends records. */
const QUIET: Partial<PerformanceOptions> = { flushAfterLoadMs: 60_000, metricWaitCapMs: 60_000 };

describe('platform/telemetry/performance (SPEC §7 performance settings and records)', () => {
  let monitor: PerformanceMonitor | undefined;
  let reporter: ErrorReporter | undefined;

  beforeEach(() => {
    setCookie('crumb', 'crumb-for-records');
    performance.clearMarks();
    performance.clearMeasures();
  });
  afterEach(() => {
    monitor?.stop();
    monitor = undefined;
    reporter?.stop();
    reporter = undefined;
    setCookie('crumb', undefined);
    setCookie('sq-test-perf-settings', undefined);
  });

  /** Starts a monitor whose settings failures are collected in `captured`. */
  function start(options: Partial<PerformanceOptions> = {}): { captured: unknown[] } {
    const captured: unknown[] = [];
    monitor = startPerformance({ ...QUIET, capture: (error) => captured.push(error), ...options });
    return { captured };
  }

  /** The page-load id the settings answered (fails the test when they failed). */
  async function pageLoadId(): Promise<string> {
    const settings = await monitor!.settings;
    expect(settings, 'settings answered').to.not.equal(undefined);
    return settings!.pageLoadId;
  }

  it('SPEC §7: the settings answer a page-load id and the site experiments', async () => {
    const settings = await requestPerformanceSettings();
    expect(settings.pageLoadId).to.match(/^pl-/);
    expect(settings.experiments).to.deep.equal({ trial: 'a' });
  });

  it('SPEC §7, §9: 30 s after load, page speed and user timing are sent with the page-load id', async () => {
    performance.mark('sq-test-start');
    performance.measure('sq-test-span', 'sq-test-start');
    start({ flushAfterLoadMs: 20 });
    const id = await pageLoadId();
    const batches = await waitForRecord(id, 'ps');
    const records = batches.flatMap((b) => b.body.records);
    expect(batches.every((b) => b.body.pageLoadId === id)).to.equal(true);
    const speed = records.find((r) => r.k === 'ps')!;
    expect(Object.keys(speed).sort()).to.deep.equal(
      ['k', 'p', 'nt', 'dns', 'tcp', 'ttfb', 'dl', 'di', 'dcl', 'ld', 'tb'].sort(),
    );
    expect(speed.p).to.equal(location.pathname);
    expect(speed.nt).to.equal('navigate');
    expect(speed.ld).to.be.at.least(speed.dcl as number);
    const mark = performance.getEntriesByName('sq-test-start')[0]!;
    expect(records).to.deep.include({
      k: 'mk',
      n: 'sq-test-start',
      st: Math.round(mark.startTime),
    });
    const measure = records.find((r) => r.k === 'ms' && r.n === 'sq-test-span')!;
    expect(Object.keys(measure).sort()).to.deep.equal(['d', 'k', 'n', 'st']);
  });

  it('SPEC §7: on page hide the records go by beacon, the crumb in the query', async () => {
    start();
    const id = await pageLoadId();
    performance.mark('sq-test-before-hide');
    hidePage();
    const [request] = await waitForRecord(id, 'mk');
    expect(request!.contentType).to.match(/^text\/plain/);
    expect(request!.query.crumb).to.equal('crumb-for-records');
    expect(request!.body.records.map((r) => r.n)).to.include('sq-test-before-hide');
  });

  it('SPEC §7: a batch the browser refuses as a beacon is sent by XHR with the crumb header', async () => {
    const long = 'x'.repeat(USER_TIMING_NAME_MAX_CHARS);
    for (let i = 0; i < 80; i++) performance.mark(`${i}-${long}`);
    start();
    const id = await pageLoadId();
    hidePage();
    const [request] = await waitForRecord(id, 'mk');
    expect(request!.contentType).to.match(/^application\/json/);
    expect(request!.csrfHeader).to.equal('crumb-for-records');
    const marks = request!.body.records.filter((r) => r.k === 'mk');
    expect(marks).to.have.length(80);
    expect((marks[0]!.n as string).length).to.equal(USER_TIMING_NAME_MAX_CHARS);
  });

  it('the record queue is bounded and sent in batches', async () => {
    for (let i = 0; i < MAX_PENDING_RECORDS + 50; i++) performance.mark(`sq-many-${i}`);
    start();
    const id = await pageLoadId();
    monitor!.flush();
    await waitUntil(async () => (await recordBatches(id)).length >= 2, 'no batches');
    const batches = await recordBatches(id);
    const sizes = batches.map((b) => b.body.records.length);
    expect(sizes.every((size) => size <= MAX_BATCH_RECORDS)).to.equal(true);
    expect(sizes.reduce((a, b) => a + b, 0)).to.equal(MAX_PENDING_RECORDS);
  });

  it('SPEC §8: the settings time-out sends "Metric settings request timeout" to the capturer', async () => {
    setCookie('sq-test-perf-settings', 'slow');
    const { captured } = start({ settingsTimeoutMs: 100 });
    expect(await monitor!.settings).to.equal(undefined);
    expect(captured).to.have.length(1);
    expect((captured[0] as Error).message).to.equal(METRIC_SETTINGS_TIMEOUT);
    expect(METRIC_SETTINGS_TIMEOUT).to.equal('Metric settings request timeout');
  });

  it('SPEC §8: an unexpected status goes to the capturer as an error naming it', async () => {
    setCookie('sq-test-perf-settings', 'fail-503');
    const { captured } = start();
    expect(await monitor!.settings).to.equal(undefined);
    expect(captured.map((e) => (e as Error).message)).to.deep.equal([
      'Unexpected metric settings response status: 503',
    ]);
  });

  it("SPEC §8: with the error reporter's captureException, failures reach the reporter", async () => {
    const websiteId = `site-${crypto.randomUUID()}`;
    reporter = initErrorReporter({ debounceMs: 20, websiteId });
    setCookie('sq-test-perf-settings', 'fail-500');
    monitor = startPerformance({ ...QUIET, capture: captureException });
    await monitor.settings;
    const message = 'Unexpected metric settings response status: 500';
    const fromThisPage = async () =>
      (await errorBatches(message)).flat().filter((e) => e.data.websiteId === websiteId);
    await waitUntil(async () => (await fromThisPage()).length > 0, 'no report from this page');
    expect((await fromThisPage()).map((e) => [e.event, e.data.message])).to.deep.equal([
      ['exception', message],
    ]);
  });

  it('SPEC §8: an answer without a page-load id is captured as a failure', async () => {
    setCookie('sq-test-perf-settings', 'no-id');
    const { captured } = start();
    expect(await monitor!.settings).to.equal(undefined);
    expect(captured.map((e) => (e as Error).message)).to.deep.equal([
      'Metric settings response has no page-load id',
    ]);
  });
});
