/**
 * Security group writes: add a login to groups or remove it, and create or rename a group (which
 * drop the cached groups, ./security-groups). Apart from the reads so that the screens showing
 * groups (the Users tab's filter, before its first rows) do not load the writes and ./settle.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, DONE, doublesOfWrite, equal, settledWrite, writeKey, type Dated, type WriteSpan } from './settle';

/** service/addPartyUserPermission: adds the login to every group given. */
export async function addUserToSecurityGroups(client: OmsClient, request: { userLoginId: string; groupIds: readonly string[] }): Promise<void> {
  const json = { userLoginId: request.userLoginId, groupIds: [...request.groupIds] };
  await settledWrite(client, {
    key: writeKey('addPartyUserPermission', { ...json, groupIds: [...json.groupIds].sort() }),
    send: () => client.post('service/addPartyUserPermission', { json }),
    // One service for all: done when the login is in every one of them now.
    recognise: byFind<{ groupId: string }, void>(
      client,
      { entityName: 'UserLoginSecurityGroup', conditions: [{ field: 'userLoginId', value: json.userLoginId }, { field: 'groupId', value: json.groupIds, op: 'in' }], filterByDate: true },
      (docs) => (json.groupIds.every((groupId) => docs.some((row) => row.groupId === groupId)) ? DONE : null),
    ),
    dedupe: (_value, span) => endDoubledMemberships(client, json.userLoginId, json.groupIds, span),
  });
}

/**
 * Ends the memberships a resent addPartyUserPermission made twice (the service sets fromDate, so a
 * resend is a second row), each by its own fromDate. The spec's removePartyUserPermission names no
 * fromDate: should an OMS end every membership of the group instead of that row, the read after
 * finds none left and the login is added to it again.
 */
async function endDoubledMemberships(client: OmsClient, userLoginId: string, groupIds: readonly string[], span: WriteSpan): Promise<void> {
  const current = () =>
    performFind<{ groupId: string } & Dated>(client, {
      entityName: 'UserLoginSecurityGroup',
      conditions: [{ field: 'userLoginId', value: userLoginId }, { field: 'groupId', value: [...groupIds], op: 'in' }],
      fieldList: ['userLoginId', 'groupId', 'fromDate'],
      filterByDate: true,
      viewSize: 100,
    });
  const { docs } = await current();
  const ended = new Set<string>();
  for (const groupId of groupIds) {
    for (const extra of doublesOfWrite(client, docs.filter((row) => row.groupId === groupId), span)) {
      // thruDate left out: the OMS ends it at its own now.
      await client.post('service/removePartyUserPermission', { json: { userLoginId, groupId, fromDate: Number(extra.fromDate) } });
      ended.add(groupId);
    }
  }
  if (ended.size === 0) return;
  const left = new Set((await current()).docs.map((row) => row.groupId));
  const lost = [...ended].filter((groupId) => !left.has(groupId));
  if (lost.length > 0) await client.post('service/addPartyUserPermission', { json: { userLoginId, groupIds: lost } });
}

/** service/removePartyUserPermission: ends the login's membership of one group. */
export async function removeUserFromSecurityGroup(client: OmsClient, request: { userLoginId: string; groupId: string }): Promise<void> {
  const json = { groupId: request.groupId, userLoginId: request.userLoginId };
  await settledWrite(client, {
    key: writeKey('removePartyUserPermission', json),
    send: () => client.post('service/removePartyUserPermission', { json }),
    recognise: byFind(client, { entityName: 'UserLoginSecurityGroup', conditions: equal(json), filterByDate: true }, (docs) => (docs.length === 0 ? DONE : null)),
  });
}

/**
 * service/createSecurityGroup. The selectable groups changed, so their cached answer is dropped
 * (also after a failure: a timed-out create may still have happened).
 */
export async function createSecurityGroup(client: OmsClient, request: { groupId: string; groupName: string; description?: string }): Promise<void> {
  const json = { groupId: request.groupId, groupName: request.groupName, description: request.description };
  try {
    await settledWrite(client, {
      key: writeKey('createSecurityGroup', json),
      send: () => client.post('service/createSecurityGroup', { json }),
      // Done when the group exists with what was typed (another group of that id is not ours).
      recognise: byFind<{ groupName?: string; description?: string }, void>(client, { entityName: 'SecurityGroup', conditions: equal({ groupId: json.groupId }) }, (docs) =>
        docs.some((row) => (row.groupName ?? '') === json.groupName && (row.description ?? '') === (json.description ?? '')) ? DONE : null,
      ),
    });
  } finally {
    client.cache.invalidate('securityGroups');
  }
}

/** service/updateSecurityGroup: only the fields given are sent (description '' clears it); drops the cached groups. */
export async function updateSecurityGroup(client: OmsClient, request: { groupId: string; groupName?: string; description?: string }): Promise<void> {
  try {
    const json = { groupId: request.groupId, groupName: request.groupName, description: request.description };
    await settledWrite(client, {
      key: writeKey('updateSecurityGroup', json),
      send: () => client.post('service/updateSecurityGroup', { json }),
      // Set-to-value: done when the group has every field sent.
      recognise: byFind<{ groupName?: string; description?: string }, void>(client, { entityName: 'SecurityGroup', conditions: equal({ groupId: json.groupId }) }, (docs) =>
        docs.some((row) => (json.groupName === undefined || (row.groupName ?? '') === json.groupName) && (json.description === undefined || (row.description ?? '') === json.description)) ? DONE : null,
      ),
    });
  } finally {
    client.cache.invalidate('securityGroups');
  }
}
