/**
 * performFind's count query. `count` is COUNT(*) of the rows, or with `distinct` and a fieldList
 * COUNT(DISTINCT first field) (README.md "performFind"). The distinct count of an entity with
 * count sources (entities.ts) reads the first source that has every field the request names
 * instead of the entity's relation; how that source is counted depends on the conditions:
 *
 * - Same answer: a source holds, for any condition over its columns, the same distinct values of
 *   its columns as the entity (DevUserListRow is the user view without its LEFT JOINed security
 *   groups, whose columns no condition then names: each view row is a source row plus columns
 *   nobody reads, each source row is in at least one view row).
 * - OR-groups whose every group has a condition an index of the source serves are counted as a
 *   UNION of one branch per group: rows where `common AND (g1 OR g2)` is true are exactly the
 *   rows where `common AND g1` or `common AND g2` is true, and UNION drops repeated values as
 *   DISTINCT does. Each branch then reads only its index range.
 * - Otherwise, on a source with a sole-row flag for the counted field: rows that are the only row
 *   of their value are counted with a plain COUNT(*) (at most one row per value can match),
 *   the others with DISTINCT, and the two sums added (a value is in one part or the other).
 * - Both repeat the conditions; past SQLite's limit on parameters (huge `in` lists) the count is
 *   one plain DISTINCT over the source.
 */
import type { CountSource, FindEntity } from './entities';
import type { Condition, Param } from './conditions';
import { SOLE_ROW_COLUMN } from '../db/user-list-rows';

export interface CountInput {
  /** Every field a condition reads, the date filter's fields included. */
  fields: ReadonlySet<string>;
  ungrouped: readonly Condition[];
  /** The OR-groups: each group's conditions are ANDed, the groups ORed. */
  groups: ReadonlyArray<readonly Condition[]>;
  date: Condition | null;
}

export interface CompiledCount {
  sql: string;
  params: Param[];
}

/** Conditions ANDed, each in parentheses; '' for none. */
function allOf(conditions: readonly Condition[]): Condition {
  return { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), params: conditions.flatMap((c) => c.params) };
}

/** The WHERE parts of a find: the ungrouped conditions, the OR block of the groups, the date filter. */
function findParts({ ungrouped, groups, date }: CountInput): Condition[] {
  const parts = [...ungrouped];
  if (groups.length > 0) {
    const alternatives = groups.map(allOf);
    parts.push({ sql: alternatives.map((a) => `(${a.sql})`).join(' OR '), params: alternatives.flatMap((a) => a.params) });
  }
  if (date) parts.push(date);
  return parts;
}

/** SQLite's limit on bound parameters: the shapes that repeat the conditions must stay under it. */
const MAX_VARIABLES = 32_766;

const where = (condition: Condition, ...extra: string[]): string => {
  const terms = [...extra, ...(condition.sql ? [condition.sql] : [])];
  return terms.length > 0 ? `WHERE ${terms.join(' AND ')}` : '';
};

/** Counts distinct `key` values over a source (see the file comment for the three shapes). */
function countFromSource(source: CountSource, key: string, input: CountInput): CompiledCount {
  const relation = `"${source.relation}"`;
  const column = `"${key}"`;
  const branchable = input.groups.length > 1 && input.groups.every((group) => group.some((c) => c.index !== undefined && source.branchKeys.has(c.index)));
  if (branchable) {
    const branches = input.groups.map((group) => allOf([...input.ungrouped, ...group, ...(input.date ? [input.date] : [])]));
    const union = branches.map((branch) => `SELECT ${column} AS k FROM ${relation} ${where(branch)}`).join(' UNION ');
    const params = branches.flatMap((b) => b.params);
    if (params.length <= MAX_VARIABLES) return { sql: `SELECT COUNT(*) AS n FROM (${union}) WHERE k IS NOT NULL`, params };
  }
  const all = allOf(findParts(input));
  if (source.soleKey === key && 2 * all.params.length <= MAX_VARIABLES) {
    const sole = `"${SOLE_ROW_COLUMN}"`;
    const single = `SELECT COUNT(*) FROM ${relation} ${where(all, `${sole} = 1`, `${column} IS NOT NULL`)}`;
    const shared = `SELECT COUNT(*) FROM (SELECT DISTINCT ${column} AS k FROM ${relation} ${where(all, `${sole} = 0`)}) WHERE k IS NOT NULL`;
    return { sql: `SELECT (${single}) + (${shared}) AS n`, params: [...all.params, ...all.params] };
  }
  return { sql: `SELECT COUNT(*) AS n FROM (SELECT DISTINCT ${column} AS k FROM ${relation} ${where(all)}) WHERE k IS NOT NULL`, params: all.params };
}

/**
 * The count query of a find whose docs read `FROM relation <whereSql>` with `params` (the entity's
 * own relation: other entities' count SQL is what it always was).
 */
export function compileCount(entity: FindEntity, distinct: boolean, fieldList: readonly string[], input: CountInput, whereSql: string, params: Param[]): CompiledCount {
  const from = `FROM "${entity.relation}" ${whereSql}`;
  if (!distinct) return { sql: `SELECT COUNT(*) AS n ${from}`, params };
  const key = fieldList[0];
  if (key === undefined) return { sql: `SELECT COUNT(*) AS n FROM (SELECT DISTINCT ${[...entity.columns.keys()].map((f) => `"${f}"`).join(', ')} ${from})`, params };
  const source = entity.countSources.find((s) => s.columns.has(key) && [...input.fields].every((field) => s.columns.has(field)));
  if (source) return countFromSource(source, key, input);
  return { sql: `SELECT COUNT(*) AS n FROM (SELECT DISTINCT "${key}" AS k ${from}) WHERE k IS NOT NULL`, params };
}
