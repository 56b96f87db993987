import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { SqVideo } from '../../../elements/video/sq-video.ts';
import {
  mount,
  mountOne,
  playButton,
  player,
  posterLoaded,
  record,
  testVideoUrl,
  videoMarkup,
} from './video-fixture.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';

/** What the test video server received for `url`. */
async function requestsFor(url: string): Promise<unknown[]> {
  const response = await fetch(`/test-videos/log?name=${encodeURIComponent(url)}`);
  return (await response.json()) as unknown[];
}

/**
 * Resolves at the first `playing` event of the player `el` creates (media events do not bubble,
 * but a capturing listener on the shadow root hears them).
 */
function nextPlaying(el: SqVideo): Promise<Event> {
  return new Promise((resolve) =>
    el.shadowRoot!.addEventListener('playing', resolve, { capture: true, once: true }),
  );
}

/** Presses the play button with the keyboard: a real user gesture. */
async function pressPlay(el: SqVideo, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  playButton(el)!.focus();
  await sendKeys({ press: key });
  await waitUntil(() => player(el), 'no player appeared');
}

describe('<sq-video>', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §4: the overlay shows the poster, sized to cover its box, and a play button named after the video', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, title: 'Throwing a jar' }));
    expect(el.state).to.equal('overlay');
    expect(el.matches(':state(overlay)')).to.equal(true);
    const poster = el.querySelector('img')!;
    expect(poster.slot).to.equal('poster');
    expect(poster.alt).to.equal('Glazing a bowl');
    expect(playButton(el)!.getAttribute('aria-label')).to.equal('Play video: Throwing a jar');
    expect(player(el)).to.equal(null);
    await posterLoaded(el);
    expect(poster.getAttribute('src')).to.match(/^\/test-images\/poster/);
    expect(poster.checkVisibility()).to.equal(true);
    expect(getComputedStyle(poster).objectFit).to.equal('cover');
    const frame = el.shadowRoot!.querySelector('[part~="box"]')!.getBoundingClientRect();
    const shown = poster.getBoundingClientRect();
    expect(shown.width, 'as wide as the box').to.be.closeTo(frame.width, 0.5);
    expect(shown.height, 'as high as the box').to.be.closeTo(frame.height, 0.5);
  });

  it('SPEC §4: without a title the button is named after the poster’s alt text', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE }));
    expect(playButton(el)!.getAttribute('aria-label')).to.equal('Play video: Glazing a bowl');
  });

  it('SPEC §4: play on a YouTube URL shows the privacy-enhanced player and moves focus to it', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, title: 'Throwing a jar' }));
    const plays = record(el, 'sq-play');
    expect(await el.play()).to.equal(true);
    expect(plays).to.deep.equal([{ url: YOUTUBE, provider: 'youtube' }]);
    const frame = player(el) as HTMLIFrameElement;
    expect(frame.localName).to.equal('iframe');
    expect(frame.getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(frame.getAttribute('allow')).to.equal('autoplay; fullscreen; picture-in-picture');
    expect(frame.title).to.equal('Throwing a jar');
    expect(el.shadowRoot!.activeElement).to.equal(frame);
    expect(el.state).to.equal('playing');
    expect(el.matches(':state(playing)')).to.equal(true);
    expect(playButton(el)).to.equal(null);
  });

  it('SPEC §4: youtu.be, embed URLs and start times play in the same player', async () => {
    const [a, b] = await mount(
      videoMarkup({ url: 'https://youtu.be/dQw4w9WgXcQ?t=1m30s' }) +
        videoMarkup({ url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }),
    );
    await a!.play();
    expect(player(a!)!.getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90',
    );
    await b!.play();
    expect(player(b!)!.getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('SPEC §4: play on a Vimeo URL shows the Vimeo player', async () => {
    const el = await mountOne(videoMarkup({ url: VIMEO }));
    await el.play();
    expect(player(el)!.getAttribute('src')).to.equal(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('SPEC §4: an html embed plays its iframe’s address, titled as the embed was', async () => {
    const code =
      '<iframe src="https://media.example.com/player/42" title="Studio tour" width="640" height="480"></iframe>';
    const el = await mountOne(videoMarkup({ html: code }));
    await waitUntil(() => playButton(el), 'the embed was never read');
    expect(playButton(el)!.getAttribute('aria-label')).to.equal('Play video: Studio tour');
    const started = oneEvent(el, 'sq-play');
    await el.play();
    expect(player(el)!.getAttribute('src')).to.equal('https://media.example.com/player/42');
    expect((player(el) as HTMLIFrameElement).title).to.equal('Studio tour');
    expect((await started).detail).to.deep.equal({
      url: 'https://media.example.com/player/42',
      provider: 'embed',
    });
  });

  it('SPEC §4: a native file plays in <video controls> once the visitor presses play', async () => {
    const url = testVideoUrl('native');
    const el = await mountOne(videoMarkup({ url, mode: 'none' }));
    await posterLoaded(el);
    expect(await requestsFor(url), 'nothing fetched before play').to.deep.equal([]);
    const playing = nextPlaying(el);
    await pressPlay(el);
    const video = player(el) as HTMLVideoElement;
    expect(video.localName).to.equal('video');
    expect(video.controls).to.equal(true);
    expect(video.hasAttribute('playsinline')).to.equal(true);
    expect(video.getAttribute('src')).to.equal(new URL(url, location.href).href);
    await playing;
    await waitUntil(() => video.currentTime > 0, 'the video never advanced', { timeout: 4000 });
    expect((await requestsFor(url)).length).to.be.greaterThan(0);
    expect(video.muted, 'a visitor’s press may start it with sound').to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(video);
  });

  it('SPEC §4: starting a second video returns the first to its overlay', async () => {
    const file = testVideoUrl('first');
    const [first, second] = await mount(videoMarkup({ url: file }) + videoMarkup({ url: VIMEO }));
    const pauses = record(first!, 'sq-pause');
    await pressPlay(first!);
    const video = player(first!) as HTMLVideoElement;
    await second!.play();
    expect(first!.state).to.equal('overlay');
    expect(player(first!)).to.equal(null);
    expect(playButton(first!)).not.to.equal(null);
    expect(video.paused, 'the stopped file is paused').to.equal(true);
    expect(video.isConnected).to.equal(false);
    expect(second!.state).to.equal('playing');
    expect(pauses).to.deep.equal([
      { url: new URL(file, location.href).href, provider: 'file', reason: 'stopped' },
    ]);
    await first!.play();
    expect(second!.state).to.equal('overlay');
    expect(player(second!)).to.equal(null);
  });

  it('SPEC §4: sq-play and sq-pause report start, pause, end and stop of a native file', async () => {
    const url = testVideoUrl('events');
    const el = await mountOne(videoMarkup({ url }));
    const absolute = new URL(url, location.href).href;
    const plays = record(el, 'sq-play');
    const pauses = record(el, 'sq-pause');
    const playing = nextPlaying(el);
    await pressPlay(el);
    const video = player(el) as HTMLVideoElement;
    await playing;
    expect(plays).to.deep.equal([{ url: absolute, provider: 'file' }]);
    video.pause();
    await oneEvent(el, 'sq-pause');
    expect(pauses.map((p) => p.reason)).to.deep.equal(['paused']);
    video.currentTime = Math.max(0, video.duration - 0.3);
    await video.play();
    await oneEvent(el, 'sq-pause');
    expect(plays).to.have.length(2);
    expect(pauses.map((p) => p.reason)).to.deep.equal(['paused', 'ended']);
    el.stop();
    expect(pauses.at(-1)).to.deep.equal({ url: absolute, provider: 'file', reason: 'stopped' });
    expect(el.state).to.equal('overlay');
  });

  it('SPEC §4: stop() returns focus from the player to the play button', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE }));
    await el.play();
    expect(el.shadowRoot!.activeElement).to.equal(player(el));
    el.stop();
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(playButton(el));
  });

  it('SPEC §4: Tab reaches the play button and Enter or Space starts the video', async () => {
    const [a, b] = await mount(
      `<button type="button">Before</button>` +
        videoMarkup({ url: YOUTUBE }) +
        videoMarkup({ url: VIMEO }),
    );
    const before = a!.parentElement!.querySelector('button')!;
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(a!.shadowRoot!.activeElement).to.equal(playButton(a!));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => player(a!), 'Enter did not start the video');
    expect(a!.state).to.equal('playing');
    // Playing ends with focus on the player; only then does focus move on to the second video.
    await waitUntil(() => a!.shadowRoot!.activeElement === player(a!), 'focus on the player');
    playButton(b!)!.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => player(b!), 'Space did not start the video');
    expect(a!.state).to.equal('overlay');
  });

  it('SPEC §4: the overlay and the playing states pass axe', async () => {
    const [file, embed] = await mount(
      videoMarkup({ url: testVideoUrl('axe') }) + videoMarkup({ url: YOUTUBE }),
    );
    await posterLoaded(file!);
    await expect(file!).to.be.accessible();
    await pressPlay(file!);
    await expect(file!).to.be.accessible();
    await embed!.play();
    await expect(embed!).to.be.accessible();
  });

  it('SPEC §4: the player fades in, and does not with reduced motion', async () => {
    const [a, b] = await mount(videoMarkup({ url: YOUTUBE }) + videoMarkup({ url: VIMEO }));
    await a!.play();
    expect(player(a!)!.getAnimations()).to.have.length(1);
    await emulateMedia({ reducedMotion: 'reduce' });
    await b!.play();
    expect(player(b!)!.getAnimations()).to.have.length(0);
  });

  it('SPEC §3: muted and loop reach the native player', async () => {
    const el = await mountOne(videoMarkup({ url: testVideoUrl('muted'), muted: true, loop: true }));
    await pressPlay(el);
    const video = player(el) as HTMLVideoElement;
    expect(video.muted).to.equal(true);
    expect(video.loop).to.equal(true);
  });
});
