import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/collection-link/sq-collection-link.ts';
import '../elements/image/sq-image.ts';
import { collectionLinkMarkupCss } from '../elements/collection-link/collection-link.styles.ts';
import { withMarkupCss } from './markup-css.ts';

interface CollectionLinkArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
}

/** The card is the server's markup (Storybook has no site server: it is written out here). */
const meta = {
  title: 'Blocks/Collection link',
  component: 'sq-collection-link',
  tags: ['autodocs'],
  args: { settings: JSON.stringify({ collectionId: '6b2c3d4e5f60718293a4b501' }) },
  argTypes: { settings: { control: 'text', description: '`collectionId`.' } },
  decorators: [withMarkupCss(collectionLinkMarkupCss)],
  render: ({ settings }) =>
    html`<sq-collection-link data-block-json=${settings}
      ><a class="sq-collection-link" href="/journal"
        ><span class="sq-collection-link-image"
          ><sq-image data-block-json='{"cropMode":"cover"}'
            ><img
              data-src="/stories/assets/gallery/studio-shelf.jpg"
              data-image-dimensions="800x800"
              alt="Pots drying on the studio shelf" /></sq-image></span
        ><span class="sq-collection-link-text"
          ><strong class="sq-collection-link-title">Journal</strong
          ><span class="sq-collection-link-description"
            >Notes from the studio: firings, glazes, new work.</span
          ><span class="sq-collection-link-meta"
            >7 posts · latest
            <time datetime="2026-11-23T09:00:00-05:00">November 23, 2026</time></span
          ></span
        ></a
      ></sq-collection-link
    >`,
} satisfies Meta<CollectionLinkArgs>;

export default meta;

type Story = StoryObj<CollectionLinkArgs>;

/** A link card to the journal. */
export const Card: Story = {};

/** An id that is not a collection id: the error contract; the link still works. */
export const InvalidSettings: Story = { args: { settings: '{"collectionId":"journal"}' } };
