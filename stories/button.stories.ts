import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { buttonMarkupCss } from '../elements/button/button.styles.ts';
import '../elements/button/sq-button.ts';
import { withMarkupCss } from './markup-css.ts';

/** The settings of `data-block-json` a story sets (SPEC §3 button fields). */
interface ButtonArgs {
  buttonText: string;
  clickthroughUrl: string;
  alignment: 'left' | 'center' | 'right';
  size: 'small' | 'medium' | 'large';
  newWindow: boolean;
}

/** The block, with its server link (what shows before the upgrade and on invalid data). */
const button = (json: string, { buttonText, clickthroughUrl }: ButtonArgs) =>
  html`<sq-button data-block-json=${json}><a href=${clickthroughUrl}>${buttonText}</a></sq-button>`;

const meta = {
  title: 'Blocks/Button',
  component: 'sq-button',
  tags: ['autodocs'],
  args: {
    buttonText: 'Book a class',
    clickthroughUrl: '#book',
    alignment: 'left',
    size: 'medium',
    newWindow: false,
  },
  argTypes: {
    buttonText: { control: 'text', description: 'The label.' },
    clickthroughUrl: { control: 'text', description: 'Where the button goes.' },
    alignment: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    newWindow: { control: 'boolean', description: 'Opens the link in a new tab.' },
  },
  decorators: [withMarkupCss(buttonMarkupCss)],
  render: (args) => button(JSON.stringify(args), args),
} satisfies Meta<ButtonArgs>;

export default meta;

type Story = StoryObj<ButtonArgs>;

/** A medium button on the left, the defaults. */
export const Default: Story = {};

/** Small, medium and large, centred in their blocks. */
export const Sizes: Story = {
  render: (args) =>
    html`${(['small', 'medium', 'large'] as const).map((size) =>
      button(JSON.stringify({ ...args, size, alignment: 'center' }), args),
    )}`,
};

/** Right-aligned, opening a new tab: screen readers hear '(opens in a new tab)' after the text. */
export const NewWindowRight: Story = {
  args: { alignment: 'right', newWindow: true, clickthroughUrl: 'https://example.com/' },
};

/** Themed through its custom properties. */
export const Themed: Story = {
  render: (args) =>
    html`<div
      style="--sq-button-background: #9a4a2a; --sq-button-radius: 8px; --sq-button-border: 2px solid #5e2a16"
    >
      ${button(JSON.stringify({ ...args, size: 'large' }), args)}
    </div>`,
};

/**
 * A `javascript:` address is invalid data: the element keeps the server link, sets
 * `data-sq-error` and logs one console error.
 */
export const InvalidData: Story = {
  render: (args) =>
    button(JSON.stringify({ ...args, clickthroughUrl: 'javascript:void(0)' }), args),
};
