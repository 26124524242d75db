/**
 * The user-list counts (issue 14): performFind counts distinct users from DevUserListRow, a
 * trigger-kept copy of PartyAndUserLoginSecurityGroupDetails without its security groups
 * (db/user-list-rows.ts), sole rows without DISTINCT and the search's OR-groups as a UNION
 * (find/count.ts). Every count is checked against the view itself: each request's matching rows
 * are read back through performFind's docs (still read from the view) and their distinct
 * first-field values counted here. Writes through the services and through plain SQL must keep the
 * copy equal to the view. Count cache off, so every count is computed.
 */
import { expectOk, startTestServer, type Client, type FindBody, type TestServer } from './harness';
import { rebuildUserListRows } from '../db/user-list-rows';
import { loadFindEntities } from '../find/entities';
import { compileFind, normalizeFindRequest } from '../find/perform-find';
import { DEMO_LOGINS, KNOWN_PERSON, ORGANIZATION, PERSON_WITHOUT_LOGIN } from '../seed/fixtures';

type Body = Record<string, unknown>;
const VIEW = 'PartyAndUserLoginSecurityGroupDetails';
const SEARCH_FIELDS = ['firstName', 'lastName', 'groupName', 'userLoginId'];
const relationship = { partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT' };

let t: TestServer;
let admin: Client;

interface Options {
  role?: boolean;
  hide?: boolean;
  self?: boolean;
  status?: '' | 'N' | 'Y';
  group?: string;
  search?: { word: string; op?: string; fields?: string[] };
  date?: boolean;
  key?: string;
  distinct?: boolean;
}

/** A user-list body like the app's (src/oms/users.ts), every part optional. */
function body({ role = true, hide = false, self = false, status = '', group = '', search, date = true, key = 'partyId', distinct = true }: Options): Body {
  const inputFields: Body = {};
  if (role) inputFields.roleTypeIdTo = 'APPLICATION_USER';
  if (group) inputFields.securityGroupId = group;
  if (status === 'N') inputFields.enabled = 'N';
  if (status === 'Y') Object.assign(inputFields, { enabled_value: 'N', enabled_op: 'notEqual', userLoginId_op: 'not-empty' });
  if (hide) Object.assign(inputFields, { statusId_value: 'PARTY_DISABLED', statusId_op: 'notEqual' });
  if (self) Object.assign(inputFields, { partyId_value: DEMO_LOGINS.admin.partyId, partyId_op: 'notEqual' });
  for (const field of search?.fields ?? (search ? SEARCH_FIELDS : [])) {
    Object.assign(inputFields, { [`${field}_value`]: search?.word, [`${field}_op`]: search?.op ?? 'like', [`${field}_ic`]: 'Y', [`${field}_grp`]: field });
  }
  const dates = date ? { filterByDate: 'Y', fromDateName: 'relationshipFromDate', thruDateName: 'relationshipThruDate' } : {};
  return { entityName: VIEW, inputFields, fieldList: [key], noConditionFind: 'Y', ...dates, ...(distinct ? { distinct: 'Y' } : {}), viewSize: 10_000 };
}

/** performFind's count, and the view's own answer: distinct non-null first-field values of every matching row. */
async function countAndTruth(request: Body): Promise<{ count: number; truth: number }> {
  const answer = expectOk(await admin.find<FindBody>(request));
  const docs = answer.docs ?? [];
  expect(docs.length).toBeLessThan(10_000);
  const key = (request.fieldList as string[])[0] ?? '';
  const truth = request.distinct ? new Set(docs.map((doc) => doc[key]).filter((value) => value !== null)).size : docs.length;
  return { count: answer.count ?? -1, truth };
}

async function expectCounts(requests: Body[]): Promise<void> {
  const wrong: string[] = [];
  for (const request of requests) {
    const { count, truth } = await countAndTruth(request);
    if (count !== truth) wrong.push(`${JSON.stringify(request)}: count ${count}, view ${truth}`);
  }
  expect(wrong).toEqual([]);
}

/** Every row of the copy (as JSON, sorted) and the view's distinct rows over the same columns. */
function copyAndView(): { copy: string[]; view: string[]; soleWrong: unknown[] } {
  const db = t.server.db;
  const columns = (db.prepare("SELECT name FROM pragma_table_info('DevUserListRow') WHERE name != 'soleRow'").all() as Array<{ name: string }>).map((c) => `"${c.name}"`).join(', ');
  const rows = (sql: string): string[] => (db.prepare(sql).raw().all() as unknown[][]).map((row) => JSON.stringify(row)).sort();
  const soleWrong = db.prepare('SELECT partyId FROM (SELECT partyId, soleRow, COUNT(*) OVER (PARTITION BY partyId) AS n FROM DevUserListRow) WHERE soleRow != (n = 1)').all();
  return { copy: rows(`SELECT ${columns} FROM DevUserListRow`), view: rows(`SELECT DISTINCT ${columns} FROM ${VIEW}`), soleWrong };
}

function expectCopyEqualsView(): void {
  const { copy, view, soleWrong } = copyAndView();
  expect(copy.length).toBeGreaterThan(0);
  expect(copy).toEqual(view);
  expect(soleWrong).toEqual([]);
}

const sql = (text: string, ...params: unknown[]): void => {
  t.server.db.prepare(text).run(...params);
};

async function newUser(firstName: string, lastName: string, logins: string[] = []): Promise<string> {
  const { partyId } = expectOk(await admin.service<{ partyId: string }>('createRelationship', { ...relationship, partyTypeId: 'PERSON', firstName, lastName }));
  for (const userLoginId of logins) {
    expectOk(await admin.service('createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: 'hello@123', currentPasswordVerify: 'hello@123' }));
  }
  return partyId;
}

// Generous timeouts: a few thousand rows are read back and compared per test, on a busy machine too.
const SLOW_MS = 60_000;

beforeAll(async () => {
  t = await startTestServer({ users: 300, countCacheMs: 0 });
  admin = await t.admin();
  // Parties with several rows (two logins; two relationships, one ended) next to the sole-row ones.
  const twoLogins = await newUser('Marta', 'Shared', ['marta.one', 'xavier.two']);
  expectOk(await admin.service('addPartyUserPermission', { userLoginId: 'xavier.two', groupIds: ['CSR', 'SUPER'] }));
  expectOk(await admin.service('updateUserLoginStatus', { partyId: twoLogins, userLoginId: 'marta.one', enabled: 'N' }));
  const twoRelationships = await newUser('Anna', 'Twice', ['anna.twice']);
  sql("INSERT INTO PartyRole (partyId, roleTypeId) VALUES (?, 'EMPLOYEE')", twoRelationships);
  sql("INSERT INTO PartyRelationship (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate) VALUES (?, ?, 'INTERNAL_ORGANIZATIO', 'EMPLOYEE', ?)", ORGANIZATION.partyId, twoRelationships, Date.now() - 5000);
  expectOk(await admin.service('updatePartyRelationship', { ...relationship, partyIdTo: twoRelationships, thruDate: Date.now() - 1000 }));
}, SLOW_MS);
afterAll(() => t.close());

describe('counts equal the view', () => {
  test('the copy holds the view without its security groups, row for row', () => {
    const db = t.server.db;
    const info = (relation: string) => db.prepare('SELECT name, type FROM pragma_table_info(?)').all(relation) as Array<{ name: string; type: string }>;
    const view = info(VIEW);
    expect(info('DevUserListRow').filter((c) => c.name !== 'soleRow')).toEqual(view.filter((c) => !c.name.startsWith('securityGroup')));
    expect(info('DevUserListCount').map((c) => c.name).sort()).toEqual(view.map((c) => c.name).sort());
    expectCopyEqualsView();
    expect((db.prepare('SELECT COUNT(DISTINCT partyId) AS n FROM DevUserListRow WHERE soleRow = 0').get() as { n: number }).n).toBeGreaterThanOrEqual(2);
  });

  test("the app's bodies: list, hidden disabled, self excluded, status, group, search, and their combinations", async () => {
    const searches: Array<Options['search']> = [undefined, { word: 'ma' }, { word: 'ANN' }, { word: 'j', fields: SEARCH_FIELDS.slice(0, 3) }, { word: 'xa' }];
    const requests: Body[] = [];
    for (const search of searches) {
      for (const status of ['', 'N', 'Y'] as const) {
        for (const group of ['', 'CSR', 'SUPER']) {
          for (const hide of [false, true]) requests.push(body({ search, status, group, hide, self: !search }));
        }
      }
    }
    await expectCounts(requests);
  }, SLOW_MS);

  test('other shapes: no role, no date filter, contains, wildcards, other first fields, not distinct', async () => {
    const requests = [
      body({ role: false }), body({ date: false }), body({ role: false, date: false, hide: true }),
      body({ search: { word: 'ar', op: 'contains' } }), body({ search: { word: 'm_r', op: 'like' } }), body({ search: { word: '%a', op: 'like' }, status: 'Y' }),
      body({ search: { word: 'ma' }, date: false }), body({ search: { word: 'ma' }, role: false }), body({ search: { word: 'zz' } }),
      body({ key: 'userLoginId' }), body({ key: 'statusId' }), body({ key: 'enabled', status: 'Y' }), body({ key: 'securityGroupId' }),
      body({ key: 'userLoginId', search: { word: 'ma' } }), body({ key: 'firstName', group: 'CSR' }), body({ key: 'securityGroupId', search: { word: 'ma' } }),
      body({ distinct: false }), body({ distinct: false, search: { word: 'ma' } }), body({ distinct: false, group: 'CSR', hide: true }),
      { ...body({}), inputFields: { partyId: KNOWN_PERSON.partyId } }, { ...body({}), inputFields: { partyId: [KNOWN_PERSON.partyId, PERSON_WITHOUT_LOGIN.partyId] } },
      { ...body({ search: { word: 'ma' } }), inputFields: { ...body({ search: { word: 'ma' } }).inputFields as Body, lastName_grp: 'firstName' } },
      { ...body({}), inputFields: { firstName: 'Marta', firstName_grp: 'a', userLoginId_op: 'empty', userLoginId_grp: 'b' } },
      { ...body({}), inputFields: { createdDate_value: Date.now() - 365 * 86_400_000, createdDate_op: 'greaterThan', roleTypeIdTo: 'EMPLOYEE' } },
      // 17,000 values: repeating them (sole rows apart, or once per OR-group) would pass SQLite's 32,766 parameters.
      { ...body({}), inputFields: { partyId: Array.from({ length: 17_000 }, (_, i) => String(10_000 + i)), partyId_op: 'in' } },
      { ...body({ search: { word: 'ma' } }), inputFields: { ...body({ search: { word: 'ma' } }).inputFields as Body, partyId: Array.from({ length: 9_000 }, (_, i) => String(10_000 + i)) } },
    ];
    await expectCounts(requests);
  }, SLOW_MS);

  test('the counts read the copy: a row changed behind the triggers changes the count, a rebuild restores it', async () => {
    const request = body({ hide: true });
    const before = await countAndTruth(request);
    expect(before.count).toBe(before.truth);
    try {
      sql("UPDATE DevUserListRow SET statusId = 'PARTY_DISABLED' WHERE partyId = ?", KNOWN_PERSON.partyId);
      const stale = await countAndTruth(request);
      expect(stale).toEqual({ count: before.truth - 1, truth: before.truth });
      expect(copyAndView().copy).not.toEqual(copyAndView().view);
    } finally {
      t.server.db.transaction(() => rebuildUserListRows(t.server.db))();
    }
    expect(await countAndTruth(request)).toEqual(before);
    expectCopyEqualsView();
  }, SLOW_MS);

  test('which relation each count reads', () => {
    const entity = loadFindEntities(t.server.db).get(VIEW);
    if (!entity) throw new Error('no entity');
    const countSql = (options: Options): string => compileFind(entity, normalizeFindRequest(body(options))).countSql;
    expect(countSql({ hide: true, self: true })).toMatch(/FROM "DevUserListRow" WHERE "soleRow" = 1 AND/);
    expect(countSql({ search: { word: 'ma' } }).match(/ UNION /g)).toHaveLength(3);
    expect(countSql({ search: { word: 'm%' } })).not.toMatch(/UNION/);
    expect(countSql({ search: { word: 'ma', op: 'contains' } })).not.toMatch(/UNION/);
    expect(countSql({ group: 'CSR' })).toMatch(/FROM "DevUserListCount"/);
    expect(countSql({ distinct: false })).toMatch(/FROM "PartyAndUserLoginSecurityGroupDetails"/);
  });
});

describe('the copy follows every write', () => {
  test('services, plain SQL, a rollback and a bulk --users load', async () => {
    const steps: Array<[string, () => Promise<void> | void]> = [];
    let partyId = '';
    let other = '';
    const step = (name: string, run: () => Promise<void> | void): void => {
      steps.push([name, run]);
    };
    step('createRelationship', async () => void (partyId = await newUser('Mateo', 'Marsh')));
    step('a login', async () => void (other = await newUser('Otto', 'Other', ['otto.other'])));
    step('two logins', async () => {
      for (const userLoginId of ['mateo.marsh', 'mm.second']) expectOk(await admin.service('createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: 'hello@123', currentPasswordVerify: 'hello@123' }));
    });
    step('groups', async () => void expectOk(await admin.service('addPartyUserPermission', { userLoginId: 'mm.second', groupIds: ['CSR'] })));
    step('block a login', async () => void expectOk(await admin.service('updateUserLoginStatus', { partyId, userLoginId: 'mateo.marsh', enabled: 'N' })));
    step('updatePerson', async () => void expectOk(await admin.service('updatePerson', { partyId, firstName: 'Zed', statusId: 'PARTY_DISABLED', externalId: 'EMP-Z' })));
    step('log in and out', async () => {
      const client = await t.as('otto.other', 'hello@123');
      expectOk(await client.get('logout'));
    });
    step('a second relationship', () => {
      sql("INSERT INTO PartyRole (partyId, roleTypeId) VALUES (?, 'EMPLOYEE')", partyId);
      sql("INSERT INTO PartyRelationship (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate) VALUES (?, ?, 'INTERNAL_ORGANIZATIO', 'EMPLOYEE', 1)", ORGANIZATION.partyId, partyId);
    });
    step('end the employment', async () => void expectOk(await admin.service('updatePartyRelationship', { ...relationship, partyIdTo: partyId, thruDate: Date.now() - 1 })));
    step('move a login to another party', () => sql("UPDATE UserLogin SET partyId = ? WHERE userLoginId = 'mm.second'", other));
    step('a login inserted and deleted', () => {
      sql("INSERT INTO UserLogin (userLoginId, partyId, enabled) VALUES ('short.lived', ?, 'Y')", other);
      sql("DELETE FROM UserLogin WHERE userLoginId = 'short.lived'");
    });
    step('delete a relationship', () => sql("DELETE FROM PartyRelationship WHERE partyIdTo = ? AND roleTypeIdTo = 'EMPLOYEE'", partyId));
    step('person to group', () => {
      sql('DELETE FROM Person WHERE partyId = ?', other);
      sql("INSERT INTO PartyGroup (partyId, groupName) VALUES (?, 'Other Works')", other);
      sql("UPDATE Party SET partyTypeId = 'PARTY_GROUP' WHERE partyId = ?", other);
    });
    step('a bare party renamed and deleted', () => {
      sql("INSERT INTO Party (partyId, partyTypeId, statusId) VALUES ('BARE_1', 'PERSON', 'PARTY_ENABLED')");
      sql("UPDATE Party SET partyId = 'BARE_2' WHERE partyId = 'BARE_1'");
      expect(t.server.db.prepare("SELECT COUNT(*) AS n FROM DevUserListRow WHERE partyId IN ('BARE_1', 'BARE_2')").get()).toEqual({ n: 1 });
      sql("DELETE FROM Party WHERE partyId = 'BARE_2'");
    });
    step('a rolled-back write', () => {
      const write = t.server.db.transaction(() => {
        sql("UPDATE Person SET lastName = 'Rolled' WHERE partyId = ?", KNOWN_PERSON.partyId);
        throw new Error('roll back');
      });
      expect(write).toThrow('roll back');
    });
    for (const [name, run] of steps) {
      await run();
      try {
        expectCopyEqualsView();
      } catch (error) {
        throw new Error(`after '${name}': ${String(error)}`);
      }
    }
    await expectCounts([body({ hide: true }), body({ search: { word: 'ma' } }), body({ search: { word: 'ze' }, group: 'CSR' }), body({ status: 'Y', search: { word: 'ot', fields: SEARCH_FIELDS.slice(0, 3) } }), body({ role: false, date: false })]);

    await t.restart({ users: 40 });
    admin = await t.admin();
    expectCopyEqualsView();
    sql("UPDATE Person SET firstName = 'After' WHERE partyId = ?", KNOWN_PERSON.partyId);
    expectCopyEqualsView();
    await expectCounts([body({ hide: true, self: true }), body({ search: { word: 'af' } })]);
  }, SLOW_MS);
});
