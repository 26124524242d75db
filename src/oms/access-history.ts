/**
 * A user's access history as the OMS keeps it (issue 39): login attempts (UserLoginHistory, OFBiz
 * LoginServices writes one per attempt), password changes (UserLoginPasswordHistory, where the
 * instance keeps them), and every product store and facility row, current or ended.
 *
 * Never the password: for a failed attempt OFBiz keeps the typed password in `passwordUsed`, in
 * plain text. Every read of UserLoginHistory names its fieldList (LOGIN_ATTEMPT_FIELDS), which
 * leaves that field out; the browser tests fail when any OMS answer carries it.
 */
import type { OmsClient } from './client';
import type { UserFacility } from './facilities';
import { performFind } from './perform-find';
import type { UserProductStore } from './stores';

/** What the app reads of a login attempt: never `passwordUsed`. */
export const LOGIN_ATTEMPT_FIELDS = ['userLoginId', 'fromDate', 'successfulLogin'] as const;

export interface LoginAttempt {
  userLoginId: string;
  fromDate: number;
  successfulLogin?: string | null;
}

/** A page of the login's attempts, newest first; `more` when an older page exists. */
export async function findLoginAttempts(
  client: OmsClient,
  userLoginId: string,
  page: { viewIndex: number; viewSize: number },
  signal?: AbortSignal,
): Promise<{ attempts: LoginAttempt[]; more: boolean }> {
  const { docs, count } = await performFind<LoginAttempt>(
    client,
    {
      entityName: 'UserLoginHistory',
      conditions: [{ field: 'userLoginId', value: userLoginId }],
      fieldList: LOGIN_ATTEMPT_FIELDS,
      orderBy: 'fromDate DESC',
      viewSize: page.viewSize,
      viewIndex: page.viewIndex,
    },
    signal,
  );
  return { attempts: docs, more: (page.viewIndex + 1) * page.viewSize < count };
}

/** When the login's password was set, newest first (empty where the OMS keeps no password history). */
export async function findPasswordChanges(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<number[]> {
  const { docs } = await performFind<{ fromDate: number }>(
    client,
    { entityName: 'UserLoginPasswordHistory', conditions: [{ field: 'userLoginId', value: userLoginId }], fieldList: ['fromDate'], orderBy: 'fromDate DESC', viewSize: 100 },
    signal,
  );
  return docs.map((row) => row.fromDate);
}

/** Every store role of the party, current or ended. */
export async function findProductStoreHistory(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<Array<UserProductStore & { thruDate?: number | null }>> {
  const { docs } = await performFind<UserProductStore & { thruDate?: number | null }>(
    client,
    {
      entityName: 'ProductStoreAndRole',
      conditions: [{ field: 'partyId', value: partyId }],
      fieldList: ['partyId', 'storeName', 'roleTypeId', 'productStoreId', 'fromDate', 'thruDate'],
      orderBy: 'fromDate DESC',
      viewSize: 250,
    },
    signal,
  );
  return docs;
}

/** Every facility row of the party, current or ended. */
export async function findFacilityHistory(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<UserFacility[]> {
  const { docs } = await performFind<UserFacility>(
    client,
    { entityName: 'FacilityParty', conditions: [{ field: 'partyId', value: partyId }], orderBy: 'fromDate DESC', viewSize: 250 },
    signal,
  );
  return docs;
}

/** Whether the OMS keeps login history at all (an instance may turn it off): any row of any login. */
export async function keepsLoginHistory(client: OmsClient, signal?: AbortSignal): Promise<boolean> {
  const { docs } = await performFind<LoginAttempt>(client, { entityName: 'UserLoginHistory', fieldList: LOGIN_ATTEMPT_FIELDS, noConditionFind: true, viewSize: 1 }, signal);
  return docs.length > 0;
}
