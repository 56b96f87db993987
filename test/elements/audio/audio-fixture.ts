/** Mounting `<sq-audio>` markup in browser tests, and reading what it shows. */
import { fixture, html } from '@open-wc/testing';
import '../../../elements/audio/sq-audio.ts';
import type { SqAudio } from '../../../elements/audio/sq-audio.ts';

/** The demo's clips (12 s, 4 kHz WAV), served by the test server from the project root. */
export const CLIPS = [
  ['/demo/audio/loading-the-kiln.wav', 'Loading the kiln'],
  ['/demo/audio/cone-ten.wav', 'Cone ten'],
  ['/demo/audio/opening-day.wav', 'Opening day'],
] as const;

/** Server markup of an `<sq-audio>` listing `tracks` ([href, text]) as links. */
export function audioMarkup(
  settings: object | string = {},
  tracks: readonly (readonly [string, string])[] = CLIPS,
): string {
  const json = typeof settings === 'string' ? settings : JSON.stringify(settings);
  const items = tracks.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('');
  return `<sq-audio data-block-json='${json.replace(/'/g, '&#39;')}'><ol>${items}</ol></sq-audio>`;
}

/** Attaches markup to a fresh fixture; the upgraded `<sq-audio>` elements in it. */
export async function mountAudio(markup: string): Promise<SqAudio[]> {
  const container = await fixture<HTMLDivElement>(html`<div style="width:480px"></div>`);
  container.innerHTML = markup;
  const players = [...container.querySelectorAll('sq-audio')];
  await Promise.all(players.map((el) => el.updateComplete));
  return players;
}

export const nativePlayer = (el: SqAudio): HTMLAudioElement | null =>
  el.shadowRoot!.querySelector<HTMLAudioElement>('audio[part~="player"]');

export const trackButtons = (el: SqAudio): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[part~="track"]'),
];

export const nowPlaying = (el: SqAudio): string =>
  el.shadowRoot!.querySelector('[part~="now-playing"]')?.textContent?.trim() ?? '';

/** The titles of the track buttons, and which one is `aria-current`. */
export const listed = (el: SqAudio): { titles: string[]; current: number } => {
  const buttons = trackButtons(el);
  return {
    titles: buttons.map((b) => b.querySelector('.title')!.textContent!.trim()),
    current: buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'),
  };
};

/** Collects the details of the `type` events `target` dispatches. */
export function recordEvents<Detail>(target: EventTarget, type: string): Detail[] {
  const seen: Detail[] = [];
  target.addEventListener(type, (event) => seen.push((event as CustomEvent<Detail>).detail));
  return seen;
}
