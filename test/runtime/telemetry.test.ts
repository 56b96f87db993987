import { expect, waitUntil } from '@open-wc/testing';
import { BEHAVIOURS } from '../../runtime/behaviours/index.ts';
import {
  TELEMETRY_APP,
  telemetry,
  telemetryBehaviour,
} from '../../runtime/behaviours/telemetry.ts';
import {
  errorBatches,
  raiseUncaught,
  raiseUnhandledRejection,
  setCookie,
  uniqueMessage,
  waitForErrorBatches,
} from '../platform/telemetry-helpers.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import { resetAnalyticsState } from '../platform/analytics-helpers.ts';
import { testEnv } from './helpers.ts';

describe('runtime/behaviours/telemetry (SPEC §1, §7, §8)', () => {
  let stop: (() => void) | undefined;

  afterEach(() => {
    stop?.();
    stop = undefined;
    setCookie('sq-test-perf-settings', undefined);
  });

  const SETTINGS_FAILURE = 'Unexpected metric settings response status: 500';

  /** Starts telemetry on a page of a fresh site whose performance settings call fails. */
  function start(): string {
    setCookie('sq-test-perf-settings', 'fail-500');
    const websiteId = `site-${crypto.randomUUID()}`;
    stop =
      telemetryBehaviour({
        errorReporter: { debounceMs: 20 },
        performance: { flushAfterLoadMs: 60_000, metricWaitCapMs: 60_000 },
      })(testEnv({ website: { id: websiteId } })) ?? undefined;
    return websiteId;
  }

  /** Reports of the settings failure from the page of `websiteId`: performance started there. */
  const performanceStarted = async (websiteId: string): Promise<boolean> =>
    (await errorBatches(SETTINGS_FAILURE)).flat().some((e) => e.data.websiteId === websiteId);

  it('is one of the runtime behaviours', () => {
    expect(BEHAVIOURS.find((b) => b.name === 'telemetry')?.start).to.equal(telemetry);
  });

  it('SPEC §3: reports script errors with the page context website and template ids', async () => {
    const env = testEnv({ website: { id: 'site-42' }, templateId: 'tpl-9' });
    stop = telemetryBehaviour({ performance: false })(env) ?? undefined;
    const message = uniqueMessage('Runtime error');
    raiseUncaught(new Error(message));
    const rejection = uniqueMessage('Runtime rejection');
    raiseUnhandledRejection(new Error(rejection));
    stop?.(); // stopping sends what is queued
    stop = undefined;
    const [entry] = (await waitForErrorBatches(message)).flat();
    expect(entry!.data).to.include({
      app: TELEMETRY_APP,
      websiteId: 'site-42',
      templateId: 'tpl-9',
    });
    const rejected = (await errorBatches(rejection))
      .flat()
      .filter((e) => e.data.message === rejection);
    expect(rejected.map((e) => e.event)).to.deep.equal(['unhandledrejection']);
  });

  it('SPEC §8: a performance settings failure is reported through the error reporter', async () => {
    const websiteId = start();
    const fromThisPage = async () =>
      (await errorBatches(SETTINGS_FAILURE)).flat().filter((e) => e.data.websiteId === websiteId);
    await waitUntil(async () => (await fromThisPage()).length > 0, 'no report from this page');
    expect((await fromThisPage()).map((e) => [e.event, e.data.message])).to.deep.equal([
      ['exception', SETTINGS_FAILURE],
    ]);
  });

  it('stopping removes the listeners: later errors are not reported', async () => {
    stop = telemetryBehaviour({ performance: false })(testEnv()) ?? undefined;
    stop?.();
    stop = undefined;
    const message = uniqueMessage('After stop');
    raiseUncaught(new Error(message));
    stop = telemetryBehaviour({ performance: false })(testEnv()) ?? undefined;
    const marker = uniqueMessage('Marker');
    raiseUncaught(new Error(marker));
    stop?.();
    stop = undefined;
    await waitForErrorBatches(marker);
    expect(await errorBatches(message)).to.deep.equal([]);
  });

  describe('SPEC §4: under a restrictive policy nothing tells which page was visited before consent', () => {
    beforeEach(() => configureConsent({ isRestrictiveCookiePolicyEnabled: true }));
    afterEach(resetAnalyticsState);

    it('performance is not recorded before a decision, and starts on Accept', async () => {
      const websiteId = start();
      const marker = uniqueMessage('Undecided');
      raiseUncaught(new Error(marker));
      const [report] = (await waitForErrorBatches(marker)).flat();
      expect(report!.data.url, 'an error report names the site, not the page').to.equal(
        `${location.origin}/`,
      );
      expect(await performanceStarted(websiteId), 'no performance call yet').to.equal(false);
      setConsent(true);
      await waitUntil(() => performanceStarted(websiteId), 'performance starts on Accept');
      const after = uniqueMessage('Accepted');
      raiseUncaught(new Error(after));
      const [accepted] = (await waitForErrorBatches(after)).flat();
      expect(accepted!.data.url).to.equal(location.href);
    });

    it('after Decline, performance is never recorded and error reports keep the page unnamed', async () => {
      setConsent(false);
      const websiteId = start();
      const marker = uniqueMessage('Declined');
      raiseUncaught(new Error(marker));
      const [report] = (await waitForErrorBatches(marker)).flat();
      expect(report!.data.url).to.equal(`${location.origin}/`);
      expect(await performanceStarted(websiteId)).to.equal(false);
    });
  });
});
