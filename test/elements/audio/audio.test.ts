import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type {
  SqAudio,
  SqAudioPauseDetail,
  SqAudioPlayDetail,
} from '../../../elements/audio/sq-audio.ts';
import '../../../elements/video/sq-video.ts';
import type { SqVideo } from '../../../elements/video/sq-video.ts';
import { captureConsole } from '../../helpers/image-server.ts';
import {
  audioMarkup,
  CLIPS,
  listed,
  mountAudio,
  nativePlayer,
  nowPlaying,
  recordEvents,
  trackButtons,
} from './audio-fixture.ts';

const abs = (path: string) => new URL(path, document.baseURI).href;

/** Chooses track `index` with the keyboard (a real user gesture) and waits for its `sq-play`. */
async function pressTrack(el: SqAudio, index: number): Promise<SqAudioPlayDetail> {
  const started = oneEvent(el, 'sq-play');
  trackButtons(el)[index]!.focus();
  await sendKeys({ press: 'Enter' });
  return ((await started) as CustomEvent<SqAudioPlayDetail>).detail;
}

describe('<sq-audio> native player', () => {
  it('SPEC §2 audio: the links of the server markup become the native player and its track list', async () => {
    const [el] = await mountAudio(audioMarkup({ title: 'The Kiln Log' }));
    const audio = nativePlayer(el!)!;
    expect(audio.controls).to.equal(true);
    expect(audio.preload, 'nothing is fetched before the visitor plays').to.equal('none');
    expect(audio.src).to.equal(abs(CLIPS[0][0]));
    expect(nowPlaying(el!)).to.equal('Loading the kiln');
    expect(listed(el!)).to.deep.equal({
      titles: ['Loading the kiln', 'Cone ten', 'Opening day'],
      current: 0,
    });
    const group = el!.shadowRoot!.querySelector('[role=group]')!;
    expect(group.getAttribute('aria-label')).to.equal('The Kiln Log');
    expect(
      el!.querySelector('ol')!.checkVisibility(),
      'the server list is no longer shown',
    ).to.equal(false);
    expect(el!.matches(':state(paused)')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('SPEC §2 audio: choosing a track with the keyboard plays it and marks it as the current one', async () => {
    const [el] = await mountAudio(audioMarkup());
    const detail = await pressTrack(el!, 1);
    expect(detail).to.deep.equal({
      url: abs(CLIPS[1][0]),
      provider: 'file',
      title: 'Cone ten',
      index: 1,
    });
    expect(nativePlayer(el!)!.src).to.equal(abs(CLIPS[1][0]));
    expect(nativePlayer(el!)!.paused).to.equal(false);
    expect(nowPlaying(el!)).to.equal('Cone ten');
    expect(listed(el!).current).to.equal(1);
    expect(el!.matches(':state(playing)')).to.equal(true);
    await expect(el).to.be.accessible();
    el!.stop();
  });

  it('SPEC §3 census audio: a pause and an end are reported with sq-pause, and the next track follows an end', async () => {
    const [el] = await mountAudio(audioMarkup());
    const pauses = recordEvents<SqAudioPauseDetail>(el!, 'sq-pause');
    await pressTrack(el!, 0);
    const audio = nativePlayer(el!)!;
    const paused = oneEvent(el!, 'sq-pause');
    audio.pause();
    await paused;
    expect(pauses.map((p) => [p.reason, p.index])).to.deep.equal([['paused', 0]]);
    expect(el!.matches(':state(paused)')).to.equal(true);

    const resumed = oneEvent(el!, 'sq-play');
    await audio.play();
    await resumed;
    const next = oneEvent(el!, 'sq-play');
    // The 12 s clip runs out in under a second.
    audio.playbackRate = 16;
    const { detail } = (await next) as CustomEvent<SqAudioPlayDetail>;
    expect(pauses.map((p) => [p.reason, p.index])).to.deep.equal([
      ['paused', 0],
      ['ended', 0],
    ]);
    expect(detail.index).to.equal(1);
    expect(listed(el!).current).to.equal(1);
    el!.stop();
  });

  it('SPEC §3 census audio: choosing another track stops the one playing (stopped), then plays the new one', async () => {
    const [el] = await mountAudio(audioMarkup());
    const pauses = recordEvents<SqAudioPauseDetail>(el!, 'sq-pause');
    await pressTrack(el!, 0);
    const detail = await pressTrack(el!, 2);
    expect(pauses.map((p) => [p.reason, p.index])).to.deep.equal([['stopped', 0]]);
    expect(detail.index).to.equal(2);
    expect(nativePlayer(el!)!.paused).to.equal(false);
    el!.stop();
  });

  it('SPEC §3: with autoAdvance false an ended track stays the current one', async () => {
    const [el] = await mountAudio(audioMarkup({ autoAdvance: false }));
    const plays = recordEvents<SqAudioPlayDetail>(el!, 'sq-play');
    await pressTrack(el!, 2);
    const audio = nativePlayer(el!)!;
    const ended = oneEvent(el!, 'sq-pause');
    audio.playbackRate = 16;
    expect(((await ended) as CustomEvent<SqAudioPauseDetail>).detail.reason).to.equal('ended');
    await el!.updateComplete;
    expect(plays.length).to.equal(1);
    expect(listed(el!).current).to.equal(2);
  });

  it('SPEC §9: an album holds at most 60 tracks; more are left out with one console error', async () => {
    const many = Array.from(
      { length: 75 },
      (_, i) => [`/tracks/t${i + 1}.wav`, `Take ${i + 1}`] as const,
    );
    const errors = captureConsole('error');
    let el: SqAudio;
    try {
      [el] = (await mountAudio(audioMarkup({}, many))) as [SqAudio];
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.deep.equal([
      '[sq-audio] 75 tracks listed; an album holds at most 60: the first 60 are kept, 15 left out.',
    ]);
    const { titles } = listed(el);
    expect(titles.length).to.equal(60);
    expect(titles[0]).to.equal('Take 1');
    expect(titles[59]).to.equal('Take 60');
    expect(el.tracks.length).to.equal(60);
  });

  it('SPEC §9: exactly 60 tracks are all kept without a message', async () => {
    const sixty = Array.from({ length: 60 }, (_, i) => [`/tracks/s${i}.wav`, `Side ${i}`] as const);
    const errors = captureConsole('error');
    try {
      const [el] = await mountAudio(audioMarkup({}, sixty));
      expect(listed(el!).titles.length).to.equal(60);
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.deep.equal([]);
  });

  it('a single track shows the player without a list; links that are not tracks are skipped', async () => {
    const [el] = await mountAudio(
      audioMarkup({}, [
        ['#top', 'Back to top'],
        ['mailto:hello@kilnandclay.example', 'Write to us'],
        [CLIPS[2][0], ' Opening   day '],
      ]),
    );
    expect(nowPlaying(el!)).to.equal('Opening day');
    expect(trackButtons(el!)).to.deep.equal([]);
    expect(nativePlayer(el!)!.src).to.equal(abs(CLIPS[2][0]));
    await expect(el).to.be.accessible();
  });

  it('the list follows the markup when the page changes its links', async () => {
    const [el] = await mountAudio(audioMarkup());
    const list = el!.querySelector('ol')!;
    list.lastElementChild!.remove();
    list.insertAdjacentHTML(
      'afterbegin',
      '<li><a href="/demo/audio/cone-ten.wav?v=2">Encore</a></li>',
    );
    await waitUntil(() => listed(el!).titles.length === 3 && listed(el!).titles[0] === 'Encore');
    expect(listed(el!)).to.deep.equal({
      titles: ['Encore', 'Loading the kiln', 'Cone ten'],
      current: 1,
    });
  });

  it('ARCHITECTURE contract 3: broken data-block-json leaves the server list as it is', async () => {
    const errors = captureConsole('error');
    const failed = oneEvent(document, 'sq-error');
    let el: SqAudio;
    try {
      [el] = (await mountAudio(audioMarkup('{"autoAdvance":"yes"}'))) as [SqAudio];
      await failed;
    } finally {
      errors.restore();
    }
    expect(el.getAttribute('data-sq-error')).to.equal('autoAdvance: must be true or false');
    expect(errors.messages).to.deep.equal([
      '[sq-audio] invalid data-block-json: autoAdvance: must be true or false',
    ]);
    expect(nativePlayer(el)).to.equal(null);
    expect(el.querySelector('ol')!.checkVisibility()).to.equal(true);
  });
});

describe('<sq-audio> one at a time (SPEC §4)', () => {
  it('starting one player stops the other, whose sq-pause says stopped', async () => {
    const [first, second] = await mountAudio(audioMarkup() + audioMarkup());
    await pressTrack(first!, 0);
    const stopped = oneEvent(first!, 'sq-pause');
    await pressTrack(second!, 1);
    expect(((await stopped) as CustomEvent<SqAudioPauseDetail>).detail.reason).to.equal('stopped');
    expect(nativePlayer(first!)!.paused).to.equal(true);
    expect(nativePlayer(second!)!.paused).to.equal(false);
    second!.stop();
  });

  it('a video that starts pauses the audio, and audio that starts returns the video to its overlay', async () => {
    const [el] = await mountAudio(
      audioMarkup() +
        `<sq-video data-block-json='{"url":"https://vimeo.com/76979871","title":"Glazing"}'><img src="/demo/images/kiln-opening.jpg" alt="Kiln"></sq-video>`,
    );
    const video = el!.parentElement!.querySelector('sq-video') as SqVideo;
    await video.updateComplete;
    await pressTrack(el!, 0);
    const paused = oneEvent(el!, 'sq-pause');
    expect(await video.play()).to.equal(true);
    expect(((await paused) as CustomEvent<SqAudioPauseDetail>).detail.reason).to.equal('stopped');
    expect(nativePlayer(el!)!.paused).to.equal(true);

    const back = oneEvent(video, 'sq-pause');
    await pressTrack(el!, 1);
    await back;
    expect(video.state).to.equal('overlay');
    expect(nativePlayer(el!)!.paused).to.equal(false);
    el!.stop();
  });
});
