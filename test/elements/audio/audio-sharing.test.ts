import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type {
  SqAudio,
  SqAudioPauseDetail,
  SqAudioPlayDetail,
} from '../../../elements/audio/sq-audio.ts';
import { SqAudio as SqAudioClass } from '../../../elements/audio/audio.ts';
import { parseAudioSharingUrl } from '../../../elements/audio/audio-sharing.ts';
import { configureConsent, setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import { captureConsole } from '../../helpers/image-server.ts';
import { withPageContext } from '../../platform/third-party/context-fixture.ts';
import { mountAudio, recordEvents } from './audio-fixture.ts';

/** The player double, served as a static file by the test server (server/third-party/audio). */
const DOUBLE = '/server/third-party/audio/player.html';
const SHARE = 'https://soundcloud.com/kilnandclay/firing-day';

function context(player = DOUBLE, cookieSettings: object = {}): () => void {
  return withPageContext({
    cookieSettings,
    websiteSettings: { thirdPartyEmbeds: { urls: { audioSharing: player } } },
  });
}

function embedMarkup(settings: object = { audioSharingUrl: SHARE, title: 'Firing day' }): string {
  return `<sq-audio data-block-json='${JSON.stringify(settings)}'>
    <p><a href="${SHARE}">Listen to “Firing day” on SoundCloud</a></p>
  </sq-audio>`;
}

const part = (el: SqAudio, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);
const loadButton = (el: SqAudio) => part(el, 'facade-button') as HTMLButtonElement;
const frame = (el: SqAudio) => part(el, 'embed') as HTMLIFrameElement | null;

/** Frames of the page that point at the player double. */
const playerFrames = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/server/third-party/audio/'));

/** Presses the facade's button with the keyboard and waits for the embed's outcome. */
async function pressLoad(
  el: SqAudio,
  outcome: 'sq-embed-loaded' | 'sq-embed-error',
): Promise<void> {
  const done = oneEvent(el, outcome);
  loadButton(el).focus();
  await sendKeys({ press: 'Enter' });
  await done;
  await el.updateComplete;
}

describe('<sq-audio> audio-sharing embed', () => {
  let removeContext: () => void = () => undefined;
  const timeout = SqAudioClass.embedTimeoutMs;
  afterEach(() => {
    removeContext();
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
    SqAudioClass.embedTimeoutMs = timeout;
  });

  it('ARCHITECTURE "Third-party embeds": the placeholder link and one button; nothing loads before the click', async () => {
    removeContext = context();
    performance.clearResourceTimings();
    const [el] = await mountAudio(embedMarkup());
    expect(el!.matches(':state(placeholder)')).to.equal(true);
    expect(el!.querySelector('a')!.checkVisibility()).to.equal(true);
    expect(loadButton(el!).textContent!.trim()).to.equal('Show the SoundCloud player');
    expect(part(el!, 'facade-shares')!.textContent).to.equal(
      'Loading the player sends your IP address and the address of this page to SoundCloud.',
    );
    expect(frame(el!)).to.equal(null);
    expect(playerFrames()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('a click loads the player with the page address, and focus moves into it', async () => {
    removeContext = context();
    const [el] = await mountAudio(embedMarkup());
    await pressLoad(el!, 'sq-embed-loaded');
    expect(el!.matches(':state(loaded)')).to.equal(true);
    const player = frame(el!)!;
    const src = new URL(player.src);
    expect(src.pathname).to.equal(DOUBLE);
    expect(src.searchParams.get('url')).to.equal(SHARE);
    expect(src.searchParams.get('auto_play')).to.equal('true');
    expect(player.title).to.equal('SoundCloud player: Firing day');
    expect(player.hidden).to.equal(false);
    expect(el!.shadowRoot!.activeElement).to.equal(player);
    expect(el!.querySelector('a')!.checkVisibility(), 'the placeholder gave way').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('SPEC §3 census audio: the player’s play and pause are reported with sq-play and sq-pause', async () => {
    removeContext = context();
    const [el] = await mountAudio(embedMarkup());
    const started = oneEvent(el!, 'sq-play');
    await pressLoad(el!, 'sq-embed-loaded');
    // auto_play: the player starts once the page listens.
    expect(((await started) as CustomEvent<SqAudioPlayDetail>).detail).to.deep.equal({
      url: SHARE,
      provider: 'soundcloud',
      title: '',
      index: 0,
    });
    expect(el!.matches(':state(playing)')).to.equal(true);
    const pauses = recordEvents<SqAudioPauseDetail>(el!, 'sq-pause');
    const stopped = oneEvent(el!, 'sq-pause');
    el!.stop();
    await stopped;
    expect(pauses.map((p) => [p.provider, p.reason])).to.deep.equal([['soundcloud', 'stopped']]);
  });

  it('SPEC §4: another player that starts pauses the embed', async () => {
    removeContext = context();
    const [embed, native] = await mountAudio(
      embedMarkup() + `<sq-audio><a href="/demo/audio/cone-ten.wav">Cone ten</a></sq-audio>`,
    );
    const started = oneEvent(embed!, 'sq-play');
    await pressLoad(embed!, 'sq-embed-loaded');
    await started;
    const stopped = oneEvent(embed!, 'sq-pause');
    const audio = native!.shadowRoot!.querySelector('audio')!;
    audio.focus();
    await native!.play();
    expect(((await stopped) as CustomEvent<SqAudioPauseDetail>).detail.reason).to.equal('stopped');
    native!.stop();
  });

  it('under a restrictive policy the button reads "Load SoundCloud"; its click loads this embed without storing consent', async () => {
    removeContext = context(DOUBLE, { isRestrictiveCookiePolicyEnabled: true });
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    const [el] = await mountAudio(embedMarkup());
    expect(loadButton(el!).textContent!.trim()).to.equal('Load SoundCloud');
    await expect(el).to.be.accessible();
    await pressLoad(el!, 'sq-embed-loaded');
    expect(document.cookie).not.to.contain(`${COOKIES.consent.name}=`);
  });

  it('with loadAfterConsent the player loads once the visitor accepts, without a click', async () => {
    removeContext = withPageContext({
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
      websiteSettings: {
        thirdPartyEmbeds: { loadAfterConsent: true, urls: { audioSharing: DOUBLE } },
      },
    });
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    const [el] = await mountAudio(embedMarkup());
    expect(el!.matches(':state(placeholder)')).to.equal(true);
    const loaded = oneEvent(el!, 'sq-embed-loaded');
    setConsent(true);
    await loaded;
    const src = new URL(frame(el!)!.src);
    expect(
      src.searchParams.get('auto_play'),
      'loaded by itself, it does not play by itself',
    ).to.equal('false');
    await el!.updateComplete;
    expect(el!.matches(':state(paused)')).to.equal(true);
  });

  it('a player that never says it is ready fails: the placeholder, the button and a message stay', async () => {
    removeContext = context(`${DOUBLE}?fail=timeout`);
    SqAudioClass.embedTimeoutMs = 300;
    const [el] = await mountAudio(embedMarkup());
    await pressLoad(el!, 'sq-embed-error');
    expect(el!.matches(':state(failed)')).to.equal(true);
    expect(frame(el!)).to.equal(null);
    expect(el!.querySelector('a')!.checkVisibility()).to.equal(true);
    expect(part(el!, 'facade-status')!.textContent!.trim()).to.equal(
      'SoundCloud could not be loaded. Please try again.',
    );
    expect(el!.shadowRoot!.activeElement).to.equal(loadButton(el!));
    await expect(el).to.be.accessible();
  });

  it('a player address that does not exist (404) fails the same way', async () => {
    removeContext = context('/server/third-party/audio/missing.html');
    SqAudioClass.embedTimeoutMs = 500;
    const [el] = await mountAudio(embedMarkup());
    await pressLoad(el!, 'sq-embed-error');
    expect(el!.matches(':state(failed)')).to.equal(true);
  });

  for (const url of [
    'https://example.com/kilnandclay/firing-day',
    'https://soundcloud.com/kilnandclay',
    'javascript:alert(1)',
    'not a url',
    'https://soundcloud.com/kilnandclay/firing day',
  ]) {
    it(`SPEC §8 console-only: invalid audio-sharing url ${JSON.stringify(url)} is reported and the block left as is`, async () => {
      removeContext = context();
      const errors = captureConsole('error');
      let el: SqAudio;
      try {
        [el] = (await mountAudio(embedMarkup({ audioSharingUrl: url }))) as [SqAudio];
      } finally {
        errors.restore();
      }
      expect(errors.messages).to.deep.equal([`[sq-audio] invalid audio-sharing url: ${url}`]);
      expect(el.hasAttribute('data-sq-error'), 'console only').to.equal(false);
      expect(loadButton(el)).to.equal(null);
      expect(el.shadowRoot!.querySelector('slot:not([name])')).not.to.equal(null);
      expect(el.querySelector('a')!.checkVisibility()).to.equal(true);
    });
  }

  it('accepts track and playlist pages of the service, canonical', () => {
    expect(
      parseAudioSharingUrl('http://www.soundcloud.com/kiln-and-clay/firing_day/?si=1#t'),
    ).to.equal('https://soundcloud.com/kiln-and-clay/firing_day');
    expect(parseAudioSharingUrl('https://m.soundcloud.com/kilnandclay/sets/kiln-log')).to.equal(
      'https://soundcloud.com/kilnandclay/sets/kiln-log',
    );
    expect(parseAudioSharingUrl('https://soundcloud.com/kilnandclay/sets')).to.equal(null);
  });
});

describe('<sq-audio> without a page context', () => {
  it('the button still waits for the click; nothing from the service is requested before', async () => {
    performance.clearResourceTimings();
    const [el] = await mountAudio(embedMarkup());
    await waitUntil(() => loadButton(el!), 'no button');
    expect(frame(el!)).to.equal(null);
    expect(
      performance.getEntriesByType('resource').filter((e) => e.name.includes('soundcloud')),
    ).to.deep.equal([]);
  });
});
