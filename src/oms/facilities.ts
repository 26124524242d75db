/**
 * A party's facility associations (FacilityParty) and the writes that add or end them.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, DONE, doublesOfWrite, equal, settledWrite, stillCurrent, writeKey } from './settle';

export interface UserFacility {
  facilityId: string;
  partyId?: string;
  facilityName?: string;
  roleTypeId: string;
  fromDate: number;
  thruDate?: number;
}

/** The party's current facility associations, every role (filterByDate, viewSize 100). */
export async function findUserFacilities(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<UserFacility[]> {
  const { docs } = await performFind<UserFacility>(
    client,
    {
      entityName: 'FacilityParty',
      conditions: [{ field: 'partyId', value: partyId }],
      noConditionFind: true,
      filterByDate: true,
      viewSize: 100,
    },
    signal,
  );
  return docs;
}

/**
 * Whether any FacilityParty row of the party, current or ended, has this role: such a row refers
 * to the party's role (a foreign key), so the OMS refuses to delete the role while it exists.
 */
export async function hasFacilityRowsInRole(client: OmsClient, partyId: string, roleTypeId: string, signal?: AbortSignal): Promise<boolean> {
  const { docs } = await performFind<UserFacility>(client, { entityName: 'FacilityParty', conditions: equal({ partyId, roleTypeId }), fieldList: ['facilityId'], viewSize: 1 }, signal);
  return docs.length > 0;
}

/** The party's ended facility rows (thruDate set), latest end first: what an offboarding ended. */
export async function findEndedFacilities(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<Array<UserFacility & { thruDate: number }>> {
  const { docs } = await performFind<UserFacility & { thruDate: number }>(
    client,
    { entityName: 'FacilityParty', conditions: [{ field: 'partyId', value: partyId }, { field: 'thruDate', op: 'not-empty' }], orderBy: 'thruDate DESC', viewSize: 100 },
    signal,
  );
  return docs;
}

/** service/addPartyToFacility. */
export async function addPartyToFacility(client: OmsClient, request: { partyId: string; facilityId: string; roleTypeId: string }): Promise<void> {
  const json = { partyId: request.partyId, facilityId: request.facilityId, roleTypeId: request.roleTypeId };
  await settledWrite(client, {
    key: writeKey('addPartyToFacility', json),
    send: () => client.post('service/addPartyToFacility', { json }),
    recognise: byFind(client, { entityName: 'FacilityParty', conditions: equal(json), filterByDate: true }, (docs) => (docs.length > 0 ? DONE : null)),
    // The service sets fromDate, so a resend is a second row: end it (thruDate: the OMS's now).
    dedupe: async (_value, span) => {
      const { docs } = await performFind<UserFacility>(client, { entityName: 'FacilityParty', conditions: equal(json), filterByDate: true, viewSize: 100 });
      for (const extra of doublesOfWrite(client, docs, span)) await client.post('service/removePartyFromFacility', { json: { ...json, fromDate: Number(extra.fromDate) } });
    },
  });
}

/** service/removePartyFromFacility: ends the association at thruDate, keeping its fromDate and role. */
export async function removePartyFromFacility(
  client: OmsClient,
  request: { partyId: string; facilityId: string; roleTypeId: string; fromDate: number; thruDate: number },
): Promise<void> {
  const { partyId, facilityId, roleTypeId, fromDate, thruDate } = request;
  const json = { partyId, facilityId, roleTypeId, fromDate, thruDate };
  await settledWrite(client, {
    key: writeKey('removePartyFromFacility', json),
    send: () => client.post('service/removePartyFromFacility', { json }),
    recognise: byFind<{ fromDate?: number }, void>(client, { entityName: 'FacilityParty', conditions: equal({ partyId, facilityId, roleTypeId }), filterByDate: true }, (docs) => stillCurrent(docs, fromDate)),
  });
}
