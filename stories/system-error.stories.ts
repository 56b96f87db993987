import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/system-error/sq-system-error.ts';
import { DataError } from '../platform/http/errors.ts';

/** Which kind of error the story hands the overlay. */
interface SystemErrorArgs {
  kind: 'cleaned' | 'network' | 'server-text' | 'other';
}

/** A sample error of each kind, shaped as the data client reports it. */
const errors: Record<SystemErrorArgs['kind'], () => unknown> = {
  cleaned: () => ({ cleaned: true }),
  network: () =>
    new DataError('Unable to connect…', {
      kind: 'connection',
      status: 0,
      url: '/api/census/RecordHit',
    }),
  'server-text': () =>
    new DataError('Unable to connect…', {
      kind: 'connection',
      status: 504,
      url: '/api/form/SaveFormSubmission',
      body: { message: 'The product is being updated. Please try again in a few minutes.' },
    }),
  other: () =>
    new DataError('Unauthorized request', {
      kind: 'unauthorized',
      status: 403,
      url: '/api/commerce/orders',
    }),
};

const meta = {
  title: 'Site/System error overlay',
  component: 'sq-system-error',
  // Each story opens a full-screen modal: one per page, so no docs page stacking them all.
  tags: ['!autodocs'],
  args: { kind: 'cleaned' },
  argTypes: {
    kind: {
      control: 'inline-radio',
      options: ['cleaned', 'network', 'server-text', 'other'],
      description: 'The kind of error shown (SPEC §8).',
    },
  },
  render: ({ kind }) => html`<sq-system-error .error=${errors[kind]()}></sq-system-error>`,
} satisfies Meta<SystemErrorArgs>;

export default meta;

type Story = StoryObj<SystemErrorArgs>;

/** An error the server logged itself: the SPEC §8 apology. Clear closes it; Escape too. */
export const Cleaned: Story = {};

/** No answer from the product: 'Unable to connect to the product. Please try again.' */
export const NetworkError: Story = { args: { kind: 'network' } };

/** A network failure whose answer carried its own text: that text is shown. */
export const NetworkErrorWithServerText: Story = { args: { kind: 'server-text' } };

/** Any other error: its URL, format and message. */
export const OtherError: Story = { args: { kind: 'other' } };
