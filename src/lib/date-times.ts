/**
 * A moment in the user's time zone: with its time ('21st Nov 2026 14:05', import jobs) or as an ISO
 * day (the CSV export). These go through dayjs's utc and timezone plugins, which ./dates leaves out
 * (~1.3 KB gz): the Users tab's first rows show only days, so the plugins load with the screens and
 * features that import this module, not before those rows.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { EMPTY_DATE, formsOf, parseDate } from './dates';
import type { DateInput } from './dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The moment in `timeZone` (as it is when there is none, or the zone is unknown). */
function inTimeZone(value: DateInput, timeZone?: string): dayjs.Dayjs | undefined {
  const parsed = parseDate(value);
  if (!parsed || !timeZone) return parsed;
  try {
    return parsed.tz(timeZone);
  } catch {
    return parsed;
  }
}

/** '21st Nov 2026 14:05' in the language's form, or '-' (when a job ran, not only on which day). */
export function formatDateTime(value: DateInput, timeZone?: string, language?: string): string {
  const forms = formsOf(language);
  return inTimeZone(value, timeZone)?.locale(forms.locale).format(forms.dateTime) ?? EMPTY_DATE;
}

/** ISO 8601 date (YYYY-MM-DD) in the time zone, for machine-readable output (CSV, <time>). */
export function formatIsoDate(value: DateInput, timeZone?: string): string {
  return inTimeZone(value, timeZone)?.format('YYYY-MM-DD') ?? '';
}
