/**
 * What the site search finds (./search-index.ts documents):
 *
 * - every template page a visitor may open at its own address: its `<title>` without the site's
 *   name, the text of its `<main>`. Left out: the not-found page, templates whose name or folder
 *   starts with `_` (collection item templates), pages other routes answer or that are only
 *   a part of one (cart, checkout, account, product template, member access, popup, search),
 *   members-only pages, and any page whose type is not content (SPEC §2 page types 1, 2, 3, 203);
 * - every item of the site's blog and events collections (./collection-documents.ts);
 * - every published product (SPEC §3 workflow state), at `/shop/{urlSlug}`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PAGE_TYPES, WORKFLOW_STATES } from '../../platform/constants/enums.ts';
import type { App } from '../app.ts';
import { CHECKOUT_TEMPLATE_PATH } from '../commerce/checkout-layout.ts';
import { CART_PAGE_PATH, PRODUCT_TEMPLATE_PATH } from '../commerce/cart-routes.ts';
import { productUrl } from '../commerce/catalogue.ts';
import { MEMBER_ACCESS_PATH } from '../member-areas/member-access.ts';
import { memberAreaOfPath } from '../member-areas/member-areas-config.ts';
import { documentTitle } from '../pages/html-text.ts';
import { metaPageType, templateContext } from '../pages/inject.ts';
import { siteTitle } from '../pages/site-info.ts';
import { findTemplate, NOT_FOUND_TEMPLATE, type Template } from '../pages/templates.ts';
import { ACCOUNT_PATH } from '../site-users/account-markup.ts';
import type { SearchDocument, SearchImage } from './search-index.ts';
import { htmlText, mainHtml } from './search-text.ts';

/** The search page's address (SPEC §2: `/search`, page type 102). */
export const SEARCH_PATH = '/search';

/** Pages that other routes answer, or that are a part of another page. */
const NOT_SEARCHED: ReadonlySet<string> = new Set([
  CART_PAGE_PATH,
  CHECKOUT_TEMPLATE_PATH,
  ACCOUNT_PATH,
  PRODUCT_TEMPLATE_PATH,
  MEMBER_ACCESS_PATH,
  SEARCH_PATH,
  '/popup',
]);

/** Page types whose pages are content a visitor looks for (SPEC §2). */
const CONTENT_PAGE_TYPES: ReadonlySet<number> = new Set([
  PAGE_TYPES.mainContent,
  PAGE_TYPES.page,
  PAGE_TYPES.splashPage,
  PAGE_TYPES.donate,
]);

/** A template file of the site folder: its clean path and when it last changed. */
export interface TemplateFile {
  path: string;
  file: string;
  mtimeMs: number;
  size: number;
}

/** Every `.html` file of the site folder (hidden folders left out) with its clean path. */
export function templateFiles(siteDir: string): TemplateFile[] {
  const files: TemplateFile[] = [];
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const parts = relative(siteDir, file).split(sep);
    if (parts.some((part) => part.startsWith('.') || part === 'node_modules')) continue;
    const clean = `/${parts.join('/')}`.slice(0, -'.html'.length).replace(/\/?index$/, '');
    const { mtimeMs, size } = statSync(file);
    files.push({ path: clean || '/', file, mtimeMs, size });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The page type `template` is served with (as server/pages/page-context.ts decides it). */
function pageTypeOf(app: App, template: Template): number {
  const fromContext = templateContext(template.html).pageType;
  return (
    app.config.pages[template.path]?.pageType ??
    metaPageType(template.html) ??
    (typeof fromContext === 'number' ? fromContext : PAGE_TYPES.page)
  );
}

/** Whether the page at `path` is one the search finds (see the module comment). */
function searchedPath(app: App, file: TemplateFile): boolean {
  if (file.file.endsWith(`${sep}${NOT_FOUND_TEMPLATE}`) && file.path === '/404') return false;
  if (file.path.split('/').some((part) => part.startsWith('_'))) return false;
  return !NOT_SEARCHED.has(file.path) && !memberAreaOfPath(app.config, file.path);
}

/** `title` without the site's name after a separator (`Classes · Kiln & Clay Studio`). */
export function ownTitle(title: string, site: string): string {
  const escaped = site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s+[·|–—-]\\s+${escaped}$`), '').trim() || title;
}

/**
 * The documents of the site's template pages. The site's name, taken off each title, is the
 * one site.json gives, else the part most of these titles share (server/pages/site-info.ts).
 */
export function pageDocuments(app: App, files: readonly TemplateFile[]): SearchDocument[] {
  const pages: { template: Template; title: string }[] = [];
  for (const file of files) {
    if (!searchedPath(app, file)) continue;
    const template = findTemplate(app.siteDir, file.path);
    if (!template || template.file !== file.file) continue;
    if (!CONTENT_PAGE_TYPES.has(pageTypeOf(app, template))) continue;
    pages.push({ template, title: documentTitle(template.html) ?? file.path });
  }
  const site = siteTitle(
    app,
    pages.map(({ template, title }) => ({ path: template.path, title })),
  );
  return pages.map(({ template, title }) => ({
    title: ownTitle(title, site),
    url: template.path,
    kind: 'page',
    text: htmlText(mainHtml(template.html) ?? ''),
  }));
}

/** A result's picture from a product's or an item's first image. */
export function searchImage(image: SearchImage): SearchImage {
  return { src: image.src, alt: image.alt, dimensions: image.dimensions };
}

/** The documents of the store's published products. */
export function productDocuments(app: App, collection?: string): SearchDocument[] {
  return app.config.store.products
    .filter((product) => product.workflowState === WORKFLOW_STATES.published)
    .map((product) => {
      const [image] = product.images;
      return {
        title: product.name,
        url: productUrl(product),
        kind: 'product',
        ...(collection === undefined ? {} : { collection }),
        text: product.description,
        ...(image ? { image: searchImage(image) } : {}),
      };
    });
}
