/**
 * The document of a checkout page (each checkout, confirmation and refusal): the site's
 * `checkout.html` template when it has one, filled like every template page
 * (server/pages/site-pages.ts `renderTemplate`: saved blocks, the header's cart count, the page
 * context, the year, safe mode), its `<main>` holding the page's `<h1>` and content and its
 * `<title>` the page's title; otherwise (no template, or one without `<main>`) the server's
 * built-in layout. Either way the page links the checkout stylesheet, in a template before the
 * site's own stylesheets, so the site's rules restyle the checkout.
 */
import { readFileSync } from 'node:fs';
import type { Exchange } from '../app.ts';
import { escapeHtml, send } from '../http/respond.ts';
import { builtinDocument } from '../pages/layout.ts';
import { buildPageContext } from '../pages/page-context.ts';
import { renderTemplate } from '../pages/site-pages.ts';
import { attribute, startTags, type StartTag } from '../pages/start-tags.ts';
import { findTemplate } from '../pages/templates.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';
import { signedInAccount } from '../session.ts';

/** The clean path of the checkout pages' template (`checkout.html` of the site folder). */
export const CHECKOUT_TEMPLATE_PATH = '/checkout';

/** Address of the checkout pages' stylesheet (a file, so a strict policy keeps the look). */
export const CHECKOUT_CSS_PATH = '/__server/checkout.css';

/** The checkout stylesheet (./checkout.css), read once. */
const CHECKOUT_CSS = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

/** Answers the checkout pages' stylesheet. */
export function serveCheckoutCss(ex: Exchange): void {
  send(ex.res, 200, 'text/css; charset=utf-8', CHECKOUT_CSS, 'no-cache');
}

/** What a checkout page shows. */
export interface CheckoutPage {
  /** Its `<title>` and `<h1>`. */
  title: string;
  /** SPEC §2 page type of its context. */
  pageType: number;
  /** The content after the `<h1>` (HTML, escaped where needed). */
  body: string;
}

/** A span of the template replaced by `text` (an insertion when empty). */
interface Cut {
  start: number;
  end: number;
  text: string;
}

/** Offset just after `tag`'s `>`. */
const afterTag = (html: string, tag: StartTag) => html.indexOf('>', tag.attributesEnd) + 1;

/** Whether `tag` is a `<link rel="stylesheet">`. */
const isStylesheet = (tag: StartTag) =>
  tag.tag === 'link' &&
  (attribute(tag, 'rel')?.value ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

/**
 * `template` framing `page`: the `<main>` element's content is the page's `<h1>` and body, the
 * `<title>` text is the page's title (in place of its `{{title}}` when it has one, so
 * `{{title}} · Studio` keeps the site's name), and the checkout stylesheet is linked before the
 * template's first stylesheet (at the end of `<head>` without one) unless the template links it.
 * Undefined when the template has no `<main>`.
 */
export function framedInTemplate(template: string, page: CheckoutPage): string | undefined {
  const lower = template.toLowerCase();
  const tags = [...startTags(template)];
  const main = tags.find((tag) => tag.tag === 'main');
  const mainStart = main ? afterTag(template, main) : 0;
  const mainEnd = lower.indexOf('</main', mainStart);
  if (!main || mainStart === 0 || mainEnd < 0) return undefined;
  const title = escapeHtml(page.title);
  const cuts: Cut[] = [
    { start: mainStart, end: mainEnd, text: `\n<h1>${title}</h1>\n${page.body}\n` },
  ];
  const titleTag = tags.find((tag) => tag.tag === 'title' && tag.start < mainStart);
  if (titleTag?.elementEnd !== undefined) {
    const start = afterTag(template, titleTag);
    const end = lower.lastIndexOf('</title', titleTag.elementEnd);
    const text = template.slice(start, end);
    if (end >= start)
      cuts.push({
        start,
        end,
        text: text.includes('{{title}}') ? text.replaceAll('{{title}}', title) : title,
      });
  }
  const linked = tags.some(
    (tag) => tag.tag === 'link' && attribute(tag, 'href')?.value === CHECKOUT_CSS_PATH,
  );
  const at =
    tags.find((tag) => isStylesheet(tag) && tag.start < mainStart)?.start ??
    lower.indexOf('</head');
  if (!linked && at >= 0 && at < mainStart) {
    cuts.push({ start: at, end: at, text: `<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">` });
  }
  // From the last cut to the first, so the offsets of those still to apply hold.
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((html, cut) => html.slice(0, cut.start) + cut.text + html.slice(cut.end), template);
}

/** The complete document of checkout page `page` for this request (see the module comment). */
export function checkoutDocument(ex: Exchange, page: CheckoutPage): string {
  const template = findTemplate(ex.app.siteDir, CHECKOUT_TEMPLATE_PATH);
  const html = template && framedInTemplate(template.html, page);
  if (template && html !== undefined) {
    return renderTemplate(ex, { ...template, html }, page.pageType);
  }
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    { forcePageType: page.pageType },
    signedInAccount(ex),
  );
  return builtinDocument({
    title: page.title,
    body: page.body,
    context,
    assetsDir: ex.app.assetsDir,
    head: `<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">`,
  });
}
