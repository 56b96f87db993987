import { expect } from '@open-wc/testing';
import { trackButtonClick, trackButtonRender } from '../../platform/analytics/buttons.ts';
import { referrerKeywords, trackLanding } from '../../platform/analytics/landing.ts';
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

const TRACK = '/api/track/Track';
const CTX = { website: { id: 'site-7' }, pageType: 2 } as PageContext;

describe('platform/analytics/landing (SPEC §7 GET /api/track/Track)', () => {
  let run: string;
  beforeEach(() => {
    run = startRun();
  });
  afterEach(resetAnalyticsState);

  it('SPEC §7: an image beacon with landing, refer, rk, lang, screen and the campaign parameters present', async () => {
    const landing =
      'https://shop.example.com/sale?source=mail&campaign=spring&subcampaign=a&channel=email' +
      '&subchannel=news&variation=b&mkwid=k1&other=x';
    const image = trackLanding(landing);
    expect(image).to.be.instanceOf(HTMLImageElement);
    const [hit, more] = await waitForRequests(run, TRACK);
    expect(more).to.equal(undefined);
    expect(hit!.method).to.equal('GET');
    expect(hit!.query).to.deep.equal({
      landing,
      refer: document.referrer,
      rk: '',
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 'mail',
      campaign: 'spring',
      subcampaign: 'a',
      channel: 'email',
      subchannel: 'news',
      variation: 'b',
      mkwid: 'k1',
    });
  });

  it('SPEC §7: campaign parameters absent from the address are left out', async () => {
    trackLanding('https://shop.example.com/about?campaign=');
    const [hit] = await waitForRequests(run, TRACK);
    expect(Object.keys(hit!.query).sort()).to.deep.equal([
      'landing',
      'lang',
      'refer',
      'rk',
      'screen',
    ]);
  });

  it('SPEC §7 rk (its meaning is ours): the search words of another site that referred the visitor', () => {
    expect(
      referrerKeywords('https://search.example.org/results?q=blue+vase', 'shop.example.com'),
    ).to.equal('blue vase');
    expect(referrerKeywords('https://shop.example.com/?q=own', 'shop.example.com')).to.equal('');
    expect(referrerKeywords('', 'shop.example.com')).to.equal('');
  });

  it('SPEC §4: under a restrictive policy the beacon waits for consent', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    expect(trackLanding('https://shop.example.com/')).to.equal(undefined);
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    expect(await waitForRequests(run, TRACK)).to.have.length(1);
  });
});

describe('platform/analytics/buttons (SPEC §7 POST /api/census/button-render, button-click)', () => {
  let run: string;
  const fields = {
    id: 'btn-1',
    buttonText: 'Shop now',
    clickthroughUrl: '/shop',
    alignment: 'center',
    size: 'medium',
    newWindow: false,
    context: 1 as const,
  };
  beforeEach(() => {
    run = startRun();
    document.cookie = `ss_cvr=${encodeURIComponent('v|1|2|3|4')}; path=/`;
    document.cookie = 'crumb=button-crumb; path=/';
  });
  afterEach(resetAnalyticsState);

  it('SPEC §3, §7: a render sends the button fields, the page fields and visitorCookie', async () => {
    await trackButtonRender(fields, { ctx: CTX, href: 'https://shop.example.com/home/' });
    const [hit, more] = await received(run);
    expect(more).to.equal(undefined);
    expect(hit!.path).to.equal('/api/census/button-render');
    expect(hit!.body).to.include({
      id: 'btn-1',
      buttonText: 'Shop now',
      clickthroughUrl: '/shop',
      alignment: 'center',
      size: 'medium',
      newWindow: 'false',
      context: '1',
      visitorCookie: 'v|1|2|3|4',
      pagePath: '/home',
      websiteId: 'site-7',
      crumb: 'button-crumb',
    });
  });

  it('SPEC §7: a click goes to /api/census/button-click', async () => {
    await trackButtonClick({ ...fields, context: 2 }, { ctx: CTX });
    const [hit] = await received(run);
    expect(hit!.path).to.equal('/api/census/button-click');
    expect(hit!.body.context).to.equal('2');
  });

  it('SPEC §4: buttons are not counted for a signed-in owner', async () => {
    const owner = { ...CTX, authenticatedAccount: { id: 'a' }, websiteRoles: { '1': true } };
    await trackButtonClick(fields, { ctx: owner as PageContext });
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §9: the call gives up after the 2500 ms tracking time-out, silently', async function () {
    this.timeout(10000);
    answerWith('slow');
    const output = captureConsoleOutput();
    try {
      await trackButtonRender(fields, { ctx: CTX });
    } finally {
      output.restore();
    }
    expect(output.calls).to.deep.equal([]);
    await pause(100);
    const [hit] = await received(run);
    expect(hit!.aborted).to.equal(true);
  });
});
