/**
 * performFind's conditions: reads OFBiz's `F`, `F_value`, `F_op`, `F_ic`, `F_grp` input fields
 * (and the same behind `F_fld0_` / `F_fld1_`) and turns each into one SQL condition with bound
 * parameters (see README.md "performFind").
 */
import { OmsError, badValue } from '../services/errors';
import type { ColumnKind } from './entities';
import { FLAG_KEYS, isEmptyValue, isYes } from './request';

type Op = 'equals' | 'notEqual' | 'like' | 'contains' | 'notLike' | 'notContains' | 'empty' | 'in' | 'notIn' | 'between' | 'greaterThan' | 'greaterThanEqualTo' | 'lessThan' | 'lessThanEqualTo';

/** Accepted spellings, compared without case, '-' or '_' (so not-in, notIn and not_in agree). */
const OPS = new Map<string, Op>([
  ['equals', 'equals'], ['notequal', 'notEqual'], ['like', 'like'], ['contains', 'contains'], ['notlike', 'notLike'],
  ['notcontains', 'notContains'], ['empty', 'empty'], ['in', 'in'], ['notin', 'notIn'], ['between', 'between'],
  ['greaterthan', 'greaterThan'], ['greaterthanequalto', 'greaterThanEqualTo'], ['lessthan', 'lessThan'],
  ['lessthanequalto', 'lessThanEqualTo'],
]);

/** IS NOT NULL AND != '': like empty, it needs no value. */
const NOT_EMPTY = 'not-empty';

export interface FieldInput {
  plain?: unknown;
  value?: unknown;
  hasValue: boolean;
  op?: unknown;
  ic?: unknown;
  grp?: unknown;
}

/** A bound parameter, or the request time (so a cached count can ignore the clock). */
export type Param = string | number | { now: true };

export interface Condition {
  sql: string;
  params: Param[];
  /**
   * Set when an index on this key can find the matching rows (equals, in, ranges, a prefix
   * without wildcards): `field` or `upper(field)` (see find/count.ts).
   */
  index?: string;
}

/** Upper-cases ASCII only, exactly like SQLite's built-in upper(). */
const upperAscii = (text: string): string => text.replace(/[a-z]+/g, (s) => s.toUpperCase());

/** The smallest string greater than every string starting with `prefix`, or null. */
function prefixUpperBound(prefix: string): string | null {
  const points = Array.from(prefix);
  const last = points.pop();
  if (last === undefined) return null;
  let code = (last.codePointAt(0) ?? 0) + 1;
  if (code > 0x10ffff) return null;
  if (code >= 0xd800 && code <= 0xdfff) code = 0xe000;
  return points.join('') + String.fromCodePoint(code);
}

/** OFBiz passes like/contains values to SQL LIKE, so '%' and '_' in a value are wildcards. */
const hasWildcard = (text: string): boolean => /[%_]/.test(text);

/** Prefix match written as a range, so an index on the column (or on upper(column)) serves it. */
function prefixCondition(lhs: string, prefix: string, index: string | undefined): Condition {
  const upper = prefixUpperBound(prefix);
  return upper === null ? { sql: `substr(${lhs}, 1, ?) = ?`, params: [Array.from(prefix).length, prefix] } : { sql: `(${lhs} >= ? AND ${lhs} < ?)`, params: [prefix, upper], index };
}

/** A LIKE pattern as a case-sensitive GLOB (SQLite's LIKE ignores ASCII case). */
function globCondition(lhs: string, likePattern: string): Condition {
  const glob = Array.from(likePattern, (c) => (c === '%' ? '*' : c === '_' ? '?' : c === '*' || c === '?' || c === '[' ? `[${c}]` : c)).join('');
  return { sql: `${lhs} GLOB ?`, params: [glob] };
}

function coerce(field: string, kind: ColumnKind, value: unknown): string | number {
  if (kind === 'number') {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') {
      const text = value.trim();
      if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
      const parsed = Date.parse(text);
      if (!Number.isNaN(parsed)) return parsed;
    }
    throw badValue(field, 'expected a number or an epoch-millisecond timestamp');
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  throw badValue(field, 'expected a string');
}

function listOf(field: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((s) => s.trim());
  return [value];
}

