/**
 * A temporary password for a login made without one (an import row with no password): strong and
 * random (the platform's CSPRNG), valid under the spec's password rule, and meant to be used by
 * nobody — the login must change it at the next sign-in, and the person sets their own through the
 * reset password email. It is never shown, kept or written anywhere but in the login's request.
 */
import { isValidPassword } from '../lib/validation';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** The spec's special characters (src/lib/validation.ts isValidPassword). */
const SPECIAL = '!@#$%^&*';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;
export const TEMPORARY_PASSWORD_LENGTH = 20;

export type RandomFill = (bytes: Uint32Array<ArrayBuffer>) => unknown;

const platformRandom: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/** One character of `set`, without modulo bias (values past the last whole cycle are drawn again). */
function pick(set: string, next: () => number): string {
  const limit = Math.floor(0x1_0000_0000 / set.length) * set.length;
  for (;;) {
    const value = next();
    if (value < limit) return set[value % set.length] ?? '';
  }
}

export function temporaryPassword(random: RandomFill = platformRandom): string {
  const pool = new Uint32Array(TEMPORARY_PASSWORD_LENGTH * 4);
  let used = pool.length;
  const next = (): number => {
    if (used === pool.length) {
      random(pool);
      used = 0;
    }
    return pool[used++] ?? 0;
  };
  // One of each class the rule asks for, the rest from all of them, then shuffled (Fisher–Yates).
  const chars = [pick(LOWER, next), pick(UPPER, next), pick(DIGITS, next), pick(SPECIAL, next)];
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(ALL, next));
  for (let index = chars.length - 1; index > 0; index--) {
    const other = next() % (index + 1);
    [chars[index], chars[other]] = [chars[other] ?? '', chars[index] ?? ''];
  }
  const password = chars.join('');
  if (!isValidPassword(password)) throw new Error('A temporary password broke the password rule');
  return password;
}
