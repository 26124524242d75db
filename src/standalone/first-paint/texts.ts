/**
 * The first paint's texts, in the language the app will show: the same entries of the same locale
 * files, plurals picked by the language's plural rules and numbers grouped the language's way, as
 * the app's i18next setup does (src/i18n/index.ts). en-US ships (keys are their own text); es and
 * ja load their chunk, the one the app's i18n loads later, and their dates' locale with it.
 */
import { loadDateLocale } from '../../lib/dates';
import enUS from '../../i18n/locales/en-US.json';
import { DEFAULT_LOCALE, LAZY_LOCALES, matchLocale } from '../../i18n/locales';

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

type Table = Readonly<Record<string, string | undefined>>;

/** The en-US entries whose text is not their key (read property by property: the bundle keeps only these). */
const EN_US: Table = {
  '{{count}} users_one': enUS['{{count}} users_one'],
  '{{count}} users_other': enUS['{{count}} users_other'],
};

/**
 * Whole numbers grouped as Intl.NumberFormat groups them in the shipped languages (texts.test.ts
 * compares the two): the browser's first Intl.NumberFormat costs 25-50 ms on this machine, longer
 * than the list's round trip, and the picture shows one number. Other languages ask Intl.
 */
const GROUPING: Readonly<Record<string, { separator: string; minimumDigits: number }>> = {
  'en-US': { separator: ',', minimumDigits: 4 },
  es: { separator: '.', minimumDigits: 5 },
  ja: { separator: ',', minimumDigits: 4 },
};

export function formatCount(value: number, language: string): string {
  const grouping = GROUPING[language];
  if (!grouping || !Number.isSafeInteger(value) || value < 0) return new Intl.NumberFormat(language).format(value);
  const digits = String(value);
  if (digits.length < grouping.minimumDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, grouping.separator);
}

/** i18next's way: `key_<plural category>` when there is a count and such an entry, else `key`. */
export function translator(language: string, table: Table): Translate {
  // Made at the first count: the first Intl.PluralRules of a page costs tens of ms here.
  let plurals: Intl.PluralRules | undefined;
  return (key, values = {}) => {
    const count = values.count;
    const plural = typeof count === 'number' ? (plurals ??= new Intl.PluralRules(language)).select(count) : undefined;
    const text = (plural === undefined ? undefined : table[`${key}_${plural}`]) ?? table[key] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? formatCount(value, language) : value;
    });
  };
}

/** The app's language for a profile's locale, and its texts and dates loaded. */
export async function loadTexts(locale: string | undefined): Promise<{ language: string; t: Translate }> {
  const language = matchLocale(locale);
  const load = LAZY_LOCALES[language];
  if (language === DEFAULT_LOCALE || !load) return { language, t: translator(language, EN_US) };
  const [table] = await Promise.all([load(), loadDateLocale(language)]);
  return { language, t: translator(language, table.default) };
}
