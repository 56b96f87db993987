import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { announcementBarMarkupCss } from '../elements/announcement-bar/announcement-bar.styles.ts';
import '../elements/announcement-bar/sq-announcement-bar.ts';
import { withMarkupCss } from './markup-css.ts';

/** The announcement a story shows (the site's `announcementBarSettings`). */
interface AnnouncementBarArgs {
  text: string;
  linkText: string;
  url: string;
}

const meta = {
  title: 'Site/Announcement bar',
  component: 'sq-announcement-bar',
  tags: ['autodocs'],
  decorators: [withMarkupCss(announcementBarMarkupCss)],
  args: {
    text: 'Spring wheel courses are open for booking',
    linkText: 'See the classes',
    url: '/classes',
  },
  parameters: { docs: { story: { inline: false, height: '8rem' } } },
  // The markup the site server writes at the top of every page (server/pages/announcement-bar.ts).
  render: ({ text, linkText, url }) =>
    html`<sq-announcement-bar announcement-id="5a1e0c3b9d2f4e61"
        ><div class="sq-announcement-bar" role="region" aria-label="Announcement">
          <p class="sq-announcement-bar__text">
            ${text}
            ${
              url
                ? html`<a class="sq-announcement-bar__link" href=${url}>${linkText || url}</a>`
                : nothing
            }
          </p>
          <form
            class="sq-announcement-bar__dismiss"
            method="post"
            action="/announcement-bar/dismiss"
          >
            <input type="hidden" name="announcement" value="5a1e0c3b9d2f4e61" />
            <input type="hidden" name="back" value="/" />
            <button type="submit" aria-label="Dismiss announcement">
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M3 3l10 10M13 3L3 13"
                  stroke="currentColor"
                  stroke-width="2"
                  stroke-linecap="round"
                />
              </svg>
            </button>
          </form></div
      ></sq-announcement-bar>
      <main style="padding: 1rem">
        <p>The page's main content, where focus goes after dismissing.</p>
      </main>`,
} satisfies Meta<AnnouncementBarArgs>;

export default meta;

type Story = StoryObj<AnnouncementBarArgs>;

/**
 * The studio's announcement with its link. Dismissing it hides it and writes its cookie, which
 * the site server reads; reload the story to see it again.
 */
export const WithLink: Story = {};

/** Text only: no address, no link. */
export const TextOnly: Story = {
  args: { text: 'The studio is closed on 4 July.', linkText: '', url: '' },
};
