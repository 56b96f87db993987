import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/relative-time/sq-relative-time.ts';

/** The attributes and text a story sets. */
interface RelativeTimeArgs {
  /** How long ago the moment was, in seconds (negative: still to come). */
  ageSeconds: number;
  /** The page language the element reads its words in. */
  lang: string;
}

/** A fixed "now", so every story reads the same however long Storybook stays open. */
const NOW = new Date('2026-11-20T12:00:00');
/** ISO text of the local moment `ageSeconds` before {@link NOW} (no offset: local time). */
function momentBefore(ageSeconds: number): string {
  const moment = new Date(NOW.getTime() - ageSeconds * 1000);
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

const meta = {
  title: 'Site/Relative time',
  component: 'sq-relative-time',
  tags: ['autodocs'],
  args: { ageSeconds: 3 * 3600, lang: 'en' },
  argTypes: {
    ageSeconds: {
      control: { type: 'number', step: 10 },
      description: 'Seconds between the moment and now (negative: a moment to come).',
    },
    lang: {
      control: 'select',
      options: ['en', 'fr', 'de', 'ja'],
      description: 'The page language (the `lang` of the element or of an ancestor).',
    },
  },
  render: ({ ageSeconds, lang }) =>
    html`<p lang=${lang}>
      Kiln firing finished, posted
      <sq-relative-time datetime=${momentBefore(ageSeconds)} now=${momentBefore(0)}
        >20 November 2026</sq-relative-time
      >.
    </p>`,
} satisfies Meta<RelativeTimeArgs>;

export default meta;

type Story = StoryObj<RelativeTimeArgs>;

/** Three hours ago. Hover the phrase for the full date, which is also its accessible description. */
export const HoursAgo: Story = {};

/** Under 10 s: 'just now' (SPEC §9). */
export const JustNow: Story = { args: { ageSeconds: 4 } };

/** Under a minute: 'about N seconds ago', N in whole tens (SPEC §9). */
export const SecondsAgo: Story = { args: { ageSeconds: 37 } };

/** A day ago: Intl's words with numeric 'auto'. */
export const Yesterday: Story = { args: { ageSeconds: 24 * 3600 } };

/** The page's language sets the words and the full date: here French. */
export const French: Story = { args: { lang: 'fr', ageSeconds: 20 } };

/** Kept current: no fixed "now", so the phrase moves on every 5000 ms from the moment the story opened. */
export const Live: Story = {
  render: () =>
    html`<p>
      Kiln firing finished, posted
      <sq-relative-time datetime=${new Date().toISOString()}>just now</sq-relative-time>.
    </p>`,
};

/** A `datetime` that is not a date: the server's text stays, and the element reports `sq-error`. */
export const InvalidDatetime: Story = {
  render: () =>
    html`<p>
      Kiln firing finished, posted
      <sq-relative-time datetime="last Friday">20 November 2026</sq-relative-time>.
    </p>`,
};
