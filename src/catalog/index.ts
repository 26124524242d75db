/**
 * The capability catalog: the suite's apps, what each lets a user do and the OMS permission
 * expression behind it; one evaluator of those expressions, search, and the impact of a removal.
 * No React, no OMS calls. The data itself loads on demand (`loadCatalog`).
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
  holdsInApp,
  impactOfRemoval,
  isAdminId,
  narrowestGrant,
  parseExpression,
  permissionIdsOf,
} from './expression';
export type { ParsedExpression, RemovalImpact } from './expression';
export { buildSearchIndex, foldForSearch, searchCatalog, searchMatcher } from './search';
export type { CatalogSearchIndex, CatalogSearchResult } from './search';
export { CATALOG_NAMESPACE, loadCatalogTexts } from './texts';
export { loadCatalog } from './load';
