import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { openLoginDialog } from '../elements/login-dialog/open-login-dialog.ts';
import type { LoginDialogMode } from '../elements/login-dialog/sq-login-dialog.ts';

/** What a story asks of `openLoginDialog()`. */
interface LoginDialogArgs {
  mode: LoginDialogMode;
  allowSignup: boolean;
  heading: string;
  message: string;
}

/** Opens the dialog from the button and writes whether the visitor signed in. */
async function open(event: Event, args: LoginDialogArgs): Promise<void> {
  const output = (event.currentTarget as HTMLElement).parentElement!.querySelector('output')!;
  output.textContent = '';
  const signedIn = await openLoginDialog(args);
  output.textContent = signedIn ? 'Signed in.' : 'Cancelled.';
}

const meta = {
  title: 'Site/Login dialog',
  component: 'sq-login-dialog',
  // A modal dialog: one per page, opened from its button, so no docs page stacking them.
  tags: ['!autodocs'],
  args: { mode: 'login', allowSignup: true, heading: '', message: '' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['login', 'signup'] },
    allowSignup: {
      control: 'boolean',
      description: 'Offer Create account (false for Escape-to-login, SPEC §6).',
    },
    heading: { control: 'text', description: "Empty: 'Log in' / 'Create account'." },
    message: { control: 'text', description: 'A sentence under the heading.' },
  },
  render: (args) =>
    html`<div>
      <button type="button" @click=${(event: Event) => void open(event, args)}>
        Open the login dialog
      </button>
      <output aria-live="polite"></output>
      <p>
        Storybook has no site server: submitting shows the data client's connection error in the
        dialog, as a visitor offline would see it.
      </p>
    </div>`,
} satisfies Meta<LoginDialogArgs>;

export default meta;

type Story = StoryObj<LoginDialogArgs>;

/** Email, password and Remember me; Create account one click away. */
export const LogIn: Story = {};

/** Creating an account: first and last name too, a password of at least 8 characters. */
export const CreateAccount: Story = { args: { mode: 'signup' } };

/** Escape-to-login (SPEC §6): account creation is not offered. */
export const EscapeToLogin: Story = { args: { allowSignup: false } };

/** Why a log-in is asked for, as a member area's join asks it. */
export const WithMessage: Story = {
  args: {
    mode: 'signup',
    heading: "Join the members' studio",
    message: 'Create an account to join. Already have one? Log in instead.',
  },
};
