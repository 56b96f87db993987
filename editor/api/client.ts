/**
 * The editor's calls to the site server: the editor API (`/api/editor/*`) and the logout call
 * (SPEC §7 `POST /api/auth/Logout`), through the package's data client, which adds the crumb to
 * every address. Every answer is checked against its shape (schemas.ts).
 */
import { DataError, get, post, put } from 'sq-elements/platform/http/data-client';
import { safeParse, type ZodMiniType } from 'zod/mini';
import type { BlockData } from '../lib/json.ts';
import {
  analyticsSchema,
  blocksSchema,
  conflictSchema,
  consentSchema,
  cookieBannerSchema,
  errorsSchema,
  performanceSchema,
  savedVersionSchema,
  siteInfoSchema,
  submissionsSchema,
} from './schemas.ts';

/** The API's base path. */
export const EDITOR_API = '/api/editor';
/** The logout call (SPEC §7). */
export const LOGOUT_PATH = '/api/auth/Logout';

/** Whether `error` means the editor session has ended (401): the owner must sign in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof DataError && error.status === 401;
}

/** `value` checked against `schema`, or an error naming the first place it differs. */
function checked<T>(schema: ZodMiniType<T>, value: unknown, url: string): T {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.join('.') || '(answer)';
  throw new Error(`Unexpected answer from ${url}: ${where}: ${issue?.message ?? 'invalid'}`);
}

async function getChecked<T>(
  schema: ZodMiniType<T>,
  url: string,
  data?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  return checked(schema, await get(url, { data, ...(signal ? { signal } : {}) }), url);
}

/** Query of the submissions list and its CSV export. */
export interface SubmissionsQuery {
  formId?: string;
  q?: string;
  page?: number;
  pageSize?: number;
}

/** A block's save: stored (with its new version), or refused because another tab saved first. */
export type SaveResult =
  | { ok: true; saved: { version: number; savedAt: string | null; savedBy: string | null } }
  | {
      ok: false;
      current: { data: BlockData; version: number; savedAt: string | null; savedBy: string | null };
    };

/** What a save sends for block `id`: its tag, data and the version the owner edited. */
export interface SaveRequest {
  path: string;
  id: string;
  tag: string;
  data: BlockData;
  baseVersion: number;
}

const blocksUrl = (id?: string) =>
  `${EDITOR_API}/blocks${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

/** The cookie banner settings' address. */
const COOKIE_BANNER_URL = `${EDITOR_API}/settings/cookie-banner`;

/** PUT of a versioned save to `url`: the new version, or (409) the version another tab saved. */
async function putVersioned(url: string, body: Record<string, unknown>): Promise<SaveResult> {
  try {
    return { ok: true, saved: checked(savedVersionSchema, await put(url, { data: body }), url) };
  } catch (error) {
    if (!(error instanceof DataError) || error.status !== 409) throw error;
    return { ok: false, current: checked(conflictSchema, error.body, url).current };
  }
}

/** Empty strings and undefined left out of a query. */
function query(
  fields: Record<string, string | number | undefined>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number>;
}

export const editorApi = {
  site: (signal?: AbortSignal) =>
    getChecked(siteInfoSchema, `${EDITOR_API}/site`, undefined, signal),

  blocks: (path: string, signal?: AbortSignal) =>
    getChecked(blocksSchema, blocksUrl(), { path }, signal),

  /** Saves a block (PUT with `baseVersion`); a 409 answers the other tab's version. */
  saveBlock: (request: SaveRequest): Promise<SaveResult> =>
    putVersioned(`${blocksUrl(request.id)}?path=${encodeURIComponent(request.path)}`, {
      tag: request.tag,
      data: request.data,
      baseVersion: request.baseVersion,
    }),

  /** The site's cookie banner settings (SPEC §3), as every page serves them, with their version. */
  cookieBanner: (signal?: AbortSignal) =>
    getChecked(cookieBannerSchema, COOKIE_BANNER_URL, undefined, signal),

  /** Saves the cookie banner settings (PUT with `baseVersion`); a 409 answers the other tab's. */
  saveCookieBanner: (data: BlockData, baseVersion: number): Promise<SaveResult> =>
    putVersioned(COOKIE_BANNER_URL, { data, baseVersion }),

  submissions: (q: SubmissionsQuery, signal?: AbortSignal) =>
    getChecked(submissionsSchema, `${EDITOR_API}/submissions`, query({ ...q }), signal),

  analytics: (days: number, signal?: AbortSignal) =>
    getChecked(analyticsSchema, `${EDITOR_API}/analytics`, { days }, signal),

  errors: (page: number, pageSize: number, signal?: AbortSignal) =>
    getChecked(errorsSchema, `${EDITOR_API}/errors`, { page, pageSize }, signal),

  performance: (signal?: AbortSignal) =>
    getChecked(performanceSchema, `${EDITOR_API}/performance`, undefined, signal),

  consent: (signal?: AbortSignal) =>
    getChecked(consentSchema, `${EDITOR_API}/consent`, undefined, signal),

  /** Ends the session (SPEC §7); the server also clears the shared last-site cookie. */
  logout: () => post(LOGOUT_PATH),
};

/** The CSV export of the submissions `q` selects (a plain link: a GET needs no crumb). */
export function submissionsCsvUrl(q: Pick<SubmissionsQuery, 'formId' | 'q'>): string {
  const params = new URLSearchParams(query({ formId: q.formId, q: q.q }) as Record<string, string>);
  const search = params.toString();
  return `${EDITOR_API}/submissions.csv${search ? `?${search}` : ''}`;
}
