/**
 * Seeded login history (UserLoginHistory) and password history (UserLoginPasswordHistory), as a
 * real instance that keeps them has it, for the seed (seed.ts) and `--users` (generate-users.ts).
 *
 * Each login follows a habit; its rows count back from the seed's clock (`now`), so "no successful
 * login for 120 days" holds on the day the database is seeded, whatever that day is. Everything is
 * derived from the habit and a per-login key (its party id): no Math.random, so two seeds at the
 * same clock write the same rows. Rows never precede the login's creation nor follow `now`.
 *
 * A habit also decides what the UserLogin row must say (loginStateOf): successiveFailedLogins is
 * the number of failed attempts after the last success, and a locked-out login is disabled the way
 * the OMS's own login disables it (enabled N, disabledDateTime at the last failed attempt,
 * disabledBy empty, the count at max.failed.logins).
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { DROP_LOGIN_HISTORY_INDEXES_SQL, LOGIN_HISTORY_INDEXES_SQL } from '../db/indexes';

export const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Active habits write the last ACTIVE_SPAN_DAYS days of attempts (older rows are left out). */
export const ACTIVE_SPAN_DAYS = 90;

export type LoginHabit =
  /** Logs in on a day with chance `perDay` (1: every day), a second time that day with chance `extraPerDay`; a typo before a success with chance `failureRate`. */
  | { kind: 'active'; perDay: number; extraPerDay?: number; failureRate?: number }
  /** Last success exactly `daysAgo` days before now (weekly before that), then `failuresSince` failed attempts. */
  | { kind: 'lastSuccess'; daysAgo: number; failuresSince?: number }
  /** No success ever; `failures` failed attempts in the last weeks. */
  | { kind: 'never'; failures?: number }
  /** Weekly until it failed max.failed.logins times in a row `lockedDaysAgo` days ago, which disabled it. */
  | { kind: 'locked'; lockedDaysAgo: number }
  /** Weekly until `lastSuccessAt` (an absolute time: a former employee, a login blocked since). */
  | { kind: 'until'; lastSuccessAt: number };

export interface HistoryLogin {
  userLoginId: string;
  partyId: string;
  /** The login's real password: failed attempts type something close to it. */
  password: string;
  /** When the login was created: no attempt before it. */
  createdDate: number;
  /** Deterministic per login (its party id). */
  key: number;
}

/** What the UserLogin row says after its history. */
export interface LoginState {
  successiveFailedLogins: number;
  /** Only for a locked-out login: N. Otherwise the login keeps its own flag. */
  enabled: 'N' | null;
  disabledDateTime: number | null;
}

/** A 32-bit integer hash of two integers (no Math.random: rows follow from the key). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul((b + 0x632be5ab) | 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) from a key and a salt. */
export function unit(key: number, salt: number): number {
  return mix(key, salt) / 4_294_967_296;
}

