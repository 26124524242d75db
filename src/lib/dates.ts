/**
 * Dates as the spec shows them in en-US — day with an ordinal suffix, then 'MMM YYYY' — and in each
 * other language its own medium form (es '25 oct 2023', ja '2023年10月25日'), always in the user's
 * time zone; '-' when there is no date. A language's dayjs locale loads with its texts
 * (`loadDateLocale`, called by the i18n backend), so a screen never formats before it is in.
 *
 * No dayjs time-zone plugins here: a date's day in a zone comes from Intl, so the Users tab's rows
 * (and the standalone page's first paint) do without them. Dates with their time, and ISO days, which
 * need them, are ./date-times, loaded only by the screens that show those.
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

export const EMPTY_DATE = '-';
export const DISPLAY_DATE_FORMAT = 'Do MMM YYYY';

interface DateForms {
  /** The dayjs locale. */
  locale: string;
  date: string;
  dateTime: string;
}

/** Each shipped language's date forms; another language gets en-US's. */
const DATE_FORMS: Readonly<Record<string, DateForms>> = {
  'en-US': { locale: 'en', date: DISPLAY_DATE_FORMAT, dateTime: `${DISPLAY_DATE_FORMAT} HH:mm` },
  es: { locale: 'es', date: 'D MMM YYYY', dateTime: 'D MMM YYYY, H:mm' },
  ja: { locale: 'ja', date: 'YYYY年M月D日', dateTime: 'YYYY年M月D日 H:mm' },
};

/** The dayjs locales that load with their language (en is built in). */
const DATE_LOCALES: Partial<Record<string, () => Promise<unknown>>> = {
  es: () => import(/* webpackChunkName: "date-locale-es" */ 'dayjs/locale/es'),
  ja: () => import(/* webpackChunkName: "date-locale-ja" */ 'dayjs/locale/ja'),
};

/** The date forms of `language` (./date-times formats with them too). */
export const formsOf = (language: string | undefined): DateForms => DATE_FORMS[language ?? ''] ?? DATE_FORMS[language?.split(/[-_]/)[0] ?? ''] ?? DATE_FORMS['en-US']!;

/** Loads the dayjs locale of `language` (once; nothing for en-US). */
export async function loadDateLocale(language: string): Promise<void> {
  const load = DATE_LOCALES[formsOf(language).locale];
  if (load) await load();
}

export type DateInput = number | string | Date | null | undefined;

/** The moment a value stands for (epoch ms, also as a string, ISO text or a Date); undefined when empty or invalid. */
export function parseDate(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const numeric = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const parsed = dayjs(numeric);
  return parsed.isValid() ? parsed : undefined;
}

/** Per time zone, the formatter that tells a moment's calendar day there (null: not a zone). */
const calendarFormats = new Map<string, Intl.DateTimeFormat | null>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = calendarFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    } catch {
      format = null;
    }
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/**
 * '21st Nov 2026' (es '21 nov 2026', ja '2026年11月21日'), or '-' when empty or invalid. A date
 * shows only its calendar day, so the zone's day is read from one cached Intl formatter rather than
 * through dayjs's time-zone conversion (a few ms a call: the Users tab formats one per row).
 */
export function formatDate(value: DateInput, timeZone?: string, language?: string): string {
  const forms = formsOf(language);
  const parsed = parseDate(value);
  if (!parsed) return EMPTY_DATE;
  const format = timeZone ? calendarFormat(timeZone) : null;
  let day = parsed;
  if (format) {
    const parts = format.formatToParts(parsed.toDate());
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    day = dayjs(new Date(part('year'), part('month') - 1, part('day')));
  }
  return day.locale(forms.locale).format(forms.date);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
