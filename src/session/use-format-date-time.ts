/**
 * useFormatDateTime, apart from ./hooks: it brings src/lib/date-times (dayjs's time-zone plugins),
 * which the app's first screen does not need, so only the screens that show times import it.
 */
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/date-times';
import type { DateInput } from '../lib/dates';
import { sessionAtom } from './atoms';

/** Formats a date and time (day the spec's way, then HH:mm) in the logged-in user's time zone. */
export function useFormatDateTime(): (value: DateInput) => string {
  const timeZone = useAtomValue(sessionAtom)?.timeZone;
  const language = useTranslation().i18n.language;
  return useCallback((value: DateInput) => formatDateTime(value, timeZone, language), [timeZone, language]);
}
