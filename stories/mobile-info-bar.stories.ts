import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/mobile-info-bar/sq-mobile-info-bar.ts';
import { MOBILE_INFO_BAR_STYLES } from '../platform/constants/site-enums.ts';

/** The bar's settings a story sets (its `data-block-json`). */
interface MobileInfoBarArgs {
  style: number;
  isContactPhoneNumberEnabled: boolean;
  isContactEmailEnabled: boolean;
  isLocationEnabled: boolean;
  isBusinessHoursEnabled: boolean;
}

/** The studio's details, as the demo site's `websiteSettings` holds them. */
const STUDIO = {
  contactPhoneNumber: '+1 518 555 0142',
  contactEmail: 'hello@kilnandclay.example',
  location: {
    addressTitle: 'Kiln & Clay Studio',
    addressLine1: '14 Pottery Lane',
    addressLine2: 'Hudson, NY 12534',
    addressCountry: 'United States',
    mapLat: 42.2529,
    mapLng: -73.791,
  },
  businessHours: [
    { days: 'Wednesday to Friday', hours: '11 am to 6 pm' },
    { days: 'Saturday', hours: '10 am to 5 pm' },
    { days: 'Sunday to Tuesday', hours: 'Classes only' },
  ],
};

const meta = {
  title: 'Site/Mobile info bar',
  component: 'sq-mobile-info-bar',
  tags: ['autodocs'],
  args: {
    style: MOBILE_INFO_BAR_STYLES.light,
    isContactPhoneNumberEnabled: true,
    isContactEmailEnabled: true,
    isLocationEnabled: true,
    isBusinessHoursEnabled: true,
  },
  argTypes: {
    style: {
      control: { type: 'inline-radio' },
      options: Object.values(MOBILE_INFO_BAR_STYLES),
      description: '1 none, 2 light, 3 dark (SPEC §3).',
    },
  },
  parameters: { docs: { story: { inline: false, height: '20rem' } } },
  render: (args) =>
    html`<p style="padding: 1rem">
        The bar shows along the bottom at widths up to 1024 px: narrow the window to see it.
      </p>
      <sq-mobile-info-bar
        data-block-json=${JSON.stringify({ ...args, ...STUDIO })}
      ></sq-mobile-info-bar>`,
} satisfies Meta<MobileInfoBarArgs>;

export default meta;

type Story = StoryObj<MobileInfoBarArgs>;

/** Light (style 2) with every action: call, email, map and the opening hours. */
export const Light: Story = {};

/** Dark (style 3). */
export const Dark: Story = { args: { style: MOBILE_INFO_BAR_STYLES.dark } };

/** Only the actions whose flag is on show: here call and hours. */
export const CallAndHours: Story = {
  args: { isContactEmailEnabled: false, isLocationEnabled: false },
};
