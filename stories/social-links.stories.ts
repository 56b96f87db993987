import type { Decorator, Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/social-links/sq-social-links.ts';

/**
 * Puts the page context a story's block reads: the cookie policy, and where the follow widget
 * script comes from (`follow`; default the provider's, which needs a network).
 */
const withContext =
  (restrictive: boolean, follow?: string): Decorator =>
  (story) => {
    document.getElementById('sq-context')?.remove();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = JSON.stringify({
      cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive },
      websiteSettings: follow ? { thirdPartyEmbeds: { urls: { follow } } } : {},
    });
    document.head.append(script);
    return story();
  };

interface SocialLinksArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
}

const meta = {
  title: 'Blocks/Social links',
  component: 'sq-social-links',
  tags: ['autodocs'],
  args: { settings: JSON.stringify({ label: 'Kiln & Clay elsewhere' }) },
  argTypes: {
    settings: {
      control: 'text',
      description: '`display` (icons-and-labels, icons, labels), `label`, `follow: {handle}`.',
    },
  },
  decorators: [withContext(false)],
  render: ({ settings }) =>
    html`<sq-social-links data-block-json=${settings}>
      <ul>
        <li><a href="https://www.instagram.com/kilnandclay">Instagram</a></li>
        <li><a href="https://www.facebook.com/kilnandclay">Facebook</a></li>
        <li><a href="https://x.com/kilnandclay">X</a></li>
        <li><a href="https://www.youtube.com/@kilnandclay">YouTube</a></li>
        <li><a href="https://www.pinterest.com/kilnandclay">Pinterest</a></li>
        <li><a href="mailto:hello@kilnandclay.example">Email</a></li>
      </ul>
    </sq-social-links>`,
} satisfies Meta<SocialLinksArgs>;

export default meta;

type Story = StoryObj<SocialLinksArgs>;

/** Each server link with its service's icon and its name. */
export const IconsAndLabels: Story = {};

/** Icons alone: each link's name is still read out (and is its tooltip). */
export const IconsOnly: Story = {
  args: { settings: JSON.stringify({ label: 'Kiln & Clay elsewhere', display: 'icons' }) },
};

/** Names alone, no icons. */
export const LabelsOnly: Story = {
  args: { settings: JSON.stringify({ label: 'Kiln & Clay elsewhere', display: 'labels' }) },
};

/**
 * With a follow button: its facade, one button; nothing of the provider loads before it is
 * pressed (then it needs a network).
 */
export const FollowButton: Story = {
  args: {
    settings: JSON.stringify({ display: 'icons', follow: { handle: 'kilnandclay' } }),
  },
};

/**
 * Under a restrictive cookie policy the visitor has not accepted: "Load X", and what loading
 * shares. The press loads this button only and stores no consent.
 */
export const FollowUnderRestrictivePolicy: Story = {
  ...FollowButton,
  decorators: [withContext(true)],
};

/**
 * A follow widget script that does not load (its address answers 404): after the press, the
 * facade says X could not be loaded; the links stay.
 */
export const FollowScriptFails: Story = {
  ...FollowButton,
  decorators: [withContext(false, '/stories/assets/no-such-follow-script.js')],
};

/** `data-block-json` the schema rejects: the server list stays as it is (error contract). */
export const InvalidData: Story = { args: { settings: '{"display":"huge"}' } };
