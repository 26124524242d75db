/**
 * The languages the app ships, and how a host's or a profile's locale maps to one. Framework-free
 * (no i18next).
 */

export const DEFAULT_LOCALE = 'en-US';

/** Languages offered in Settings, labelled in their own language. */
export const SUPPORTED_LOCALES = [
  { id: 'en-US', label: 'English (United States)' },
  { id: 'es', label: 'Español' },
  { id: 'ja', label: '日本語' },
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]['id'];

/** The supported locale closest to `locale` ('es-MX' -> 'es', 'en' -> 'en-US'). */
export function matchLocale(locale: string | undefined): SupportedLocale {
  if (!locale) return DEFAULT_LOCALE;
  const exact = SUPPORTED_LOCALES.find((l) => l.id.toLowerCase() === locale.toLowerCase());
  if (exact) return exact.id;
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  return SUPPORTED_LOCALES.find((l) => l.id.split('-')[0]?.toLowerCase() === language)?.id ?? DEFAULT_LOCALE;
}


/** A language's texts, keyed by the en-US text (i18next's resources; en-US's are the keys themselves). */
export type LocaleTexts = Readonly<Record<string, string>>;

/** The languages whose texts load on first use, each its own chunk (the app's i18n and the first paint load the same). */
export const LAZY_LOCALES: Partial<Record<string, () => Promise<{ default: LocaleTexts }>>> = {
  es: () => import(/* webpackChunkName: "locale-es" */ './locales/es.json'),
  ja: () => import(/* webpackChunkName: "locale-ja" */ './locales/ja.json'),
};
