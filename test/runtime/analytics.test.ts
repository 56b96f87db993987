import { expect } from '@open-wc/testing';
import '../../elements/accordion/sq-accordion.ts';
import { traces } from '../../platform/analytics/trace.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import type { PageContext } from '../../platform/context/page-context.ts';
import { readCookie } from '../../platform/cookies/cookies.ts';
import { analytics, analyticsBehaviour } from '../../runtime/behaviours/analytics.ts';
import { BLOCK_ERROR_TRACE } from '../../runtime/behaviours/analytics-start.ts';
import { BEHAVIOURS } from '../../runtime/behaviours/index.ts';
import {
  pause,
  received,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../platform/analytics-helpers.ts';
import { captureConsole, OWNER, testEnv } from './helpers.ts';

const HIT = '/api/census/RecordHit';
const TRACK = '/api/track/Track';
const TRACE = '/api/events/Trace';
const EVENT = '/api/events/RecordEvent';

/** Appends an `<sq-accordion>` with `json` as its data to `parent`; answers it once upgraded. */
async function block(json: string, parent: Node = document.body): Promise<HTMLElement> {
  const el = document.createElement('sq-accordion');
  el.setAttribute('data-block-json', json);
  el.innerHTML = '<details><summary>Glazes</summary><p>Celadon.</p></details>';
  parent.appendChild(el);
  await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

/**
 * How many traces are queued once the block-error traces of the page have been handed to the
 * queue (its code loads on demand with the first one): waits until `count` are, or 1 s.
 */
async function queuedTraces(count: number): Promise<number> {
  const until = Date.now() + 1000;
  while (traces.size < count && Date.now() < until) await pause(20);
  return traces.size;
}

/** The traces the endpoint double received under `run`: each request's parsed `data` list. */
async function tracesSent(
  run: string,
): Promise<{ pageUrl: string; type: string; data: unknown }[]> {
  const sent = await waitForRequests(run, TRACE);
  return sent.flatMap((request) => JSON.parse(request.body.data!) as never[]);
}

/** Analytics whose code loads at once (the runtime waits for the page's load event). */
const analyticsNow = analyticsBehaviour({ when: async () => undefined });

/** Analytics whose code may load once `go` is called (the page's load event, for the runtime). */
function analyticsLater(env: ReturnType<typeof testEnv>): { stop: () => void; go: () => void } {
  let go!: () => void;
  const loaded = new Promise<void>((resolve) => (go = resolve));
  const stop = analyticsBehaviour({ when: () => loaded })(env) as () => void;
  return { stop, go };
}

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
    expect(BEHAVIOURS.find((b) => b.name === 'analytics')?.start).to.equal(analytics);
  });

  it('SPEC §4: nothing is counted before the page has loaded; then the view is', async () => {
    // Its own address: the browser reuses an image it already loaded, a landing beacon too.
    const later = analyticsLater(
      testEnv({ website: { id: 'site-1' } }, 'https://shop.example.com/visit?after=load'),
    );
    stop = later.stop;
    await pause(200);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
    later.go();
    const [view] = await waitForRequests(run, HIT);
    expect(view!.body.event).to.equal('1');
    expect(readCookie('ss_cvr')).to.be.a('string');
  });

  it('SPEC §7: events heard before the code loads are sent once it has: nothing is lost', async () => {
    const later = analyticsLater(
      testEnv({ website: { id: 'site-1' } }, 'https://shop.example.com/visit?heard=early'),
    );
    stop = later.stop;
    document.body.dispatchEvent(
      new CustomEvent('sq-track', {
        bubbles: true,
        composed: true,
        detail: { eventName: 'system_network_error', payload: { url: '/api/early' } },
      }),
    );
    await pause(200);
    expect(await received(run)).to.deep.equal([]);
    later.go();
    const [sent] = await waitForRequests(run, EVENT);
    expect(JSON.parse(sent!.body.data!)).to.include({ url: '/api/early', websiteId: 'site-1' });
  });

  it('SPEC §4: under a restrictive policy, what was heard before a decline is never sent', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    const later = analyticsLater(testEnv());
    stop = later.stop;
    later.go();
    document.body.dispatchEvent(
      new CustomEvent('sq-track', {
        bubbles: true,
        composed: true,
        detail: { eventName: 'system_network_error', payload: {} },
      }),
    );
    setConsent(false);
    await pause(300);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §4, §7: a visitor landing: visit cookies, analytics id, page view and landing beacon', async () => {
    stop = analyticsNow(
      testEnv({ website: { id: 'site-1' } }, 'https://shop.example.com/about/?source=ad'),
    );
    const [view] = await waitForRequests(run, HIT);
    expect(readCookie('ss_cvr')).to.match(/^[^|]+\|\d+\|\d+\|\d+\|1$/);
    expect(readCookie('ss_cvt')).to.match(/^\d+$/);
    expect(readCookie('ss_cid')).to.be.a('string');
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
    stop = analyticsNow(testEnv());
    await waitForRequests(run, TRACK);
    const record = readCookie('ss_cvr');
    (stop as () => void)();
    stop = analyticsNow(testEnv());
    const views = await waitForRequests(run, HIT, 2);
    expect(readCookie('ss_cvr')).to.equal(record);
    expect(views).to.have.length(2);
    await pause(200);
    expect((await received(run)).filter((hit) => hit.path === TRACK)).to.have.length(1);
  });

  it('SPEC §4: a signed-in owner is not counted: no cookies, nothing sent', async () => {
    stop = analyticsNow(testEnv(OWNER));
    await pause(300);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(readCookie('ss_cid')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §4: nothing is counted on a not-found page', async () => {
    stop = analyticsNow(testEnv({ pageType: 100 }));
    await pause(300);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §2, §3: on /search the page view is not counted, the search is (event 2)', async () => {
    stop = analyticsNow(testEnv({}, 'https://shop.example.com/search?q=%20celadon%20vase%20'));
    await waitForRequests(run, TRACK);
    expect(readCookie('ss_cvr')).to.be.a('string');
    await waitForRequests(run, HIT);
    await pause(200);
    const [search, ...more] = (await received(run)).filter((hit) => hit.path === HIT);
    expect(more, 'one hit only').to.deep.equal([]);
    expect(search!.body.event).to.equal('2');
    const data = JSON.parse(search!.body.data!) as Record<string, unknown>;
    expect(data.query).to.equal('celadon vase');
    expect(data.pagePath).to.equal('/search');
  });

  it('SPEC §2: /search without a query counts nothing, and q elsewhere is no search', async () => {
    stop = analyticsNow(testEnv({}, 'https://shop.example.com/search'));
    await waitForRequests(run, TRACK);
    await pause(200);
    expect((await received(run)).filter((hit) => hit.path === HIT)).to.deep.equal([]);
    if (stop) stop();
    stop = analyticsNow(testEnv({}, 'https://shop.example.com/about?q=vase'));
    const hits = await waitForRequests(run, HIT);
    expect(hits.map((hit) => hit.body.event)).to.deep.equal(['1']);
  });

  it('SPEC §4: under a restrictive policy nothing is written or sent until the visitor accepts', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    stop = analyticsNow(testEnv());
    await pause(300);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(readCookie('ss_cvt')).to.equal(undefined);
    expect(readCookie('ss_cid')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    const [view] = await waitForRequests(run, HIT);
    expect(readCookie('ss_cvr')).to.be.a('string');
    expect(view!.body.event).to.equal('1');
  });

  it('SPEC §4: under a restrictive policy a decline writes and sends nothing', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    stop = analyticsNow(testEnv());
    setConsent(false);
    await pause(300);
    expect(readCookie('ss_cvr')).to.equal(undefined);
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §3: sq-play / sq-pause of a video count event 21, of an audio element event 20', async () => {
    stop = analyticsNow(testEnv());
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

  describe('tracking events asked for with sq-track (SPEC §7 RecordEvent)', () => {
    const track = (detail: unknown, from: Element = document.body) =>
      from.dispatchEvent(new CustomEvent('sq-track', { detail, bubbles: true, composed: true }));

    it('SPEC §3, §8: an element’s system_network_error is sent with the page payload and its own fields', async () => {
      stop = analyticsNow(testEnv({ website: { id: 'site-1' } } as Partial<PageContext>));
      track({ eventName: 'system_network_error', payload: { url: '/api/x', status: 504 } });
      const [sent, ...more] = await waitForRequests(run, EVENT);
      expect(more).to.deep.equal([]);
      expect(sent!.body.event).to.equal('system_network_error');
      const data = JSON.parse(sent!.body.data!) as Record<string, unknown>;
      expect(data).to.include({ url: '/api/x', status: 504, websiteId: 'site-1', variantId: null });
      expect(data.pagePath).to.equal(location.pathname.replace(/(.)\/+$/, '$1'));
    });

    it('SPEC §7: a signed-in owner’s tracking events are sent too; a detail without an event name is not', async () => {
      stop = analyticsNow(testEnv(OWNER));
      track({ payload: { url: '/api/x' } });
      track({ eventName: 'system_network_error', payload: 'not an object' });
      const [sent, ...more] = await waitForRequests(run, EVENT);
      await pause(200);
      expect(more).to.deep.equal([]);
      expect(JSON.parse(sent!.body.data!)).to.include({ websiteId: 'site-1' });
    });

    it('SPEC §4: nothing is sent once analytics is stopped', async () => {
      (analyticsNow(testEnv()) as () => void)();
      track({ eventName: 'system_network_error', payload: {} });
      await pause(200);
      expect((await received(run)).filter((request) => request.path === EVENT)).to.deep.equal([]);
    });
  });

  describe('block failures traced (SPEC §7 Trace, public contract 3)', () => {
    let console: ReturnType<typeof captureConsole>;
    const made: Element[] = [];
    beforeEach(() => {
      console = captureConsole('error');
    });
    afterEach(() => {
      console.restore();
      for (const el of made.splice(0)) el.remove();
      traces.dispose();
    });

    it('SPEC §7: a block with broken data-block-json queues a block-error trace of its tag and path: message', async () => {
      stop = analyticsNow(testEnv());
      const broken = await block('{"allowMultipleOpen": ');
      made.push(broken);
      expect(await queuedTraces(1)).to.equal(1);
      await traces.flush();
      const [sent, ...more] = await tracesSent(run);
      expect(more).to.deep.equal([]);
      expect(sent!.type).to.equal(BLOCK_ERROR_TRACE);
      expect(sent!.pageUrl).to.equal(location.href);
      // The same `path: message` text the block marks itself with and logs.
      const error = broken.getAttribute('data-sq-error')!;
      expect(error).to.match(/^\(root\): /);
      expect(sent!.data).to.deep.equal({ tag: 'sq-accordion', error });
    });

    it('SPEC §7: data the schema rejects is traced with the failing path', async () => {
      stop = analyticsNow(testEnv());
      made.push(await block('{"allowMultipleOpen": "yes"}'));
      expect(await queuedTraces(1)).to.equal(1);
      await traces.flush();
      const [sent] = await tracesSent(run);
      expect(sent!.data).to.have.property('tag', 'sq-accordion');
      expect((sent!.data as { error: string }).error).to.match(/^allowMultipleOpen: /);
    });

    it('SPEC §7: a block inside a shadow root, whose sq-error an ancestor stops, is still traced by its own tag', async () => {
      stop = analyticsNow(testEnv());
      const host = document.createElement('div');
      made.push(host);
      document.body.append(host);
      host.addEventListener('sq-error', (event) => event.stopPropagation());
      await block('not json', host.attachShadow({ mode: 'open' }));
      expect(await queuedTraces(1)).to.equal(1);
      await traces.flush();
      const [sent] = await tracesSent(run);
      expect(sent!.data).to.have.property('tag', 'sq-accordion');
    });

    it('SPEC §7: valid blocks queue no trace, and a signed-in owner’s broken block is traced too', async () => {
      stop = analyticsNow(testEnv(OWNER));
      made.push(await block('{"allowMultipleOpen": true}'));
      made.push(await block('{'));
      expect(await queuedTraces(2)).to.equal(1);
    });

    it('SPEC §7: once analytics is stopped, a broken block queues nothing', async () => {
      (analyticsNow(testEnv()) as () => void)();
      made.push(await block('{'));
      expect(await queuedTraces(1)).to.equal(0);
    });
  });
});
