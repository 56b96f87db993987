import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/tour-dates/sq-tour-dates.ts';
import { tourDatesMarkupCss } from '../elements/tour-dates/tour-dates.styles.ts';
import { withMarkupCss } from './markup-css.ts';

const FAIRS = [
  { date: '2020-09-19', venue: 'Hudson Riverfront Craft Fair', city: 'Hudson, NY' },
  { date: '2099-12-06', venue: 'Catskill Holiday Makers Market', city: 'Catskill, NY' },
  {
    date: '2099-12-19',
    venue: 'Brooklyn Winter Craft Fair',
    city: 'Brooklyn, NY',
    ticketUrl: 'https://tickets.example.com/brooklyn',
  },
  {
    date: '2099-03-13',
    venue: 'Rhinebeck Spring Crafts Show',
    city: 'Rhinebeck, NY',
    soldOut: true,
  },
];

interface TourDatesArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
  /** The page's language. */
  lang: string;
}

const meta = {
  title: 'Blocks/Tour dates',
  component: 'sq-tour-dates',
  tags: ['autodocs'],
  args: {
    settings: JSON.stringify({ label: 'Craft fairs and markets', dates: FAIRS }),
    lang: 'en-US',
  },
  argTypes: {
    settings: {
      control: 'text',
      description: '`dates` ({date, venue, city, ticketUrl, soldOut}), `showPast`, `label`.',
    },
    lang: { control: 'text', description: 'The `lang` the days are written in.' },
  },
  decorators: [withMarkupCss(tourDatesMarkupCss)],
  render: ({ settings, lang }) =>
    html`<div lang=${lang}>
      <sq-tour-dates data-block-json=${settings}>
        <ol class="sq-tour-dates">
          <li class="sq-tour-date">Brooklyn Winter Craft Fair, Brooklyn, NY</li>
        </ol>
      </sq-tour-dates>
    </div>`,
} satisfies Meta<TourDatesArgs>;

export default meta;

type Story = StoryObj<TourDatesArgs>;

/** Upcoming dates in date order: Tickets, Sold out; the past fair is hidden. */
export const Upcoming: Story = {};

/** The same days in German. */
export const German: Story = { args: { lang: 'de' } };

/** With `showPast`, the past fair shows first, marked Past. */
export const WithPast: Story = {
  args: {
    settings: JSON.stringify({ label: 'Craft fairs and markets', dates: FAIRS, showPast: true }),
  },
};

/** Every date has passed: "No upcoming dates." */
export const NoUpcomingDates: Story = { args: { settings: JSON.stringify({ dates: [FAIRS[0]] }) } };

/** A ticket address that is not http(s) is refused: the server markup stays (error contract). */
export const InvalidTicketAddress: Story = {
  args: {
    settings: JSON.stringify({ dates: [{ ...FAIRS[1], ticketUrl: 'javascript:alert(1)' }] }),
  },
};
