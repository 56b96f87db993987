/**
 * What `<sq-mobile-info-bar>` offers (SPEC §3 "Mobile info bar settings"), worked out from its
 * settings without drawing anything: its theme, and its actions in bar order (call, email,
 * address, hours), each only when its `is…Enabled` flag is on and its value exists and is a
 * valid link (SPEC §5 "Links").
 */
import { MOBILE_INFO_BAR_STYLES } from '../../platform/constants/site-enums.ts';
import { isValidMailto, isValidTel } from '../../platform/links/links.ts';
import type { MobileInfoBarData } from './mobile-info-bar.schema.ts';

/**
 * The maps service the address action opens (in a new tab), with the address as its search:
 * a universal link that phones hand to their maps app. A plain link: nothing is requested from
 * it until the visitor follows the link.
 */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** One line of the opening hours. */
export interface HoursLine {
  days: string;
  hours: string;
}

/** An action of the bar: a link (call, email, address) or the opening hours panel. */
export type InfoBarAction =
  | { kind: 'call' | 'email' | 'location'; href: string; text: string }
  | { kind: 'hours'; lines: HoursLine[] };

/** The bar's colours: light (style 2, or no style given), dark (3); none (1 or unknown): undefined. */
export function infoBarTheme(style: number | null | undefined): 'light' | 'dark' | undefined {
  if (style === undefined || style === null || style === MOBILE_INFO_BAR_STYLES.light) {
    return 'light';
  }
  return style === MOBILE_INFO_BAR_STYLES.dark ? 'dark' : undefined;
}

/**
 * The `tel:` link of a phone number as people write it (`+1 518 555 0142`): its digits, `+`,
 * `-`, `.` and brackets kept, spaces and anything else left out. Undefined when the link is not a
 * valid SPEC §5 tel link (under 50 characters, at least 4 digits or signs).
 */
export function telHref(phone: string | null | undefined): string | undefined {
  const href = `tel:${(phone ?? '').replace(/[^0-9+\-.()]/g, '')}`;
  return isValidTel(href) ? href : undefined;
}

/**
 * The `mailto:` link of an email address; undefined when it is not a valid SPEC §5 mailto link
 * or carries a query (`?subject=…`), which the site's address never needs.
 */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const address = (email ?? '').trim();
  if (address.includes('?')) return undefined;
  const href = `mailto:${address}`;
  return isValidMailto(href) ? href : undefined;
}

/** The address as one line: its title, lines and country, comma separated ('' when none). */
export function addressText(location: MobileInfoBarData['location']): string {
  const parts = [
    location?.addressTitle,
    location?.addressLine1,
    location?.addressLine2,
    location?.addressCountry,
  ];
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The maps link of an address: a search for its street lines and country when it has a street
 * line, else for its coordinates; undefined when it has neither.
 */
export function mapsHref(location: MobileInfoBarData['location']): string | undefined {
  const [line1, line2, country] = [
    location?.addressLine1,
    location?.addressLine2,
    location?.addressCountry,
  ].map((part) => part?.trim());
  if (line1 || line2) {
    const street = [line1, line2, country].filter(Boolean).join(', ');
    return MAPS_SEARCH_URL + encodeURIComponent(street);
  }
  const { mapLat: lat, mapLng: lng } = location ?? {};
  if (Number.isFinite(lat) && Number.isFinite(lng)) {
    return MAPS_SEARCH_URL + encodeURIComponent(`${lat},${lng}`);
  }
  return undefined;
}

/** The actions the bar shows, in order; none when its style is none (1). */
export function infoBarActions(data: MobileInfoBarData): InfoBarAction[] {
  if (!infoBarTheme(data.style)) return [];
  const actions: InfoBarAction[] = [];
  const tel = data.isContactPhoneNumberEnabled ? telHref(data.contactPhoneNumber) : undefined;
  if (tel) actions.push({ kind: 'call', href: tel, text: data.contactPhoneNumber!.trim() });
  const mailto = data.isContactEmailEnabled ? mailtoHref(data.contactEmail) : undefined;
  if (mailto) actions.push({ kind: 'email', href: mailto, text: data.contactEmail!.trim() });
  const map = data.isLocationEnabled ? mapsHref(data.location) : undefined;
  if (map) {
    const text = addressText(data.location) || `${data.location?.mapLat}, ${data.location?.mapLng}`;
    actions.push({ kind: 'location', href: map, text });
  }
  const lines = (data.businessHours ?? []).filter((line) => line.days.trim() || line.hours.trim());
  if (data.isBusinessHoursEnabled && lines.length) actions.push({ kind: 'hours', lines });
  return actions;
}
