import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/embed/sq-embed.ts';
import { cookiePolicy, withPageContext } from './page-context.ts';

interface EmbedArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
}

const meta = {
  title: 'Blocks/Embed',
  component: 'sq-embed',
  tags: ['autodocs'],
  args: {
    settings: JSON.stringify({
      url: 'https://widgets.example.com/hours',
      provider: 'Hours Widget',
      title: 'Opening hours',
    }),
  },
  argTypes: {
    settings: {
      control: 'text',
      description: '`url` or `html`, and `title`, `provider`, `height`.',
    },
  },
  decorators: [withPageContext(cookiePolicy(false))],
  render: ({ settings }) =>
    html`<sq-embed style="max-width:560px" data-block-json=${settings}>
      <p><a href="https://widgets.example.com/hours">See our opening hours on Hours Widget</a></p>
    </sq-embed>`,
} satisfies Meta<EmbedArgs>;

export default meta;

type Story = StoryObj<EmbedArgs>;

/**
 * Another site's page: the server markup (a link to it) and one button; nothing of the other
 * site loads until the button is pressed (then it needs a network).
 */
export const OtherSite: Story = {};

/**
 * Under a restrictive cookie policy the visitor has not accepted: "Load Hours Widget", and what
 * loading shares. The press loads this block only and stores no consent.
 */
export const RestrictivePolicy: Story = {
  decorators: [withPageContext(cookiePolicy(true))],
};

/** A page of the site's own origin: shown at once, as tall as its content. */
export const OwnPage: Story = {
  args: {
    settings: JSON.stringify({ url: '/stories/assets/embed-hours.html', title: 'Opening hours' }),
  },
};

/**
 * An embed code of HTML: shown sanitized (the script, the handler and the `javascript:` link
 * are taken out), at once, as it loads nothing from another site.
 */
export const HtmlCode: Story = {
  args: {
    settings: JSON.stringify({
      html: '<p onclick="alert(1)">The kiln is <strong>open daily</strong> in summer.</p><script>alert(2)</script><p><a href="javascript:alert(3)">A link that does nothing</a></p>',
    }),
  },
};
