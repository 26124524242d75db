import { permissionIdsOf } from './expression';
import type { AppSource, Catalog } from './types';

/** The catalog from the data files: each expression with its permission ids. */
export function buildCatalog(sources: readonly AppSource[]): Catalog {
  return sources.map(({ access, capabilities, ...app }) => ({
    ...app,
    access: { expression: access, permissionIds: permissionIdsOf(access) },
    capabilities: capabilities.map((capability) => ({ ...capability, permissionIds: permissionIdsOf(capability.expression) })),
  }));
}
