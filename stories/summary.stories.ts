import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../elements/image/sq-image.ts';
import '../elements/summary/sq-summary.ts';
import { galleryMarkupCss } from '../elements/gallery/gallery.styles.ts';
import { summaryMarkupCss } from '../elements/summary/summary.styles.ts';
import { withMarkupCss } from './markup-css.ts';

/** Posts of the studio's journal, as the site server writes a summary's items (newest first). */
const POSTS = [
  [
    'winter-kiln-opening-preview',
    'What comes out of the winter kiln',
    'November 23, 2026',
    'tenmoku-bowl',
    'A tenmoku bowl with a rust-brown rim',
  ],
  [
    'copper-red-is-a-gamble',
    'Copper red is a gamble',
    'November 2, 2026',
    'iron-vase',
    'An iron-red vase on a shelf',
  ],
  [
    'how-we-make-a-tea-bowl',
    'How we make a tea bowl',
    'October 14, 2026',
    'shino-bowl',
    'A shino tea bowl, white and orange',
  ],
  [
    'a-visit-to-the-clay-pit',
    'A visit to the clay pit',
    'September 20, 2026',
    'ash-jar',
    'An ash-glazed jar',
  ],
  [
    'caring-for-handmade-pottery',
    'Caring for handmade pottery',
    'August 30, 2026',
    'white-cup',
    'A white cup drying',
  ],
] as const;

const items = (count: number) =>
  POSTS.slice(0, count)
    .map(
      ([slug, title, day, picture, alt]) =>
        `<article class="sq-summary-item" data-item-id="${slug}">` +
        `<div class="sq-summary-image"><sq-image data-block-json='{"cropMode":"cover"}'><img data-src="/stories/assets/gallery/${picture}.jpg" data-image-dimensions="800x800" alt="${alt}"></sq-image></div>` +
        `<div class="sq-summary-text"><h3 class="sq-summary-title"><a href="/journal/${slug}">${title}</a></h3>` +
        `<p class="sq-summary-date"><time datetime="2026-11-23">${day}</time></p>` +
        `<p class="sq-summary-excerpt">Notes from the studio on ${title.toLowerCase()}.</p></div></article>`,
    )
    .join('');

interface SummaryArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
  /** How many items the server wrote. */
  count: number;
  /** `data-collection-type`, as the server marks the block. */
  type: string;
}

/**
 * Storybook has no site server: the items are the server markup a journal summary gets, and an
 * event summary's GetWidgetRendering fails here, so it keeps its server items (as on a site whose
 * server fails).
 */
const meta = {
  title: 'Blocks/Summary',
  component: 'sq-summary',
  tags: ['autodocs'],
  args: {
    settings: JSON.stringify({
      collectionId: '6b2c3d4e5f60718293a4b501',
      design: 'list',
      headerText: 'From the journal',
    }),
    count: 3,
    type: 'blog',
  },
  argTypes: {
    settings: {
      control: 'text',
      description:
        '`collectionId`, `design` (list, grid, carousel), `limit`, `showImage`, `showExcerpt`, `showDate`, `showTags`, `headerText`.',
    },
  },
  decorators: [withMarkupCss(summaryMarkupCss + galleryMarkupCss)],
  render: ({ settings, count, type }) =>
    html`<sq-summary data-block-json=${settings} data-collection-type=${type}
      ><h2 slot="header" class="sq-summary-header">From the journal</h2>
      ${unsafeHTML(items(count))}</sq-summary
    >`,
} satisfies Meta<SummaryArgs>;

export default meta;

type Story = StoryObj<SummaryArgs>;

const settings = (json: object) =>
  JSON.stringify({
    collectionId: '6b2c3d4e5f60718293a4b501',
    headerText: 'From the journal',
    ...json,
  });

/** One post a row, its picture beside its text. */
export const List: Story = {};

/** Cards, three a row (two below 724 px, one below 480 px). */
export const Grid: Story = { args: { settings: settings({ design: 'grid' }) } };

/** The gallery's carousel: previous / next, slides "N of M", arrow keys. */
export const Carousel: Story = {
  args: { settings: settings({ design: 'carousel', limit: 5 }), count: 5 },
};

/** An event summary whose rendering cannot be had here: the server items stay. */
export const EventSummaryServerItems: Story = {
  args: { settings: settings({ collectionId: '6b2c3d4e5f60718293a4b502' }), type: 'events' },
};

/** Settings the schema refuses: the server markup stays (error contract). */
export const InvalidSettings: Story = { args: { settings: '{"collectionId":"journal"}' } };
