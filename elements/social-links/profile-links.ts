/**
 * The profile links of `<sq-social-links>`' server markup, read as the element draws them.
 */
import { SOCIAL_NAMES, socialKind, type SocialKind } from './social-icons.ts';

/** One profile link of the server markup. */
export interface ProfileLink {
  /** The address, absolute. */
  href: string;
  /** The service it points to (its icon). */
  kind: SocialKind;
  /** The text shown: the link's own, else the service's name. */
  text: string;
  /** The link's `aria-label`, kept when it has one. */
  ariaLabel: string | null;
  target: string | null;
  rel: string | null;
}

/** The links (`a[href]` with a web, mail or phone address) of `host`'s light DOM, in order. */
export function readProfileLinks(host: Element): ProfileLink[] {
  const links: ProfileLink[] = [];
  for (const a of host.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let url: URL;
    try {
      url = new URL(a.getAttribute('href')!, document.baseURI);
    } catch {
      continue;
    }
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) continue;
    const kind = socialKind(url);
    links.push({
      href: url.href,
      kind,
      text: (a.textContent ?? '').replace(/\s+/g, ' ').trim() || SOCIAL_NAMES[kind],
      ariaLabel: a.getAttribute('aria-label'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    });
  }
  return links;
}
