import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/checkout/sq-checkout.ts';
import { TEST_CARD } from '../platform/forms/checkout-messages.ts';

/** The settings of `data-block-json` the site server writes around a checkout form. */
interface CheckoutArgs {
  step: 'details' | 'review';
  kind: 'order' | 'donation' | 'subscription' | 'giftcard';
}

/** A labelled field of the server's checkout markup (`.sq-field`, hint before the control). */
const field = (name: string, label: string, hint = '', type = 'text') =>
  html`<div class="sq-field">
    <label for="checkout-${name}">${label}</label>
    ${hint ? html`<p class="sq-field__hint" id="checkout-${name}-hint">${hint}</p>` : ''}
    <input
      type=${type}
      id="checkout-${name}"
      name=${name}
      required
      maxlength="256"
      aria-describedby=${hint ? `checkout-${name}-hint` : ''}
    />
  </div>`;

/**
 * A subscription's checkout form as the site server writes it: contact, the test card, the
 * button. The story's page has no checkout stylesheet, so a few rules stand in for it.
 */
const checkout = (args: CheckoutArgs) =>
  html`<style>
      .sq-checkout,
      .sq-checkout fieldset {
        display: grid;
        gap: 1rem;
        max-width: 30rem;
        border: 0;
        padding: 0;
      }
      .sq-field {
        display: grid;
        gap: 0.25rem;
      }
      .sq-field p {
        margin: 0;
      }
      .sq-field__error,
      .sq-error-summary a {
        color: #b3261e;
        font-weight: 600;
      }
      .sq-error-summary {
        border: 4px solid #b3261e;
        padding: 0 1rem;
        margin-bottom: 1rem;
        max-width: 30rem;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    </style>
    <sq-checkout data-block-json=${JSON.stringify(args)}>
      <form class="sq-checkout" method="post" action="#sent" novalidate>
        <fieldset>
          <legend>Contact</legend>
          ${field('email', 'Email', 'We send the receipt here.', 'email')}
          ${field('name', 'Full name')}
        </fieldset>
        <fieldset>
          <legend>Payment</legend>
          ${field('cardNumber', 'Card number', `This shop takes test payments only: use ${TEST_CARD}.`)}
        </fieldset>
        <button type="submit" class="sq-checkout__submit">Subscribe</button>
      </form>
    </sq-checkout>`;

const meta = {
  title: 'Blocks/Checkout',
  component: 'sq-checkout',
  tags: ['autodocs'],
  args: { step: 'details', kind: 'subscription' },
  argTypes: {
    step: { control: 'inline-radio', options: ['details', 'review'] },
    kind: { control: 'inline-radio', options: ['order', 'donation', 'subscription', 'giftcard'] },
  },
  render: (args) => checkout(args),
} satisfies Meta<CheckoutArgs>;

export default meta;

type Story = StoryObj<CheckoutArgs>;

/** The form as it loads: press Subscribe with fields empty or wrong to see the checks. */
export const Details: Story = {};

/** After a refused attempt: the error summary (focused) and each field's error. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('sq-checkout')!;
    await element.updateComplete;
    element.check();
  },
};
