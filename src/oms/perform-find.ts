/**
 * Typed performFind, the OMS's generic find. Conditions are written as objects and serialised into
 * OFBiz's `F_value/F_op/F_ic/F_grp` keys; 'No record found' is an empty result, not a failure.
 */
import type { OmsClient } from './client';

export type FindOperator =
  | 'equals'
  | 'notEqual'
  | 'like'
  | 'contains'
  | 'notLike'
  | 'notContains'
  | 'empty'
  | 'not-empty'
  | 'in'
  | 'not-in'
  | 'between'
  | 'greaterThan'
  | 'greaterThanEqualTo'
  | 'lessThan'
  | 'lessThanEqualTo';

export type FindValue = string | number | string[];

export interface Condition {
  field: string;
  value?: FindValue;
  op?: FindOperator;
  /** Case-insensitive comparison (`_ic: 'Y'`). */
  ignoreCase?: boolean;
  /** Conditions sharing a group are ANDed; distinct groups are ORed together. */
  group?: string;
  /**
   * OFBiz's `F_fld0_…` / `F_fld1_…` keys: a second condition on a field that already has one
   * (FindServices.createConditionList reads each slot as a condition of its own).
   */
  slot?: 'fld0' | 'fld1';
}

export interface FindQuery {
  entityName: string;
  conditions?: Condition[];
  fieldList?: readonly string[];
  viewSize?: number;
  viewIndex?: number;
  noConditionFind?: boolean;
  filterByDate?: boolean;
  distinct?: boolean;
  orderBy?: string;
  fromDateName?: string;
  thruDateName?: string;
}

export interface FindResult<T> {
  docs: T[];
  count: number;
}

/** The request body OFBiz's performFind reads. */
export interface FindRequestBody {
  entityName: string;
  inputFields: Record<string, FindValue>;
  fieldList?: string[];
  viewSize?: number;
  viewIndex?: number;
  noConditionFind?: 'Y';
  filterByDate?: 'Y';
  distinct?: 'Y';
  orderBy?: string;
  fromDateName?: string;
  thruDateName?: string;
}

export const NO_RECORD_FOUND = 'No record found';

export function toInputFields(conditions: readonly Condition[] = []): Record<string, FindValue> {
  const fields: Record<string, FindValue> = {};
  for (const { field: name, value, op, ignoreCase, group, slot } of conditions) {
    const field = slot ? `${name}_${slot}` : name;
    const plain = !op && !ignoreCase && !group && !slot;
    if (value !== undefined) fields[plain ? field : `${field}_value`] = value;
    if (op) fields[`${field}_op`] = op;
    if (ignoreCase) fields[`${field}_ic`] = 'Y';
    if (group) fields[`${field}_grp`] = group;
  }
  return fields;
}

export function toFindBody(query: FindQuery): FindRequestBody {
  const body: FindRequestBody = { entityName: query.entityName, inputFields: toInputFields(query.conditions) };
  if (query.fieldList) body.fieldList = [...query.fieldList];
  if (query.viewSize !== undefined) body.viewSize = query.viewSize;
  if (query.viewIndex !== undefined) body.viewIndex = query.viewIndex;
  if (query.noConditionFind) body.noConditionFind = 'Y';
  if (query.filterByDate) body.filterByDate = 'Y';
  if (query.distinct) body.distinct = 'Y';
  if (query.orderBy) body.orderBy = query.orderBy;
  if (query.fromDateName) body.fromDateName = query.fromDateName;
  if (query.thruDateName) body.thruDateName = query.thruDateName;
  return body;
}

interface RawFindAnswer<T> {
  docs?: T[];
  count?: number | string;
}

const isNoRecordFound = (messages: string[]): boolean => messages.length === 1 && messages[0] === NO_RECORD_FOUND;

/** POST performFind. */
export async function performFind<T>(client: OmsClient, query: FindQuery, signal?: AbortSignal): Promise<FindResult<T>> {
  const answer = await client.post<RawFindAnswer<T> & { error?: unknown }>('performFind', {
    json: toFindBody(query),
    signal,
    acceptServiceError: isNoRecordFound,
  });
  return normaliseAnswer(answer);
}

/** GET performFind with query parameters (the shop-config read uses this form). */
export async function performFindGet<T>(client: OmsClient, query: FindQuery, signal?: AbortSignal): Promise<FindResult<T>> {
  const body = toFindBody(query);
  const searchParams: Record<string, string | number> = { entityName: body.entityName };
  if (Object.keys(body.inputFields).length > 0) searchParams.inputFields = JSON.stringify(body.inputFields);
  if (body.fieldList) searchParams.fieldList = JSON.stringify(body.fieldList);
  for (const key of ['viewSize', 'viewIndex', 'noConditionFind', 'filterByDate', 'distinct', 'orderBy'] as const) {
    const value = body[key];
    if (value !== undefined) searchParams[key] = value;
  }
  const answer = await client.get<RawFindAnswer<T>>('performFind', { searchParams, signal, acceptServiceError: isNoRecordFound });
  return normaliseAnswer(answer);
}

function normaliseAnswer<T>(answer: (RawFindAnswer<T> & { error?: unknown }) | undefined): FindResult<T> {
  if (!answer || answer.error === NO_RECORD_FOUND) return { docs: [], count: 0 };
  const docs = Array.isArray(answer.docs) ? answer.docs : [];
  const count = Number(answer.count ?? docs.length);
  return { docs, count: Number.isFinite(count) ? count : docs.length };
}

/**
 * Reads every page of a find (pages of `pageSize`) until a short page; for lookups the spec reads
 * "in pages of N until a short page".
 */
export async function performFindAll<T>(client: OmsClient, query: FindQuery, pageSize: number, signal?: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const page = await performFind<T>(client, { ...query, viewSize: pageSize, viewIndex }, signal);
    all.push(...page.docs);
    if (page.docs.length < pageSize) return all;
  }
}
