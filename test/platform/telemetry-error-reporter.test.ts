import { expect, waitUntil } from '@open-wc/testing';
import {
  ERROR_REPORT_MAX_BATCHES,
  ERROR_REPORT_MAX_QUEUED,
  ERROR_REPORT_STACK_MAX_CHARS,
} from '../../platform/constants/limits.ts';
import {
  captureException,
  errorReporterInitialised,
  initErrorReporter,
  type ErrorReporter,
} from '../../platform/telemetry/error-reporter.ts';
import { captureConsole } from '../runtime/helpers.ts';
import {
  errorBatches,
  errorRequests,
  hidePage,
  raiseUncaught,
  raiseUnhandledRejection,
  setCookie,
  uniqueMessage,
  waitForErrorBatches,
} from './telemetry-helpers.ts';

/** A debounce short enough for tests; the SPEC §9 second is the default. */
const DEBOUNCE_MS = 50;
/** A debounce no test waits for: only a full queue, a flush or a page hide sends. */
const NEVER_MS = 60_000;

describe('platform/telemetry/error-reporter (SPEC §3 Error report, §7 RecordJavascriptErrors)', () => {
  let reporter: ErrorReporter | undefined;

  beforeEach(() => setCookie('crumb', 'crumb-for-errors'));
  afterEach(() => {
    reporter?.stop();
    reporter = undefined;
    setCookie('crumb', undefined);
    setCookie('sq-test-errors', undefined);
  });

  it('SPEC §3, §7: an uncaught error is sent as {event, data, timestamp} with every report field and the crumb header', async () => {
    reporter = initErrorReporter({
      app: 'site',
      websiteId: 'site-7',
      templateId: 'tpl-2',
      debounceMs: DEBOUNCE_MS,
    });
    const message = uniqueMessage('Boom');
    const before = Date.now();
    raiseUncaught(new TypeError(message), `${location.origin}/assets/app.js`, 41, 7);
    await waitForErrorBatches(message);
    const [request] = await errorRequests(message);
    expect(request!.contentType).to.match(/^application\/json/);
    expect(request!.csrfHeader).to.equal('crumb-for-errors');
    expect(request!.body).to.have.length(1);
    const [entry] = request!.body;
    expect(entry!.event).to.equal('error');
    expect(entry!.timestamp).to.be.within(before, Date.now());
    const data = JSON.parse(entry!.data) as Record<string, unknown>;
    expect(Object.keys(data).sort()).to.deep.equal(
      [
        'app',
        'column',
        'customData',
        'file',
        'line',
        'message',
        'stack',
        'templateId',
        'url',
        'userAgent',
        'websiteId',
      ].sort(),
    );
    expect(data).to.include({
      app: 'site',
      message,
      file: `${location.origin}/assets/app.js`,
      line: 41,
      column: 7,
      customData: null,
      websiteId: 'site-7',
      templateId: 'tpl-2',
      url: location.href,
      userAgent: navigator.userAgent,
    });
    expect(data.stack).to.contain(message);
  });

  it('SPEC §8: an unhandled rejection is queued and reported', async () => {
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    const message = uniqueMessage('Rejected');
    raiseUnhandledRejection(new Error(message));
    const [batch] = await waitForErrorBatches(message);
    expect(batch!.map((e) => e.event)).to.deep.equal(['unhandledrejection']);
    expect(batch![0]!.data.message).to.equal(message);
    expect(batch![0]!.data.file).to.equal(null);
  });

  it('SPEC §9: errors within the 1 s debounce go in one batch', async () => {
    reporter = initErrorReporter({ debounceMs: 200 });
    const marker = uniqueMessage('Burst');
    raiseUncaught(new Error(`${marker} a`));
    raiseUnhandledRejection(new Error(`${marker} b`));
    reporter.capture(new Error(`${marker} c`));
    const batches = await waitForErrorBatches(marker);
    expect(batches).to.have.length(1);
    expect(batches[0]!.map((e) => e.data.message)).to.deep.equal([
      `${marker} a`,
      `${marker} b`,
      `${marker} c`,
    ]);
  });

  it('SPEC §9: at most 10 errors are queued; a full queue is sent at once', async () => {
    reporter = initErrorReporter({ debounceMs: NEVER_MS });
    const marker = uniqueMessage('Many');
    for (let i = 1; i <= ERROR_REPORT_MAX_QUEUED + 2; i++)
      reporter.capture(new Error(`${marker} ${i}`));
    const [first] = await waitForErrorBatches(marker);
    expect(first).to.have.length(ERROR_REPORT_MAX_QUEUED);
    reporter.flush();
    const batches = await waitForErrorBatches(marker, 2);
    expect(batches[1]!.map((e) => e.data.message)).to.deep.equal([
      `${marker} ${ERROR_REPORT_MAX_QUEUED + 1}`,
      `${marker} ${ERROR_REPORT_MAX_QUEUED + 2}`,
    ]);
  });

  it('SPEC §9: at most 20 batches are sent per page', async () => {
    reporter = initErrorReporter({ debounceMs: NEVER_MS });
    const marker = uniqueMessage('Batch');
    for (let i = 1; i <= ERROR_REPORT_MAX_BATCHES + 5; i++) {
      reporter.capture(new Error(`${marker} #${i}`));
      reporter.flush();
    }
    await waitForErrorBatches(marker, ERROR_REPORT_MAX_BATCHES);
    // Another page's reporter (a new one) still reports; after its report, nothing more came.
    reporter.stop();
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    const later = uniqueMessage('After the limit');
    reporter.capture(new Error(later));
    await waitForErrorBatches(later);
    const messages = (await errorBatches(marker)).flat().map((e) => e.data.message);
    expect(messages).to.have.length(ERROR_REPORT_MAX_BATCHES);
    expect(messages).to.not.include(`${marker} #${ERROR_REPORT_MAX_BATCHES + 1}`);
  });

  it('SPEC §9: the stack is trimmed to 5000 characters', async () => {
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    const message = uniqueMessage('Deep');
    const error = new Error(message);
    error.stack = `Error: ${message}\n${'    at frame (app.js:1:1)\n'.repeat(500)}`;
    expect(error.stack.length).to.be.above(ERROR_REPORT_STACK_MAX_CHARS);
    raiseUncaught(error);
    const [entry] = (await waitForErrorBatches(message)).flat();
    expect(entry!.data.stack).to.have.length(ERROR_REPORT_STACK_MAX_CHARS);
    expect(entry!.data.stack).to.equal(error.stack.slice(0, ERROR_REPORT_STACK_MAX_CHARS));
  });

  it('the same error (message and stack) is reported once per page', async () => {
    reporter = initErrorReporter({ debounceMs: NEVER_MS });
    const message = uniqueMessage('Again');
    const error = new Error(message);
    raiseUncaught(error);
    reporter.flush();
    raiseUncaught(error);
    raiseUnhandledRejection(error);
    reporter.flush();
    const other = new Error(message); // same message, another stack: a different error
    other.stack = `Error: ${message}\n    at elsewhere (other.js:2:2)`;
    reporter.capture(other);
    reporter.flush();
    await waitForErrorBatches(message, 2);
    const entries = (await errorBatches(message)).flat();
    expect(entries.map((e) => e.data.stack)).to.deep.equal([error.stack, other.stack]);
  });

  it('SPEC §8: the exception capturer queues an error with custom data', async () => {
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    const message = uniqueMessage('Captured');
    captureException(new RangeError(message), { block: 'gallery', index: 3 });
    const [entry] = (await waitForErrorBatches(message)).flat();
    expect(entry!.event).to.equal('exception');
    expect(entry!.data.customData).to.deep.equal({ block: 'gallery', index: 3 });
  });

  it('SPEC §8: before the reporter is initialised, errors go to the console', () => {
    expect(errorReporterInitialised()).to.equal(false);
    const consoleError = captureConsole('error');
    const error = new Error(uniqueMessage('Early'));
    try {
      captureException(error);
      captureException(error, { where: 'start' });
    } finally {
      consoleError.restore();
    }
    expect(consoleError.calls).to.deep.equal([
      ['[sq-telemetry]', error],
      ['[sq-telemetry]', error, { where: 'start' }],
    ]);
  });

  it('SPEC §8: after stop, errors go to the console again and window errors are not reported', async () => {
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    reporter.stop();
    reporter = undefined;
    const message = uniqueMessage('Stopped');
    const consoleError = captureConsole('error');
    try {
      captureException(new Error(message));
    } finally {
      consoleError.restore();
    }
    expect(consoleError.calls).to.have.length(1);
    raiseUncaught(new Error(message));
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    const marker = uniqueMessage('Marker');
    reporter.capture(new Error(marker));
    await waitForErrorBatches(marker);
    expect(await errorBatches(message)).to.deep.equal([]);
  });

  it('SPEC §7: on page hide the queue goes by beacon, with the crumb as query parameter', async () => {
    reporter = initErrorReporter({ debounceMs: NEVER_MS });
    const message = uniqueMessage('Leaving');
    reporter.capture(new Error(message));
    hidePage();
    await waitForErrorBatches(message);
    const [request] = await errorRequests(message);
    expect(request!.contentType).to.match(/^text\/plain/);
    expect(request!.query.crumb).to.equal('crumb-for-errors');
  });

  it('SPEC §7: a failing call is swallowed and reporting goes on', async () => {
    setCookie('sq-test-errors', 'fail-500');
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
      const first = uniqueMessage('Refused');
      reporter.capture(new Error(first));
      await waitForErrorBatches(first);
      setCookie('sq-test-errors', undefined);
      const second = uniqueMessage('Accepted');
      reporter.capture(new Error(second));
      await waitForErrorBatches(second);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(rejections).to.deep.equal([]);
  });

  it('SPEC §7: a stale crumb is replaced by the new one and the report sent again', async () => {
    setCookie('sq-test-errors', 'crumb-fail');
    reporter = initErrorReporter({ debounceMs: DEBOUNCE_MS });
    const message = uniqueMessage('Stale crumb');
    reporter.capture(new Error(message));
    await waitUntil(async () => (await errorRequests(message)).length === 2, 'no retry');
    const requests = await errorRequests(message);
    expect(requests.map((r) => r.csrfHeader)).to.deep.equal(['crumb-for-errors', 'fresh-crumb']);
    expect(document.cookie).to.contain('crumb=fresh-crumb');
  });
});
