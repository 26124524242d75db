import nock from 'nock';
import { findAllCurrentGroups, findAllGroupPermissions, findCurrentGroupsOf, findLastLogins } from './access-review';
import { OmsClient } from './client';
import type { FindRequestBody } from './perform-find';

const ORIGIN = 'https://oms.test';
const client = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const oms = () => nock(ORIGIN, { reqheaders: { authorization: 'Bearer t' } });
const range = (prefix: string, count: number) => Array.from({ length: count }, (_unused, index) => `${prefix}${index}`);

afterEach(() => nock.cleanAll());

describe('findLastLogins: a record states every login it contains', () => {
  it('reads the history of every login in chunks of 100 (an in list, bounded by the window), never one find per login, with progress', async () => {
    const windowed = range('w', 150);
    const since = 1_000_000;
    const bodies: FindRequestBody[] = [];
    const scope = oms()
      .post('/api/performFind', (body: FindRequestBody) => {
        bodies.push(body);
        return body.entityName === 'UserLoginHistory';
      })
      .times(3)
      .reply(200, (_uri, body) => {
        const ids = (body as FindRequestBody).inputFields?.userLoginId_value as string[];
        const docs = ids.includes('w3')
          ? [
              { userLoginId: 'w3', fromDate: since + 10, successfulLogin: 'N' },
              { userLoginId: 'w3', fromDate: since + 20, successfulLogin: 'Y' },
              { userLoginId: 'w3', fromDate: since + 30, successfulLogin: 'N' },
              { userLoginId: 'w3', fromDate: since + 40, successfulLogin: 'N' },
            ]
          : ids.includes('never')
            ? [{ userLoginId: 'never', fromDate: 5, successfulLogin: 'N' }]
            : [];
        return { docs, count: docs.length };
      });
    const progress: number[] = [];
    const answers = await findLastLogins(client(), [...windowed.map((userLoginId) => ({ userLoginId, since })), { userLoginId: 'never' }], (done) => progress.push(done));
    expect(scope.isDone()).toBe(true);
    expect(answers.get('w3')).toEqual({ lastSuccess: since + 20, failuresSince: 2 });
    expect(answers.get('w140')).toEqual({ lastSuccess: undefined, failuresSince: 0 });
    expect(answers.get('never')).toEqual({ lastSuccess: undefined, failuresSince: 1 });
    expect(answers.size).toBe(151);
    expect(progress.at(-1)).toBe(151);
    // The windowed logins from their window on; the others all their history. No password read.
    expect(bodies.map((body) => [(body.inputFields?.userLoginId_value as string[]).length, body.inputFields?.fromDate_value ?? null])).toEqual([
      [100, since],
      [50, since],
      [1, null],
    ]);
    expect(bodies.every((body) => JSON.stringify(body.fieldList) === JSON.stringify(['userLoginId', 'fromDate', 'successfulLogin']))).toBe(true);
  });

  it('rejects when a chunk cannot be read: no answer with gaps', async () => {
    oms().post('/api/performFind').reply(500, { error: 'down' });
    await expect(findLastLogins(client(), [{ userLoginId: 'ana' }])).rejects.toBeDefined();
  });
});

describe('the groups a review decides on are read whole (issue 63, rule 5)', () => {
  it('every membership and every grant: pages of 2,500 to the last, in one total order (a row never read twice nor missed across pages)', async () => {
    const bodies: FindRequestBody[] = [];
    const full = Array.from({ length: 2500 }, (_unused, index) => ({ userLoginId: `u${index}`, groupId: 'CSR' }));
    const scope = oms()
      .post('/api/performFind', (body: FindRequestBody) => bodies.push(body) > 0)
      .times(4)
      .reply(200, (_uri, body) => {
        const { viewIndex } = body as FindRequestBody;
        return { docs: viewIndex === 0 ? full : [{ userLoginId: 'zed', groupId: 'SUPER' }], count: 2501 };
      });
    expect(await findAllCurrentGroups(client())).toHaveLength(2501);
    expect(await findAllGroupPermissions(client())).toHaveLength(2501);
    scope.done();
    expect(bodies.map((body) => [body.entityName, body.orderBy, body.viewIndex])).toEqual([
      ['UserLoginSecurityGroup', 'userLoginId|groupId|fromDate', 0],
      ['UserLoginSecurityGroup', 'userLoginId|groupId|fromDate', 1],
      ['SecurityGroupPermission', 'groupId|permissionId|fromDate', 0],
      ['SecurityGroupPermission', 'groupId|permissionId|fromDate', 1],
    ]);
  });

  it("findCurrentGroupsOf gathers every login's current groups by its user, and a login alone by itself", async () => {
    const bodies: FindRequestBody[] = [];
    const scope = oms()
      .post('/api/performFind', (body: FindRequestBody) => bodies.push(body) > 0 && body.entityName === 'UserLogin')
      .reply(200, { docs: [{ userLoginId: 'jdoe', partyId: 'JDOE' }, { userLoginId: 'jdoe.ops', partyId: 'JDOE' }], count: 2 })
      .post('/api/performFind', (body: FindRequestBody) => bodies.push(body) > 0 && body.entityName === 'UserLoginSecurityGroup')
      .reply(200, { docs: [{ userLoginId: 'jdoe', groupId: 'CSR' }, { userLoginId: 'jdoe.ops', groupId: 'SUPER' }, { userLoginId: 'kiosk', groupId: 'STORE' }], count: 3 });
    const groups = await findCurrentGroupsOf(client(), ['JDOE'], ['kiosk']);
    scope.done();
    expect(Object.fromEntries([...groups].map(([key, ids]) => [key, [...ids]]))).toEqual({ JDOE: ['CSR', 'SUPER'], kiosk: ['STORE'] });
    const memberships = bodies.find((body) => body.entityName === 'UserLoginSecurityGroup');
    expect(memberships).toMatchObject({ filterByDate: 'Y', orderBy: 'userLoginId|groupId|fromDate', inputFields: { userLoginId_value: ['jdoe', 'jdoe.ops', 'kiosk'], userLoginId_op: 'in' } });
  });
});
