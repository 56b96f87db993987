import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { SqAudio } from '../elements/audio/audio.ts';
import { audioMarkupCss } from '../elements/audio/audio.styles.ts';
import '../elements/audio/sq-audio.ts';
import coneTen from '../demo/audio/cone-ten.wav?url';
import loadingTheKiln from '../demo/audio/loading-the-kiln.wav?url';
import openingDay from '../demo/audio/opening-day.wav?url';
import { withMarkupCss } from './markup-css.ts';
import { cookiePolicy, withPageContext } from './page-context.ts';

/** The demo's Kiln Log clips (12 s each, demo/audio/). */
const TRACKS: readonly (readonly [string, string])[] = [
  [loadingTheKiln, 'Loading the kiln: the burners catch'],
  [coneTen, 'Cone ten: the kiln at 1,280 °C'],
  [openingDay, 'Opening day: the wheels start again'],
];

const SHARE = 'https://soundcloud.com/kilnandclay/glaze-talk-wood-ash';

/** The settings a story sets. */
interface AudioArgs {
  title: string;
  autoAdvance: boolean;
  tracks: number;
}

const trackList = (count: number) =>
  html`<ol>
    ${TRACKS.slice(0, count).map(([href, text]) => html`<li><a href=${href}>${text}</a></li>`)}
  </ol>`;

/** An audio-sharing block with `settings`: the link to the page is its placeholder. */
const sharing = (settings: object) =>
  html`<sq-audio style="max-width: 36rem" data-block-json=${JSON.stringify(settings)}>
    <p><a href=${SHARE}>Glaze Talk, episode 12: wood ash (on SoundCloud)</a></p>
  </sq-audio>`;

/** A page context whose audio-sharing player is at `player` (the service's when left out). */
const withPlayer = (restrictive: boolean, player?: string) =>
  withPageContext({
    ...cookiePolicy(restrictive),
    websiteSettings: player ? { thirdPartyEmbeds: { urls: { audioSharing: player } } } : {},
  });

const meta = {
  title: 'Blocks/Audio',
  component: 'sq-audio',
  tags: ['autodocs'],
  decorators: [withMarkupCss(audioMarkupCss), withPlayer(false)],
  args: { title: 'The Kiln Log', autoAdvance: true, tracks: 3 },
  argTypes: {
    title: { control: 'text', description: 'The player’s accessible name.' },
    autoAdvance: { control: 'boolean', description: 'The next track plays when one ends.' },
    tracks: { control: { type: 'range', min: 1, max: 3 }, description: 'Links in the markup.' },
  },
  render: ({ title, autoAdvance, tracks }) =>
    html`<sq-audio
      style="max-width: 36rem"
      data-block-json=${JSON.stringify({ title, autoAdvance })}
      >${trackList(tracks)}</sq-audio
    >`,
} satisfies Meta<AudioArgs>;

export default meta;
type Story = StoryObj<AudioArgs>;

/** The native player and the track list the markup's three links became. */
export const Player: Story = {};

/** One link: the player alone, no list. */
export const SingleTrack: Story = { args: { tracks: 1 } };

/** The second track chosen (the current one carries a bar and `aria-current`). */
export const SecondTrackChosen: Story = {
  play: async ({ canvasElement }) => {
    const audio = canvasElement.querySelector('sq-audio')!;
    await audio.play(1);
    audio.stop();
  },
};

/** Audio-sharing embed: the link and the facade's button; nothing loads before the press. */
export const SharingFacade: Story = {
  render: () => sharing({ title: 'Glaze Talk, episode 12', audioSharingUrl: SHARE }),
};

/** Under a restrictive cookie policy the button reads "Load SoundCloud". */
export const SharingNeedsConsent: Story = {
  decorators: [withPlayer(true)],
  render: () => sharing({ title: 'Glaze Talk, episode 12', audioSharingUrl: SHARE }),
};

/** The player did not answer (an address that answers 404): a message, and the link stays. */
export const SharingFailed: Story = {
  decorators: [withPlayer(false, '/sq-audio-story/no-such-player')],
  render: () => sharing({ title: 'Glaze Talk, episode 12', audioSharingUrl: SHARE }),
  play: async ({ canvasElement }) => {
    const timeout = SqAudio.embedTimeoutMs;
    SqAudio.embedTimeoutMs = 500;
    try {
      await canvasElement.querySelector('sq-audio')!.play();
    } finally {
      SqAudio.embedTimeoutMs = timeout;
    }
  },
};

/** SPEC §8 console-only: an invalid audio-sharing url; the block stays as the server drew it. */
export const InvalidSharingUrl: Story = {
  render: () => sharing({ audioSharingUrl: 'https://example.com/kilnandclay/glaze-talk' }),
};

/** Settings the schema refuses: the server markup stays, `data-sq-error` says why. */
export const InvalidData: Story = {
  render: () => html`<sq-audio data-block-json='{"autoAdvance":"yes"}'>${trackList(3)}</sq-audio>`,
};
