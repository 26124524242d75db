/**
 * Password hashing with node:crypto scrypt and a per-hash random salt. The stored form carries its
 * parameters, `scrypt$N$r$p$salt$hash` (base64url), so verification never guesses them.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost: 2^14, as OFBiz-grade servers use. OMS_DEV_SCRYPT_COST (a power of two from 1024)
 * sets it lower for the browser tests' OMS (test/e2e/run.mjs), where hashing was the dev server's
 * main CPU cost (a 600-row data manager import: 600 hashes of ~45 ms). Verifying reads the cost
 * from the stored hash, so hashes of either cost verify.
 */
const N = scryptCost(process.env.OMS_DEV_SCRYPT_COST);

function scryptCost(value: string | undefined): number {
  if (value === undefined || value === '') return 16384;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 1024 || cost > 16384 || (cost & (cost - 1)) !== 0) throw new Error(`OMS_DEV_SCRYPT_COST must be a power of two from 1024 to 16384, not ${value}`);
  return cost;
}
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: n, r, p, maxmem: 256 * n * r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password off the main thread (libuv pool). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, N, R, P, KEY_LENGTH));
}

/** Synchronous variant for seeding, where one hash is shared by many generated logins. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R }));
}

/** True when `password` matches a stored `scrypt$...` hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? '', 'base64url');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText ?? '', 'base64url'), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** The spec's password rule (section 5): 5+ characters, a letter, a digit and one of !@#$%^&*. */
export function isValidPassword(password: string): boolean {
  return password.length >= 5 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password);
}
