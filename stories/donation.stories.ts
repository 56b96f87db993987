import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { donationMarkupCss } from '../elements/donation/donation.styles.ts';
import '../elements/donation/sq-donation.ts';
import { withMarkupCss } from './markup-css.ts';

/** The settings of `data-block-json` a story sets (block type 52). */
interface DonationArgs {
  donatePageId: string;
  suggestedAmountsCents: number[];
  minimumCents: number;
  buttonText: string;
}

/** The block with its server markup: the GET form a visitor without JavaScript uses. */
const donation = (json: string, args: DonationArgs) =>
  html`<sq-donation data-block-json=${json}
    ><form method="get" action="/checkout/donate">
      <input type="hidden" name="donatePageId" value=${args.donatePageId} />
      <fieldset>
        <legend>Amount</legend>
        ${args.suggestedAmountsCents.map(
          (cents) =>
            html`<label
              ><input type="radio" name="amount" value=${cents} />
              $${(cents / 100).toFixed(2)}</label
            >`,
        )}
        <label><input type="radio" name="amount" value="" /> Another amount</label>
      </fieldset>
      <button type="submit">${args.buttonText}</button>
    </form></sq-donation
  >`;

const meta = {
  title: 'Blocks/Donation',
  component: 'sq-donation',
  tags: ['autodocs'],
  args: {
    donatePageId: '6a1b2c3d4e5f60718293a4d1',
    suggestedAmountsCents: [2500, 5000, 10000],
    minimumCents: 500,
    buttonText: 'Give to the kiln fund',
  },
  argTypes: {
    donatePageId: { control: 'text', description: 'The donation page the gift goes to.' },
    suggestedAmountsCents: { control: 'object', description: 'The amounts offered, in cents.' },
    minimumCents: { control: 'number', description: 'The smallest typed gift, in cents.' },
    buttonText: { control: 'text', description: 'The button’s text.' },
  },
  decorators: [withMarkupCss(donationMarkupCss)],
  render: (args) => donation(JSON.stringify(args), args),
} satisfies Meta<DonationArgs>;

export default meta;

type Story = StoryObj<DonationArgs>;

/** Three suggested amounts and another amount; the button goes to the donation checkout. */
export const Default: Story = {};

/** In the studio's colours, through the block's custom properties. */
export const Themed: Story = {
  render: (args) =>
    html`<div
      style="--sq-donation-accent: #8a3b1c; --sq-donation-focus-color: #8a3b1c; --sq-donation-choice-background: #fff; background: #efe6da; padding: 1rem 1.5rem"
    >
      ${donation(JSON.stringify(args), args)}
    </div>`,
};

/** No suggestions: the visitor types the amount (at least $5.00). */
export const TypedAmountOnly: Story = {
  args: { suggestedAmountsCents: [], buttonText: 'Donate' },
};

/**
 * Data without a donation page is invalid: the element keeps the server form, sets
 * `data-sq-error` and logs one console error.
 */
export const InvalidData: Story = {
  render: (args) => donation(JSON.stringify({ ...args, donatePageId: '' }), args),
};
