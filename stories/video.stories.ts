import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { videoMarkupCss } from '../elements/video/video.styles.ts';
import '../elements/video/sq-video.ts';
import { withMarkupCss } from './markup-css.ts';
import { cookiePolicy, withPageContext } from './page-context.ts';

/**
 * Media in `stories/assets/`: a 4 s WebM clip (the demo's `demo/videos/glaze.webm`) with a
 * poster taken from its first frames, and a photo of the studio for the YouTube poster. Nothing
 * of YouTube or Vimeo loads until play is pressed (and then only with a network).
 */
const CLIP = '/stories/assets/glaze.webm';
const CLIP_POSTER = '/stories/assets/glaze-poster.jpg';
const STUDIO = '/stories/assets/studio-shelf.jpg';

/** The settings of `data-block-json` a story sets, plus the box the page's CSS gives. */
interface VideoArgs {
  url: string;
  mode: 'none' | 'fit' | 'fill' | null;
  aspectRatio: number;
  title: string;
  muted: boolean;
  loop: boolean;
  /** CSS width and height of the `<sq-video>` box, as a page's CSS would set them. */
  width: string;
  height: string;
}

const poster = (src: string, size: string, alt: string): TemplateResult =>
  html`<img data-src=${src} data-image-dimensions=${size} alt=${alt} />`;

const sqVideo = (args: VideoArgs, posterImg: TemplateResult, json?: string): TemplateResult => {
  const { url, mode, aspectRatio, title, muted, loop } = args;
  const settings = json ?? JSON.stringify({ url, mode, aspectRatio, title, muted, loop });
  return html`<sq-video
    style="width:${args.width};height:${args.height}"
    data-block-json=${settings}
    >${posterImg}</sq-video
  >`;
};

const meta = {
  title: 'Blocks/Video',
  component: 'sq-video',
  tags: ['autodocs'],
  args: {
    url: CLIP,
    mode: 'none',
    aspectRatio: 56.25,
    title: 'Glaze running on a turning pot',
    muted: false,
    loop: false,
    width: '480px',
    height: 'auto',
  },
  argTypes: {
    url: { control: 'text', description: 'YouTube, Vimeo or a .mp4/.webm/.ogg file.' },
    mode: {
      control: 'inline-radio',
      options: ['none', 'fit', 'fill', null],
      description: 'SPEC §5 video mode (null = none).',
    },
    aspectRatio: {
      control: { type: 'number', min: 10, max: 200 },
      description: 'Height in % of the width (default 56.3).',
    },
    title: { control: 'text', description: 'Names the play button and the player.' },
    muted: { control: 'boolean', description: 'A native file starts without sound.' },
    loop: { control: 'boolean', description: 'A native file starts again when it ends.' },
    width: { control: 'text', description: 'The box width the page CSS sets.' },
    height: { control: 'text', description: 'The box height the page CSS sets (fit, fill).' },
  },
  decorators: [withMarkupCss(videoMarkupCss), withPageContext(cookiePolicy(false))],
  render: (args) => sqVideo(args, poster(CLIP_POSTER, '640x360', '')),
} satisfies Meta<VideoArgs>;

export default meta;

type Story = StoryObj<VideoArgs>;

/** A native WebM file: press play and it plays in `<video controls>`, focus on the player. */
export const NativeFile: Story = {};

/**
 * A YouTube address: the overlay is our own poster and button; the privacy-enhanced YouTube
 * player (youtube-nocookie.com) is only created when play is pressed.
 */
export const YouTubeOverlay: Story = {
  args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'A morning in the studio' },
  render: (args) =>
    sqVideo(args, poster(STUDIO, '1200x800', 'Shelves of bisque-fired pots in the studio')),
};

/**
 * A YouTube address under a restrictive cookie policy the visitor has not accepted: instead of
 * the play button, "Load YouTube" and what playing shares; the press plays this video only and
 * stores no consent.
 */
export const RestrictivePolicy: Story = {
  args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'A morning in the studio' },
  decorators: [withPageContext(cookiePolicy(true))],
  render: (args) =>
    sqVideo(args, poster(STUDIO, '1200x800', 'Shelves of bisque-fired pots in the studio')),
};

/**
 * The SPEC §5 modes side by side, in a 480 × 200 box each (outlined): `none` keeps the video's
 * aspect at the box's width, `fit` letterboxes it inside the box, `fill` covers the box and
 * crops the rest.
 */
export const Modes: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:1.5rem">
      ${(['none', 'fit', 'fill'] as const).map(
        (mode) =>
          html`<figure style="margin:0">
            <figcaption>mode: ${mode}</figcaption>
            <div style="outline:1px dashed #888;width:480px">
              ${sqVideo(
                {
                  ...args,
                  mode,
                  title: `${args.title} (${mode})`,
                  height: mode === 'none' ? 'auto' : '200px',
                },
                poster(CLIP_POSTER, '640x360', ''),
              )}
            </div>
          </figure>`,
      )}
    </div>`,
};

/**
 * A `url` that is no video: the element logs one console error
 * `[sq-video] invalid data-block-json: url: Invalid video embed.` (SPEC §8), sets
 * `data-sq-error`, and leaves the server markup (here a link to the page, the fallback without
 * JavaScript) as it is.
 */
export const InvalidEmbed: Story = {
  render: (args) =>
    sqVideo(
      args,
      html`<a href="https://example.com/about">Watch the video on our about page</a>`,
      '{"url":"https://example.com/about"}',
    ),
};
