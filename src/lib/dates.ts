/**
 * Dates as the spec shows them: day with an ordinal suffix, then 'MMM YYYY', in the user's time
 * zone; '-' when there is no date.
 */
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export const EMPTY_DATE = '-';
export const DISPLAY_DATE_FORMAT = 'Do MMM YYYY';

export type DateInput = number | string | Date | null | undefined;

function toDayjs(value: DateInput, timeZone?: string): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const numeric = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const parsed = dayjs(numeric);
  if (!parsed.isValid()) return undefined;
  if (!timeZone) return parsed;
  try {
    return parsed.tz(timeZone);
  } catch {
    return parsed;
  }
}

/** '21st Nov 2026', or '-' when empty or invalid. */
export function formatDate(value: DateInput, timeZone?: string): string {
  return toDayjs(value, timeZone)?.format(DISPLAY_DATE_FORMAT) ?? EMPTY_DATE;
}

/** '21st Nov 2026 14:05', or '-' when empty or invalid (when a job ran, not only on which day). */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  return toDayjs(value, timeZone)?.format(`${DISPLAY_DATE_FORMAT} HH:mm`) ?? EMPTY_DATE;
}

/** ISO 8601 date (YYYY-MM-DD) in the time zone, for machine-readable output (CSV, <time>). */
export function formatIsoDate(value: DateInput, timeZone?: string): string {
  return toDayjs(value, timeZone)?.format('YYYY-MM-DD') ?? '';
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
