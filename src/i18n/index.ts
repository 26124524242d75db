/**
 * i18next, one instance per mounted root so an embed never changes its host's language. Keys are
 * the en-US texts themselves (the spec's texts, verbatim, in locales/en-US.json); es is the second
 * shipped language. en-US ships with the app; another language's texts load when it is first used
 * (their own chunk): `changeLanguage` waits for them, and a root starting in that language suspends
 * until they are in.
 */
import i18next from 'i18next';
import type { BackendModule, FormatterModule, ReadCallback, i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDateLocale } from '../lib/dates';
import enUS from './locales/en-US.json';
import { DEFAULT_LOCALE, LAZY_LOCALES, matchLocale } from './locales';

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, matchLocale } from './locales';
export type { SupportedLocale } from './locales';


/**
 * The en-US texts that ship. A key is its own en-US text, and i18next answers a key it has no text
 * for with the key itself, so only the entries whose text differs from their key (plural forms)
 * need to ship. Read property by property, so the bundle keeps only these of the JSON file
 * (locales.test.ts fails when another entry differs from its key).
 */
export const EN_US_TEXTS = {
  '{{count}} users_one': enUS['{{count}} users_one'],
  '{{count}} users_many': enUS['{{count}} users_many'],
  '{{count}} users_other': enUS['{{count}} users_other'],
  '{{count}} capabilities_one': enUS['{{count}} capabilities_one'],
  '{{count}} capabilities_many': enUS['{{count}} capabilities_many'],
  '{{count}} capabilities_other': enUS['{{count}} capabilities_other'],
  '{{count}} failed since_one': enUS['{{count}} failed since_one'],
  '{{count}} failed since_many': enUS['{{count}} failed since_many'],
  '{{count}} failed since_other': enUS['{{count}} failed since_other'],
  'Up to {{count}} users_one': enUS['Up to {{count}} users_one'],
  'Up to {{count}} users_many': enUS['Up to {{count}} users_many'],
  'Up to {{count}} users_other': enUS['Up to {{count}} users_other'],
  'Import {{count}} users_one': enUS['Import {{count}} users_one'],
  'Import {{count}} users_many': enUS['Import {{count}} users_many'],
  'Import {{count}} users_other': enUS['Import {{count}} users_other'],
  '{{count}} rows ready, {{problems}} with problems_one': enUS['{{count}} rows ready, {{problems}} with problems_one'],
  '{{count}} rows ready, {{problems}} with problems_many': enUS['{{count}} rows ready, {{problems}} with problems_many'],
  '{{count}} rows ready, {{problems}} with problems_other': enUS['{{count}} rows ready, {{problems}} with problems_other'],
  '{{count}} logins get a temporary password_one': enUS['{{count}} logins get a temporary password_one'],
  '{{count}} logins get a temporary password_many': enUS['{{count}} logins get a temporary password_many'],
  '{{count}} logins get a temporary password_other': enUS['{{count}} logins get a temporary password_other'],
  'Apply to {{count}} users_one': enUS['Apply to {{count}} users_one'],
  'Apply to {{count}} users_many': enUS['Apply to {{count}} users_many'],
  'Apply to {{count}} users_other': enUS['Apply to {{count}} users_other'],
  'Apply to {{count}} logins_one': enUS['Apply to {{count}} logins_one'],
  'Apply to {{count}} logins_many': enUS['Apply to {{count}} logins_many'],
  'Apply to {{count}} logins_other': enUS['Apply to {{count}} logins_other'],
};

/** An i18next backend reading LAZY_LOCALES; any other language (e.g. 'en') has no texts of its own. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback): void {
    const load = LAZY_LOCALES[language];
    if (!load) return callback(null, {});
    // The language's dates come with its texts: nothing is shown in it before both are in.
    Promise.all([load(), loadDateLocale(language)]).then(
      ([texts]) => callback(null, texts.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Numbers interpolated into texts ('{{count}} users') in the language's digit grouping (10,000 /
 * 10.000); anything else as it is. An i18next formatter module, called for every value
 * (`alwaysFormat`), so the keys stay the en-US texts.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numbersTheLanguagesWay: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(value: unknown, _format, language): string {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value as string;
    const key = language ?? DEFAULT_LOCALE;
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(key)));
    return format.format(value);
  },
};

export function createI18n(locale: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(lazyLocales).use(numbersTheLanguagesWay).use(initReactI18next).init({
    lng: matchLocale(locale),
    fallbackLng: DEFAULT_LOCALE,
    resources: { 'en-US': { translation: EN_US_TEXTS } },
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    // Numbers in texts ('{{count}} users') are written the language's way: 10,000 / 10.000.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
