/**
 * The site's form submissions for the editor:
 *
 * - `GET /api/editor/submissions?formId=&q=&page=1&pageSize=20` → `{total, page, pageSize,
 *   forms: [{formId, count}], items: [{id, formId, submittedAt, fields}]}`, newest first; `q`
 *   keeps the submissions one of whose values contains it (any letter case); `forms` lists every
 *   configured form (site.json order) and any other form that has submissions.
 * - `GET /api/editor/submissions.csv?formId=&q=` → every matching submission as CSV: `submittedAt`,
 *   (`formId` when no form is chosen), then one column per field id (the form's configured
 *   fields first, sections left out, then any other id submitted).
 */
import * as z from 'zod';
import type { App, Exchange } from '../app.ts';
import { endpoint } from '../api/pipeline.ts';
import { send } from '../http/respond.ts';
import { containsPattern, limitOffset, pagingQuery } from './paging.ts';

const filterQuery = {
  formId: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
};

type Filter = { formId?: string | undefined; q?: string | undefined };

/** One stored submission. */
export interface Submission {
  id: number;
  formId: string;
  submittedAt: string;
  fields: Record<string, unknown>;
}

/** The WHERE clause and its values for `filter`. */
function where({ formId, q }: Filter): { sql: string; values: string[] } {
  const clauses: string[] = [];
  const values: string[] = [];
  if (formId) {
    clauses.push('form_id = ?');
    values.push(formId);
  }
  if (q?.trim()) {
    // Leaf values only (json_tree's atoms), so a field id or a likert question does not match.
    clauses.push(
      "EXISTS (SELECT 1 FROM json_tree(form) WHERE atom IS NOT NULL AND CAST(atom AS TEXT) LIKE ? ESCAPE '\\')",
    );
    values.push(containsPattern(q.trim()));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', values };
}

interface Row {
  id: number;
  form_id: string;
  form: string;
  received_at: string;
}

const toSubmission = (row: Row): Submission => ({
  id: row.id,
  formId: row.form_id,
  submittedAt: row.received_at,
  fields: JSON.parse(row.form) as Record<string, unknown>,
});

/** The submissions matching `filter`, newest first (`limit` and `offset` when paging). */
function select(app: App, filter: Filter, page?: [number, number]): Submission[] {
  const { sql, values } = where(filter);
  const rows = app.store.db
    .prepare(
      `SELECT id, form_id, form, received_at FROM form_submissions ${sql} ORDER BY id DESC${page ? ' LIMIT ? OFFSET ?' : ''}`,
    )
    .all(...values, ...(page ?? [])) as Row[];
  return rows.map(toSubmission);
}

/** Each configured form, then each other stored form, with its number of submissions. */
function formCounts(app: App): { formId: string; count: number }[] {
  const rows = app.store.db
    .prepare(
      'SELECT form_id AS formId, COUNT(*) AS count FROM form_submissions GROUP BY form_id ORDER BY form_id',
    )
    .all() as { formId: string; count: number }[];
  const counts = new Map(rows.map((row) => [row.formId, row.count]));
  const configured = Object.keys(app.config.forms);
  const others = rows.map((row) => row.formId).filter((id) => !configured.includes(id));
  return [...configured, ...others].map((formId) => ({ formId, count: counts.get(formId) ?? 0 }));
}

/** GET /api/editor/submissions. */
export const editorSubmissions = endpoint({
  method: 'GET',
  path: '/api/editor/submissions',
  access: 'editor',
  schema: z.object({ ...filterQuery, ...pagingQuery }),
  handle(query, ex) {
    const { sql, values } = where(query);
    const { total } = ex.app.store.db
      .prepare(`SELECT COUNT(*) AS total FROM form_submissions ${sql}`)
      .get(...values) as { total: number };
    return {
      body: {
        total,
        page: query.page,
        pageSize: query.pageSize,
        forms: formCounts(ex.app),
        items: select(ex.app, query, limitOffset(query)),
      },
    };
  },
});

/** A submitted value as one cell's text: parts joined, a likert map as `question: answer` pairs. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map(cellText)
      .filter((part) => part !== '')
      .join(' ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, answer]) => `${key}: ${cellText(answer)}`)
      .join('; ');
  }
  return String(value);
}

/**
 * `text` as a CSV field: quoted when it holds a quote, comma or line break; a leading `=`, `+`,
 * `-`, `@`, tab or carriage return is prefixed with `'` so a spreadsheet never runs it as a
 * formula.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The field ids of the CSV's columns. */
function fieldColumns(app: App, formId: string | undefined, items: Submission[]): string[] {
  const configured = formId
    ? (app.config.forms[formId]?.fields ?? []).filter((f) => f.type !== 'section').map((f) => f.id)
    : [];
  const ids = new Set(configured);
  for (const item of items) for (const id of Object.keys(item.fields)) ids.add(id);
  return [...ids];
}

/** GET /api/editor/submissions.csv. */
export const editorSubmissionsCsv = endpoint({
  method: 'GET',
  path: '/api/editor/submissions.csv',
  access: 'editor',
  schema: z.object(filterQuery),
  handle(query, ex: Exchange) {
    const items = select(ex.app, query);
    const fields = fieldColumns(ex.app, query.formId, items);
    const header = ['submittedAt', ...(query.formId ? [] : ['formId']), ...fields];
    const lines = [
      header,
      ...items.map((item) => [
        item.submittedAt,
        ...(query.formId ? [] : [item.formId]),
        ...fields.map((id) => cellText(item.fields[id])),
      ]),
    ].map((cells) => cells.map(csvField).join(','));
    const name = `submissions${query.formId ? `-${query.formId.replace(/[^\w-]/g, '_')}` : ''}.csv`;
    ex.res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    send(ex.res, 200, 'text/csv; charset=utf-8', `${lines.join('\r\n')}\r\n`, 'no-store');
    return undefined;
  },
});
