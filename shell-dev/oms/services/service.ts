/**
 * What a write service is made of, and the input reader every service validates with. A service
 * runs as: permission check -> optional async prepare (password hashing) -> run() inside ONE
 * transaction; any OmsError thrown rolls everything back.
 */
import type { Db } from '../db/database';
import type { Caller } from '../auth/sessions';
import { OmsError, badValue, missing, unknown } from './errors';
import type { WatchNote } from './watch-note';

/** Permission ids of which the caller needs any one; null means any authenticated caller. */
export type Requirement = readonly string[] | null;

export interface ServiceContext {
  db: Db;
  caller: Caller;
  now: number;
  /** password.change.history.limit: password sets write UserLoginPasswordHistory when > 0. */
  passwordHistoryLimit: number;
  /** The caller's permissions (lazily computed, SUPER holds all). */
  permissions(): ReadonlySet<string>;
  /** Where a write notes what the app's change policy should have prevented (watch.ts); the route settles them. */
  watch?: WatchNote[];
}

export interface ServiceDefinition<Prepared = undefined> {
  /** Fixed, or decided from the input (e.g. own preference vs someone else's). */
  permission: Requirement | ((input: Input, context: ServiceContext) => Requirement);
  prepare?: (input: Input) => Promise<Prepared>;
  run: (input: Input, context: ServiceContext, prepared: Prepared) => Record<string, unknown>;
}

/** Defines a service keeping the prepare/run types tied together. */
export function defineService<Prepared = undefined>(definition: ServiceDefinition<Prepared>): ServiceDefinition<unknown> {
  return definition as ServiceDefinition<unknown>;
}

/** Any of these may create users, logins, passwords, store roles, groups and grants (spec 6). */
export const USER_ADMIN = ['SECURITY_CREATE', 'SECURITY_ADMIN'] as const;
/** Any of these may update or revoke security settings. */
export const SECURITY_UPDATE = ['SECURITY_UPDATE', 'SECURITY_ADMIN'] as const;
/** Facility and picker writes. */
export const FULFILLMENT_ADMIN = ['STOREFULFILLMENT_ADMIN'] as const;
/** Managing SUPER membership (the app's APP_SUPER_USER). */
export const SUPER_USER = ['WEBTOOLS_VIEW'] as const;

/** Control characters (C0 and DEL): the only thing an id may not contain (ids are free text). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * OFBiz's UtilValidate.checkValidDatabaseId, which entity-auto creates and minilang's check-id
 * apply to an id the client chooses for a new record: no space, quote, &, ?, <, >, \ or /.
 */
export function checkValidDatabaseId(value: string): string | null {
  const names: Record<string, string> = { ' ': 'space', '"': 'double-quote', "'": 'single-quote', '&': 'ampersand', '?': 'question mark', '<': 'less-than sign', '>': 'greater-than sign', '\\': 'back-slash', '/': 'forward-slash' };
  for (const [character, name] of Object.entries(names)) {
    const at = value.indexOf(character);
    if (at >= 0) return `[${name} found at position ${at + 1}]`;
  }
  return null;
}

/** Typed, validating access to a request body. */
export class Input {
  constructor(readonly raw: Record<string, unknown>) {}

  /** True when the key was sent at all (even as '' or null). */
  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.raw, name);
  }

  /** A string value; '' and null read as undefined; numbers are accepted as strings. */
  str(name: string): string | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') throw badValue(name, 'expected a string');
    return value.trim() === '' ? undefined : value.trim();
  }

  /** A required string. */
  req(name: string): string {
    const value = this.str(name);
    if (value === undefined) throw missing(name);
    return value;
  }

  /**
   * An id: free text ('+', '@', apostrophes, spaces... as a real OMS stores them) of at most `max`
   * characters (OFBiz id fields are 20 or 255 long), without control characters.
   */
  id(name: string, max = 255): string | undefined {
    const value = this.str(name);
    if (value !== undefined && value.length > max) throw badValue(name, `at most ${max} characters`);
    if (value !== undefined && CONTROL_CHARACTERS.test(value)) throw badValue(name, 'must not contain control characters');
    return value;
  }

  /** The id a client chooses for a NEW record: an id that also passes checkValidDatabaseId. */
  newId(name: string, max = 255): string | undefined {
    const value = this.id(name, max);
    const problem = value === undefined ? null : checkValidDatabaseId(value);
    if (problem) throw new OmsError('badRequest', `The ID value in the parameter [${name}] was not valid: ${problem}`);
    return value;
  }

  /** A required id-like value. */
  reqId(name: string, max = 255): string {
    const value = this.id(name, max);
    if (value === undefined) throw missing(name);
    return value;
  }

  /** 'Y' or 'N' (booleans accepted), or the fallback when absent. */
  yn(name: string): 'Y' | 'N' | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'Y' || value === 'y') return 'Y';
    if (value === false || value === 'N' || value === 'n') return 'N';
    throw badValue(name, "expected 'Y' or 'N'");
  }

  /** An epoch-millisecond timestamp (numbers, numeric strings or ISO dates). */
  time(name: string): number | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
    if (typeof value === 'string') {
      if (/^-?\d+$/.test(value.trim())) return Number(value.trim());
      const parsed = Date.parse(value);
      if (!Number.isNaN(parsed)) return parsed;
    }
    throw badValue(name, 'expected a timestamp in epoch milliseconds');
  }

  /** A required timestamp. */
  reqTime(name: string): number {
    const value = this.time(name);
    if (value === undefined) throw missing(name);
    return value;
  }

  /** A list of ids: an array, a comma-separated string or a single value. */
  list(name: string): string[] {
    const value = this.raw[name];
    if (value === undefined || value === null || value === '') return [];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    return items.map((item) => {
      if (typeof item !== 'string' || item.trim() === '') throw badValue(name, 'expected a list of ids');
      return item.trim();
    });
  }
}

/** Throws 404 unless the query finds a row; returns the row. */
export function mustFind<T>(db: Db, sql: string, params: unknown[], entity: string, id: string): T {
  const row = db.prepare(sql).get(...params) as T | undefined;
  if (row === undefined) throw unknown(entity, id);
  return row;
}

/** Throws 404 unless `table` has a row whose `column` equals `id`. */
export function mustExist(db: Db, table: string, column: string, id: string): void {
  mustFind(db, `SELECT 1 AS found FROM "${table}" WHERE "${column}" = ?`, [id], table, id);
}

/** The spec's email rule (section 5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Reads and validates an email address field. */
export function emailField(input: Input, name: string, required: boolean): string | undefined {
  const value = required ? input.req(name) : input.str(name);
  if (value !== undefined && !EMAIL_PATTERN.test(value)) throw badValue(name, 'Invalid email address.');
  return value;
}

/** Reads free text of at most `max` characters (OFBiz's field length), e.g. a phone number as typed. */
export function textField(input: Input, name: string, required: boolean, max: number): string | undefined {
  const value = required ? input.req(name) : input.str(name);
  if (value !== undefined && value.length > max) throw badValue(name, `at most ${max} characters`);
  return value;
}

/** TelecomNumber.contactNumber: free text as typed (a real OMS stores it so), at most 60 characters. */
export function phoneField(input: Input, name: string, required: boolean): string | undefined {
  return textField(input, name, required, 60);
}

/** Guard for the few checks that are not simple field validation. */
export function forbidden(message: string): OmsError {
  return new OmsError('forbidden', message);
}
