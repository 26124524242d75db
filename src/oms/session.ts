/**
 * Session endpoints: the caller's profile and permissions, logout, and the time zones to choose
 * from. Changing the time zone or locale is ./user-settings (the Settings tab's writes, kept out of
 * what every screen loads with the session).
 */
import type { OmsClient } from './client';

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
