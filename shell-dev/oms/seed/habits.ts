/**
 * Which login history habit (login-history.ts) each seeded and generated login has. The named
 * fixtures' habits are fixed (fixtures.ts says what tests may rely on); the others follow from
 * their index, so the population has daily users, occasional ones, logins unused for 120 to 400
 * days, logins never used, and a few the OMS locked after failed passwords.
 */
import * as F from './fixtures';
import { DAY, unit, type LoginHabit } from './login-history';
import type { UserSpec } from './users';

const daily = (failureRate = 0.04): LoginHabit => ({ kind: 'active', perDay: 0.7, failureRate });
const weekly: LoginHabit = { kind: 'active', perDay: 0.2, failureRate: 0.03 };
const occasional: LoginHabit = { kind: 'active', perDay: 0.06 };
/** A store's own login: opened every day, sometimes a second session. */
const store: LoginHabit = { kind: 'active', perDay: 1, extraPerDay: 0.3 };

/** The seeded logins with a fixed habit, by party id. */
const NAMED: Record<string, (created: number) => LoginHabit> = {
  [F.DEMO_LOGINS.admin.partyId]: () => ({ kind: 'active', perDay: 0.9, failureRate: 0.06 }),
  [F.DEMO_LOGINS.manager.partyId]: () => ({ kind: 'active', perDay: 0.3 }),
  [F.DEMO_LOGINS.nobody.partyId]: () => occasional,
  [F.KNOWN_PERSON.partyId]: () => ({ kind: 'active', perDay: 0.8, failureRate: 0.04 }),
  [F.DISABLED_USER.partyId]: () => ({ kind: 'lastSuccess', daysAgo: 210 }),
  [F.BLOCKED_USER.partyId]: () => ({ kind: 'lastSuccess', daysAgo: 45 }),
  [F.DAILY_FACILITY_LOGIN.partyId]: () => ({ kind: 'active', perDay: 1 }),
  [F.INTEGRATION_USER.partyId]: () => ({ kind: 'active', perDay: 1, extraPerDay: 0.5 }),
  [F.FULFILLMENT_ADMIN_USER.partyId]: () => daily(0.03),
  [F.SECURITY_ADMIN_USER.partyId]: () => ({ kind: 'active', perDay: 0.25 }),
  [F.LOGGED_OUT_USER.partyId]: () => ({ kind: 'active', perDay: 0.2 }),
  [F.MULTI_GROUP_USER.partyId]: () => ({ kind: 'active', perDay: 0.6, failureRate: 0.05 }),
  // The employment ended 30 days after it began (seed.ts): last used the day before.
  [F.FORMER_EMPLOYEE.partyId]: (created) => ({ kind: 'until', lastSuccessAt: created + 29 * DAY + 3 * 3_600_000 }),
  [F.INACTIVE_USER.partyId]: () => ({ kind: 'lastSuccess', daysAgo: F.INACTIVE_USER.daysSinceLastSuccess, failuresSince: F.INACTIVE_USER.failedAttemptsSince }),
  [F.NEVER_USED_LOGIN.partyId]: () => ({ kind: 'never' }),
  [F.LOCKED_OUT_USER.partyId]: () => ({ kind: 'locked', lockedDaysAgo: F.LOCKED_OUT_USER.lockedDaysAgo }),
  '10047': () => ({ kind: 'locked', lockedDaysAgo: 40 }),
  // COMMERCE_SUPER members: one unused for half a year, one never used (a typo once).
  '10029': () => ({ kind: 'lastSuccess', daysAgo: 180 }),
  '10059': () => ({ kind: 'never', failures: 1 }),
  [F.LEGACY_LOGIN_USER.partyId]: () => ({ kind: 'lastSuccess', daysAgo: 250 }),
  [F.PARTY_WITHOUT_STATUS.partyId]: () => ({ kind: 'active', perDay: 0.2 }),
  [F.NO_TIMEZONE_USER.partyId]: () => ({ kind: 'active', perDay: 0.5 }),
  [F.SELF_SERVICE_USER.partyId]: () => ({ kind: 'active', perDay: 0.2 }),
};

const FILLER_HABITS: ReadonlyArray<(key: number) => LoginHabit> = [
  () => daily(),
  () => weekly,
  (key) => ({ kind: 'lastSuccess', daysAgo: 125 + (key % 270) }),
  () => daily(),
  () => occasional,
  (key) => ({ kind: 'never', failures: key % 3 === 0 ? 1 : 0 }),
  () => weekly,
  (key) => ({ kind: 'lastSuccess', daysAgo: 125 + ((key * 7) % 270) }),
  () => daily(),
  () => ({ kind: 'active', perDay: 0.03 }),
];

/** The habit of seeded user `index` (seed.ts), created at `created`. */
export function seededHabit(user: UserSpec, index: number, created: number): LoginHabit {
  const named = NAMED[user.partyId];
  if (named) return named(created);
  const key = Number(user.partyId);
  if (user.facilityLogin) return store;
  // Logins blocked, or of a disabled party: last used some time before.
  if (user.login?.enabled === 'N') return { kind: 'lastSuccess', daysAgo: 60 + ((key * 37) % 300) };
  return FILLER_HABITS[index % FILLER_HABITS.length]!(key);
}

/**
 * The habit of generated user `i` (generate-users.ts), from its flags: a facility's login every
 * day; a disabled party's login last used 30-390 days ago; of the logins blocked without a
 * disabled party, every other one locked out by failed passwords (1-80 days ago), the others last
 * used 10-210 days ago; the enabled ones 35 % daily, 20 % weekly, 10 % now and then, 20 % unused for
 * 120-400 days, 15 % never used.
 */
export function generatedHabit(i: number, key: number, flags: { facility: boolean; disabledParty: boolean; blocked: boolean }): LoginHabit {
  const u = unit(key, 99);
  const v = unit(key, 98);
  if (flags.facility) return store;
  if (flags.disabledParty) return { kind: 'lastSuccess', daysAgo: 30 + Math.floor(u * 360) };
  if (flags.blocked) return Math.floor(i / 37) % 2 === 0 ? { kind: 'locked', lockedDaysAgo: 1 + Math.floor(u * 80) } : { kind: 'lastSuccess', daysAgo: 10 + Math.floor(u * 200) };
  if (u < 0.35) return daily();
  if (u < 0.55) return weekly;
  if (u < 0.65) return occasional;
  if (u < 0.85) return { kind: 'lastSuccess', daysAgo: 120 + Math.floor(v * 280), failuresSince: v < 0.1 ? 1 : 0 };
  return { kind: 'never', failures: v < 0.2 ? 1 : 0 };
}
