import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/reservation/sq-reservation.ts';
import {
  RESERVATION_KINDS,
  type ReservationKind,
} from '../elements/reservation/reservation-kinds.ts';
import type { SqReservation } from '../elements/reservation/sq-reservation.ts';
// The site server's widget double, bundled as a file: the widgets load offline.
import widgetDouble from '../server/third-party/reservations/widget-double.js?url';
import { cookiePolicy, withPageContext } from './page-context.ts';

/** `websiteSettings.thirdPartyEmbeds.urls` naming the double for every kind, `query` appended. */
const doubleUrls = (query = '') => ({
  restaurantReservationsV1: `${widgetDouble}?kind=restaurant-v1${query}`,
  restaurantReservationsV2: `${widgetDouble}?kind=restaurant-v2${query}`,
  tableBooking: `${widgetDouble}?kind=table-booking${query}`,
  scheduling: `${widgetDouble}?kind=scheduling${query}`,
  weddingPlanning: `${widgetDouble}?kind=wedding-planning${query}`,
});

/** The page context a story's block reads: the widgets at the double, plus `ctx`. */
const withContext = (ctx: Record<string, unknown> = {}, query = '') =>
  withPageContext({ ...ctx, websiteSettings: { thirdPartyEmbeds: { urls: doubleUrls(query) } } });

interface ReservationArgs {
  kind: ReservationKind;
  accountId: string;
  /** CSS width of the block: over 850 px the widget gets its wide theme (SPEC §9). */
  width: string;
}

const meta = {
  title: 'Blocks/Reservation',
  component: 'sq-reservation',
  tags: ['autodocs'],
  args: { kind: 'scheduling', accountId: 'kilnandclay', width: '560px' },
  argTypes: {
    kind: {
      control: 'select',
      options: RESERVATION_KINDS,
      description: 'Which widget (attribute).',
    },
    accountId: { control: 'text', description: 'The provider’s account id.' },
    width: { control: 'text', description: 'Block width; over 850 px: wide theme.' },
  },
  decorators: [withContext()],
  render: ({ kind, accountId, width }) =>
    html`<sq-reservation
      kind=${kind}
      style="width:${width}"
      data-block-json=${JSON.stringify({ accountId })}
    >
      <p>
        <a href="https://kilnandclay.example/book">Book a wheel session online</a> or call the
        studio on <a href="tel:+15185550142">(518) 555-0142</a>.
      </p>
    </sq-reservation>`,
} satisfies Meta<ReservationArgs>;

export default meta;

type Story = StoryObj<ReservationArgs>;

/** Presses the block's load button and waits until it is loaded or failed. */
const pressLoad: Story['play'] = async ({ canvasElement }) => {
  const block = canvasElement.querySelector<SqReservation>('sq-reservation')!;
  await block.updateComplete;
  await block.load();
};

/** The server markup and the load button: nothing is requested before it is pressed. */
export const Placeholder: Story = {};

/** Under a restrictive cookie policy not yet accepted, the button names the provider. */
export const ConsentNeeded: Story = {
  args: { kind: 'restaurant-v2', accountId: '1234' },
  decorators: [withContext(cookiePolicy(true))],
};

/** Loaded: the widget's title, picker and button replace the server markup. */
export const Loaded: Story = { play: pressLoad };

/** A block wider than 850 px loads the widget's wide theme. */
export const WideTheme: Story = {
  args: { kind: 'restaurant-v1', accountId: '1234', width: '900px' },
  play: pressLoad,
};

/** The script failed (console only, SPEC §8): the block is left as is, its button can retry. */
export const Failed: Story = {
  args: { kind: 'table-booking', accountId: '42' },
  decorators: [withContext({}, '&omit=title')],
  play: pressLoad,
};

/** A signed-in owner: 'Preview Only' and the message to log out (SPEC §6); nothing loads. */
export const PreviewOnly: Story = {
  tags: ['!autodocs'],
  decorators: [withContext({ authenticatedAccount: { id: 'owner' }, websiteRoles: { 1: true } })],
};
