import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/cookie-banner/sq-cookie-banner.ts';
import type { CookieSettings } from '../platform/context/page-context.schema.ts';

/** The cookie banner settings a story sets (SPEC §3), as the page context holds them. */
interface CookieBannerArgs {
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  cookieBannerVariant: 'BAR' | 'POPUP';
  cookieBannerPosition:
    'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
  cookieBannerTheme: 'LIGHT' | 'DARK';
  cookieBannerCtaVariant: 'TEXT' | 'BUTTON' | 'ICON';
  cookieBannerAcceptType: 'OPT_IN' | 'OPT_IN_AND_OUT';
}

const TEXT =
  '<p>We use cookies to understand how visitors use this site. Read our <a href="#privacy">privacy policy</a>.</p>';

const meta = {
  title: 'Site/Cookie banner',
  component: 'sq-cookie-banner',
  tags: ['autodocs'],
  args: {
    cookieBannerText: TEXT,
    cookieBannerCtaText: 'Accept',
    cookieBannerOptOutCtaText: 'Decline',
    cookieBannerVariant: 'BAR',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerTheme: 'DARK',
    cookieBannerCtaVariant: 'ICON',
    cookieBannerAcceptType: 'OPT_IN',
  },
  argTypes: {
    cookieBannerText: { control: 'text', description: 'Body HTML (sanitized; empty: default).' },
    cookieBannerCtaText: { control: 'text', description: 'Accept text (default Accept).' },
    cookieBannerOptOutCtaText: { control: 'text', description: 'Decline text (default Decline).' },
    cookieBannerVariant: { control: 'inline-radio', options: ['BAR', 'POPUP'] },
    cookieBannerPosition: {
      control: 'select',
      options: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
      description: 'TOP/BOTTOM for a bar, a corner for a popup (others are converted, SPEC §5).',
    },
    cookieBannerTheme: { control: 'inline-radio', options: ['LIGHT', 'DARK'] },
    cookieBannerCtaVariant: { control: 'inline-radio', options: ['TEXT', 'BUTTON', 'ICON'] },
    cookieBannerAcceptType: { control: 'inline-radio', options: ['OPT_IN', 'OPT_IN_AND_OUT'] },
  },
  // Each story in its own frame: the banner is fixed to the viewport.
  parameters: { docs: { story: { inline: false, height: '14rem' } } },
  // `forced`: shown whatever the consent cookie holds, and kept after Accept or Decline.
  render: (args) => {
    const settings: CookieSettings = { isCookieBannerEnabled: true, ...args };
    return html`<p>The page behind the banner.</p>
      <sq-cookie-banner forced data-block-json=${JSON.stringify(settings)}></sq-cookie-banner>`;
  },
} satisfies Meta<CookieBannerArgs>;

export default meta;

type Story = StoryObj<CookieBannerArgs>;

/** SPEC §5 defaults: a dark bar at the bottom with an icon Accept button. */
export const DarkBar: Story = {};

/** A light bar at the top with a filled Accept button and a Decline button (OPT_IN_AND_OUT). */
export const LightBarWithDecline: Story = {
  args: {
    cookieBannerTheme: 'LIGHT',
    cookieBannerPosition: 'TOP',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  },
};

/** A dark bar whose Accept and Decline are text links. */
export const DarkBarTextLinks: Story = {
  args: { cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT' },
};

/** A dark popup in the bottom left corner with an icon Accept and a Decline link. */
export const DarkPopup: Story = {
  args: {
    cookieBannerVariant: 'POPUP',
    cookieBannerPosition: 'BOTTOM_LEFT',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  },
};

/** A light popup in the top right corner with text links. */
export const LightPopupText: Story = {
  args: {
    cookieBannerVariant: 'POPUP',
    cookieBannerPosition: 'TOP_RIGHT',
    cookieBannerTheme: 'LIGHT',
    cookieBannerCtaVariant: 'TEXT',
  },
};

/** A light popup in the bottom right corner with buttons. */
export const LightPopupButtons: Story = {
  args: {
    cookieBannerVariant: 'POPUP',
    cookieBannerPosition: 'BOTTOM_RIGHT',
    cookieBannerTheme: 'LIGHT',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    cookieBannerCtaText: 'Allow cookies',
    cookieBannerOptOutCtaText: 'Only essential',
  },
};

/** A dark popup at the top left with an icon. */
export const DarkPopupTopLeft: Story = {
  args: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_LEFT' },
};

/**
 * Empty body text (an empty paragraph, SPEC §3) shows the default sentence; a popup given a bar
 * position (BOTTOM) converts it to BOTTOM_LEFT (SPEC §5).
 */
export const DefaultsAndFallbacks: Story = {
  args: {
    cookieBannerText: '<p><br></p>',
    cookieBannerCtaText: '',
    cookieBannerVariant: 'POPUP',
    cookieBannerPosition: 'BOTTOM',
  },
};
