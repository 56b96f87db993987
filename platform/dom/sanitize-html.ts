/**
 * HTML from settings or a server answer, put into the page sanitized. The platform first: where
 * the browser has `Element.prototype.setHTML` (the HTML Sanitizer API, safe whatever it is told)
 * it sanitizes, at once and without any download; elsewhere DOMPurify does, loaded on demand
 * once per page. Both keep the same elements and attributes, below: text, its formatting, lists,
 * tables, links (web, mail, phone and text-message addresses) and pictures (web or `data:`).
 * Scripts, event handlers, other addresses (`javascript:` however it is spelled), styles (a page
 * whose policy forbids inline styles would refuse them), forms, frames, SVG and MathML never
 * reach the page.
 */
import type { Config } from 'dompurify';

type PurifyPath = typeof import('./purify.ts');

/** The elements sanitized HTML keeps. */
const ELEMENTS = (
  'a abbr b bdi bdo blockquote br caption cite code col colgroup dd del dfn div dl dt em ' +
  'figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span ' +
  'strong sub sup table tbody td tfoot th thead time tr u ul var wbr'
).split(' ');

/** The attributes it keeps (on any kept element; addresses, below). */
const ATTRIBUTES =
  'alt cite colspan datetime dir height href lang rel rowspan src target title width'.split(' ');

/**
 * The schemes a kept address may have, as the browser parses it (a relative address resolves to
 * the page's): a link goes to the web, a mail, a phone or a text message; a picture comes from
 * the web or a `data:` address.
 */
const SCHEMES: Record<string, readonly string[]> = {
  href: ['http:', 'https:', 'mailto:', 'tel:', 'sms:'],
  src: ['http:', 'https:', 'data:'],
};

/** The HTML Sanitizer API's configuration of the same lists. */
const SANITIZER = {
  elements: ELEMENTS,
  attributes: ATTRIBUTES,
  comments: false,
  dataAttributes: false,
};

/** DOMPurify's configuration of the same lists. */
const PURIFY: Config = {
  ALLOWED_TAGS: ELEMENTS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Removes from `root`'s elements every address whose scheme {@link SCHEMES} does not list. */
function keepKnownSchemes(root: ParentNode): void {
  for (const el of root.querySelectorAll('[href], [src]')) {
    for (const [name, schemes] of Object.entries(SCHEMES)) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      let scheme = '';
      try {
        scheme = new URL(value, document.baseURI).protocol;
      } catch {
        // Not an address at all: removed.
      }
      if (!schemes.includes(scheme)) el.removeAttribute(name);
    }
  }
}

interface SetHtml {
  setHTML(html: string, options: { sanitizer: typeof SANITIZER }): void;
}

let purify: Promise<PurifyPath> | undefined;

/** Whether the browser sanitizes by itself (`Element.prototype.setHTML`). */
export function hasPlatformSanitizer(): boolean {
  return typeof (Element.prototype as Partial<SetHtml>).setHTML === 'function';
}

/**
 * DOMPurify and the library's Trusted Types policy (purify.ts), loaded once; a failed load is
 * forgotten, so a later call tries again.
 */
function loadPurify(): Promise<PurifyPath> {
  purify ??= import('./purify.ts').catch((error: unknown) => {
    purify = undefined;
    throw error;
  });
  return purify;
}

/**
 * Starts loading DOMPurify, without waiting, when the browser has no sanitizer of its own: call
 * it while something else is under way (a form's request) so that {@link setSanitizedHtml}
 * does not wait for it afterwards. Does nothing where the platform sanitizes.
 */
export function preloadSanitizer(): void {
  if (!hasPlatformSanitizer()) loadPurify().catch(() => undefined);
}

/**
 * Replaces the children of `target` with `html`, sanitized (see above). With the platform's
 * sanitizer it is done when the call returns, which answers undefined. Otherwise the answer is a
 * promise, settled once DOMPurify (loaded on the first call) has put the HTML in; it rejects
 * only when DOMPurify cannot load, and `target` is then left as it was.
 */
export function setSanitizedHtml(target: Element, html: string): Promise<void> | undefined {
  if (hasPlatformSanitizer()) {
    (target as Element & SetHtml).setHTML(html, { sanitizer: SANITIZER });
    keepKnownSchemes(target);
    return undefined;
  }
  return loadPurify().then(({ DOMPurify: purifier, withTrustedHtml }) => {
    // Kept as nodes, never serialized and parsed again (no mutation on the way back in).
    // (DOMPurify answers null when nothing of the document's body is left, e.g. a frameset.)
    const fragment: DocumentFragment | null = withTrustedHtml((policy) =>
      purifier.sanitize(html, {
        ...PURIFY,
        RETURN_DOM_FRAGMENT: true,
        // The library's own policy: a page that lists its policies needs no "dompurify".
        TRUSTED_TYPES_POLICY: policy as unknown as Config['TRUSTED_TYPES_POLICY'],
      }),
    );
    if (fragment) keepKnownSchemes(fragment);
    target.replaceChildren(...(fragment ? [fragment] : []));
  });
}
