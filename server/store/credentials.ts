/**
 * The accounts' password hashes (table `account_credentials`, one row per site.json account id).
 * A hash is made from site.json's password the first time the server starts with that account;
 * later starts keep it, so the plain password is never stored.
 */
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './db.ts';

/** An account that signs in with a password. */
export interface PasswordAccount {
  id: string;
  password: string;
}

/** Password hashes by account id. */
export class Credentials {
  constructor(private readonly db: Db) {}

  /** Stores a hash for each account that has none yet; answers the ids it hashed. */
  async ensure(accounts: readonly PasswordAccount[]): Promise<string[]> {
    const missing = accounts.filter((account) => this.hashOf(account.id) === undefined);
    const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO account_credentials (account_id, password_hash, created_at) VALUES (?, ?, ?)',
    );
    const now = new Date().toISOString();
    missing.forEach((account, i) => insert.run(account.id, hashes[i], now));
    return missing.map((account) => account.id);
  }

  /** The stored hash of `accountId`, if any. */
  hashOf(accountId: string): string | undefined {
    const row = this.db
      .prepare('SELECT password_hash FROM account_credentials WHERE account_id = ?')
      .get(accountId) as { password_hash: string } | undefined;
    return row?.password_hash;
  }
}
