import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import '../elements/image/sq-image.ts';

/**
 * The picture: 1500x1000 with a sun at (0.7, 0.35). `stories/assets/` holds it and one file per
 * SPEC §9 width (`landscape-750w.svg`, ...), each labelled with its width, so the story shows
 * which rendition the element chose. The query-string form is served the original (a static
 * server ignores the query); the filename form gets the labelled renditions.
 */
const SOURCE = '/stories/assets/landscape.svg';

/** The settings of `data-block-json` plus the story's own box size and focal point. */
interface ImageArgs {
  cropMode: 'cover' | 'contain' | 'none';
  sizeFormat: 'queryString' | 'filename';
  load: 'lazy' | 'eager';
  stretch: boolean;
  fixedRatio: boolean;
  focalX: number;
  focalY: number;
  /** CSS width and height of the `<sq-image>` box, as a page's CSS would set them. */
  width: string;
  height: string;
}

const sqImage = (args: ImageArgs, json?: string): TemplateResult => {
  const { cropMode, sizeFormat, load, stretch, fixedRatio } = args;
  const settings = json ?? JSON.stringify({ cropMode, sizeFormat, load, stretch, fixedRatio });
  return html`<sq-image
    style="width:${args.width};height:${args.height};--sq-image-placeholder:#e6e9ef"
    data-block-json=${settings}
  >
    <img
      data-src=${SOURCE}
      data-image-dimensions="1500x1000"
      data-image-focal-point="${args.focalX},${args.focalY}"
      alt="A yellow sun low over dark hills in an evening sky"
    />
  </sq-image>`;
};

const meta = {
  title: 'Blocks/Image',
  component: 'sq-image',
  tags: ['autodocs'],
  args: {
    cropMode: 'cover',
    sizeFormat: 'queryString',
    load: 'eager',
    stretch: true,
    fixedRatio: false,
    focalX: 0.5,
    focalY: 0.5,
    width: '320px',
    height: '320px',
  },
  argTypes: {
    cropMode: {
      control: 'inline-radio',
      options: ['cover', 'contain', 'none'],
      description: 'How the image fills the box.',
    },
    sizeFormat: {
      control: 'inline-radio',
      options: ['queryString', 'filename'],
      description: 'Sized URLs as `?format=750w` or `name-750w.svg`.',
    },
    load: {
      control: 'inline-radio',
      options: ['lazy', 'eager'],
      description: '`lazy` loads within 200 px of the viewport.',
    },
    stretch: { control: 'boolean', description: 'Off: never drawn larger than 1500x1000.' },
    fixedRatio: { control: 'boolean', description: 'The height follows the image ratio.' },
    focalX: {
      control: { type: 'range', min: 0, max: 1, step: 0.05 },
      description: 'data-image-focal-point x',
    },
    focalY: {
      control: { type: 'range', min: 0, max: 1, step: 0.05 },
      description: 'data-image-focal-point y',
    },
    width: { control: 'text', description: 'The box width the page CSS sets.' },
    height: { control: 'text', description: 'The box height the page CSS sets.' },
  },
  render: (args) => sqImage(args),
} satisfies Meta<ImageArgs>;

export default meta;

type Story = StoryObj<ImageArgs>;

/**
 * `cover` of a tall box with the focal point on the sun: the sun sits at the centre as far as
 * the picture's edges allow. The box needs the picture 450 px wide at 300 px high, so the
 * element asks for the 500w rendition (750w on a 2x screen).
 */
export const CoverWithFocalPoint: Story = {
  args: { focalX: 0.7, focalY: 0.35, width: '200px', height: '300px' },
};

/** `contain`: the whole picture fits the box, centred, letterboxed. */
export const Contain: Story = {
  args: { cropMode: 'contain', width: '320px', height: '320px' },
};

/** `none`: the picture at its own aspect ratio; the element's height follows (here 320 × 2/3). */
export const NaturalRatio: Story = {
  name: 'None (natural ratio)',
  args: { cropMode: 'none', height: 'auto' },
};

/**
 * `lazy` below the fold: nothing is fetched until the image comes within 200 px of the
 * viewport. Scroll down to load it (the box shows the placeholder colour until then).
 */
export const LazyBelowTheFold: Story = {
  args: { load: 'lazy' },
  render: (args) => html`
    <p>Scroll down: the image starts loading when it is 200 px from the bottom of the window.</p>
    <div style="height: 150vh" aria-hidden="true"></div>
    ${sqImage(args)}
  `,
};

/**
 * `sizeFormat: filename`: the element asks for `landscape-500w.svg`; the label on the picture
 * names the rendition. Widen the box (the `width` control) and it upgrades; narrow it and it
 * keeps the larger one.
 */
export const FilenameFormat: Story = {
  args: { sizeFormat: 'filename', cropMode: 'none', width: '320px', height: 'auto' },
};

/**
 * `data-block-json` the schema rejects (`cropMode: "fill"`): the element leaves the server
 * `<img>` untouched (no source is set, so only its box shows), sets `data-sq-error` and logs one
 * console error.
 */
export const InvalidData: Story = {
  render: (args) => sqImage(args, '{"cropMode":"fill"}'),
};
