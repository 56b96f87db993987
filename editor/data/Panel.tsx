/** The frame of a data panel: its heading, a line of what it counts, and its loading state. */
import type { ReactNode } from 'react';
import type { Loaded } from './use-api.ts';

export interface PanelProps<T> {
  id: string;
  title: string;
  intro: string;
  loaded: Loaded<T>;
  /** Controls beside the heading (filters, export). */
  tools?: ReactNode;
  children: (data: T) => ReactNode;
}

export function Panel<T>({ id, title, intro, loaded, tools, children }: PanelProps<T>) {
  return (
    <section
      className="panel"
      aria-labelledby={`${id}-title`}
      aria-busy={loaded.state === 'loading'}
    >
      <header className="panel__header">
        <div>
          <h1 id={`${id}-title`} className="panel__title">
            {title}
          </h1>
          <p className="muted">{intro}</p>
        </div>
        {tools && <div className="panel__tools">{tools}</div>}
      </header>
      {loaded.state === 'failed' && (
        <p className="alert" role="alert">
          Could not load {title.toLowerCase()}: {loaded.message}
        </p>
      )}
      {loaded.data !== undefined ? (
        children(loaded.data)
      ) : loaded.state === 'loading' ? (
        <p className="muted">Loading…</p>
      ) : null}
    </section>
  );
}

/** Previous / next page of a list paged on the server, and where in it the owner is. */
export function Pager(props: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, total } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pager" aria-label={props.label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        {first}–{last} of {total}
      </span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

const numbers = new Intl.NumberFormat();
/** A count as people read it (1,234). */
export const count = (n: number) => numbers.format(n);

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** A time from the server (ISO string or ms) as people read it. */
export function formatTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
}
