/**
 * The catalog's titles and descriptions in the screen's language. Like every text of the app, a
 * catalog text's key is its en-US text (the `title` / `description` of the data), so en-US needs
 * nothing loaded. The other languages' texts live beside the catalog (./locales), not in the app's
 * locale files that load at start: they load with the catalog, into their own i18next namespace.
 *
 * A screen awaits `loadCatalogTexts(i18n)` with `loadCatalog()` (and again after a language
 * change), then shows `t(capability.title, { ns: CATALOG_NAMESPACE })`. Do not pass the namespace to
 * `useTranslation`: that would ask the app's locale backend for it.
 */
import type { i18n as I18n } from 'i18next';

export const CATALOG_NAMESPACE = 'catalog';

type CatalogTexts = Record<string, string>;

/** The languages with catalog texts of their own, by language code ('es' serves 'es-MX' too). */
const CATALOG_LOCALES: Partial<Record<string, () => Promise<{ default: CatalogTexts }>>> = {
  es: () => import(/* webpackChunkName: "catalog-es" */ './locales/es.json'),
  ja: () => import(/* webpackChunkName: "catalog-ja" */ './locales/ja.json'),
};

/** The loader of a language's catalog texts; none for en-US, whose texts are their keys. */
function loaderOf(language: string): (() => Promise<{ default: CatalogTexts }>) | undefined {
  return CATALOG_LOCALES[language.split(/[-_]/)[0]?.toLowerCase() ?? ''];
}

/** Loads the catalog's texts of `language` (default: the instance's) into `i18n`, once. */
export async function loadCatalogTexts(i18n: I18n, language: string = i18n.language): Promise<void> {
  const load = loaderOf(language);
  if (!load || i18n.hasResourceBundle(language, CATALOG_NAMESPACE)) return;
  const texts = await load();
  i18n.addResourceBundle(language, CATALOG_NAMESPACE, texts.default, true, true);
}
