/**
 * Search over the catalog in the screen's language: app names, access ids, capability titles and
 * descriptions (as translated by the caller) and permission ids. Case and accents are ignored
 * ('envio' finds 'Envío'); every word of the query must start a word of those texts ('ship' finds
 * 'shipping' and FF_SHIP_NOW, not RELATNSHIP_CUSTOMER_VIEW).
 */
import type { Catalog, CatalogApp, CatalogCapability } from './types';

/** What a search returns for one app: the app, and its capabilities that match. */
export interface CatalogSearchResult {
  readonly app: CatalogApp;
  /** The query matched the app itself (name or access ids): every capability is listed. */
  readonly appMatched: boolean;
  readonly capabilities: readonly CatalogCapability[];
}

interface IndexedApp {
  readonly app: CatalogApp;
  readonly text: string;
  readonly capabilities: readonly { readonly capability: CatalogCapability; readonly text: string }[];
}

/** A catalog with each entry's searchable text worked out once, in one language. */
export interface CatalogSearchIndex {
  readonly apps: readonly IndexedApp[];
}

/** Lower case without accents, so 'Envío' and 'ENVIO' compare equal. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Works out the searchable text of every app and capability. `translate` turns a catalog text (its
 * en-US key) into the screen's language, e.g. `(text) => t(text, { ns: CATALOG_NAMESPACE })`.
 */
export function buildSearchIndex(catalog: Catalog, translate: (text: string) => string): CatalogSearchIndex {
  return {
    apps: catalog.map((app) => {
      const appText = foldForSearch([app.name, ...app.access.permissionIds].join('\n'));
      return {
        app,
        text: appText,
        capabilities: app.capabilities.map((capability) => ({
          capability,
          text: `${appText}\n${foldForSearch(
            [translate(capability.title), translate(capability.description), ...capability.permissionIds].join('\n'),
          )}`,
        })),
      };
    }),
  };
}

/** Whether `word` starts a word of `text` (after its start, a space, `_` or any other non-alphanumeric). */
function startsAWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * A test of folded texts (`foldForSearch`) against `query` by the catalog's rule: every word of the
 * query starts a word of the text. Every text matches an empty query. For lists beside the catalog
 * (e.g. OMS permissions no app uses) that should search as it does.
 */
export function searchMatcher(query: string): (foldedText: string) => boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return (text) => words.every((word) => startsAWord(text, word));
}

/** The apps and capabilities matching `query`, in catalog order; every app for an empty query. */
export function searchCatalog(index: CatalogSearchIndex, query: string): CatalogSearchResult[] {
  const matches = searchMatcher(query);
  const results: CatalogSearchResult[] = [];
  for (const entry of index.apps) {
    if (matches(entry.text)) {
      results.push({ app: entry.app, appMatched: true, capabilities: entry.app.capabilities });
      continue;
    }
    const capabilities = entry.capabilities.filter((c) => matches(c.text)).map((c) => c.capability);
    if (capabilities.length > 0) results.push({ app: entry.app, appMatched: false, capabilities });
  }
  return results;
}
