/**
 * A write the browser sent twice (issue 35): the OMS ran both, the app saw the second answer. For a
 * create the OMS does not deduplicate, the app reads what it made after the write and ends the
 * second row, and only a row of this write: one made before the write's window is left alone.
 */
import nock from 'nock';
import { OmsClient } from './client';
import { createUpdatePartyEmailAddress, createUpdatePartyTelecomNumber } from './contacts';
import { addPartyToFacility } from './facilities';
import { addPermissionToGroup } from './permissions';
import { addUserToSecurityGroups } from './security-group-writes';
import { doubles } from './settle';
import { createProductStoreRole } from './stores';

const ORIGIN = 'https://oms.test';
const oms = () => nock(ORIGIN);
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/` });
const entity = (name: string) => (body: { entityName: string }) => body.entityName === name;
const sentBodies: unknown[] = [];
const recordBody = (body: unknown) => {
  sentBodies.push(body);
  return true;
};
beforeEach(() => sentBodies.splice(0));

describe('doubles', () => {
  const at = (fromDate: number, id = String(fromDate)) => ({ id, fromDate });

  it('two rows made inside the window: the earliest is kept, the other is a double', () => {
    expect(doubles([at(1_000_050), at(1_000_000)], 3000)).toEqual([at(1_000_050)]);
  });

  it('the row to keep can be named (the one the answer gave)', () => {
    expect(doubles([at(1_000_000, 'A'), at(1_000_050, 'B')], 3000, (row) => row.id === 'B')).toEqual([at(1_000_000, 'A')]);
  });

  it('a row made before the window is not this write’s: no false double', () => {
    expect(doubles([at(1_000_000), at(5_000)], 3000)).toEqual([]);
    expect(doubles([at(1_000_000)], 3000)).toEqual([]);
  });

  it('fromDates given as strings are compared as numbers', () => {
    expect(doubles([{ fromDate: '1000000' }, { fromDate: '1000010' }], 3000)).toEqual([{ fromDate: '1000010' }]);
  });
});

describe('after a resent create', () => {
  it('a group membership made twice: the second row is ended with its own fromDate (thruDate: the OMS’s now)', async () => {
    const scope = oms()
      .post('/api/service/addPartyUserPermission')
      .reply(200, {})
      .post('/api/performFind', entity('UserLoginSecurityGroup'))
      .reply(200, { docs: [{ groupId: 'CSR', fromDate: 1_000_000 }, { groupId: 'CSR', fromDate: 1_000_040 }, { groupId: 'OLD', fromDate: 5 }], count: 3 })
      .post('/api/service/removePartyUserPermission', recordBody)
      .reply(200, {})
      // Read again: one CSR row left, as meant.
      .post('/api/performFind', entity('UserLoginSecurityGroup'))
      .reply(200, { docs: [{ groupId: 'CSR', fromDate: 1_000_000 }, { groupId: 'OLD', fromDate: 5 }], count: 2 });
    await addUserToSecurityGroups(client(), { userLoginId: 'jo', groupIds: ['CSR', 'OLD'] });
    expect(sentBodies).toEqual([{ userLoginId: 'jo', groupId: 'CSR', fromDate: 1_000_040 }]);
    scope.done();
  });

  it('an OMS that ends every membership of the group in place of the row: the login is added to it again', async () => {
    const scope = oms()
      .post('/api/service/addPartyUserPermission', recordBody)
      .reply(200, {})
      .post('/api/performFind', entity('UserLoginSecurityGroup'))
      .reply(200, { docs: [{ groupId: 'CSR', fromDate: 1_000_000 }, { groupId: 'CSR', fromDate: 1_000_040 }], count: 2 })
      .post('/api/service/removePartyUserPermission')
      .reply(200, {})
      .post('/api/performFind', entity('UserLoginSecurityGroup'))
      .reply(200, { error: 'No record found' })
      .post('/api/service/addPartyUserPermission', recordBody)
      .reply(200, {});
    await addUserToSecurityGroups(client(), { userLoginId: 'jo', groupIds: ['CSR'] });
    expect(sentBodies).toEqual([
      { userLoginId: 'jo', groupIds: ['CSR'] },
      { userLoginId: 'jo', groupIds: ['CSR'] },
    ]);
    scope.done();
  });

  it('one membership each: nothing is ended', async () => {
    const scope = oms()
      .post('/api/service/addPartyUserPermission')
      .reply(200, {})
      .post('/api/performFind', entity('UserLoginSecurityGroup'))
      .reply(200, { docs: [{ groupId: 'CSR', fromDate: 1_000_000 }], count: 1 });
    await addUserToSecurityGroups(client(), { userLoginId: 'jo', groupIds: ['CSR'] });
    scope.done();
  });

  it('a facility made twice: the second association is ended; an old one of the same facility and role is kept', async () => {
    const scope = oms()
      .post('/api/service/addPartyToFacility')
      .reply(200, {})
      .post('/api/performFind', entity('FacilityParty'))
      .reply(200, { docs: [{ facilityId: 'F', roleTypeId: 'R', fromDate: 2_000_000 }, { facilityId: 'F', roleTypeId: 'R', fromDate: 2_000_001 }, { facilityId: 'F', roleTypeId: 'R', fromDate: 10 }], count: 3 })
      .post('/api/service/removePartyFromFacility', recordBody)
      .reply(200, {});
    await addPartyToFacility(client(), { partyId: 'P', facilityId: 'F', roleTypeId: 'R' });
    expect(sentBodies).toEqual([{ partyId: 'P', facilityId: 'F', roleTypeId: 'R', fromDate: 2_000_001 }]);
    scope.done();
  });

  it('a store role made twice (fromDate left out, the OMS set both): the second is ended at its own fromDate', async () => {
    const scope = oms()
      .post('/api/service/createProductStoreRole', recordBody)
      .reply(200, {})
      .post('/api/performFind', entity('ProductStoreRole'))
      .reply(200, { docs: [{ fromDate: 4_000_000 }, { fromDate: 4_000_030 }, { fromDate: 20 }], count: 3 })
      .post('/api/service/updateProductStoreRole', recordBody)
      .reply(200, {});
    await createProductStoreRole(client(), { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' });
    expect(sentBodies).toEqual([
      { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER' },
      { partyId: 'P', productStoreId: 'S', roleTypeId: 'APPLICATION_USER', fromDate: 4_000_030, thruDate: 4_000_030 },
    ]);
    scope.done();
  });

  it('a permission granted twice: the second grant is ended at its own fromDate; a grant once is left alone', async () => {
    const twice = oms()
      .post('/api/service/addSecurityPermissionToSecurityGroup')
      .reply(200, {})
      .post('/api/performFind', entity('SecurityGroupPermission'))
      .reply(200, { docs: [{ fromDate: 5_000_000 }, { fromDate: 5_000_010 }], count: 2 })
      .post('/api/service/updateSecurityPermissionToSecurityGroup', recordBody)
      .reply(200, {});
    await addPermissionToGroup(client(), { groupId: 'G', permissionId: 'P' });
    expect(sentBodies).toEqual([{ groupId: 'G', permissionId: 'P', fromDate: 5_000_010, thruDate: 5_000_010 }]);
    twice.done();
    const once = oms()
      .post('/api/service/addSecurityPermissionToSecurityGroup')
      .reply(200, {})
      .post('/api/performFind', entity('SecurityGroupPermission'))
      .reply(200, { docs: [{ fromDate: 5_000_000 }], count: 1 });
    await addPermissionToGroup(client(), { groupId: 'G', permissionId: 'P' });
    once.done();
  });

  it('an email added twice: the answered contact is kept, the other is removed; a different email is not touched', async () => {
    const scope = oms()
      .post('/api/service/createUpdatePartyEmailAddress')
      .reply(200, { contactMechId: 'E2' })
      .post('/api/performFind', entity('PartyContactDetailByPurpose'))
      .reply(200, {
        docs: [
          { contactMechId: 'E1', infoString: 'jo@x.io', fromDate: 3_000_000 },
          { contactMechId: 'E2', infoString: 'jo@x.io', fromDate: 3_000_020 },
          { contactMechId: 'E0', infoString: 'other@x.io', fromDate: 3_000_010 },
        ],
        count: 3,
      })
      .post('/api/service/deletePartyContactMech', recordBody)
      .reply(200, {});
    await expect(createUpdatePartyEmailAddress(client(), { partyId: 'P', emailAddress: 'jo@x.io' })).resolves.toBe('E2');
    expect(sentBodies).toEqual([{ partyId: 'P', contactMechId: 'E1' }]);
    scope.done();
  });

  it('a phone added once, beside the same number the party had for years: nothing is removed', async () => {
    const scope = oms()
      .post('/api/service/createUpdatePartyTelecomNumber')
      .reply(200, { contactMechId: 'T2' })
      .post('/api/performFind', entity('PartyContactDetailByPurpose'))
      .reply(200, { docs: [{ contactMechId: 'T1', contactNumber: '555', fromDate: 100 }, { contactMechId: 'T2', contactNumber: '555', fromDate: 3_000_000 }], count: 2 });
    await expect(createUpdatePartyTelecomNumber(client(), { partyId: 'P', contactNumber: '555' })).resolves.toBe('T2');
    scope.done();
  });

  it('a failure to end the double is not the write’s failure', async () => {
    const scope = oms()
      .post('/api/service/addPartyToFacility')
      .reply(200, {})
      .post('/api/performFind', entity('FacilityParty'))
      .reply(200, { docs: [{ fromDate: 2_000_000 }, { fromDate: 2_000_001 }], count: 2 })
      .post('/api/service/removePartyFromFacility')
      .reply(500, { error: { message: 'boom' } });
    await expect(addPartyToFacility(client(), { partyId: 'P', facilityId: 'F', roleTypeId: 'R' })).resolves.toBeUndefined();
    scope.done();
  });
});
