/**
 * The capability catalog: the suite's apps, what each lets a user do and the OMS permission
 * expression behind it; the one evaluator of those expressions (this app's own gates included:
 * ./users-app.ts), who holds what, the gain or loss of a change, and search. No OMS calls. The
 * data itself loads on demand (`loadCatalog`, or the root's one atom in ./atoms.ts); the React
 * piece is ./use-catalog-texts.ts.
 */
export type {
  Catalog,
  CatalogAccess,
  CatalogApp,
  CatalogCapability,
  CapabilityRef,
  LeftOutAction,
  LeftOutReason,
} from './types';
export {
  canOpen,
  hasCapability,
  holds,
  holdsAll,
  holdsInApp,
  isAdminId,
  isAdminLevel,
  narrowestGrant,
  parseExpression,
  permissionIdsOf,
} from './expression';
export type { ParsedExpression } from './expression';
export { compareAccess, gainOfAdding, impactOfRemoval } from './change';
export type { AccessChange, AccessDifference, RemovalImpact } from './change';
export { appPermissionIds, grantingIds, groupsGranting, holdingGroups } from './holders';
export type { GrantRow, HoldingGroup, HoldingGroups } from './holders';
export { APP_ACTIONS, USERS_APP_GATES, USERS_APP_ID, USERS_APP_PERMISSION_IDS, allowedActions, mayDo } from './users-app';
export type { AppAction } from './users-app';
export { buildSearchIndex, foldForSearch, searchCatalog, searchMatcher } from './search';
export type { CatalogSearchIndex, CatalogSearchResult } from './search';
export { CATALOG_NAMESPACE, loadCatalogTexts } from './texts';
export { loadCatalog } from './load';
