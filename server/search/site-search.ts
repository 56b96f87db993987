/**
 * The search index of a running site: built on the first search, and built again when a
 * template file of the site folder is added, removed or changed (templates are read on every
 * request, so an edited page is found as it now reads). site.json (collections, products) is
 * read once at start, like everywhere else in the server. The editor's saved block data is not
 * searched: it lives in `data-block-json` attributes, never in a page's text.
 */
import type { App } from '../app.ts';
import { collectionDocuments } from './collection-documents.ts';
import { pageDocuments, templateFiles, type TemplateFile } from './search-documents.ts';
import { SearchIndex, type SearchPage } from './search-index.ts';

interface Built {
  signature: string;
  index: SearchIndex;
}

const built = new WeakMap<App, Built>();

/** What changes when a template is added, removed or edited. */
const signatureOf = (files: readonly TemplateFile[]): string =>
  files.map((file) => `${file.path}\t${file.mtimeMs}\t${file.size}`).join('\n');

/** The site's index as its files now stand. */
export function siteIndex(app: App): SearchIndex {
  const files = templateFiles(app.siteDir);
  const signature = signatureOf(files);
  const current = built.get(app);
  if (current?.signature === signature) return current.index;
  current?.index.close();
  const index = new SearchIndex([...pageDocuments(app, files), ...collectionDocuments(app)]);
  if (!current) app.closing.addEventListener('abort', () => built.get(app)?.index.close());
  built.set(app, { signature, index });
  return index;
}

/** The results of `query` on the site, `limit` from `offset`. */
export function searchSite(app: App, query: string, limit: number, offset = 0): SearchPage {
  return siteIndex(app).search(query, limit, offset);
}
