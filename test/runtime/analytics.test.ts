import { expect } from '@open-wc/testing';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import { readCookie } from '../../platform/cookies/cookies.ts';
import { analytics } from '../../runtime/behaviours/analytics.ts';
import { BEHAVIOURS } from '../../runtime/behaviours/index.ts';
import {
  pause,
  received,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../platform/analytics-helpers.ts';
import { OWNER, testEnv } from './helpers.ts';

const HIT = '/api/census/RecordHit';
const TRACK = '/api/track/Track';

describe('runtime/behaviours/analytics (SPEC §4, §7)', () => {
  let run: string;
  let stop: (() => void) | void;
  beforeEach(() => {
    run = startRun();
  });
  afterEach(() => {
    if (stop) stop();
    stop = undefined;
    resetAnalyticsState();
  });

  it('starts after consent, so it sees the consent policy', () => {
    const names = BEHAVIOURS.map((behaviour) => behaviour.name);
    expect(names.indexOf('consent')).to.equal(0);
    expect(names.indexOf('analytics')).to.be.greaterThan(0);
  });

  it('SPEC §4, §7: a visitor landing: visit cookies, analytics id, page view and landing beacon', async () => {
    stop = analytics(
      testEnv({ website: { id: 'site-1' } }, 'https://shop.example.com/about/?source=ad'),
    );
    expect(readCookie('ss_cvr')).to.match(/^[^|]+\|\d+\|\d+\|\d+\|1$/);
    expect(readCookie('ss_cvt')).to.match(/^\d+$/);
    expect(readCookie('ss_cid')).to.be.a('string');
    const [view] = await waitForRequests(run, HIT);
    expect(view!.body.event).to.equal('1');
    expect(view!.body.ss_cvr).to.equal(readCookie('ss_cvr'));
    expect(JSON.parse(view!.body.data!)).to.include({ pagePath: '/about', websiteId: 'site-1' });
    const [landing] = await waitForRequests(run, TRACK);
    expect(landing!.query).to.include({
      landing: 'https://shop.example.com/about/?source=ad',
      source: 'ad',
    });
  });

  it('SPEC §4: a further page view in the same visit counts the view, not a new visit or landing', async () => {
    stop = analytics(testEnv());
    const record = readCookie('ss_cvr');
    await waitForRequests(run, TRACK);
    (stop as () => void)();
    stop = analytics(testEnv());
    expect(readCookie('ss_cvr')).to.equal(record);
    const views = await waitForRequests(run, HIT, 2);
    expect(views).to.have.length(2);
    await pause(200);
    expect((await received(run)).filter((hit) => hit.path === TRACK)).to.have.length(1);
  });

  it('SPEC §4: a signed-in owner is not counted: no cookies, nothing sent', async () => {
    stop = analytics(testEnv(OWNER));
    await pause(300);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(readCookie('ss_cid')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §4: nothing is counted on a not-found page', async () => {
    stop = analytics(testEnv({ pageType: 100 }));
    await pause(300);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §2: on /search the visit is kept but the page view is not counted', async () => {
    stop = analytics(testEnv({}, 'https://shop.example.com/search?q=vase'));
    expect(readCookie('ss_cvr')).to.be.a('string');
    await waitForRequests(run, TRACK);
    await pause(200);
    expect((await received(run)).filter((hit) => hit.path === HIT)).to.deep.equal([]);
  });

  it('SPEC §4: under a restrictive policy nothing is written or sent until the visitor accepts', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    stop = analytics(testEnv());
    await pause(300);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(readCookie('ss_cvt')).to.equal(undefined);
    expect(readCookie('ss_cid')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    expect(readCookie('ss_cvr')).to.be.a('string');
    const [view] = await waitForRequests(run, HIT);
    expect(view!.body.event).to.equal('1');
  });

  it('SPEC §4: under a restrictive policy a decline writes and sends nothing', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    stop = analytics(testEnv());
    setConsent(false);
    await pause(300);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §3: sq-play / sq-pause of a video count event 21, of an audio element event 20', async () => {
    stop = analytics(testEnv());
    await waitForRequests(run, HIT);
    const video = document.createElement('sq-video');
    const audio = document.createElement('sq-audio');
    document.body.append(video, audio);
    try {
      const fire = (el: Element, type: string, detail: object) =>
        el.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
      fire(video, 'sq-play', { url: 'https://youtu.be/a', provider: 'youtube' });
      fire(audio, 'sq-pause', { url: 'https://cdn.example.com/t.mp3', reason: 'ended' });
      const hits = await waitForRequests(run, HIT, 3);
      const media = hits.filter((hit) => hit.body.event !== '1');
      expect(media.map((hit) => hit.body.event).sort()).to.deep.equal(['20', '21']);
      const played = media.find((hit) => hit.body.event === '21')!;
      expect(JSON.parse(played.body.data!)).to.include({
        mediaAction: 'play',
        mediaUrl: 'https://youtu.be/a',
        mediaProvider: 'youtube',
      });
      const paused = media.find((hit) => hit.body.event === '20')!;
      expect(JSON.parse(paused.body.data!)).to.include({
        mediaAction: 'pause',
        mediaReason: 'ended',
      });
    } finally {
      video.remove();
      audio.remove();
    }
  });
});