export function buildCondition(field: string, kind: ColumnKind, input: FieldInput): Condition | null {
  const value = input.hasValue ? input.value : input.plain;
  const opText = typeof input.op === 'string' ? input.op.trim() : input.op == null ? '' : String(input.op);
  // 'not-empty' is taken in exactly that spelling (the contract's; OFBiz has no notEmpty).
  if (opText === NOT_EMPTY) return { sql: `("${field}" IS NOT NULL AND "${field}" != '')`, params: [] };
  const normalized = opText === '' ? (Array.isArray(value) ? 'in' : 'equals') : OPS.get(opText.toLowerCase().replace(/[-_]/g, ''));
  if (normalized === 'empty') return { sql: `"${field}" IS NULL`, params: [] };
  if (isEmptyValue(value)) return null;
  if (!normalized) throw new OmsError('badRequest', `Unsupported operator '${opText}' for field ${field}`);
  const column = `"${field}"`;
  const ignoreCase = isYes(input.ic) && kind === 'text';
  const textMatch = ['like', 'notLike', 'contains', 'notContains'].includes(normalized);
  let lhs = column;
  let index: string | undefined = field;
  if (textMatch && kind === 'number') {
    lhs = `CAST(${column} AS TEXT)`;
    index = undefined;
  } else if (ignoreCase) {
    lhs = `upper(${column})`;
    index = `upper(${field})`;
  }
  const one = (v: unknown): string | number => {
    const coerced = coerce(field, textMatch ? 'text' : kind, v);
    return ignoreCase && typeof coerced === 'string' ? upperAscii(coerced) : coerced;
  };
  const many = (v: unknown): Array<string | number> => listOf(field, v).map(one);
  const marks = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
  const scalar = (): string | number => {
    if (Array.isArray(value)) throw badValue(field, `operator ${normalized} takes a single value`);
    return one(value);
  };
  switch (normalized) {
    case 'equals':
    case 'in': {
      const values = normalized === 'equals' && !Array.isArray(value) ? [one(value)] : many(value);
      return values.length === 1 ? { sql: `${lhs} = ?`, params: values, index } : { sql: `${lhs} IN (${marks(values.length)})`, params: values, index };
    }
    case 'notEqual': {
      const values = Array.isArray(value) ? many(value) : [one(value)];
      const test = values.length === 1 ? `${lhs} != ?` : `${lhs} NOT IN (${marks(values.length)})`;
      return { sql: `(${test} OR ${column} IS NULL)`, params: values };
    }
    case 'notIn': {
      const values = many(value);
      return { sql: `${lhs} NOT IN (${marks(values.length)})`, params: values };
    }
    case 'like':
    case 'notLike':
    case 'contains':
    case 'notContains': {
      const text = String(scalar());
      const prefix = normalized === 'like' || normalized === 'notLike';
      const test = hasWildcard(text) ? globCondition(lhs, prefix ? `${text}%` : `%${text}%`) : prefix ? prefixCondition(lhs, text, index) : { sql: `instr(${lhs}, ?) > 0`, params: [text] };
      return normalized === 'like' || normalized === 'contains' ? test : { sql: `NOT (${test.sql})`, params: test.params };
    }
    case 'between': {
      const values = many(value);
      if (values.length !== 2) throw badValue(field, 'operator between takes exactly two values');
      return { sql: `${lhs} BETWEEN ? AND ?`, params: values, index };
    }
    case 'greaterThan':
      return { sql: `${lhs} > ?`, params: [scalar()], index };
    case 'greaterThanEqualTo':
      return { sql: `${lhs} >= ?`, params: [scalar()], index };
    case 'lessThan':
      return { sql: `${lhs} < ?`, params: [scalar()], index };
    case 'lessThanEqualTo':
      return { sql: `${lhs} <= ?`, params: [scalar()], index };
  }
  return null;
}

/** One condition's input fields: the entity field it reads and what the request said of it. */
export interface FieldCondition {
  field: string;
  input: FieldInput;
}

/**
 * `F_fld0_…` / `F_fld1_…`: OFBiz's second (and first) condition on the same field, with their own
 * value, op, ic and grp (FindServices.createConditionList strips the `_fld0`/`_fld1` before it
 * looks the field up), as in a date range `fromDate_fld0_op: greaterThanEqualTo` +
 * `fromDate_fld1_op: lessThan`. Without the suffix a field has one condition.
 */
const SLOT = /^(.+)_(fld[01])$/;

/** Groups inputFields into conditions: one per field, or per field and `_fld0`/`_fld1` slot. */
export function collectInputs(inputFields: Record<string, unknown>): FieldCondition[] {
  const inputs = new Map<string, FieldCondition>();
  const entry = (name: string): FieldInput => {
    let found = inputs.get(name);
    if (!found) {
      const slot = SLOT.exec(name);
      found = { field: slot?.[1] ?? name, input: { hasValue: false } };
      inputs.set(name, found);
    }
    return found.input;
  };
  for (const [key, value] of Object.entries(inputFields)) {
    if ((FLAG_KEYS as readonly string[]).includes(key)) continue;
    const match = /^(.+)_(op|ic|grp|value)$/.exec(key);
    if (!match) {
      // `F_fld0` alone carries the slot's value, as a plain `F` carries the field's.
      const target = entry(key);
      if (SLOT.test(key)) {
        target.value = value;
        target.hasValue = true;
      } else target.plain = value;
      continue;
    }
    const [, name = '', suffix] = match;
    const target = entry(name);
    if (suffix === 'value') {
      target.value = value;
      target.hasValue = true;
    } else if (suffix === 'op') target.op = value;
    else if (suffix === 'ic') target.ic = value;
    else target.grp = value;
  }
  return [...inputs.values()];
}