/** Something close to the password, as typed by mistake (what a failed attempt's passwordUsed keeps). */
export function typo(password: string, variant: number): string {
  switch (variant % 5) {
    case 0: {
      const at = Math.max(1, Math.floor(password.length / 2));
      return password.slice(0, at - 1) + password.charAt(at) + password.charAt(at - 1) + password.slice(at + 1);
    }
    case 1:
      return password.slice(0, -1);
    case 2: {
      const first = password.charAt(0);
      return (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + password.slice(1);
    }
    case 3:
      return /\d$/.test(password) ? password.slice(0, -1) + String((Number(password.slice(-1)) + 1) % 10) : `${password}1`;
    default:
      return 'Welcome@2023';
  }
}

/** 1 to 9 hours before a day mark: when in the day an attempt happens. */
function timeOfDay(key: number, salt: number): number {
  return HOUR + Math.floor(unit(key, salt) * 8 * HOUR);
}

/** When a locked habit's last failed attempt (disabledDateTime) happens. */
function lockedAt(habit: { lockedDaysAgo: number }, key: number, now: number): number {
  return now - habit.lockedDaysAgo * DAY - timeOfDay(key, 7_001);
}

/**
 * The habit a login can have: no success before the login was created (an older habit becomes
 * 'never'), and fewer trailing failed attempts than would have locked it (`maxFailedLogins` > 0).
 */
export function fitHabit(habit: LoginHabit, createdDate: number, now: number, key: number, maxFailedLogins: number): LoginHabit {
  const tooNew = (time: number): boolean => time - 3 * MINUTE <= createdDate;
  const below = (n: number | undefined): number => Math.min(n ?? 0, maxFailedLogins - 1);
  switch (habit.kind) {
    case 'lastSuccess':
      return tooNew(now - habit.daysAgo * DAY) ? { kind: 'never' } : { ...habit, failuresSince: below(habit.failuresSince) };
    case 'locked':
      return tooNew(lockedAt(habit, key, now) - maxFailedLogins * MINUTE) ? { kind: 'never' } : habit;
    case 'until':
      return tooNew(habit.lastSuccessAt) ? { kind: 'never' } : habit;
    case 'never': {
      // write() puts the f-th failed attempt (1 + 2f) days and up to 9 hours before now.
      const failures = below(habit.failures);
      return { kind: 'never', failures: tooNew(now - (2 + 2 * failures) * DAY) ? 0 : failures };
    }
    default:
      return habit;
  }
}

/** What the UserLogin row must say after a fitted habit, with max.failed.logins `maxFailedLogins`. */
export function loginStateOf(habit: LoginHabit, key: number, now: number, maxFailedLogins: number): LoginState {
  switch (habit.kind) {
    case 'locked':
      return { successiveFailedLogins: maxFailedLogins, enabled: 'N', disabledDateTime: lockedAt(habit, key, now) };
    case 'lastSuccess':
      return { successiveFailedLogins: habit.failuresSince ?? 0, enabled: null, disabledDateTime: null };
    case 'never':
      return { successiveFailedLogins: habit.failures ?? 0, enabled: null, disabledDateTime: null };
    default:
      return { successiveFailedLogins: 0, enabled: null, disabledDateTime: null };
  }
}

export interface HistorySeederOptions {
  /** The seed's clock: rows count back from it. */
  now: number;
  /** max.failed.logins (locked-out logins failed this many times; 0 is taken as OFBiz's 3). */
  maxFailedLogins: number;
  /** store.login.history: false writes no UserLoginHistory rows at all. */
  loginHistory: boolean;
  /** password.change.history.limit: 0 writes no UserLoginPasswordHistory rows. */
  passwordHistoryLimit: number;
}

/**
 * Writes seeded history with two prepared statements, inside the caller's transaction; the two
 * secondary UserLoginHistory indexes are dropped first and rebuilt by finish() (one sort instead of
 * one index update per row).
 */
export class HistorySeeder {
  readonly now: number;
  readonly maxFailedLogins: number;
  /** Rows written so far. */
  attempts = 0;
  passwords = 0;
  private readonly attempt: Statement;
  private readonly password: Statement;

  constructor(
    private readonly db: Db,
    private readonly options: HistorySeederOptions,
  ) {
    if (!db.inTransaction) throw new Error('HistorySeeder must run inside a transaction');
    this.now = options.now;
    this.maxFailedLogins = options.maxFailedLogins > 0 ? options.maxFailedLogins : 3;
    db.exec(DROP_LOGIN_HISTORY_INDEXES_SQL);
    this.attempt = db.prepare('INSERT INTO UserLoginHistory (userLoginId, visitId, fromDate, thruDate, passwordUsed, partyId, successfulLogin) VALUES (?, NULL, ?, NULL, ?, ?, ?)');
    this.password = db.prepare('INSERT INTO UserLoginPasswordHistory (userLoginId, fromDate, thruDate, currentPassword) VALUES (?, ?, ?, ?)');
  }

  /** The habit fitted to the login's age and the UserLogin state it leads to (write the UserLogin with it, then call write()). */
  plan(login: HistoryLogin, habit: LoginHabit): { habit: LoginHabit; state: LoginState } {
    const fitted = fitHabit(habit, login.createdDate, this.now, login.key, this.maxFailedLogins);
    return { habit: fitted, state: loginStateOf(fitted, login.key, this.now, this.maxFailedLogins) };
  }

  /** Writes the attempts of a planned habit (nothing when login history is off). */
  write(login: HistoryLogin, habit: LoginHabit): void {
    if (!this.options.loginHistory) return;
    const { key } = login;
    const now = this.now;
    let typos = 0;
    const success = (time: number): void => {
      if (time > login.createdDate && time < now) this.insertAttempt(login, time, null);
    };
    const failure = (time: number): void => {
      if (time > login.createdDate && time < now) this.insertAttempt(login, time, typo(login.password, key + typos++));
    };
    /** Weekly-ish successes in the `weeks` weeks before `end` (end excluded). */
    const weekly = (end: number, weeks: number): void => {
      for (let w = weeks; w >= 1; w--) {
        if (unit(key, 3_000 + w) < 0.8) success(end - w * 7 * DAY + Math.floor((unit(key, 3_100 + w) - 0.5) * 2 * DAY));
      }
    };
    switch (habit.kind) {
      case 'active':
        for (let d = ACTIVE_SPAN_DAYS - 1; d >= 0; d--) {
          if (unit(key, d * 4) >= habit.perDay) continue;
          const time = now - d * DAY - timeOfDay(key, d * 4 + 1);
          if (habit.extraPerDay && unit(key, d * 4 + 3) < habit.extraPerDay) success(time - 4 * HOUR);
          if (habit.failureRate && unit(key, d * 4 + 2) < habit.failureRate) failure(time - 20_000 - Math.floor(unit(key, d * 4 + 5) * 60_000));
          success(time);
        }
        break;
      case 'lastSuccess': {
        const last = now - habit.daysAgo * DAY;
        weekly(last, 8);
        success(last);
        const since = habit.failuresSince ?? 0;
        for (let f = 1; f <= since; f++) failure(last + Math.floor(((now - last) * f) / (since + 1)));
        break;
      }
      case 'never': {
        const failures = habit.failures ?? 0;
        for (let f = failures; f >= 1; f--) failure(now - (1 + 2 * f) * DAY - timeOfDay(key, 5_000 + f));
        break;
      }
      case 'locked': {
        const at = lockedAt(habit, key, now);
        weekly(at - DAY, 8);
        success(at - DAY);
        for (let f = this.maxFailedLogins - 1; f >= 0; f--) failure(at - f * 45_000);
        break;
      }
      case 'until':
        weekly(habit.lastSuccessAt, 8);
        success(habit.lastSuccessAt);
        break;
    }
  }

  /** A password history row (nothing when the limit is 0). */
  writePassword(userLoginId: string, fromDate: number, thruDate: number | null, passwordHash: string): void {
    if (!(this.options.passwordHistoryLimit > 0)) return;
    this.password.run(userLoginId, fromDate, thruDate, passwordHash);
    this.passwords += 1;
  }

  /** Rebuilds the indexes dropped by the constructor. */
  finish(): void {
    this.db.exec(LOGIN_HISTORY_INDEXES_SQL);
  }

  private insertAttempt(login: HistoryLogin, time: number, passwordUsed: string | null): void {
    this.attempt.run(login.userLoginId, time, passwordUsed, login.partyId, passwordUsed === null ? 'Y' : 'N');
    this.attempts += 1;
  }
}
