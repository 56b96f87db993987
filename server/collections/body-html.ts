/**
 * What an item's `body` (owner-written HTML in site.json) may hold, checked at start-up so that
 * the server can put it in a page as it is: text elements, lists, links, quotes and figures with
 * pictures; no scripts, styles, forms, frames or event handlers; links to the web, mail or phone
 * (or within the site) only. A body that breaks a rule is refused with the reason.
 */
import { startTags } from '../pages/start-tags.ts';

/** The elements a body may use. */
export const BODY_ELEMENTS: ReadonlySet<string> = new Set(
  'p h2 h3 h4 ul ol li a strong em b i blockquote figure figcaption img br hr cite code'.split(' '),
);

/** The attributes a body's elements may carry. */
const BODY_ATTRIBUTES: ReadonlySet<string> = new Set(
  'href src alt title width height lang dir cite rel'.split(' '),
);

/** Addresses a link or picture may have: web, mail, phone, or a path of the site. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Why `html` may not be an item's body, or undefined when it may. */
export function bodyProblem(html: string): string | undefined {
  for (const tag of startTags(html)) {
    if (!BODY_ELEMENTS.has(tag.tag)) {
      return `<${tag.tag}> is not allowed in a body (allowed: ${[...BODY_ELEMENTS].join(', ')})`;
    }
    for (const attr of tag.attributes) {
      if (!BODY_ATTRIBUTES.has(attr.name)) {
        return `the attribute ${attr.name} of <${tag.tag}> is not allowed in a body`;
      }
      if ((attr.name === 'href' || attr.name === 'src') && !SAFE_URL.test(attr.value.trim())) {
        return `<${tag.tag} ${attr.name}="${attr.value}"> is not a web, mail, phone or site address`;
      }
    }
  }
  return undefined;
}
