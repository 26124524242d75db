/**
 * The capability catalog as the By app view shows it: the data (its own chunk, through
 * `capabilityCatalogAtom`), its titles and descriptions in the screen's language (their own chunk
 * and i18next namespace, loaded again when the language changes: `useCatalogTexts`) and a search
 * index in that language. Loading until both are in; an error with one retry for both.
 */
import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { buildSearchIndex } from '../../../catalog';
import type { Catalog, CatalogSearchIndex } from '../../../catalog';
import { useCatalogTexts } from '../../../catalog/use-catalog-texts';
import type { Loadable } from '../../../lib/loadable';
import { capabilityCatalogAtom, retryCapabilityCatalogAtom } from '../../../catalog/atoms';

export interface CapabilityCatalogView {
  catalog: Catalog;
  index: CatalogSearchIndex;
  /** A catalog text (its en-US key) in the screen's language. */
  text: (key: string) => string;
}

export function useCapabilityCatalog(): [Loadable<CapabilityCatalogView>, () => void] {
  const catalog = useAtomValue(capabilityCatalogAtom);
  const retryCatalog = useSetAtom(retryCapabilityCatalogAtom);
  const [texts, retryTexts] = useCatalogTexts();
  const data = catalog.state === 'hasData' ? catalog.data : null;
  const text = texts.state === 'hasData' ? texts.data : null;
  // Built again once the language's texts are in (a new `text`).
  const index = useMemo(() => (data && text ? buildSearchIndex(data, text) : null), [data, text]);

  const retry = useCallback(() => {
    retryCatalog();
    retryTexts();
  }, [retryCatalog, retryTexts]);

  let view: Loadable<CapabilityCatalogView>;
  if (catalog.state === 'hasError') view = catalog;
  else if (texts.state === 'hasError') view = texts;
  else if (!data || !index || !text) view = { state: 'loading' };
  else view = { state: 'hasData', data: { catalog: data, index, text } };
  return [view, retry];
}
