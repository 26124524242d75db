/**
 * The catalog's data is its own chunk, loaded by the screens that show it (the Permissions tab):
 * nothing on the first screen imports ./catalog.data.
 */
import type { Catalog } from './types';

/** The catalog of the suite's apps and their capabilities. */
export async function loadCatalog(): Promise<Catalog> {
  const data = await import(/* webpackChunkName: "catalog" */ './catalog.data');
  return data.CATALOG;
}
