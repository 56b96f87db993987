/**
 * The store's schema, as an ordered list of migrations. A migration is applied once and recorded
 * in the `migrations` table; never edit one that has shipped, append a new one instead.
 */

/** One schema step. */
export interface Migration {
  /** Position in the list, starting at 1; recorded when applied. */
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}

/** Every migration, in the order they apply. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'initial tables',
    sql: `
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE account_sessions (
        token TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        account_id TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE site_user_sessions (
        id INTEGER PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        site_user_id TEXT NOT NULL,
        email TEXT NOT NULL,
        xsrf_token TEXT NOT NULL,
        remember_me INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        ended_at TEXT,
        clone_cart INTEGER
      );
      CREATE TABLE script_errors (
        id INTEGER PRIMARY KEY,
        event TEXT NOT NULL,
        data TEXT NOT NULL,
        timestamp INTEGER NOT NULL,
        user_agent TEXT,
        received_at TEXT NOT NULL
      );
      CREATE TABLE performance_records (
        id INTEGER PRIMARY KEY,
        page_load_id TEXT,
        record TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE tracking_events (
        id INTEGER PRIMARY KEY,
        event TEXT NOT NULL,
        data TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE traces (
        id INTEGER PRIMARY KEY,
        page_url TEXT NOT NULL,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE form_submission_keys (
        key TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE TABLE form_submissions (
        id INTEGER PRIMARY KEY,
        submission_key TEXT NOT NULL,
        form_id TEXT NOT NULL,
        collection_id TEXT,
        object_name TEXT,
        is_overlay_form INTEGER NOT NULL,
        submit_button_text TEXT,
        form TEXT NOT NULL,
        captcha_key TEXT,
        census TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE TABLE landing_hits (
        id INTEGER PRIMARY KEY,
        landing TEXT NOT NULL,
        refer TEXT,
        rk TEXT,
        lang TEXT,
        screen TEXT,
        source TEXT,
        campaign TEXT,
        subcampaign TEXT,
        channel TEXT,
        subchannel TEXT,
        variation TEXT,
        mkwid TEXT,
        user_agent TEXT,
        received_at TEXT NOT NULL
      );
      CREATE TABLE census_hits (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        event INTEGER,
        product_id TEXT,
        visitor_cookie TEXT,
        data TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'account passwords, block versions, indexes of the editor data',
    sql: `
      CREATE TABLE account_credentials (
        account_id TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE block_versions (
        id INTEGER PRIMARY KEY,
        path TEXT NOT NULL,
        block_id TEXT NOT NULL,
        tag TEXT NOT NULL,
        version INTEGER NOT NULL,
        data TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        saved_by TEXT NOT NULL,
        UNIQUE (path, block_id, version)
      );
      CREATE INDEX census_hits_event_received ON census_hits (event, received_at);
      CREATE INDEX landing_hits_received ON landing_hits (received_at);
      CREATE INDEX form_submissions_form ON form_submissions (form_id, id);
      CREATE INDEX tracking_events_event ON tracking_events (event);
      CREATE INDEX performance_records_load ON performance_records (page_load_id);
    `,
  },
  {
    id: 3,
    name: 'commerce: stock, carts and their entries, orders',
    sql: `
      CREATE TABLE product_stock (
        sku TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        qty_in_stock INTEGER
      );
      CREATE TABLE carts (
        token TEXT PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL DEFAULT 'cart',
        created INTEGER NOT NULL,
        purchased_at INTEGER,
        order_id TEXT,
        shipping_option_id TEXT,
        coupons TEXT NOT NULL DEFAULT '[]'
      );
      CREATE TABLE cart_entries (
        id TEXT PRIMARY KEY,
        cart_token TEXT NOT NULL REFERENCES carts (token) ON DELETE CASCADE,
        product_id TEXT NOT NULL,
        sku TEXT NOT NULL,
        quantity INTEGER NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX cart_entries_cart ON cart_entries (cart_token, position);
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        order_number INTEGER NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        created INTEGER NOT NULL,
        email TEXT NOT NULL,
        cart_token TEXT,
        data TEXT NOT NULL
      );
    `,
  },
  {
    id: 4,
    name: 'site-user accounts made on the site, and their member-area memberships',
    sql: `
      CREATE TABLE site_users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        created INTEGER NOT NULL
      );
      CREATE TABLE memberships (
        site_user_id TEXT NOT NULL,
        member_area_id TEXT NOT NULL,
        pricing_option TEXT NOT NULL,
        order_id TEXT,
        created INTEGER NOT NULL,
        PRIMARY KEY (site_user_id, member_area_id)
      );
    `,
  },
];
