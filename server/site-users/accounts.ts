/**
 * Site users: visitors' accounts on the site (SPEC §6 "may log in as a site user"), kept in the
 * store's `site_users` table (migration 4) with scrypt password hashes, and their sessions (the
 * store's `site_user_sessions`, HttpOnly cookie `sq-site-user`, SPEC §7 site-user session calls).
 *
 * site.json `siteUsers` seeds the table when the server starts ({@link seedSiteUsers}); accounts
 * made on the site ({@link createSiteUser}) join them.
 */
import { randomBytes } from 'node:crypto';
import type { App, Exchange } from '../app.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clearCookie, setCookie } from '../http/cookies.ts';
import { sendJson } from '../http/respond.ts';
import type { Db } from '../store/db.ts';
import type { SiteUserSession } from '../store/store.ts';

/** Cookie of a logged-in site user (HttpOnly). */
export const SITE_USER_COOKIE = 'sq-site-user';

/** Header every account call after log-in carries: the session's `xsrfToken` (SPEC §7). */
export const SITE_USER_XSRF_HEADER = 'x-siteuser-xsrf-token';

/** Lifetime of a remembered site-user session, in seconds (30 days). */
export const REMEMBER_ME_S = 30 * 24 * 60 * 60;

/** Answer to an unknown email or a wrong password (401). */
export const BAD_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

/** Answer to a sign-up with an email that has an account (400: the data client shows it). */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/** Answer to an account call without a signed-in site user or without its XSRF header (401). */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in.';

/** The body of a login-required answer: the data client fires `sq-login-required` (SPEC §6). */
export const LOGIN_REQUIRED_BODY = { error: LOGIN_REQUIRED_MESSAGE, loginRequired: true } as const;

/** A site user as the site shows it. */
export interface SiteUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What a new account is made from. */
export interface NewSiteUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A refused account change; `status` is the HTTP status to answer with it. */
export class SiteUserRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Row {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
}

const fromRow = (row: Row): SiteUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
});

const COLUMNS = 'id, email, password_hash, first_name, last_name';

function rowByEmail(db: Db, email: string): Row | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM site_users WHERE email = ?`).get(email.trim()) as
    Row | undefined;
}

/** The site user `id`, if there is one. */
export function siteUserById(db: Db, id: string): SiteUser | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM site_users WHERE id = ?`).get(id) as
    Row | undefined;
  return row && fromRow(row);
}

/** A new site-user id: 24 hexadecimal characters, like the platform's object ids. */
const newSiteUserId = () => randomBytes(12).toString('hex');

