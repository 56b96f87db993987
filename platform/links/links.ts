/**
 * Link categories and validity (SPEC §5 "Links").
 *
 * A link's category says what shape it has; {@link isValidLink} says whether a link of that shape
 * is acceptable (length limits and per-protocol rules). A link is judged as the browser will
 * follow it ({@link linkText}: the URL parser drops leading and trailing control characters and
 * spaces, and every tab and newline), and protocol names are matched case-insensitively.
 */
import { INTERNAL_LINK_MAX_CHARS } from '../constants/limits.ts';

/** The link categories (SPEC §5), values spelled as SPEC spells them. */
export const LINK_CATEGORIES = {
  anchor: 'anchor',
  contentLink: 'content link',
  default: 'default',
  emptyString: 'empty string',
  externalLink: 'external link',
  fileLink: 'file link',
  malformedProtocol: 'malformed protocol',
  miscProtocol: 'misc protocol',
} as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[keyof typeof LINK_CATEGORIES];

/** Per-protocol limits (SPEC §5). A link must be shorter than each `...UnderChars` value. */
export const LINK_LIMITS = {
  telUnderChars: 50,
  /** A tel: link needs at least this many digits, plus or minus signs. */
  telMinDialChars: 4,
  smsUnderChars: 1000,
  mailtoUnderChars: 1000,
  anchorUnderChars: 100,
  ftpUnderChars: 100,
  javascriptUnderChars: 250,
} as const;

/** Protocols whose links are web addresses; every other protocol is "misc" (SPEC §5). */
const WEB_PROTOCOLS = new Set(['http', 'https', 'ftp']);

/** A leading `scheme:`; a dot is not allowed in it, so `example.com:8080` has no scheme. */
const SCHEME = /^([a-z][a-z0-9+-]*):/i;

/**
 * Domain with a 2-3 letter extension, after an optional http/https/ftp protocol and user info,
 * with an optional port, path, query and hash.
 */
const PROPER_URL =
  /^(?:(?:https?|ftp):\/\/)?(?:[^\s/@]+@)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,3}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Leading or trailing C0 control characters and spaces; tabs and newlines anywhere. */
// eslint-disable-next-line no-control-regex -- the URL parser's own set of stripped characters
const URL_STRIPPED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;

/**
 * `href` as the browser's URL parser reads it before anything else: without leading and
 * trailing C0 control characters and spaces, and without any tab or newline. So
 * `"\u0001java\tscript:alert(1)"` is the `javascript:` link a click would run.
 */
export function linkText(href: string): string {
  return href.replace(URL_STRIPPED, '');
}

/** The lower-case protocol of `link` (without the colon), or undefined. */
function protocolOf(link: string): string | undefined {
  return SCHEME.exec(link)?.[1]?.toLowerCase();
}

/**
 * The category of `href` (SPEC §5):
 * - `empty string`: nothing but spaces;
 * - `anchor`: starts with `#`;
 * - `file link`: starts with `/s/`;
 * - `content link`: starts with one `/` followed by a non-slash (or is just `/`, the home page);
 * - `external link`: http, https or ftp followed by `//`, or a protocol-relative `//host`;
 * - `malformed protocol`: http, https or ftp without the double slash (`http:example.com`);
 * - `misc protocol`: any other protocol (`mailto:`, `tel:`, `sms:`, `javascript:`, ...);
 * - `default`: anything else, such as a bare `example.com` or a relative `page`.
 */
export function linkCategory(href: string): LinkCategory {
  const link = linkText(href);
  if (link === '') return LINK_CATEGORIES.emptyString;
  if (link.startsWith('#')) return LINK_CATEGORIES.anchor;
  if (link.startsWith('/s/')) return LINK_CATEGORIES.fileLink;
  if (link.startsWith('//')) return LINK_CATEGORIES.externalLink;
  if (link.startsWith('/')) return LINK_CATEGORIES.contentLink;
  const protocol = protocolOf(link);
  if (protocol === undefined) return LINK_CATEGORIES.default;
  if (!WEB_PROTOCOLS.has(protocol)) return LINK_CATEGORIES.miscProtocol;
  return link.slice(protocol.length + 1).startsWith('//')
    ? LINK_CATEGORIES.externalLink
    : LINK_CATEGORIES.malformedProtocol;
}

