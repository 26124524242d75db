/**
 * The logged-in user's own settings (the Settings tab): time zone and locale. Apart from
 * ./session, which every screen loads with the login, so that its writes and ./settle load with
 * the Settings tab only.
 */
import type { OmsClient } from './client';
import { getUserProfile } from './session';
import { DONE, settledWrite, writeKey } from './settle';

export async function setUserTimeZone(client: OmsClient, tzId: string): Promise<void> {
  await settledWrite(client, {
    key: writeKey('setUserTimeZone', { tzId }),
    send: () => client.post('setUserTimeZone', { json: { tzId } }),
    recognise: async () => ((await getUserProfile(client)).userTimeZone === tzId ? DONE : null),
  });
}

/** en_US and en-US name one locale (the OMS stores it canonical). */
const sameLocale = (a: unknown, b: string): boolean => typeof a === 'string' && a.replace('_', '-').toLowerCase() === b.replace('_', '-').toLowerCase();

export async function setUserLocale(client: OmsClient, newLocale: string): Promise<void> {
  await settledWrite(client, {
    key: writeKey('setUserLocale', { newLocale }),
    send: () => client.post('setUserLocale', { json: { newLocale } }),
    recognise: async () => (sameLocale((await getUserProfile(client)).userLocale, newLocale) ? DONE : null),
  });
}
