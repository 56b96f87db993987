import { expect, waitUntil } from '@open-wc/testing';
import { configureConsent, readConsent, setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import { withPageContext } from '../../platform/third-party/context-fixture.ts';
import { mount, mountOne, playButton, player, testVideoUrl, videoMarkup } from './video-fixture.ts';
import type { SqVideo } from '../../../elements/video/sq-video.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';
const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true };

const loadButton = (el: SqVideo) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=facade-button]');
const sharesLine = (el: SqVideo) =>
  el.shadowRoot!.querySelector('[part~=facade-shares]')?.textContent ?? null;

describe('<sq-video> behind the third-party facade', () => {
  afterEach(() => {
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('a restrictive policy without acceptance: "Load YouTube" and what playing shares, no player', async () => {
    configureConsent(RESTRICTIVE);
    const [yt, vimeo] = await mount(videoMarkup({ url: YOUTUBE }) + videoMarkup({ url: VIMEO }));
    expect(Boolean(playButton(yt!))).to.equal(false);
    expect(loadButton(yt!)!.textContent!.trim()).to.equal('Load YouTube');
    expect(sharesLine(yt!)).to.equal(
      'Playing this video loads it from YouTube, which receives your IP address.',
    );
    expect(loadButton(vimeo!)!.textContent!.trim()).to.equal('Load Vimeo');
    expect(yt!.state).to.equal('overlay');
    expect(yt!.matches(':state(placeholder)')).to.equal(true);
    expect(Boolean(player(yt!))).to.equal(false);
    await expect(yt!).to.be.accessible();
  });

  it('its click is consent for this video only: it plays, nothing is stored, the other still asks', async () => {
    configureConsent(RESTRICTIVE);
    const [yt, vimeo] = await mount(videoMarkup({ url: YOUTUBE }) + videoMarkup({ url: VIMEO }));
    loadButton(yt!)!.focus();
    loadButton(yt!)!.click();
    await waitUntil(() => player(yt!), 'the click did not start the video');
    expect(player(yt!)!.getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await waitUntil(() => yt!.shadowRoot!.activeElement === player(yt!), 'focus on the player');
    expect(yt!.state).to.equal('playing');
    expect(yt!.matches(':state(loaded)')).to.equal(true);
    expect(readConsent()).to.equal(undefined);
    expect(loadButton(vimeo!)!.textContent!.trim()).to.equal('Load Vimeo');
    yt!.stop();
    await yt!.updateComplete;
    expect(yt!.matches(':state(placeholder)')).to.equal(true);
    expect(Boolean(loadButton(yt!)), 'stopped, it asks again').to.equal(true);
  });

  it('a file of the page’s own origin needs no consent: the play button as usual', async () => {
    configureConsent(RESTRICTIVE);
    const el = await mountOne(videoMarkup({ url: testVideoUrl('own') }));
    expect(Boolean(loadButton(el))).to.equal(false);
    expect(Boolean(playButton(el))).to.equal(true);
  });

  it('an acceptance brings the play button back; loadAfterConsent never starts a video', async () => {
    configureConsent(RESTRICTIVE);
    const removeContext = withPageContext({
      cookieSettings: RESTRICTIVE,
      websiteSettings: { thirdPartyEmbeds: { loadAfterConsent: true } },
    });
    try {
      const el = await mountOne(videoMarkup({ url: YOUTUBE }));
      setConsent(true);
      await waitUntil(() => playButton(el), 'the play button is back');
      expect(Boolean(loadButton(el))).to.equal(false);
      await new Promise(requestAnimationFrame);
      expect(Boolean(player(el)), 'no autoplay').to.equal(false);
      expect(el.state).to.equal('overlay');
    } finally {
      removeContext();
    }
  });

  it('a prevented sq-embed-load keeps the overlay: play() answers false', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE }));
    el.addEventListener('sq-embed-load', (event) => event.preventDefault(), { once: true });
    expect(await el.play()).to.equal(false);
    expect(Boolean(player(el))).to.equal(false);
    expect(await el.play()).to.equal(true);
  });
});
