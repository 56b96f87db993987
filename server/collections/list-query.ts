/**
 * What a collection page's address asks for: `?view=list|grid|product` (SPEC §2 view modes;
 * default the collection's `viewMode`), `?page=N` (1-based), `?tag=` and `?category=` filters,
 * and for events `?past=1` (past events instead of upcoming ones). Links between pages keep
 * every choice but the page.
 */
import { VIEW_MODES } from './collections-config.ts';
import type { Collection } from './collections.ts';

/** A collection view mode (SPEC §2). */
export type ViewMode = (typeof VIEW_MODES)[number];

/** A collection page's choices. */
export interface ListQuery {
  view: ViewMode;
  /** Whether the address chose the view (links keep it only then). */
  viewChosen: boolean;
  /** 1-based. */
  page: number;
  tag?: string | undefined;
  category?: string | undefined;
  /** Events: past events instead of upcoming ones. */
  past: boolean;
}

const isView = (value: string | null): value is ViewMode =>
  (VIEW_MODES as readonly (string | null)[]).includes(value);

/** The choices of `url` for `c`; undefined when its page number is not a whole number from 1. */
export function readListQuery(c: Collection, url: URL): ListQuery | undefined {
  const params = url.searchParams;
  const rawPage = params.get('page');
  const page = rawPage === null ? 1 : Number(rawPage);
  if (!/^\d+$/.test(rawPage ?? '1') || !Number.isSafeInteger(page) || page < 1) return undefined;
  const view = params.get('view');
  return {
    view: isView(view) ? view : c.viewMode,
    viewChosen: isView(view),
    page,
    tag: params.get('tag')?.trim() || undefined,
    category: params.get('category')?.trim() || undefined,
    past: c.type === 'events' && params.get('past') === '1',
  };
}

/** The address of `c`'s page with `query` changed by `change` (page 1 and defaults left out). */
export function listHref(c: Collection, query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.viewChosen) params.set('view', next.view);
  if (next.tag) params.set('tag', next.tag);
  if (next.category) params.set('category', next.category);
  if (next.past) params.set('past', '1');
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${c.path}?${search}` : c.path;
}
