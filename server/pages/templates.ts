/**
 * Finding the template of a clean path in the site folder: `/` → `index.html`, `/gallery` →
 * `gallery.html` (or `gallery/index.html`), `/blog/post` → `blog/post.html`. `404.html` is the
 * not-found page and has no path of its own. Templates are read on every request, so an edited
 * template shows on the next reload.
 */
import { readFileSync } from 'node:fs';
import { fileInside } from '../static.ts';

/** Template file name of the not-found page (page type 100). */
export const NOT_FOUND_TEMPLATE = '404.html';

/** A template found for a path. */
export interface Template {
  /** Absolute file path. */
  file: string;
  /** The clean path it serves (the key of site.json `pages`). */
  path: string;
  html: string;
}

/** The template serving `pathname` (decoded, starting with `/`), if any. */
export function findTemplate(siteDir: string, pathname: string): Template | undefined {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (/(?:^|\/)_/.test(trimmed)) return undefined; // `_item.html` and the like are not pages
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}.html`, `${trimmed}/index.html`];
  for (const candidate of candidates) {
    if (candidate === NOT_FOUND_TEMPLATE) continue;
    const found = fileInside(siteDir, candidate);
    if (found)
      return { file: found.path, path: `/${trimmed}`, html: readFileSync(found.path, 'utf8') };
  }
  return undefined;
}

/** The site's not-found template, if it has one. */
export function notFoundTemplate(siteDir: string): Template | undefined {
  const found = fileInside(siteDir, NOT_FOUND_TEMPLATE);
  return found && { file: found.path, path: '/404', html: readFileSync(found.path, 'utf8') };
}
