import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { galleryMarkupCss } from '../elements/gallery/gallery.styles.ts';
import '../elements/gallery/sq-gallery.ts';
import { withMarkupCss } from './markup-css.ts';

/** The pictures (copies of the demo site's, in stories/assets/gallery/), all 800x800 but one. */
const PIECES: [file: string, alt: string, caption: string][] = [
  ['celadon-vase', 'A pale green celadon vase with a narrow neck', 'Celadon bud vase, 24 cm'],
  ['tenmoku-bowl', 'A wide dark brown tenmoku bowl', 'Tenmoku serving bowl, 28 cm'],
  ['ash-jar', 'A round jar in a speckled ochre ash glaze', 'Ash-glazed jar, 20 cm'],
  ['white-cup', 'A plain white cup on a dark shelf', 'Everyday cup, 10 cm'],
  ['cobalt-bottle', 'A tall cobalt blue bottle with a slender neck', 'Cobalt bottle, 30 cm'],
  ['shino-bowl', 'A peach coloured shino bowl', 'Shino bowl, 26 cm'],
  ['iron-vase', 'A dark brown vase with a long neck', 'Iron saturate vase, 27 cm'],
  ['sage-cup', 'A tall sage green tumbler', 'Sage tumbler, 12 cm'],
  ['studio-shelf', 'Pots of many glazes on the studio shelf', 'The studio shelf'],
];

/** Server markup of the slides (public contract 4): one `<figure>` per piece. */
const slides = (count = PIECES.length): TemplateResult[] =>
  PIECES.slice(0, count).map(
    ([file, alt, caption]) =>
      html`<figure data-slide-id=${file} data-type="image">
        <img
          data-src="/stories/assets/gallery/${file}.jpg"
          data-image-dimensions=${file === 'studio-shelf' ? '1200x800' : '800x800'}
          data-image-focal-point="0.5,0.6"
          alt=${alt}
        />
        <figcaption>${caption}</figcaption>
      </figure>`,
  );

/** The settings of `data-block-json` a story sets, and the gallery's width. */
interface GalleryArgs {
  json: Record<string, unknown>;
  width: string;
  count: number;
}

const gallery = ({ json, width, count }: GalleryArgs, id = ''): TemplateResult =>
  html`<sq-gallery id=${id} style="max-width:${width}" data-block-json=${JSON.stringify(json)}
    >${slides(count)}</sq-gallery
  >`;

const meta = {
  title: 'Blocks/Gallery',
  component: 'sq-gallery',
  tags: ['autodocs'],
  args: { json: { design: 'stacked' }, width: '640px', count: 9 },
  argTypes: {
    json: { control: 'object', description: '`data-block-json` (SPEC §3 keys and params).' },
    width: { control: 'text', description: 'The width the page gives the gallery.' },
    count: { control: { type: 'range', min: 1, max: 9 }, description: 'Number of slides.' },
  },
  decorators: [withMarkupCss(galleryMarkupCss)],
  render: (args) => gallery(args),
} satisfies Meta<GalleryArgs>;

export default meta;

type Story = StoryObj<GalleryArgs>;

/** `stacked`: one slide at a time, cross-fading over 1 s; click a slide for the next. */
export const Stacked: Story = {};

/** `stacked` with `thumbnails`: a strip of thumbnails under the slideshow selects the slide. */
export const StackedWithThumbnails: Story = {
  args: { json: { design: 'stacked', thumbnails: true, transition: 'slide' } },
};

/** `strip`: a row of slides at their own aspect ratio, the current one in the middle. */
export const Strip: Story = { args: { json: { design: 'strip', gutter: 4 } } };

/** `carousel`: 3 per row (2 below 480 px), paged a group at a time. */
export const Carousel: Story = { args: { json: { design: 'carousel' } } };

/** `grid`: 4 per row, 20 px apart. */
export const Grid: Story = { args: { json: { design: 'grid' } } };

/** `auto-grid`: as many 250 px columns as fit, sharing the width. */
export const AutoGrid: Story = { args: { json: { design: 'auto-grid', gutter: 8 } } };

/** `auto-columns`: a masonry of 200 px columns. */
export const AutoColumns: Story = {
  args: { json: { design: 'auto-columns', columnWidth: 200, gutter: 8 } },
};

/** `auto-rows`: justified rows around 160 px high. */
export const AutoRows: Story = {
  args: { json: { design: 'auto-rows', listImageSize: 160, gutter: 8 } },
};

/**
 * `autoplay` every 3 s. The rotation control comes first; the pointer or focus inside pauses it.
 * With reduced motion (or `?nomotion=true`) it does not run and the control is not shown.
 */
export const Autoplay: Story = {
  args: { json: { design: 'stacked', autoplay: true, 'autoplay-duration': 3 } },
};

/** `loop` off, at the last slide: Next is disabled; pressing it fires `sq-reached-end`. */
export const LoopOffAtTheEnd: Story = {
  args: { json: { design: 'stacked', loop: false, startIndex: -1, label: 'Last firing' } },
};

/** `lightbox`: every item is a button opening `<sq-lightbox>` at that picture. */
export const Lightbox: Story = {
  args: { json: { design: 'grid', lightbox: true, lightboxTheme: 'dark' } },
};

/** A strip linked to a slideshow (`linkedTo`): both keep the same index. */
export const LinkedThumbnailStrip: Story = {
  render: (args) => html`
    ${gallery({ ...args, json: { design: 'stacked', label: 'Studio pieces' } }, 'story-main')}
    <div style="height:0.5rem"></div>
    ${gallery({
      ...args,
      json: { design: 'strip', linkedTo: 'story-main', aspectRatio: 16, gutter: 4 },
    })}
  `,
};

/**
 * `data-block-json` with an unknown design: the element keeps its server markup (laid out by the
 * markup CSS as a stacked slideshow would be), sets `data-sq-error` and logs one console error
 * starting "Error evaluating gallery block data.".
 */
export const InvalidData: Story = { args: { json: { design: 'mosaic' } } };
