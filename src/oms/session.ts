/**
 * Session endpoints: the caller's profile and permissions, logout, time zone and locale.
 */
import type { OmsClient } from './client';
import { DONE, settledWrite, writeKey } from './settle';

export interface UserProfile {
  partyId: string;
  userLoginId: string;
  partyName?: string;
  userTimeZone?: string;
  userLocale?: string;
  [key: string]: unknown;
}

export function getUserProfile(client: OmsClient, signal?: AbortSignal): Promise<UserProfile> {
  return client.get<UserProfile>('user-profile', { signal });
}

export interface PermissionsPage {
  docs: { permissionId: string }[];
  count: number;
}

/** One page of the caller's permissions among `permissionIds`. */
export async function getPermissions(
  client: OmsClient,
  request: { permissionIds: readonly string[]; viewIndex: number; viewSize: number },
  signal?: AbortSignal,
): Promise<PermissionsPage> {
  const answer = await client.post<Partial<PermissionsPage> | undefined>('getPermissions', {
    json: { permissionIds: [...request.permissionIds], viewIndex: request.viewIndex, viewSize: request.viewSize },
    signal,
  });
  const docs = Array.isArray(answer?.docs) ? answer.docs : [];
  return { docs, count: Number(answer?.count ?? docs.length) };
}

export interface LogoutAnswer {
  logoutAuthType?: string;
  logoutUrl?: string;
}

/** GET logout; the body may be `//`-prefixed JSON or nothing at all. */
export async function logout(client: OmsClient): Promise<LogoutAnswer> {
  return (await client.get<LogoutAnswer | undefined>('logout')) ?? {};
}

export interface TimeZone {
  id: string;
  label: string;
}

/** GET getAvailableTimeZones, cached (the spec marks it cacheable). */
export function getAvailableTimeZones(client: OmsClient): Promise<TimeZone[]> {
  return client.cache.get('timeZones', 'all', async () => {
    const answer = await client.get<unknown>('getAvailableTimeZones');
    const list = Array.isArray(answer) ? answer : isRecordWithList(answer) ? answer.timeZones : [];
    return list.filter(isTimeZone);
  });
}

function isRecordWithList(value: unknown): value is { timeZones: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { timeZones?: unknown }).timeZones);
}

function isTimeZone(value: unknown): value is TimeZone {
  return typeof value === 'object' && value !== null && typeof (value as TimeZone).id === 'string' && typeof (value as TimeZone).label === 'string';
}

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
