/**
 * The one catalog atom of a root: the catalog's chunk, loaded when a screen first reads it (the
 * Permissions tab's By app view and its "Used by" lines, App access), once per root; Retry loads it again.
 */
import { atom } from 'jotai';
import { loadableAtom } from '../lib/loadable';
import { loadCatalog } from './load';
import type { Catalog } from './types';

const catalogVersionAtom = atom(0);

/** The catalog as a promise, for atoms that need it to read (an app's holders). */
export const capabilityCatalogReadAtom = atom(async (get): Promise<Catalog> => {
  get(catalogVersionAtom);
  return loadCatalog();
});

/** The suite's apps and capabilities: loading, error or data. */
export const capabilityCatalogAtom = loadableAtom(capabilityCatalogReadAtom);

/** Loads the catalog again after a failure. */
export const retryCapabilityCatalogAtom = atom(null, (_get, set) => set(catalogVersionAtom, (n) => n + 1));
