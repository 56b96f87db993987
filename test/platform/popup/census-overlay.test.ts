import { expect } from '@open-wc/testing';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import { recordOverlayEvent } from '../../../platform/census/overlay.ts';
import { configureConsent, setConsent } from '../../../platform/consent/consent.ts';
import { ANONYMOUS_CONTEXT } from '../../../platform/context/page-context.ts';
import {
  answerWith,
  pause,
  received,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../analytics-helpers.ts';

const URL = '/api/census/overlay';
/** A site's page context: what the runtime hands analytics on every page of a site. */
const SITE = { ...ANONYMOUS_CONTEXT, website: { id: 'site-1' } };

describe('platform/census/overlay (SPEC §7 POST /api/census/overlay)', () => {
  let run: string;
  beforeEach(() => {
    run = startRun();
    configureAnalytics(SITE);
  });
  afterEach(() => resetAnalyticsState());

  it('SPEC §7: sends the event, visitorCookie and the page fields, for show, close and submit', async () => {
    document.cookie = `ss_cvr=${encodeURIComponent('v-1|1|2|3|4')}; path=/`;
    for (const event of ['show', 'close', 'submit'] as const) await recordOverlayEvent(event);
    const sent = await waitForRequests(run, URL, 3);
    expect(sent.map((request) => request.body.event)).to.deep.equal(['show', 'close', 'submit']);
    const [first] = sent;
    expect(first!.body.visitorCookie).to.equal('v-1|1|2|3|4');
    expect(first!.body.websiteId).to.equal('site-1');
    expect(first!.body.url).to.equal(location.href);
    expect(first!.body).to.include.keys('pagePath', 'userAgent', 'clientDate');
  });

  it('SPEC §7: a failure is swallowed: resolves, nothing on the console', async () => {
    answerWith('500');
    const logged: unknown[] = [];
    const { error, warn } = console;
    console.error = (...args: unknown[]) => logged.push(args);
    console.warn = (...args: unknown[]) => logged.push(args);
    try {
      await recordOverlayEvent('show');
    } finally {
      console.error = error;
      console.warn = warn;
    }
    expect(logged).to.deep.equal([]);
    expect((await received(run)).map((request) => request.path)).to.include(URL);
  });

  it('SPEC §4: under a restrictive policy it waits for consent and is sent once accepted', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await recordOverlayEvent('show');
    await pause(100);
    expect(await received(run), 'nothing before the decision').to.deep.equal([]);
    setConsent(true);
    expect((await waitForRequests(run, URL)).map((r) => r.body.event)).to.deep.equal(['show']);
  });

  it('SPEC §4: under a restrictive policy a decline means it is never sent', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await recordOverlayEvent('show');
    setConsent(false);
    await recordOverlayEvent('close');
    await pause(100);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §4: the signed-in owner is not counted, nor a page outside a site', async () => {
    configureAnalytics({
      ...SITE,
      authenticatedAccount: { id: 'owner-1' },
      websiteRoles: { 1: true },
    });
    await recordOverlayEvent('show');
    configureAnalytics(undefined);
    await recordOverlayEvent('show');
    await pause(100);
    expect(await received(run)).to.deep.equal([]);
  });
});
