/**
 * The site search index: an SQLite FTS5 table (better-sqlite3) of the site's documents, ranked
 * with bm25, the title weighted above the keywords and both above the body, with highlighted
 * snippets.
 *
 * The index lives in an in-memory database of its own, not in the store's file: it is derived
 * from the site folder and site.json and rebuilt from them (./site-search.ts), so nothing in it
 * needs to outlive the process, and rebuilding never touches the store's tables or migrations.
 *
 * Words are split by Unicode (`unicode61`, diacritics folded) and reduced to their stem
 * (`porter`): "fired" finds "firing", "glazes" finds "glaze". What a visitor types never
 * reaches FTS5's query syntax: {@link matchExpression} keeps its words, quotes each, and makes
 * the last one a prefix, so a half-typed word already matches.
 */
import Database from 'better-sqlite3';
import { escapeHtml } from '../http/respond.ts';
import { HIT_END, HIT_START, plainText } from './search-text.ts';

/** What a result is: a template page, a blog post, an event, a product. */
export type SearchKind = 'page' | 'post' | 'event' | 'product';

/** A picture of a result. */
export interface SearchImage {
  src: string;
  alt: string;
  /** `WIDTHxHEIGHT`. */
  dimensions: string;
}

/** One document of the index. */
export interface SearchDocument {
  title: string;
  /** Its address in the site (a path). */
  url: string;
  kind: SearchKind;
  /** The title of the collection it belongs to. */
  collection?: string;
  /** Its text: a page's main content; an item's excerpt and body; a product's description. */
  text: string;
  /** Tags, categories, a location: words that say what it is about. */
  keywords?: string;
  /** ISO 8601: a post's publication, an event's start. */
  date?: string;
  image?: SearchImage;
}

/** One ranked result, as `GET /api/search` answers it. */
export interface SearchResult {
  title: string;
  url: string;
  kind: SearchKind;
  collection?: string;
  /** HTML: the text around the matches, escaped, each match in `<mark>…</mark>`. */
  snippet: string;
  date?: string;
  image?: SearchImage;
}

/** A page of results. */
export interface SearchPage {
  /** How many documents match in all. */
  total: number;
  results: SearchResult[];
}

/** Most words of a query that are searched for (a longer query only narrows further). */
export const MAX_QUERY_WORDS = 16;

/** Tokens of a snippet: about two lines of text. */
const SNIPPET_TOKENS = 24;

/** Weights of the columns title, text, keywords in bm25. */
const WEIGHTS = [10, 1, 4] as const;

/**
 * The FTS5 match expression of what a visitor typed: its words (letters and digits), each as a
 * quoted string, the last a prefix, all required. Undefined when it holds no word.
 */
export function matchExpression(query: string): string | undefined {
  const words = query
    .normalize('NFC')
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_QUERY_WORDS);
  if (!words?.length) return undefined;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

/** A snippet as the index marks it, as HTML: text escaped, matches in `<mark>`. */
export function snippetHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(HIT_START, '<mark>').replaceAll(HIT_END, '</mark>');
}

interface Row {
  id: number;
  body: string;
  keys: string;
}

/** An index of `documents`; {@link SearchIndex.close} frees it. */
export class SearchIndex {
  readonly #db = new Database(':memory:');
  readonly #documents: readonly SearchDocument[];
  readonly #count;
  readonly #find;

  constructor(documents: readonly SearchDocument[]) {
    this.#documents = documents;
    this.#db.exec(
      "CREATE VIRTUAL TABLE docs USING fts5(title, text, keywords, tokenize = 'porter unicode61 remove_diacritics 2')",
    );
    const insert = this.#db.prepare(
      'INSERT INTO docs (rowid, title, text, keywords) VALUES (?, ?, ?, ?)',
    );
    this.#db.transaction(() => {
      documents.forEach((doc, i) =>
        insert.run(i, plainText(doc.title), plainText(doc.text), plainText(doc.keywords ?? '')),
      );
    })();
    this.#count = this.#db.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM docs WHERE docs MATCH ?',
    );
    const mark = `'${HIT_START}', '${HIT_END}', '…', ${SNIPPET_TOKENS}`;
    this.#find = this.#db.prepare<[string, number, number], Row>(
      `SELECT rowid AS id, snippet(docs, 1, ${mark}) AS body, snippet(docs, 2, ${mark}) AS keys
       FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, ${WEIGHTS.join(', ')}), rowid
       LIMIT ? OFFSET ?`,
    );
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.#documents.length;
  }

  /** The documents matching `query`, best first, `limit` of them from `offset`. */
  search(query: string, limit: number, offset = 0): SearchPage {
    const expression = matchExpression(query);
    if (!expression) return { total: 0, results: [] };
    const total = this.#count.get(expression)?.n ?? 0;
    if (total <= offset) return { total, results: [] };
    const results = this.#find.all(expression, limit, offset).map((row): SearchResult => {
      const { text: _text, keywords: _keywords, ...doc } = this.#documents[row.id]!;
      // The body's words around the matches; when only the tags or location match, those.
      const marked =
        !row.body.includes(HIT_START) && row.keys.includes(HIT_START) ? row.keys : row.body;
      return { ...doc, snippet: snippetHtml(marked) };
    });
    return { total, results };
  }

  close(): void {
    this.#db.close();
  }
}
