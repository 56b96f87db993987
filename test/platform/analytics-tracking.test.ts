import { expect } from '@open-wc/testing';
import { configureAnalytics } from '../../platform/analytics/context.ts';
import { TraceQueue, traces } from '../../platform/analytics/trace.ts';
import { beaconEvent, trackEvent } from '../../platform/analytics/tracking.ts';
import { pagePath } from '../../platform/census/page-fields.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import type { PageContext } from '../../platform/context/page-context.ts';
import {
  answerWith,
  captureConsoleOutput,
  pause,
  received,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from './analytics-helpers.ts';

const EVENT = '/api/events/RecordEvent';
const TRACE = '/api/events/Trace';

describe('platform/analytics/tracking (SPEC §7 POST /api/events/RecordEvent)', () => {
  let run: string;
  beforeEach(() => {
    run = startRun();
    document.cookie = 'crumb=event-crumb; path=/';
  });
  afterEach(resetAnalyticsState);

  /** The SPEC §3 tracking event payload of this test page under {@link CTX}. */
  const payload = () => ({
    pagePath: pagePath(location.pathname),
    websiteId: 'site-7',
    templateId: 'tpl-3',
    variantId: null,
    memberAccountId: 'member-9',
    member_locale: null,
    website_locale: 'en-US',
  });
  const CTX = {
    website: { id: 'site-7' },
    templateId: 'tpl-3',
    memberAccountId: 'member-9',
    websiteLocale: 'en-US',
  } as unknown as PageContext;

  it('SPEC §3, §7: form-encoded crumb (from the cookie), event and data: the page payload (missing values null) and the event fields, as JSON', async () => {
    configureAnalytics(CTX);
    await trackEvent('cart_add', { productId: 'p-1', quantity: 2 });
    const [sent, more] = await received(run);
    expect(more).to.equal(undefined);
    expect(sent!.contentType).to.match(/^application\/x-www-form-urlencoded/);
    expect(sent!.body).to.include({ crumb: 'event-crumb', event: 'cart_add' });
    expect(Object.keys(sent!.body).sort()).to.deep.equal(['crumb', 'data', 'event']);
    expect(JSON.parse(sent!.body.data!)).to.deep.equal({
      ...payload(),
      productId: 'p-1',
      quantity: 2,
    });
  });

  it('SPEC §3: pageHash is in the payload when the address has a hash', async () => {
    configureAnalytics(CTX);
    history.replaceState(null, '', '#reviews');
    try {
      await trackEvent('with_hash', {});
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
    }
    const [sent] = await received(run);
    expect(JSON.parse(sent!.body.data!)).to.deep.equal({ ...payload(), pageHash: 'reviews' });
  });

  it('SPEC §7: 202 counts as success: nothing on the console', async () => {
    answerWith('202');
    const output = captureConsoleOutput();
    try {
      await trackEvent('ok', {});
    } finally {
      output.restore();
    }
    expect(output.calls).to.deep.equal([]);
  });

  for (const status of [404, 500]) {
    it(`SPEC §8: HTTP ${status} only warns 'Error tracking event: HTTP Status ${status}'`, async () => {
      answerWith(String(status));
      const output = captureConsoleOutput();
      try {
        await trackEvent('refused', {});
      } finally {
        output.restore();
      }
      expect(output.calls).to.deep.equal([[`Error tracking event: HTTP Status ${status}`]]);
    });
  }

  it('SPEC §8: no answer at all warns with HTTP Status 0, and never rejects', async () => {
    answerWith('drop');
    const output = captureConsoleOutput();
    try {
      await trackEvent('lost', {});
    } finally {
      output.restore();
    }
    expect(output.calls).to.deep.equal([['Error tracking event: HTTP Status 0']]);
  });

  it('SPEC §7: the beacon variant posts the same fields form-encoded by sendBeacon', async () => {
    configureAnalytics(CTX);
    beaconEvent('page_left', { seconds: 12 });
    const [sent] = await waitForRequests(run, EVENT);
    expect(sent!.contentType).to.match(/^application\/x-www-form-urlencoded/);
    expect(sent!.body).to.include({ crumb: 'event-crumb', event: 'page_left' });
    expect(JSON.parse(sent!.body.data!)).to.deep.equal({ ...payload(), seconds: 12 });
  });

  it('SPEC §4: under a restrictive policy events wait for consent', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await trackEvent('waiting', {});
    beaconEvent('waiting-beacon', {});
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    const sent = await waitForRequests(run, EVENT, 2);
    expect(sent.map((entry) => entry.body.event).sort()).to.deep.equal([
      'waiting',
      'waiting-beacon',
    ]);
  });

  it('SPEC §4: nothing is sent under the global disable flag', async () => {
    window.sqAnalyticsDisabled = true;
    await trackEvent('off', {});
    beaconEvent('off', {});
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
  });
});

describe('platform/analytics/trace (SPEC §7 POST /api/events/Trace)', () => {
  let run: string;
  let queue: TraceQueue | undefined;
  beforeEach(() => {
    run = startRun();
  });
  afterEach(() => {
    queue?.dispose();
    queue = undefined;
    resetAnalyticsState();
  });

  it('SPEC §9: the page queue flushes 30000 ms after the first trace', () => {
    expect(traces.flushMs).to.equal(30000);
  });

  it('SPEC §7: queued traces go out together after the flush delay, data = JSON list', async () => {
    queue = new TraceQueue({ flushMs: 100 });
    queue.add('render', { ms: 12 });
    queue.add('scroll', null);
    const [sent, more] = await waitForRequests(run, TRACE);
    expect(more).to.equal(undefined);
    expect(sent!.contentType).to.match(/^application\/x-www-form-urlencoded/);
    expect(JSON.parse(sent!.body.data!)).to.deep.equal([
      { pageUrl: location.href, type: 'render', data: { ms: 12 } },
      { pageUrl: location.href, type: 'scroll', data: null },
    ]);
    expect(queue.size).to.equal(0);
  });

  for (const [name, fire] of [
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'visibilitychange to hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => 'hidden',
        });
        document.dispatchEvent(new Event('visibilitychange'));
        delete (document as unknown as Record<string, unknown>).visibilityState;
      },
    ],
  ] as const) {
    it(`SPEC §7: the queue is sent by sendBeacon on ${name}`, async () => {
      queue = new TraceQueue();
      queue.add('leaving', { step: 3 });
      fire();
      expect(queue.size).to.equal(0);
      const [sent] = await waitForRequests(run, TRACE);
      expect(JSON.parse(sent!.body.data!)).to.deep.equal([
        { pageUrl: location.href, type: 'leaving', data: { step: 3 } },
      ]);
    });
  }

  it('SPEC-silent bound: past its limit the oldest traces are dropped', async () => {
    queue = new TraceQueue({ limit: 3 });
    for (const n of [1, 2, 3, 4, 5]) queue.add(`t${n}`);
    expect(queue.size).to.equal(3);
    await queue.flush();
    const [sent] = await waitForRequests(run, TRACE);
    const types = (JSON.parse(sent!.body.data!) as { type: string }[]).map((t) => t.type);
    expect(types).to.deep.equal(['t3', 't4', 't5']);
  });

  it('SPEC §7: trace failures are ignored: nothing on the console', async () => {
    answerWith('500');
    queue = new TraceQueue();
    queue.add('failing');
    const output = captureConsoleOutput();
    try {
      await queue.flush();
    } finally {
      output.restore();
    }
    expect(output.calls).to.deep.equal([]);
    expect(await received(run)).to.have.length(1);
  });
});
