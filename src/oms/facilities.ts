/**
 * A party's facility associations (FacilityParty) and the writes that add or end them.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';

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

/** service/addPartyToFacility. */
export async function addPartyToFacility(client: OmsClient, request: { partyId: string; facilityId: string; roleTypeId: string }): Promise<void> {
  await client.post('service/addPartyToFacility', {
    json: { partyId: request.partyId, facilityId: request.facilityId, roleTypeId: request.roleTypeId },
  });
}

/** service/removePartyFromFacility: ends the association at thruDate, keeping its fromDate and role. */
export async function removePartyFromFacility(
  client: OmsClient,
  request: { partyId: string; facilityId: string; roleTypeId: string; fromDate: number; thruDate: number },
): Promise<void> {
  await client.post('service/removePartyFromFacility', {
    json: {
      partyId: request.partyId,
      facilityId: request.facilityId,
      roleTypeId: request.roleTypeId,
      fromDate: request.fromDate,
      thruDate: request.thruDate,
    },
  });
}
