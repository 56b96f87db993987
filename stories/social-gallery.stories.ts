import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/social-gallery/sq-social-gallery.ts';

interface SocialGalleryArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
}

/**
 * Storybook has no site server, so `GetWidgetRendering` is not answered here: the block keeps
 * its server markup, as it does on a site whose server fails (see the demo's gallery page,
 * `npm start`, for the rendering replacing it).
 */
const meta = {
  title: 'Blocks/Social gallery',
  component: 'sq-social-gallery',
  tags: ['autodocs'],
  args: {
    settings: JSON.stringify({
      type: 'photo-sharing',
      id: 'kiln-feed',
      value: { account: 'kilnandclay', count: 6 },
      label: 'From our photo feed',
    }),
  },
  argTypes: {
    settings: { control: 'text', description: '`type`, `id`, `value`, `label`.' },
  },
  render: ({ settings }) =>
    html`<sq-social-gallery data-block-json=${settings}>
      <p>
        <a href="https://www.instagram.com/kilnandclay">See the studio's photos on Instagram</a>
      </p>
    </sq-social-gallery>`,
} satisfies Meta<SocialGalleryArgs>;

export default meta;

type Story = StoryObj<SocialGalleryArgs>;

/** The server markup, kept when the rendering cannot be had (here: no site server). */
export const ServerMarkupKept: Story = {};

/** SPEC §5: block data that is not valid JSON is rejected; the server markup stays. */
export const InvalidJson: Story = { args: { settings: '{"type": "photo-sharing", "id": ' } };
