/**
 * Password hashing with node:crypto scrypt and a per-hash random salt. The stored form carries its
 * parameters, `scrypt$N$r$p$salt$hash` (base64url), so verification never guesses them.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const N = 16384;
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
