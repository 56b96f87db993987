/**
 * What the site calls itself and its pages: the pages of site.json `pages` with the `<title>` of
 * their templates, and the site's title.
 */
import type { App } from '../app.ts';
import { documentTitle } from './html-text.ts';
import { findTemplate } from './templates.ts';

/** A page of the site. */
export interface SitePage {
  /** Clean path, a key of site.json `pages`. */
  path: string;
  /** Its template's `<title>`, else its path. */
  title: string;
}

/** The pages of site.json `pages` that have a template, in site.json order. */
export function sitePages(app: App): SitePage[] {
  const pages: SitePage[] = [];
  for (const path of Object.keys(app.config.pages)) {
    const template = findTemplate(app.siteDir, path);
    if (template) pages.push({ path, title: documentTitle(template.html) ?? path });
  }
  return pages;
}

/** Separators between a page's own title and the site's in a `<title>`. */
const TITLE_SEPARATORS = /\s+[·|–—-]\s+/;

/**
 * The site's title: `website.siteTitle` when site.json gives one; else the part of the pages'
 * titles most of them share (`The work · Kiln & Clay Studio` and `Shop · Kiln & Clay Studio`
 * give `Kiln & Clay Studio`); else the home page's title; else `website.identifier`.
 */
export function siteTitle(app: App, pages: readonly SitePage[] = sitePages(app)): string {
  const { siteTitle: configured, identifier } = app.config.website;
  if (typeof configured === 'string' && configured.trim()) return configured.trim();
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const part of new Set(page.title.split(TITLE_SEPARATORS))) {
      counts.set(part, (counts.get(part) ?? 0) + 1);
    }
  }
  const [shared, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count >= 2 && count > pages.length / 2) return shared;
  return pages.find((page) => page.path === '/')?.title ?? identifier;
}
