/**
 * The site server's store: what a real platform keeps from a published site's calls (SPEC §7),
 * plus sessions, password hashes and saved blocks, held in SQLite (better-sqlite3, synchronous).
 */
import { randomBytes } from 'node:crypto';
import { BlockVersions } from './block-versions.ts';
import { Credentials } from './credentials.ts';
import { openDatabase, type Db } from './db.ts';

type Text = string | null;

/** Row shapes of the record tables, without `id` and `received_at` (the store sets them). */
export interface RecordRows {
  script_errors: { event: string; data: string; timestamp: number; user_agent: Text };
  performance_records: { page_load_id: Text; record: string };
  tracking_events: { event: string; data: string };
  traces: { page_url: string; type: string; data: string };
  form_submissions: {
    submission_key: string;
    form_id: string;
    collection_id: Text;
    object_name: Text;
    is_overlay_form: 0 | 1;
    submit_button_text: Text;
    form: string;
    captcha_key: Text;
    census: string;
  };
  landing_hits: {
    landing: string;
    refer: Text;
    rk: Text;
    lang: Text;
    screen: Text;
    source: Text;
    campaign: Text;
    subcampaign: Text;
    channel: Text;
    subchannel: Text;
    variation: Text;
    mkwid: Text;
    user_agent: Text;
  };
  census_hits: {
    kind: string;
    event: number | null;
    product_id: Text;
    visitor_cookie: Text;
    data: string;
  };
}

/** A table that records arrive in. */
export type RecordTable = keyof RecordRows;

/** Which of the site's accounts a session belongs to. */
export type AccountKind = 'owner' | 'viewer';

/** A signed-in owner or viewer session. */
export interface AccountSession {
  token: string;
  kind: AccountKind;
  accountId: string;
}

/** A site user's session. */
export interface SiteUserSession {
  token: string;
  siteUserId: string;
  email: string;
  xsrfToken: string;
}

/** A random URL-safe token of `bytes` random bytes. */
export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

const now = () => new Date().toISOString();

/** The store of one data folder. */
export class Store {
  readonly db: Db;
  /** The accounts' password hashes. */
  readonly credentials: Credentials;
  /** The saved versions of the pages' blocks. */
  readonly blocks: BlockVersions;

  /** Opens `dataDir/site.db`, creating the file and schema when missing. */
  constructor(dataDir: string) {
    this.db = openDatabase(dataDir);
    this.credentials = new Credentials(this.db);
    this.blocks = new BlockVersions(this.db);
  }

  close(): void {
    this.db.close();
  }

  /** The stored value of `key`, creating it with `create()` the first time. */
  meta(key: string, create: () => string): string {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
      { value: string } | undefined;
    if (row) return row.value;
    const value = create();
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, value);
    return value;
  }

  /** Appends one record to `table`; answers its id. */
  insert<T extends RecordTable>(table: T, row: RecordRows[T]): number {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}, received_at)
      VALUES (${columns.map((c) => `@${c}`).join(', ')}, @received_at)`;
    const result = this.db.prepare(sql).run({ ...row, received_at: now() });
    return Number(result.lastInsertRowid);
  }

  /** Appends many records to `table` in one transaction. */
  insertMany<T extends RecordTable>(table: T, rows: readonly RecordRows[T][]): void {
    this.db.transaction(() => {
      for (const row of rows) this.insert(table, row);
    })();
  }

  /** Starts an owner or viewer session; answers its token. */
  createAccountSession(kind: AccountKind, accountId: string): string {
    const token = newToken();
    this.db
      .prepare(
        'INSERT INTO account_sessions (token, kind, account_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(token, kind, accountId, now());
    return token;
  }

  /** The session of `token`, if it exists. */
  findAccountSession(token: string): AccountSession | undefined {
    const row = this.db
      .prepare('SELECT token, kind, account_id FROM account_sessions WHERE token = ?')
      .get(token) as { token: string; kind: AccountKind; account_id: string } | undefined;
    return row && { token: row.token, kind: row.kind, accountId: row.account_id };
  }

  /** Ends the session of `token` (nothing happens when there is none). */
  deleteAccountSession(token: string): void {
    this.db.prepare('DELETE FROM account_sessions WHERE token = ?').run(token);
  }

  /** Starts a site user's session; answers its cookie token and XSRF token. */
  createSiteUserSession(siteUserId: string, email: string, rememberMe: boolean): SiteUserSession {
    const session = { token: newToken(), siteUserId, email, xsrfToken: newToken(16) };
    this.db
      .prepare(
        `INSERT INTO site_user_sessions (token, site_user_id, email, xsrf_token, remember_me, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(session.token, siteUserId, email, session.xsrfToken, rememberMe ? 1 : 0, now());
    return session;
  }

  /** The open session of `token`, if any. */
  findSiteUserSession(token: string): SiteUserSession | undefined {
    const row = this.db
      .prepare(
        `SELECT token, site_user_id, email, xsrf_token FROM site_user_sessions
         WHERE token = ? AND ended_at IS NULL`,
      )
      .get(token) as
      { token: string; site_user_id: string; email: string; xsrf_token: string } | undefined;
    return (
      row && {
        token: row.token,
        siteUserId: row.site_user_id,
        email: row.email,
        xsrfToken: row.xsrf_token,
      }
    );
  }

  /** Ends the open session of `token`; answers whether there was one. */
  endSiteUserSession(token: string, cloneCart: boolean): boolean {
    const result = this.db
      .prepare(
        'UPDATE site_user_sessions SET ended_at = ?, clone_cart = ? WHERE token = ? AND ended_at IS NULL',
      )
      .run(now(), cloneCart ? 1 : 0, token);
    return result.changes > 0;
  }

  /** Issues a new form submission key. */
  createFormKey(): string {
    const key = newToken(18);
    this.db
      .prepare('INSERT INTO form_submission_keys (key, created_at) VALUES (?, ?)')
      .run(key, now());
    return key;
  }

  /** Marks `key` used; answers false when it was never issued or is already used. */
  consumeFormKey(key: string): boolean {
    const result = this.db
      .prepare('UPDATE form_submission_keys SET used_at = ? WHERE key = ? AND used_at IS NULL')
      .run(now(), key);
    return result.changes > 0;
  }
}
