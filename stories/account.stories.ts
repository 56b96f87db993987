import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { AccountProfile } from '../elements/account/account.schema.ts';
import { accountMarkupCss } from '../elements/account/account.styles.ts';
import '../elements/account/sq-account.ts';
import { withMarkupCss } from './markup-css.ts';

/** What a story sets: the signed-in site user's profile, or an anonymous visitor. */
interface AccountArgs {
  signedIn: boolean;
  firstName: string;
  lastName: string;
  withMemberships: boolean;
  withOrders: boolean;
}

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 4);

/** The profile the server would write into `data-block-json`. */
const profileOf = (args: AccountArgs): AccountProfile => ({
  id: '61b2c3d4e5f60718293a4b5c',
  email: 'visitor@example.com',
  firstName: args.firstName,
  lastName: args.lastName,
  memberships: args.withMemberships
    ? [
        {
          memberAreaId: 'studio',
          name: "The members' studio",
          pricingOption: 'yearly',
          pricingOptionLabel: 'Yearly',
          created: NOW - 40 * DAY,
        },
      ]
    : [],
  orders: args.withOrders
    ? [
        { orderNumber: 1042, created: NOW - 3 * DAY, grandTotal: '$86.00', kind: 'order' },
        { orderNumber: 1017, created: NOW - 60 * DAY, grandTotal: '$25.00', kind: 'donation' },
      ]
    : [],
});

/** The anonymous visitor's server markup: the log-in form that works without JavaScript. */
const loginForm = html`<form method="post" action="/account/session" class="sq-account__login">
  <h2>Log in</h2>
  <p>
    <label for="story-email">Email</label
    ><input id="story-email" name="email" type="email" autocomplete="username" required />
  </p>
  <p>
    <label for="story-password">Password</label
    ><input id="story-password" name="password" type="password" required />
  </p>
  <p><button type="submit">Log in</button></p>
</form>`;

const meta = {
  title: 'Site/Account',
  component: 'sq-account',
  tags: ['autodocs'],
  args: {
    signedIn: true,
    firstName: 'Ada',
    lastName: 'Visitor',
    withMemberships: true,
    withOrders: true,
  },
  argTypes: {
    signedIn: {
      control: 'boolean',
      description: 'A signed-in site user, or an anonymous visitor.',
    },
    firstName: { control: 'text' },
    lastName: { control: 'text' },
    withMemberships: { control: 'boolean' },
    withOrders: { control: 'boolean', description: 'Orders show when the site has a store.' },
  },
  decorators: [withMarkupCss(accountMarkupCss)],
  render: (args) =>
    args.signedIn
      ? html`<sq-account data-block-json=${JSON.stringify(profileOf(args))}></sq-account>`
      : html`<sq-account>${loginForm}</sq-account>`,
} satisfies Meta<AccountArgs>;

export default meta;

type Story = StoryObj<AccountArgs>;

/**
 * A signed-in site user: name (Edit name), email, memberships, orders, Log out. Storybook has no
 * site server: saving or logging out shows the connection error, as a visitor offline sees it.
 */
export const SignedIn: Story = {};

/** A site without a store and an account without memberships. */
export const Empty: Story = { args: { withMemberships: false, withOrders: false } };

/** An anonymous visitor: a Log in button that opens the login dialog. */
export const Anonymous: Story = { args: { signedIn: false } };

/** Invalid `data-block-json`: the server markup stays, `data-sq-error` is set. */
export const InvalidData: Story = {
  render: () =>
    html`<sq-account data-block-json='{"email": 7}'
      ><p>The server's profile markup stays as it was.</p></sq-account
    >`,
};
