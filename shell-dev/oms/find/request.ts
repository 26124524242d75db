/**
 * The performFind request: normalises a POST body (or a decoded GET query) into a FindRequest;
 * the eight flags may sit top-level or inside inputFields (top-level wins).
 */
import { OmsError, badValue } from '../services/errors';
import { isRecord } from '../util';

export const DEFAULT_VIEW_SIZE = 20;
export const MAX_VIEW_SIZE = 10_000;

/** Keys that are request flags, whether sent top-level or inside inputFields. */
export const FLAG_KEYS = ['noConditionFind', 'filterByDate', 'distinct', 'orderBy', 'fromDateName', 'thruDateName', 'viewIndex', 'viewSize'] as const;

export interface FindRequest {
  entityName: string;
  inputFields: Record<string, unknown>;
  fieldList: string[];
  noConditionFind: boolean;
  filterByDate: boolean;
  distinct: boolean;
  orderBy: string[];
  fromDateName: string;
  thruDateName: string;
  viewSize: number;
  viewIndex: number;
}

export const isYes = (value: unknown): boolean => value === 'Y' || value === 'y' || value === true;
export const isEmptyValue = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function toInteger(name: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badValue(name, `expected an integer from ${min} to ${max}`);
  return n;
}

function toStringList(name: string, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,|]/) : [value];
  return items.map((item) => {
    if (typeof item !== 'string') throw badValue(name, 'expected a list of field names');
    return item.trim();
  }).filter((item) => item !== '');
}

/**
 * Normalises a POST body (or a GET query already decoded by request.ts) into a FindRequest.
 * The eight flags may sit top-level or inside inputFields; top-level wins.
 */
export function normalizeFindRequest(raw: unknown): FindRequest {
  if (!isRecord(raw)) throw new OmsError('badRequest', 'performFind expects a JSON object body');
  const entityName = raw.entityName;
  if (typeof entityName !== 'string' || entityName.trim() === '') throw new OmsError('badRequest', 'The following required parameter is missing: entityName');
  const inputFields = raw.inputFields ?? {};
  if (!isRecord(inputFields)) throw badValue('inputFields', 'expected an object');
  const flag = (key: (typeof FLAG_KEYS)[number]): unknown => (raw[key] !== undefined && raw[key] !== null ? raw[key] : inputFields[key]);
  const orderBy = flag('orderBy');
  if (orderBy !== undefined && orderBy !== null && typeof orderBy !== 'string' && !Array.isArray(orderBy)) throw badValue('orderBy', 'expected a string');
  const name = (key: 'fromDateName' | 'thruDateName', fallback: string): string => {
    const value = flag(key);
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value !== 'string') throw badValue(key, 'expected a field name');
    return value;
  };
  return {
    entityName: entityName.trim(),
    inputFields,
    fieldList: [...new Set(toStringList('fieldList', raw.fieldList))],
    noConditionFind: isYes(flag('noConditionFind')),
    filterByDate: isYes(flag('filterByDate')),
    distinct: isYes(flag('distinct')),
    orderBy: Array.isArray(orderBy) ? toStringList('orderBy', orderBy) : typeof orderBy === 'string' ? orderBy.split('|').map((s) => s.trim()).filter(Boolean) : [],
    fromDateName: name('fromDateName', 'fromDate'),
    thruDateName: name('thruDateName', 'thruDate'),
    viewSize: toInteger('viewSize', flag('viewSize'), DEFAULT_VIEW_SIZE, 1, MAX_VIEW_SIZE),
    viewIndex: toInteger('viewIndex', flag('viewIndex'), 0, 0, 1_000_000),
  };
}
