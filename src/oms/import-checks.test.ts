import nock from 'nock';
import { OmsClient } from './client';
import { findLoginsByIds, findPartiesByExternalIds, findUnfinishedPeople } from './import-checks';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const ENTITY = 'PartyAndUserLoginSecurityGroupDetails';
const PARTY_FIELDS = ['partyId', 'partyTypeId', 'firstName', 'lastName', 'groupName', 'externalId'];

const loginsFind = (ids: string[]) => ({
  entityName: ENTITY,
  inputFields: { userLoginId_value: ids, userLoginId_op: 'in' },
  fieldList: ['userLoginId', ...PARTY_FIELDS],
  viewSize: ids.length,
  distinct: 'Y',
});
const externalIdsFind = (ids: string[], viewIndex = 0) => ({
  entityName: ENTITY,
  inputFields: { externalId_value: ids, externalId_op: 'in' },
  fieldList: [...PARTY_FIELDS, 'userLoginId'],
  viewSize: ids.length * 2,
  viewIndex,
  distinct: 'Y',
  orderBy: 'partyId|userLoginId',
});
const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_unused, index) => `${prefix}${from + index}`);

describe('import checks', () => {
  it('findLoginsByIds: one performFind per 100 distinct usernames, each answered with its party', async () => {
    const ids = range('u', 0, 250);
    const scope = oms()
      .post('/api/performFind', loginsFind(ids.slice(0, 100)))
      .reply(200, { docs: [{ userLoginId: 'u7', partyId: 'P7', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', groupName: null, externalId: 'E-7' }], count: 1 })
      .post('/api/performFind', loginsFind(ids.slice(100, 200)))
      .reply(200, { error: 'No record found' })
      .post('/api/performFind', loginsFind(ids.slice(200)))
      .reply(200, { docs: [{ userLoginId: 'u201', partyId: 'G1', partyTypeId: 'PARTY_GROUP', groupName: 'Broadway' }], count: 1 });
    // Repeats and blanks are asked once, or not at all.
    const found = await findLoginsByIds(client(), [...ids, 'u7', '', 'u201']);
    expect(found).toEqual(
      new Map([
        ['u7', { partyId: 'P7', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', externalId: 'E-7' }],
        ['u201', { partyId: 'G1', partyTypeId: 'PARTY_GROUP', groupName: 'Broadway' }],
      ]),
    );
    scope.done();
  });

  it('answers under the value asked when the OMS matched it in another case', async () => {
    const scope = oms()
      .post('/api/performFind', loginsFind(['Ana.Lee', 'bo']))
      .reply(200, { docs: [{ userLoginId: 'ana.lee', partyId: 'P1', partyTypeId: 'PERSON' }], count: 1 });
    expect(await findLoginsByIds(client(), ['Ana.Lee', 'bo'])).toEqual(new Map([['Ana.Lee', { partyId: 'P1', partyTypeId: 'PERSON' }]]));
    scope.done();
  });

  it('asks nothing for no values', async () => {
    await expect(findLoginsByIds(client(), ['', ''])).resolves.toEqual(new Map());
    await expect(findPartiesByExternalIds(client(), [])).resolves.toEqual(new Map());
  });

  it('runs at most four performFinds at once', async () => {
    let inFlight = 0;
    let most = 0;
    const scope = oms()
      .post('/api/performFind')
      .times(10)
      .reply(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return [200, { error: 'No record found' }];
      });
    await expect(findLoginsByIds(client(), range('u', 0, 1000))).resolves.toEqual(new Map());
    expect(most).toBe(4);
    scope.done();
  });

  it('a failed chunk rejects the lookup', async () => {
    const scope = oms().post('/api/performFind', loginsFind(['a'])).reply(500, {});
    await expect(findLoginsByIds(client(), ['a'])).rejects.toThrow();
    scope.done();
  });

  it('findPartiesByExternalIds: each party with its logins; a full page reads the next; a shared ID answers the lowest partyId', async () => {
    const rows = [
      { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', externalId: 'E-1', userLoginId: 'ana' },
      { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', externalId: 'E-1', userLoginId: 'ana.lee' },
      { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'Bo', lastName: 'Ek', externalId: 'E-2', userLoginId: null },
      { partyId: 'P0', partyTypeId: 'PERSON', firstName: 'Old', lastName: 'Bo', externalId: 'e-2', userLoginId: null },
    ];
    const scope = oms()
      .post('/api/performFind', externalIdsFind(['E-1', 'E-2']))
      .reply(200, { docs: rows, count: 5 })
      .post('/api/performFind', externalIdsFind(['E-1', 'E-2'], 1))
      .reply(200, { docs: [{ partyId: 'P3', partyTypeId: 'PERSON', firstName: 'Cy', lastName: 'Ro', externalId: 'E-2' }], count: 5 });
    expect(await findPartiesByExternalIds(client(), ['E-1', 'E-2'])).toEqual(
      new Map([
        ['E-1', { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', externalId: 'E-1', userLoginIds: ['ana', 'ana.lee'] }],
        ['E-2', { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'Bo', lastName: 'Ek', externalId: 'E-2', userLoginIds: [] }],
      ]),
    );
    scope.done();
  });

  it('findPartiesByExternalIds: one performFind per 100 IDs when no page is full', async () => {
    const ids = range('E-', 0, 150);
    const scope = oms()
      .post('/api/performFind', externalIdsFind(ids.slice(0, 100)))
      .reply(200, { error: 'No record found' })
      .post('/api/performFind', externalIdsFind(ids.slice(100)))
      .reply(200, { docs: [{ partyId: 'P5', partyTypeId: 'PARTY_GROUP', groupName: 'Soho', externalId: 'E-120' }], count: 1 });
    expect(await findPartiesByExternalIds(client(), ids)).toEqual(new Map([['E-120', { partyId: 'P5', partyTypeId: 'PARTY_GROUP', groupName: 'Soho', externalId: 'E-120', userLoginIds: [] }]]));
    scope.done();
  });

  it('findUnfinishedPeople: people this login made lately with those first names and no login yet', async () => {
    const since = 1_700_000_000_000;
    const scope = oms()
      .post('/api/performFind', {
        entityName: ENTITY,
        inputFields: { firstName_value: ['Ana', 'Bo'], firstName_op: 'in', partyTypeId: 'PERSON', createdByUserLogin: 'admin' },
        fieldList: [...PARTY_FIELDS, 'userLoginId', 'createdDate'],
        viewSize: 500,
        viewIndex: 0,
        distinct: 'Y',
        orderBy: 'partyId',
      })
      .reply(200, {
        docs: [
          { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', userLoginId: null, createdDate: since + 5 },
          // Has a login: finished.
          { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Kim', userLoginId: null, createdDate: since + 6 },
          { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Kim', userLoginId: 'ana.kim', createdDate: since + 6 },
          // Made before the window.
          { partyId: 'P3', partyTypeId: 'PERSON', firstName: 'Bo', lastName: 'Ng', userLoginId: null, createdDate: since - 1 },
        ],
        count: 4,
      });
    expect(await findUnfinishedPeople(client(), { firstNames: ['Ana', 'Bo', 'Ana', ''], createdBy: 'admin', since })).toEqual([
      { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' },
    ]);
    scope.done();
  });
});
