/**
 * The icons of `<sq-social-links>`: one per service a profile link may point to, found from the
 * link's address, and a plain link icon for any other. Simple glyphs in the link's colour
 * (`currentColor`), decorative (the link's text names it).
 */
import { svg, type SVGTemplateResult } from 'lit';

/** The services the links know, and `email`, `phone` and `link` (anything else). */
export type SocialKind =
  | 'instagram'
  | 'facebook'
  | 'x'
  | 'youtube'
  | 'pinterest'
  | 'tiktok'
  | 'linkedin'
  | 'vimeo'
  | 'threads'
  | 'email'
  | 'phone'
  | 'link';

/** Each service's name, the link's name when its text is empty. */
export const SOCIAL_NAMES: Readonly<Record<SocialKind, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  vimeo: 'Vimeo',
  threads: 'Threads',
  email: 'Email',
  phone: 'Phone',
  link: 'Website',
};

/** Host names (and their subdomains) of each service. */
const HOSTS: ReadonlyArray<readonly [SocialKind, readonly string[]]> = [
  ['instagram', ['instagram.com']],
  ['facebook', ['facebook.com', 'fb.com']],
  ['x', ['x.com', 'twitter.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['pinterest', ['pinterest.com']],
  ['tiktok', ['tiktok.com']],
  ['linkedin', ['linkedin.com']],
  ['vimeo', ['vimeo.com']],
  ['threads', ['threads.net', 'threads.com']],
];

/** The service `url` (absolute) points to. */
export function socialKind(url: URL): SocialKind {
  if (url.protocol === 'mailto:') return 'email';
  if (url.protocol === 'tel:') return 'phone';
  const host = url.hostname.toLowerCase();
  for (const [kind, hosts] of HOSTS) {
    if (hosts.some((name) => host === name || host.endsWith(`.${name}`))) return kind;
  }
  return 'link';
}

const stroke = (paths: SVGTemplateResult) =>
  svg`<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;

const ICONS: Readonly<Record<SocialKind, SVGTemplateResult>> = {
  instagram: stroke(
    svg`<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.5"/>`,
  ),
  facebook: svg`<path fill="currentColor" d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8z"/>`,
  x: stroke(svg`<path d="M4 4l16 16M20 4L4 20"/>`),
  youtube: svg`<path fill="currentColor" fill-rule="evenodd" d="M3.6 6.2C5 5.8 12 5.8 12 5.8s7 0 8.4.4c.8.2 1.4.9 1.6 1.7.4 1.5.4 4.1.4 4.1s0 2.6-.4 4.1c-.2.8-.8 1.5-1.6 1.7-1.4.4-8.4.4-8.4.4s-7 0-8.4-.4c-.8-.2-1.4-.9-1.6-1.7C1.6 14.6 1.6 12 1.6 12s0-2.6.4-4.1c.2-.8.8-1.5 1.6-1.7zM10 9v6l5.2-3z"/>`,
  pinterest: stroke(
    svg`<circle cx="12" cy="12" r="9.5"/><path d="M11 8.5c1-.9 3.5-.9 4.3.9.9 2-.4 4.6-2.6 4.6-1.6 0-2.1-1.2-1.7-2.6M11.5 11.5L9.5 20"/>`,
  ),
  tiktok: stroke(svg`<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.2 4 5 4.3"/>`),
  linkedin: svg`<path fill="currentColor" d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2.2 7.2V18h2.6v-7.8zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM10.5 10.2V18h2.6v-4.1c0-1.1.4-1.9 1.4-1.9s1.3.8 1.3 1.9V18h2.6v-4.6c0-2.3-1.2-3.4-2.9-3.4-1.2 0-2 .6-2.4 1.2v-1z"/>`,
  vimeo: stroke(
    svg`<path d="M3 8.5l1.5 1c1-.8 2-1.5 2.5-.5L9.5 18c.7 1.5 2 1.5 3.5 0 2.5-2.5 7-8 7-11.5 0-2.5-2.5-3-5-.5"/>`,
  ),
  threads: stroke(
    svg`<path d="M17 8.5C16 5.5 14 4 11.5 4 7.5 4 5 7.2 5 12s2.5 8 6.5 8c3 0 5.5-1.8 5.5-4.5 0-2.3-1.8-3.8-4.8-3.8-2.2 0-3.7 1-3.7 2.5 0 1.3 1.1 2.1 2.6 2.1 2.5 0 3.4-2.4 3.4-5.5"/>`,
  ),
  email: stroke(
    svg`<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6l8.5 7 8.5-7"/>`,
  ),
  phone: stroke(
    svg`<path d="M5 3h3.5l1.5 4.5-2 1.5a11 11 0 0 0 7 7l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>`,
  ),
  link: stroke(
    svg`<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>`,
  ),
};

/** The icon of `kind`, decorative. */
export function socialIcon(kind: SocialKind): SVGTemplateResult {
  return svg`<svg part="icon" class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" data-icon=${kind}>${ICONS[kind]}</svg>`;
}
