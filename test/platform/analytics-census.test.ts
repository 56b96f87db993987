import { expect } from '@open-wc/testing';
import {
  recordHit,
  recordMediaEvent,
  recordPageView,
  recordSiteSearch,
} from '../../platform/analytics/census.ts';
import { startHeartbeat } from '../../platform/analytics/heartbeat.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import type { PageContext } from '../../platform/context/page-context.ts';
import {
  answerWith,
  captureConsoleOutput,
  pause,
  received,
  resetAnalyticsState,
  setVisibility,
  startRun,
  waitForRequests,
} from './analytics-helpers.ts';

const HIT = '/api/census/RecordHit';
const CTX = {
  website: { id: 'site-7' },
  templateId: 'tpl-3',
  pageType: 2,
  collectionId: 'col-1',
  collection: { title: 'Journal', permissionType: 1 },
} as PageContext;

describe('platform/analytics/census (SPEC §7 POST /api/census/RecordHit)', () => {
  let run: string;
  beforeEach(() => {
    run = startRun();
  });
  afterEach(() => {
    setVisibility(undefined);
    resetAnalyticsState();
  });

  it('SPEC §7: form-encoded event, data (JSON string) and ss_cvr, with the crumb', async () => {
    document.cookie = `ss_cvr=${encodeURIComponent('v-1|1|2|3|4')}; path=/`;
    document.cookie = 'crumb=hit-crumb; path=/';
    await recordHit(1, { extra: 'yes' }, { ctx: CTX, href: 'https://example.com/blog/post/#top' });
    const [hit, more] = await received(run);
    expect(more).to.equal(undefined);
    expect(hit!.method).to.equal('POST');
    expect(hit!.contentType).to.match(/^application\/x-www-form-urlencoded/);
    expect(hit!.body.event).to.equal('1');
    expect(hit!.body.ss_cvr).to.equal('v-1|1|2|3|4');
    expect(hit!.body.crumb).to.equal('hit-crumb');
    const data = JSON.parse(hit!.body.data!) as Record<string, unknown>;
    expect(data).to.include({
      pagePath: '/blog/post',
      pageHash: 'top',
      websiteId: 'site-7',
      templateId: 'tpl-3',
      url: 'https://example.com/blog/post/#top',
      collectionId: 'col-1',
      pageTitle: 'Journal',
      contentSource: 'c',
      visitorCookie: 'v-1|1|2|3|4',
      extra: 'yes',
    });
  });

  it('SPEC §3: missing tracking values are null; a page without a hash has no pageHash', async () => {
    await recordHit(1, {}, { ctx: { pageType: 2 } as PageContext, href: '/about/' });
    const [hit] = await received(run);
    const data = JSON.parse(hit!.body.data!) as Record<string, unknown>;
    expect(data).to.include({
      pagePath: '/about',
      websiteId: null,
      templateId: null,
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: null,
      itemId: null,
      visitorCookie: null,
    });
    expect(data).not.to.have.property('pageHash');
    expect(hit!.body).not.to.have.property('ss_cvr');
  });

  it('SPEC §3: a page view is census event 1', async () => {
    await recordPageView({ ctx: CTX, href: '/about' });
    const [hit] = await received(run);
    expect(hit!.body.event).to.equal('1');
  });

  it('SPEC §2: a page view of /search is not counted', async () => {
    await recordPageView({ ctx: CTX, href: '/search?q=shoes' });
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §4: a page view is not counted for a signed-in owner', async () => {
    const owner = { ...CTX, authenticatedAccount: { id: 'a' }, websiteRoles: { '1': true } };
    await recordPageView({ ctx: owner as PageContext, href: '/about' });
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §3: a site search is census event 2 with the query, counted on /search', async () => {
    await recordSiteSearch('  red shoes ', { ctx: CTX, href: '/search?q=red+shoes' });
    const [hit] = await received(run);
    expect(hit!.body.event).to.equal('2');
    expect(JSON.parse(hit!.body.data!)).to.include({ query: 'red shoes', pagePath: '/search' });
  });

  it('SPEC §3: audio is census event 20 and video 21, with what played', async () => {
    await recordMediaEvent(
      'audio',
      { action: 'play', url: 'https://cdn.example.com/a.mp3' },
      { ctx: CTX },
    );
    await recordMediaEvent(
      'video',
      { action: 'pause', url: 'https://youtu.be/x', provider: 'youtube', reason: 'stopped' },
      { ctx: CTX },
    );
    const [audio, video] = await received(run);
    expect(audio!.body.event).to.equal('20');
    expect(JSON.parse(audio!.body.data!)).to.include({
      mediaAction: 'play',
      mediaUrl: 'https://cdn.example.com/a.mp3',
      mediaProvider: null,
      mediaReason: null,
    });
    expect(video!.body.event).to.equal('21');
    expect(JSON.parse(video!.body.data!)).to.include({
      mediaAction: 'pause',
      mediaProvider: 'youtube',
      mediaReason: 'stopped',
    });
  });

  it('SPEC §3: the heartbeat (event 10) beats while the page is visible and stops when hidden', async () => {
    const stop = startHeartbeat({ ctx: CTX, intervalMs: 60 });
    try {
      const beats = await waitForRequests(run, HIT, 2);
      expect(beats.map((hit) => hit.body.event)).to.include.members(['10']);
      setVisibility('hidden');
      // Let a hit already on its way arrive before counting.
      await pause(300);
      const hidden = (await received(run)).length;
      await pause(300);
      expect((await received(run)).length).to.equal(hidden);
      setVisibility('visible');
      await waitForRequests(run, HIT, hidden + 1);
      expect((await received(run)).length).to.be.greaterThan(hidden);
    } finally {
      stop();
    }
  });

  for (const mode of ['500', 'drop']) {
    it(`SPEC §7: a failed hit (${mode}) is swallowed: resolves, nothing on the console`, async () => {
      answerWith(mode);
      const output = captureConsoleOutput();
      try {
        await recordHit(1, {}, { ctx: CTX });
      } finally {
        output.restore();
      }
      expect(output.calls).to.deep.equal([]);
      // The browser may repeat a request whose connection dropped: at least one arrived.
      expect(await received(run)).to.have.length.greaterThan(0);
    });
  }

  it('SPEC §4: under a restrictive policy hits wait for consent and go out on accept', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await recordHit(1, {}, { ctx: CTX });
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    expect(await waitForRequests(run, HIT)).to.have.length(1);
  });

  it('SPEC §4: under a restrictive policy a declined visitor sends nothing', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await recordHit(1, {}, { ctx: CTX });
    setConsent(false);
    await recordHit(1, {}, { ctx: CTX });
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
  });
});
