/**
 * The capability catalog as the By app view shows it: the data (its own chunk, through
 * `capabilityCatalogAtom`), its titles and descriptions in the screen's language (their own chunk
 * and i18next namespace, loaded again when the language changes) and a search index in that
 * language. Loading until both are in; an error with one retry for both.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAMESPACE, buildSearchIndex, loadCatalogTexts } from '../../catalog';
import type { Catalog, CatalogSearchIndex } from '../../catalog';
import type { Loadable } from '../../lib/loadable';
import { capabilityCatalogAtom, retryCapabilityCatalogAtom } from './atoms';

export interface CapabilityCatalogView {
  catalog: Catalog;
  index: CatalogSearchIndex;
  /** A catalog text (its en-US key) in the screen's language. */
  text: (key: string) => string;
}

type TextsState = { language: string; attempt: number } & ({ state: 'ready' } | { state: 'failed'; error: unknown });

export function useCapabilityCatalog(): [Loadable<CapabilityCatalogView>, () => void] {
  const { t, i18n } = useTranslation();
  const catalog = useAtomValue(capabilityCatalogAtom);
  const retryCatalog = useSetAtom(retryCapabilityCatalogAtom);
  const language = i18n.language;
  const [attempt, setAttempt] = useState(0);
  const [texts, setTexts] = useState<TextsState | null>(null);

  useEffect(() => {
    let live = true;
    loadCatalogTexts(i18n, language).then(
      () => live && setTexts({ language, attempt, state: 'ready' }),
      (error: unknown) => live && setTexts({ language, attempt, state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [i18n, language, attempt]);

  const textsNow = texts?.language === language && texts.attempt === attempt ? texts : null;
  const textsReady = textsNow?.state === 'ready';
  const text = useCallback((key: string) => t(key, { ns: CATALOG_NAMESPACE }), [t]);
  const data = catalog.state === 'hasData' ? catalog.data : null;
  // `textsReady` is a dependency: the index is built again once the language's texts are in.
  const index = useMemo(() => (data && textsReady ? buildSearchIndex(data, text) : null), [data, text, textsReady]);

  const retry = useCallback(() => {
    retryCatalog();
    setAttempt((n) => n + 1);
  }, [retryCatalog]);

  let view: Loadable<CapabilityCatalogView>;
  if (catalog.state === 'hasError') view = catalog;
  else if (textsNow?.state === 'failed') view = { state: 'hasError', error: textsNow.error };
  else if (!data || !index) view = { state: 'loading' };
  else view = { state: 'hasData', data: { catalog: data, index, text } };
  return [view, retry];
}
