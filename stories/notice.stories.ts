import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/notice/sq-notice.ts';
import { INFORMATION_NOTICE_AUTO_HIDE_MS } from '../platform/constants/limits.ts';

/** The notice's attributes and message a story sets. */
interface NoticeArgs {
  heading: string;
  message: string;
  /** Auto-hide time in ms; 0 keeps the notice until it is dismissed. */
  duration: number;
}

const meta = {
  title: 'Site/Notice',
  component: 'sq-notice',
  tags: ['autodocs'],
  args: {
    heading: 'Logout Successful',
    message: 'You have been successfully logged out.',
    duration: 0,
  },
  argTypes: {
    heading: { control: 'text', description: 'Title of the notice.' },
    message: { control: 'text', description: 'The message (the default slot).' },
    duration: {
      control: { type: 'number', min: 0, step: 500 },
      description: 'Time in ms before it hides by itself; 0 keeps it until dismissed.',
    },
  },
  parameters: { docs: { story: { inline: false, height: '8rem' } } },
  render: ({ heading, message, duration }) =>
    html`<sq-notice heading=${heading} duration=${duration}>${message}</sq-notice>`,
} satisfies Meta<NoticeArgs>;

export default meta;

type Story = StoryObj<NoticeArgs>;

/**
 * The notice the runtime shows on a page opened with `?logout=true` (SPEC §2), kept open here
 * (`duration` 0) so it can be inspected. Its close button, or Escape while focus is inside,
 * dismisses it.
 */
export const Logout: Story = {};

/**
 * As on a real page: it hides by itself after 2000 ms (SPEC §9), but not while the pointer is
 * over it or focus is inside it. Reload the story to see it again.
 */
export const AutoHide: Story = { args: { duration: INFORMATION_NOTICE_AUTO_HIDE_MS } };

/** A longer message wraps inside the 350 px box. */
export const LongMessage: Story = {
  args: {
    heading: 'Changes saved',
    message:
      'Your changes are saved and will appear on the published site within a few minutes, once the pages have been rebuilt.',
  },
};

/**
 * It stands at the bottom of the window, clear of the site's header and navigation, and above a
 * bar another element keeps fixed along the bottom edge, such as a cookie banner bar.
 */
export const AboveABottomBar: Story = {
  render: ({ heading, message, duration }) =>
    html`<sq-notice heading=${heading} duration=${duration}>${message}</sq-notice>
      <div
        role="region"
        aria-label="Cookie banner"
        style="position: fixed; inset: auto 0 0; padding: 1rem; background: #222; color: #fff"
      >
        We use cookies to count visits.
      </div>`,
};
