/**
 * The one evaluator of the suite's permission expressions, as the apps evaluate them: split on
 * ` OR `, then each part on ` AND `; the expression holds when every id of some part is held. An
 * empty expression is always allowed. Nothing else in the product splits an expression.
 */
import type { CatalogApp, CatalogCapability } from './types';

/** An expression as alternatives (OR), each a set of ids that must all be held (AND). */
export type ParsedExpression = readonly (readonly string[])[];

/** `'A OR B AND C'` -> `[['A'], ['B', 'C']]`; an empty expression has no parts. */
export function parseExpression(expression: string): ParsedExpression {
  if (expression.trim() === '') return [];
  return expression.split(' OR ').map((part) => part.split(' AND ').map((id) => id.trim()));
}

/** Whether `held` has every id of one alternative (an AND of ids; no ids: nothing to hold). */
export function holdsAll(part: readonly string[], held: ReadonlySet<string>): boolean {
  return part.every((id) => held.has(id));
}

/** Whether `held` satisfies `expression`. An empty expression is always allowed. */
export function holds(expression: string, held: ReadonlySet<string>): boolean {
  const parts = parseExpression(expression);
  return parts.length === 0 || parts.some((part) => holdsAll(part, held));
}

/** The OMS permission ids of an expression, in their order, each once. */
export function permissionIdsOf(expression: string): string[] {
  return [...new Set(parseExpression(expression).flat())];
}

/** Whether `held` passes `expression` in `app`: its own pass-all ids (products: COMMON_ADMIN) pass every check. */
export function holdsInApp(app: Pick<CatalogApp, 'passAll'>, expression: string, held: ReadonlySet<string>): boolean {
  return app.passAll.some((id) => held.has(id)) || holds(expression, held);
}

/** Whether `held` lets a login open `app`. */
export function canOpen(app: CatalogApp, held: ReadonlySet<string>): boolean {
  return holdsInApp(app, app.access.expression, held);
}

/** Whether `held` gives `capability` in `app`. */
export function hasCapability(app: CatalogApp, capability: CatalogCapability, held: ReadonlySet<string>): boolean {
  return holdsInApp(app, capability.expression, held);
}

/** `COMMON_ADMIN` and every `*_ADMIN` id: they grant far more than one capability. */
export function isAdminId(id: string): boolean {
  return id.endsWith('_ADMIN');
}

/** The group that holds every permission (the spec's SUPER). */
const SUPER_GROUP_ID = 'SUPER';

/**
 * Admin-level access, as an access review flags it: a member of SUPER, or a holder of any admin id
 * (`SECURITY_ADMIN`, `COMMON_ADMIN` and every other `*_ADMIN`).
 */
export function isAdminLevel(groupIds: Iterable<string>, heldPermissionIds: Iterable<string>): boolean {
  for (const groupId of groupIds) if (groupId === SUPER_GROUP_ID) return true;
  for (const id of heldPermissionIds) if (isAdminId(id)) return true;
  return false;
}

/**
 * The ids to grant for a capability by default: the first alternative of its expression without an
 * admin id. When every alternative has one, the first with an app's own `*_ADMIN` rather than
 * `COMMON_ADMIN`; `COMMON_ADMIN` only when it is the only way. Empty for an empty expression.
 */
export function narrowestGrant(capability: Pick<CatalogCapability, 'expression'>): readonly string[] {
  const rank = (part: readonly string[]) => (part.includes('COMMON_ADMIN') ? 2 : part.some(isAdminId) ? 1 : 0);
  let best: readonly string[] = [];
  let bestRank = Number.POSITIVE_INFINITY;
  for (const part of parseExpression(capability.expression)) {
    const partRank = rank(part);
    if (partRank < bestRank) [best, bestRank] = [part, partRank];
    if (partRank === 0) break;
  }
  return best;
}
