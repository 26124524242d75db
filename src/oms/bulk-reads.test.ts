import nock from 'nock';
import { findGroupsOfLogins, findLoginsOfParties } from './bulk-reads';
import { OmsClient } from './client';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const range = (prefix: string, count: number) => Array.from({ length: count }, (_unused, index) => `${prefix}${index}`);

afterEach(() => nock.cleanAll());

describe('bulk reads', () => {
  it('findLoginsOfParties: one performFind per 100 distinct parties (an in list), never one per user', async () => {
    const ids = range('P', 150);
    const body = (chunk: string[]) => ({ entityName: 'UserLogin', inputFields: { partyId_value: chunk, partyId_op: 'in' }, fieldList: ['userLoginId', 'partyId', 'enabled', 'hasLoggedOut'], orderBy: 'userLoginId', viewSize: 500, viewIndex: 0 });
    const scope = oms()
      .post('/api/performFind', body(ids.slice(0, 100)))
      .reply(200, { docs: [{ userLoginId: 'ana', partyId: 'P1', enabled: 'Y' }], count: 1 })
      .post('/api/performFind', body(ids.slice(100)))
      .reply(200, { docs: [{ userLoginId: 'bo', partyId: 'P120', enabled: 'N' }], count: 1 });
    expect(await findLoginsOfParties(client(), [...ids, 'P1'])).toEqual([
      { userLoginId: 'ana', partyId: 'P1', enabled: 'Y' },
      { userLoginId: 'bo', partyId: 'P120', enabled: 'N' },
    ]);
    expect(scope.isDone()).toBe(true);
  });

  it('findGroupsOfLogins: current rows only, every page read until a short one', async () => {
    const body = (viewIndex: number) => ({
      entityName: 'UserLoginSecurityGroup',
      inputFields: { userLoginId_value: ['ana'], userLoginId_op: 'in' },
      fieldList: ['userLoginId', 'groupId', 'fromDate'],
      filterByDate: 'Y',
      // Pages in a total order, or one could skip a row another repeats.
      orderBy: 'userLoginId|groupId|fromDate',
      viewSize: 500,
      viewIndex,
    });
    const full = Array.from({ length: 500 }, (_unused, index) => ({ userLoginId: 'ana', groupId: `G${index}`, fromDate: 1 }));
    const scope = oms()
      .post('/api/performFind', body(0))
      .reply(200, { docs: full, count: 501 })
      .post('/api/performFind', body(1))
      .reply(200, { docs: [{ userLoginId: 'ana', groupId: 'CSR', fromDate: 1 }], count: 501 });
    expect(await findGroupsOfLogins(client(), ['ana'])).toHaveLength(501);
    expect(scope.isDone()).toBe(true);
  });
});
