import { expect } from '@open-wc/testing';
import { configureAnalytics } from '../../platform/analytics/context.ts';
import { recordFormRender } from '../../platform/census/form-render.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import { ANONYMOUS_CONTEXT } from '../../platform/context/page-context.ts';
import { pause, resetAnalyticsState } from './analytics-helpers.ts';

/** One form-render request as test/helpers/form-endpoints.mjs recorded it. */
interface Received {
  body: Record<string, unknown>;
  query: Record<string, string>;
}

async function renders(formId: string): Promise<Received[]> {
  const response = await fetch(`/test-forms/renders?formId=${encodeURIComponent(formId)}`);
  return (await response.json()) as Received[];
}

/** A site's page context: what the runtime hands analytics on every page of a site. */
const SITE = { ...ANONYMOUS_CONTEXT, website: { id: 'site-1' } };

describe('platform/census/form-render (SPEC §7 POST /api/census/form-render)', () => {
  beforeEach(() => configureAnalytics(SITE));
  afterEach(() => {
    document.cookie = 'ss_cvr=; path=/; max-age=0';
    document.cookie = 'crumb=; path=/; max-age=0';
    resetAnalyticsState();
  });

  it('SPEC §7: sends formId, visitorCookie and the page fields', async () => {
    const formId = `ok-${crypto.randomUUID()}`;
    document.cookie = `ss_cvr=${encodeURIComponent('v-1|1|2|3|4')}; path=/`;
    document.cookie = 'crumb=render-crumb; path=/';
    await recordFormRender(formId);
    const [request, extra] = await renders(formId);
    expect(extra).to.equal(undefined);
    expect(request!.body.formId).to.equal(formId);
    expect(request!.body.visitorCookie).to.equal('v-1|1|2|3|4');
    expect(request!.body.url).to.equal(location.href);
    expect(request!.body).to.include.keys('pagePath', 'websiteId', 'userAgent', 'clientDate');
    expect(request!.query.crumb).to.equal('render-crumb');
  });

  it('SPEC §7: a failed render record is swallowed: resolves, nothing on the console', async () => {
    const logged: unknown[] = [];
    const { error, warn } = console;
    console.error = (...args: unknown[]) => logged.push(args);
    console.warn = (...args: unknown[]) => logged.push(args);
    try {
      await recordFormRender('fail-render');
    } finally {
      console.error = error;
      console.warn = warn;
    }
    expect(logged).to.deep.equal([]);
    const requests = await renders('fail-render');
    expect(requests.length).to.be.greaterThan(0);
  });

  it('SPEC §4: under a restrictive policy it waits for consent, and is sent once accepted', async () => {
    const formId = `wait-${crypto.randomUUID()}`;
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await recordFormRender(formId);
    await pause(100);
    expect(await renders(formId), 'nothing before the decision').to.deep.equal([]);
    setConsent(true);
    await pause(100);
    expect((await renders(formId)).map((r) => r.body.formId)).to.deep.equal([formId]);
  });

  it('SPEC §4: under a restrictive policy a decline means it is never sent', async () => {
    const formId = `declined-${crypto.randomUUID()}`;
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await recordFormRender(formId);
    setConsent(false);
    await recordFormRender(formId);
    await pause(100);
    expect(await renders(formId)).to.deep.equal([]);
  });

  it('outside a site (no page context: an element in an app) nothing is sent', async () => {
    const formId = `app-${crypto.randomUUID()}`;
    configureAnalytics(undefined);
    await recordFormRender(formId);
    await pause(100);
    expect(await renders(formId)).to.deep.equal([]);
  });

  it('SPEC §4: a form shown to the signed-in owner is not counted', async () => {
    const formId = `owner-${crypto.randomUUID()}`;
    configureAnalytics({
      ...SITE,
      authenticatedAccount: { id: 'owner-1' },
      websiteRoles: { 1: true },
    });
    await recordFormRender(formId);
    await pause(100);
    expect(await renders(formId)).to.deep.equal([]);
  });
});
