import { expect, waitUntil } from '@open-wc/testing';
import type { SqVideo } from '../../../elements/video/sq-video.ts';
import { mount, player, posterLoaded, testVideoUrl, videoMarkup } from './video-fixture.ts';

/** Hosts of the players; no request may reach them before the visitor presses play. */
const THIRD_PARTY = /youtube|youtu\.be|ytimg|vimeo|media\.example\.com/;

/** Resource timing entries of the page for third-party hosts. */
const thirdPartyEntries = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => THIRD_PARTY.test(new URL(name).hostname));

/** Every element of the document and of the videos' shadow roots matching `selector`. */
function findAll(videos: SqVideo[], selector: string): Element[] {
  return [
    ...document.querySelectorAll(selector),
    ...videos.flatMap((video) => [...video.shadowRoot!.querySelectorAll(selector)]),
  ];
}

// Its own file (its own page): resource timing entries of other tests' players do not count.
describe('<sq-video> before play', () => {
  it('SPEC §4: nothing third-party is requested before play: no iframe, script, preconnect or resource', async function () {
    // Five posters and an offline player address: slow on a busy machine, so waited for longer.
    this.timeout(20_000);
    const file = testVideoUrl('private');
    const videos = await mount(
      videoMarkup({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }) +
        videoMarkup({ url: 'https://vimeo.com/76979871' }) +
        videoMarkup({ html: '<iframe src="https://media.example.com/player/7"></iframe>' }) +
        videoMarkup({ html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' }) +
        videoMarkup({ url: file }),
      200, // every poster within reach of the viewport: all of them load
    );
    await waitUntil(() => videos.every((video) => video.matches(':state(overlay)')));
    await Promise.all(videos.map(posterLoaded));

    expect(findAll(videos, 'iframe, video, object, embed')).to.deep.equal([]);
    const scripts = findAll(videos, 'script[src]').map((s) => (s as HTMLScriptElement).src);
    expect(scripts.filter((src) => THIRD_PARTY.test(src))).to.deep.equal([]);
    expect(findAll(videos, 'link[rel~=preconnect], link[rel~=dns-prefetch]')).to.deep.equal([]);
    expect(thirdPartyEntries()).to.deep.equal([]);
    const log = await fetch(`/test-videos/log?name=${encodeURIComponent(file)}`);
    expect(await log.json(), 'the native file is not fetched either').to.deep.equal([]);

    // The same checks see a player once one is started.
    await videos[0]!.play();
    expect(player(videos[0]!)!.getAttribute('src')).to.match(/^https:\/\/www\.youtube-nocookie/);
    await waitUntil(() => thirdPartyEntries().length > 0, 'no resource entry for the player', {
      timeout: 15_000,
    });
    expect(thirdPartyEntries()).to.deep.equal([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ]);
  });

  // In this file no test presses a key or clicks: the page has no user activation.
  it('SPEC §4: a native file started without a visitor’s gesture plays muted, controls shown', async () => {
    const [el] = await mount(videoMarkup({ url: testVideoUrl('gestureless') }));
    const playing = new Promise((resolve) =>
      el!.shadowRoot!.addEventListener('playing', resolve, { capture: true, once: true }),
    );
    expect(navigator.userActivation.hasBeenActive).to.equal(false);
    await el!.play();
    await playing;
    const video = player(el!) as HTMLVideoElement;
    expect(video.muted).to.equal(true);
    expect(video.controls).to.equal(true);
  });
});
