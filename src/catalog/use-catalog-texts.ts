/**
 * The catalog's titles and descriptions in the screen's language, for React: loads them (again
 * after a language change) and answers `text(key)` once they are in. The one React piece of the
 * catalog module; the screens that show the catalog compose it with their own read of the data.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../lib/loadable';
import { CATALOG_NAMESPACE, loadCatalogTexts } from './texts';

/** A catalog text (its en-US key) in the screen's language. */
export type CatalogText = (key: string) => string;

type TextsState = { language: string; attempt: number } & ({ state: 'ready' } | { state: 'failed'; error: unknown });

export function useCatalogTexts(): [Loadable<CatalogText>, () => void] {
  const { t, i18n } = useTranslation();
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

  const text = useCallback<CatalogText>((key) => t(key, { ns: CATALOG_NAMESPACE }), [t]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const now = texts?.language === language && texts.attempt === attempt ? texts : null;
  if (!now) return [{ state: 'loading' }, retry];
  if (now.state === 'failed') return [{ state: 'hasError', error: now.error }, retry];
  return [{ state: 'hasData', data: text }, retry];
}