function insert(db: Db, id: string, user: Omit<NewSiteUser, 'password'>, hash: string): boolean {
  const result = db
    .prepare(
      `INSERT OR IGNORE INTO site_users (id, email, password_hash, first_name, last_name, created)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(id, user.email.trim(), hash, user.firstName.trim(), user.lastName.trim(), Date.now());
  return result.changes > 0;
}

/** A site.json seed account (plain password). */
export interface SeedSiteUser {
  id: string;
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/**
 * Adds each seed account whose id and email have no account yet, with its password hashed;
 * later starts keep the stored account (a name or password changed since stays). Answers the
 * ids it added.
 */
export async function seedSiteUsers(db: Db, seeds: readonly SeedSiteUser[]): Promise<string[]> {
  const missing = seeds.filter((seed) => !siteUserById(db, seed.id) && !rowByEmail(db, seed.email));
  const hashes = await Promise.all(missing.map((seed) => hashPassword(seed.password)));
  return missing.flatMap((seed, i) =>
    insert(
      db,
      seed.id,
      { email: seed.email, firstName: seed.firstName ?? '', lastName: seed.lastName ?? '' },
      hashes[i]!,
    )
      ? [seed.id]
      : [],
  );
}

/**
 * Makes an account; throws a {@link SiteUserRefusal} (400 {@link DUPLICATE_EMAIL_MESSAGE}: the
 * data client shows the `error` of 400, 401, 500 and 502 answers, SPEC §8) when the email (any
 * letter case) has one.
 */
export async function createSiteUser(app: App, user: NewSiteUser): Promise<SiteUser> {
  const { db } = app.store;
  const duplicate = () => new SiteUserRefusal(400, DUPLICATE_EMAIL_MESSAGE);
  if (rowByEmail(db, user.email)) throw duplicate();
  const hash = await hashPassword(user.password);
  const id = newSiteUserId();
  if (!insert(db, id, user, hash)) throw duplicate(); // made meanwhile by another request
  return siteUserById(db, id)!;
}

/** The account of `email` when `password` is its password (an unknown email takes as long). */
export async function verifySiteUser(
  app: App,
  email: string,
  password: string,
): Promise<SiteUser | undefined> {
  const row = rowByEmail(app.store.db, email);
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
  return row && matches ? fromRow(row) : undefined;
}

/** Changes the account's name; answers the account. */
export function renameSiteUser(
  app: App,
  id: string,
  name: { firstName: string; lastName: string },
): SiteUser | undefined {
  app.store.db
    .prepare('UPDATE site_users SET first_name = ?, last_name = ? WHERE id = ?')
    .run(name.firstName.trim(), name.lastName.trim(), id);
  return siteUserById(app.store.db, id);
}

/** Starts a session for `user` and sets its cookie (kept 30 days when `rememberMe`). */
export function startSiteUserSession(
  ex: Exchange,
  user: SiteUser,
  rememberMe: boolean,
): SiteUserSession {
  const previous = ex.cookies[SITE_USER_COOKIE];
  if (previous) ex.app.store.endSiteUserSession(previous, false);
  const session = ex.app.store.createSiteUserSession(user.id, user.email, rememberMe);
  setCookie(ex.res, SITE_USER_COOKIE, session.token, {
    httpOnly: true,
    ...(rememberMe ? { maxAgeS: REMEMBER_ME_S } : {}),
  });
  return session;
}

/** Ends the request's session, if any, and clears its cookie; answers whether one ended. */
export function endSiteUserSession(ex: Exchange, cloneCart: boolean): boolean {
  const token = ex.cookies[SITE_USER_COOKIE];
  if (!token) return false;
  clearCookie(ex.res, SITE_USER_COOKIE);
  return ex.app.store.endSiteUserSession(token, cloneCart);
}

/** The request's open session and its account, if the cookie names one. */
export function currentSiteUserSession(
  ex: Exchange,
): { session: SiteUserSession; user: SiteUser } | undefined {
  const token = ex.cookies[SITE_USER_COOKIE];
  const session = token ? ex.app.store.findSiteUserSession(token) : undefined;
  const user = session && siteUserById(ex.app.store.db, session.siteUserId);
  return session && user ? { session, user } : undefined;
}

/** The signed-in site user of the request (session cookie `sq-site-user`), if any. */
export function currentSiteUser(ex: Exchange): SiteUser | undefined {
  return currentSiteUserSession(ex)?.user;
}

/** Whether the request carries the XSRF header of `session`. */
function carriesXsrf(ex: Exchange, session: SiteUserSession): boolean {
  const header = ex.req.headers[SITE_USER_XSRF_HEADER];
  return typeof header === 'string' && header !== '' && header === session.xsrfToken;
}

/**
 * The account-call guard: the signed-in site user when the request has a session cookie AND the
 * header `X-SiteUser-XSRF-Token` equal to the session's xsrfToken; else answers 401
 * {@link LOGIN_REQUIRED_BODY} and returns undefined (the caller stops).
 */
export function requireSiteUserXsrf(ex: Exchange): SiteUser | undefined {
  const current = currentSiteUserSession(ex);
  if (current && carriesXsrf(ex, current.session)) return current.user;
  sendJson(ex.res, 401, LOGIN_REQUIRED_BODY);
  return undefined;
}
