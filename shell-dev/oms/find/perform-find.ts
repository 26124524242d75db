/**
 * performFind: one generic implementation of OFBiz's find semantics (FindServices) over the
 * whitelisted tables and views of entities.ts. Values are always bound parameters; identifiers
 * always come from the whitelist. The rules are listed in README.md "performFind".
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { OmsError, badValue } from '../services/errors';
import type { CountCache } from './count-cache';
import { buildCondition, collectInputs, type Condition, type Param } from './conditions';
import { compileCount } from './count';
import type { FindEntity } from './entities';
import type { FindRequest } from './request';

export { CountCache } from './count-cache';
export { DEFAULT_VIEW_SIZE, MAX_VIEW_SIZE, normalizeFindRequest, type FindRequest } from './request';

export type FindAnswer = { docs: Array<Record<string, unknown>>; count: number } | { error: 'No record found'; count: 0 };

export interface CompiledFind {
  /** Null when there is no condition and no noConditionFind: nothing is queried. */
  where: string | null;
  /** The parameters of docsSql (before its LIMIT and OFFSET). */
  params: Param[];
  select: string[];
  docsSql: string;
  countSql: string;
  countParams: Param[];
}

/** Turns a request into SQL over a whitelisted entity (exported for EXPLAIN QUERY PLAN). */
export function compileFind(entity: FindEntity, request: FindRequest): CompiledFind {
  const ungrouped: Condition[] = [];
  const groups = new Map<string, Condition[]>();
  const fields = new Set<string>();
  for (const { field, input } of collectInputs(request.inputFields)) {
    const kind = entity.columns.get(field);
    if (!kind) continue; // OFBiz ignores input fields that are not fields of the entity
    const condition = buildCondition(field, kind, input);
    if (!condition) continue;
    fields.add(field);
    const group = input.grp === undefined || input.grp === null || input.grp === '' ? null : String(input.grp);
    if (group === null) ungrouped.push(condition);
    else groups.set(group, [...(groups.get(group) ?? []), condition]);
  }
  const parts: Condition[] = [...ungrouped];
  if (groups.size > 0) {
    const alternatives = [...groups.values()].map((conditions) => ({
      sql: conditions.map((c) => c.sql).join(' AND '),
      params: conditions.flatMap((c) => c.params),
    }));
    parts.push({ sql: `(${alternatives.map((a) => `(${a.sql})`).join(' OR ')})`, params: alternatives.flatMap((a) => a.params) });
  }
  const hasCondition = parts.length > 0;
  let date: Condition | null = null;
  if (request.filterByDate && (hasCondition || request.noConditionFind)) {
    for (const name of [request.fromDateName, request.thruDateName]) {
      if (!entity.columns.has(name)) throw badValue('filterByDate', `${entity.entityName} has no field ${name}`);
      fields.add(name);
    }
    const from = `"${request.fromDateName}"`;
    const thru = `"${request.thruDateName}"`;
    date = { sql: `(${thru} IS NULL OR ${thru} > ?) AND (${from} IS NULL OR ${from} <= ?)`, params: [{ now: true }, { now: true }] };
    parts.push(date);
  }
  for (const field of request.fieldList) {
    if (!entity.columns.has(field)) throw badValue('fieldList', `${field} is not a field of ${entity.entityName}`);
  }
  const select = request.fieldList.length > 0 ? request.fieldList : [...entity.columns.keys()];
  const order = request.orderBy.map((entry) => {
    let text = entry.trim();
    let direction = 'ASC';
    if (text.startsWith('-')) {
      direction = 'DESC';
      text = text.slice(1);
    } else if (text.startsWith('+')) text = text.slice(1);
    const words = text.trim().split(/\s+/);
    const field = words[0] ?? '';
    if (words.length > 2 || (words[1] !== undefined && !/^(ASC|DESC)$/i.test(words[1]))) throw badValue('orderBy', `cannot read '${entry}'`);
    if (words[1]) direction = words[1].toUpperCase();
    if (!entity.columns.has(field)) throw badValue('orderBy', `${field} is not a field of ${entity.entityName}`);
    return `"${field}" ${direction}`;
  });
  const where = hasCondition || request.noConditionFind ? (parts.length > 0 ? `WHERE ${parts.map((p) => p.sql).join(' AND ')}` : '') : null;
  const from = `FROM "${entity.relation}" ${where ?? ''}`;
  const columns = select.map((field) => `"${field}"`).join(', ');
  const docsSql = `SELECT ${request.distinct ? 'DISTINCT ' : ''}${columns} ${from}${order.length ? ` ORDER BY ${order.join(', ')}` : ''} LIMIT ? OFFSET ?`;
  const params = parts.flatMap((p) => p.params);
  const count = compileCount(entity, request.distinct, request.fieldList, { fields, ungrouped, groups: [...groups.values()], date }, where ?? '', params);
  return { where, params, select, docsSql, countSql: count.sql, countParams: count.params };
}

export interface FindContext {
  db: Db;
  entities: ReadonlyMap<string, FindEntity>;
  now: number;
  /** Changes whenever the data may have changed (see server.ts). */
  generation: string;
  countCache?: CountCache;
  statements: Map<string, Statement>;
}

function prepare(context: FindContext, sql: string): Statement {
  let statement = context.statements.get(sql);
  if (!statement) {
    if (context.statements.size > 500) context.statements.clear();
    statement = context.db.prepare(sql);
    context.statements.set(sql, statement);
  }
  return statement;
}

/** Runs a normalised request and answers in the OMS shape. */
export function performFind(context: FindContext, request: FindRequest): FindAnswer {
  const entity = context.entities.get(request.entityName);
  if (!entity) throw new OmsError('badRequest', `Entity ${request.entityName} is not known to performFind`);
  const compiled = compileFind(entity, request);
  if (compiled.where === null) return { docs: [], count: 0 };
  const bind = (params: Param[]): Array<string | number> => params.map((p) => (typeof p === 'object' ? context.now : p));
  const offset = request.viewIndex * request.viewSize;
  const docs = prepare(context, compiled.docsSql).all(...bind(compiled.params), request.viewSize, offset) as Array<Record<string, unknown>>;
  let count: number;
  if (!request.distinct && offset === 0 && docs.length < request.viewSize) count = docs.length;
  else {
    const key = `${compiled.countSql}\u0000${JSON.stringify(compiled.countParams)}`;
    const cached = context.countCache?.get(key, context.generation, context.now);
    if (cached !== undefined) count = cached;
    else {
      const started = performance.now();
      count = (prepare(context, compiled.countSql).get(...bind(compiled.countParams)) as { n: number }).n;
      context.countCache?.set(key, context.generation, context.now, count, performance.now() - started);
    }
  }
  if (count === 0) return { error: 'No record found', count: 0 };
  return { docs, count };
}
