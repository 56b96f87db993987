/**
 * The reservation and scheduling widgets `<sq-reservation>` shows (SPEC §2 "blocks initialised":
 * two restaurant-reservation widgets v1 and v2, a table-booking widget, an appointment-scheduling
 * widget (block type 65) and a wedding-planning widget), each described by what the element needs
 * of it: where its script comes from, who provides it, the query parameter that names the
 * provider's account, and the three elements its script draws (SPEC §4: the widget is loaded
 * once its picker, button and title exist).
 */
import type { ThirdPartyName } from '../../platform/third-party/urls.ts';

/** The `kind` attribute's values. */
export const RESERVATION_KINDS = [
  'restaurant-v1',
  'restaurant-v2',
  'table-booking',
  'scheduling',
  'wedding-planning',
] as const;

/** One of {@link RESERVATION_KINDS}. */
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

/** What the element knows of one widget. */
export interface ReservationWidget {
  /** Name of the script's address in `websiteSettings.thirdPartyEmbeds.urls` (platform/third-party/urls.ts). */
  source: ThirdPartyName;
  /** The provider's name, shown on the load button under a restrictive cookie policy. */
  provider: string;
  /** The load button's text when third parties are allowed. */
  label: string;
  /** The query parameter carrying the block's `accountId`. */
  accountParam: string;
  /** Further fixed query parameters of the provider's loader. */
  params?: Readonly<Record<string, string>>;
  /** CSS selectors of the picker, the button and the title the script draws. */
  parts: Readonly<{ picker: string; button: string; title: string }>;
}

const OPENTABLE_PARTS = {
  picker: '.ot-dtp-picker',
  button: '.ot-dtp-picker-button',
  title: '.ot-title',
} as const;

/** The widgets by kind. */
export const RESERVATION_WIDGETS: Readonly<Record<ReservationKind, ReservationWidget>> = {
  'restaurant-v1': {
    source: 'restaurantReservationsV1',
    provider: 'OpenTable',
    label: 'Show the reservation form',
    accountParam: 'rid',
    params: { type: 'standard' },
    parts: OPENTABLE_PARTS,
  },
  'restaurant-v2': {
    source: 'restaurantReservationsV2',
    provider: 'OpenTable',
    label: 'Show the reservation form',
    accountParam: 'rid',
    params: { type: 'standard' },
    parts: OPENTABLE_PARTS,
  },
  'table-booking': {
    source: 'tableBooking',
    provider: 'Resy',
    label: 'Show the table booking form',
    accountParam: 'venue',
    parts: { picker: '.resy-picker', button: '.resy-button', title: '.resy-title' },
  },
  scheduling: {
    source: 'scheduling',
    provider: 'Acuity Scheduling',
    label: 'Show the booking calendar',
    accountParam: 'owner',
    parts: { picker: '.acuity-picker', button: '.acuity-button', title: '.acuity-title' },
  },
  'wedding-planning': {
    source: 'weddingPlanning',
    provider: 'Zola',
    label: 'Show the planning widget',
    accountParam: 'id',
    parts: { picker: '.zola-picker', button: '.zola-button', title: '.zola-title' },
  },
};

/** The sentence under the load button: what loading the widget shares, and with whom. */
export function sharesSentence(widget: ReservationWidget): string {
  return `Loading the booking widget sends your IP address to ${widget.provider}.`;
}

/** `value` when it names a kind, else undefined. */
export function reservationKind(value: string | null): ReservationKind | undefined {
  return (RESERVATION_KINDS as readonly string[]).includes(value ?? '')
    ? (value as ReservationKind)
    : undefined;
}
