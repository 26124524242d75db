/**
 * Settings writes: the user's time zone and language, saved with the OMS first; the session shows
 * the new value only once the OMS accepted it. The time zones to choose from are reference data
 * (src/reference).
 */
import { atom } from 'jotai';
import type { Getter } from 'jotai';
import type { OmsClient } from '../../oms/client';
import { setUserLocale, setUserTimeZone } from '../../oms/user-settings';
import { omsClientAtom, sessionAtom } from '../../session/atoms';

function clientOf(get: Getter): OmsClient {
  const client = get(omsClientAtom);
  if (!client) throw new Error('Settings need an authenticated session');
  return client;
}

/** setUserTimeZone, then the session's time zone (and profile) follow. */
export const saveTimeZoneAtom = atom(null, async (get, set, tzId: string) => {
  await setUserTimeZone(clientOf(get), tzId);
  const latest = get(sessionAtom);
  if (latest) set(sessionAtom, { ...latest, timeZone: tzId, profile: { ...latest.profile, userTimeZone: tzId } });
});

/** setUserLocale, then the session's locale follows (the caller switches i18n). */
export const saveLocaleAtom = atom(null, async (get, set, locale: string) => {
  await setUserLocale(clientOf(get), locale);
  const latest = get(sessionAtom);
  if (latest) set(sessionAtom, { ...latest, locale });
});
