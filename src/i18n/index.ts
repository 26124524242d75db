/**
 * i18next, one instance per mounted root so an embed never changes its host's language. Keys are
 * the en-US texts themselves (the spec's texts, verbatim); es is the second shipped language.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';
import es from './locales/es.json';

export const DEFAULT_LOCALE = 'en-US';

/** Languages offered in Settings, labelled in their own language. */
export const SUPPORTED_LOCALES = [
  { id: 'en-US', label: 'English (United States)' },
  { id: 'es', label: 'Español' },
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

export function createI18n(locale: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: matchLocale(locale),
    fallbackLng: DEFAULT_LOCALE,
    resources: { 'en-US': { translation: enUS }, es: { translation: es } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