/** Whether `url` has a domain with a 2-3 letter extension (SPEC §5), e.g. `https://example.com/a`. */
export function isProperUrl(url: string): boolean {
  return PROPER_URL.test(linkText(url));
}

function hasProtocol(link: string, protocol: string): boolean {
  return protocolOf(link) === protocol;
}

/** tel: link: starts with `tel:`, under 50 characters, at least 4 digits, plus or minus signs. */
export function isValidTel(href: string): boolean {
  const link = linkText(href);
  const dialChars = link.match(/[0-9+-]/g)?.length ?? 0;
  return (
    hasProtocol(link, 'tel') &&
    link.length < LINK_LIMITS.telUnderChars &&
    dialChars >= LINK_LIMITS.telMinDialChars
  );
}

/** sms: link under 1000 characters. */
export function isValidSms(href: string): boolean {
  const link = linkText(href);
  return hasProtocol(link, 'sms') && link.length < LINK_LIMITS.smsUnderChars;
}

/**
 * mailto: link under 1000 characters whose address (before any `?`) has exactly one `@`, a
 * non-empty name before it and a dotted extension after it (`name@example.com`).
 */
export function isValidMailto(href: string): boolean {
  const link = linkText(href);
  if (!hasProtocol(link, 'mailto') || link.length >= LINK_LIMITS.mailtoUnderChars) return false;
  const address = link.slice('mailto:'.length).split('?')[0] ?? '';
  return /^[^@\s]+@[^@\s.][^@\s]*\.[^@\s.]+$/.test(address);
}

/** Anchor (`#...`) under 100 characters. */
export function isValidAnchor(href: string): boolean {
  const link = linkText(href);
  return link.startsWith('#') && link.length < LINK_LIMITS.anchorUnderChars;
}

/** ftp:// link under 100 characters with a proper domain. */
export function isValidFtp(href: string): boolean {
  const link = linkText(href);
  return (
    hasProtocol(link, 'ftp') &&
    linkCategory(link) === LINK_CATEGORIES.externalLink &&
    link.length < LINK_LIMITS.ftpUnderChars &&
    isProperUrl(link)
  );
}

/** javascript: link under 250 characters. */
export function isValidJavascript(href: string): boolean {
  const link = linkText(href);
  return hasProtocol(link, 'javascript') && link.length < LINK_LIMITS.javascriptUnderChars;
}

/** Validity of a misc-protocol link: the SPEC rule for its protocol, else anything after the colon. */
function isValidMisc(link: string): boolean {
  switch (protocolOf(link)) {
    case 'tel':
      return isValidTel(link);
    case 'sms':
      return isValidSms(link);
    case 'mailto':
      return isValidMailto(link);
    case 'javascript':
      return isValidJavascript(link);
    default:
      return link.length > link.indexOf(':') + 1;
  }
}

/**
 * Whether `href` is an acceptable link (SPEC §5, §2): anchors, tel, sms, mailto, ftp and
 * javascript links by their rules; content links under 150 characters; file links with a name
 * after `/s/`; http(s) and protocol-relative links and bare addresses when they are proper URLs.
 * Empty and malformed links are never valid.
 */
export function isValidLink(href: string): boolean {
  const link = linkText(href);
  switch (linkCategory(link)) {
    case LINK_CATEGORIES.emptyString:
    case LINK_CATEGORIES.malformedProtocol:
      return false;
    case LINK_CATEGORIES.anchor:
      return isValidAnchor(link);
    case LINK_CATEGORIES.fileLink:
      return link.length > '/s/'.length;
    case LINK_CATEGORIES.contentLink:
      return link.length < INTERNAL_LINK_MAX_CHARS;
    case LINK_CATEGORIES.externalLink:
      if (link.startsWith('//')) return isProperUrl(`http:${link}`);
      return hasProtocol(link, 'ftp') ? isValidFtp(link) : isProperUrl(link);
    case LINK_CATEGORIES.miscProtocol:
      return isValidMisc(link);
    case LINK_CATEGORIES.default:
      return isProperUrl(link);
  }
}
