/**
 * Password hashes: scrypt (node:crypto) with a random 16-byte salt, kept as
 * `scrypt$N$r$p$SALT$HASH` (base64url), so the cost can rise later without breaking old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Cost of new hashes: N = 2^15, r = 8, p = 1 (32 MiB and about 0.1 s per hash on one core).
 * A local server hashes its accounts at every first start of a store, and the tests start many;
 * a deployment would raise N (OWASP: 2^17); the cost is kept in each hash, so old hashes still
 * verify.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;

const KEY_BYTES = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { ...cost, maxmem: 256 * cost.N! * cost.r! },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** The stored form of `password`: a new random salt and its scrypt hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_COST);
  const { N, r, p } = SCRYPT_COST;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` (from {@link hashPassword}) was made from. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const within = (value: number, max: number) =>
    Number.isInteger(value) && value > 0 && value <= max;
  if (!within(cost.N, 2 ** 20) || !within(cost.r, 32) || !within(cost.p, 16)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of no account's password, made once: checked against when an email has no account, so
 * that an unknown email takes as long to refuse as a wrong password.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}
