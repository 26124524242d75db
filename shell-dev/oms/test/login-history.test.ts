/**
 * Login history as OFBiz keeps it (OMS-CONTRACT.md "Login history", README.md "Login history"):
 * POST login writes a UserLoginHistory row per attempt on an enabled login (Y, or N with the typed
 * password), none for an unknown username or a refused disabled login, none at all with
 * loginHistory false; performFind answers passwordUsed unless the fieldList leaves it out; password
 * sets write UserLoginPasswordHistory while the limit is > 0; and the seed's history has the shape
 * fixtures.ts promises. Every test that logs in uses its own login (newLogin) or a fixture no other
 * test here touches, so the tests pass in any order.
 */
import { expectFailure, expectOk, startTestServer, type Client, type TestServer } from './harness';
import {
  DAILY_FACILITY_LOGIN, DEMO_LOGINS, INACTIVE_USER, KNOWN_PERSON, LOCKED_OUT_USER, NEVER_USED_LOGIN, ORGANIZATION, SEED_PASSWORD, SEED_USER_COUNT,
} from '../seed/fixtures';

const DAY = 86_400_000;
const HISTORY_FIELDS = ['userLoginId', 'visitId', 'fromDate', 'thruDate', 'passwordUsed', 'partyId', 'successfulLogin'];

interface HistoryRow {
  userLoginId: string;
  visitId: string | null;
  fromDate: number;
  thruDate: number | null;
  passwordUsed: string | null;
  partyId: string | null;
  successfulLogin: 'Y' | 'N';
}

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  // An instance that keeps password history (OFBiz's own default, and this server's, keep none).
  t = await startTestServer({ passwordHistoryLimit: 5 });
  admin = await t.admin();
});
afterAll(() => t.close());

/** A login's history rows, newest first (the fieldList names every field). */
async function history(client: Client, userLoginId: string, extra: Record<string, unknown> = {}): Promise<HistoryRow[]> {
  const answer = expectOk(await client.find({ entityName: 'UserLoginHistory', inputFields: { userLoginId }, fieldList: HISTORY_FIELDS, orderBy: '-fromDate', viewSize: 500, ...extra }));
  return (answer.docs ?? []) as unknown as HistoryRow[];
}

async function loginFields(userLoginId: string): Promise<Record<string, unknown>> {
  const answer = expectOk(await admin.find({ entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled', 'disabledDateTime', 'disabledBy', 'successiveFailedLogins', 'createdDate'], viewSize: 1 }));
  return answer.docs?.[0] ?? {};
}

const attempt = async (server: TestServer, userLoginId: string, password: string) =>
  (await server.anonymous.post<{ token?: string; _ERROR_MESSAGE_?: string }>('login', { USERNAME: userLoginId, PASSWORD: password })).body;

let logins = 0;

/** A new person with a working login (password 'hello@123') on `server`, made by its admin. */
async function newLogin(server: TestServer = t): Promise<{ partyId: string; userLoginId: string; password: string }> {
  logins += 1;
  const client = server === t ? admin : await server.admin();
  const { partyId } = expectOk(
    await client.service<{ partyId: string }>('createRelationship', {
      firstName: 'Hana', lastName: `History${logins}`, partyTypeId: 'PERSON', partyIdFrom: ORGANIZATION.partyId, roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT',
    }),
  );
  const userLoginId = `hana.history.${logins}`;
  const password = 'hello@123';
  expectOk(await client.service('createNewUserLoginAndSetUserPreference', { partyId, userLoginId, currentPassword: password, currentPasswordVerify: password, enabled: 'Y' }));
  return { partyId, userLoginId, password };
}

describe('POST login writes UserLoginHistory (store.login.history)', () => {
  test('a success writes Y without a password; a failure writes N with the typed password, in plain text', async () => {
    const { partyId, userLoginId, password } = await newLogin();
    expect(await history(admin, userLoginId)).toEqual([]);
    const before = Date.now();
    expect((await attempt(t, userLoginId, password)).token).toBeDefined();
    expect(await attempt(t, userLoginId, 'hello@124')).toEqual({ _ERROR_MESSAGE_: 'Password incorrect.' });
    const after = Date.now();
    const [failure, success] = await history(admin, userLoginId);
    expect(success).toEqual({ userLoginId, visitId: null, fromDate: expect.any(Number), thruDate: null, passwordUsed: null, partyId, successfulLogin: 'Y' });
    expect(failure).toEqual({ userLoginId, visitId: null, fromDate: expect.any(Number), thruDate: null, passwordUsed: 'hello@124', partyId, successfulLogin: 'N' });
    expect(success!.fromDate).toBeGreaterThanOrEqual(before);
    expect(failure!.fromDate).toBeGreaterThan(success!.fromDate);
    expect(failure!.fromDate).toBeLessThanOrEqual(after);
    expect((await loginFields(userLoginId)).successiveFailedLogins).toBe(1);
  });

  test('the attempt that locks a login writes N; after that the refused attempts write nothing (OFBiz checks enabled first)', async () => {
    const { userLoginId, password } = await newLogin();
    for (const typed of ['wrong@1', 'wrong@2', 'wrong@3']) await attempt(t, userLoginId, typed);
    expect(await loginFields(userLoginId)).toMatchObject({ enabled: 'N', successiveFailedLogins: 3, disabledBy: null });
    const rows = await history(admin, userLoginId);
    expect(rows.map((row) => [row.successfulLogin, row.passwordUsed])).toEqual([['N', 'wrong@3'], ['N', 'wrong@2'], ['N', 'wrong@1']]);
    expect(rows[0]!.fromDate).toBe((await loginFields(userLoginId)).disabledDateTime);

    expect((await attempt(t, userLoginId, password))._ERROR_MESSAGE_).toContain('disabled');
    expect((await attempt(t, userLoginId, 'wrong@4'))._ERROR_MESSAGE_).toContain('disabled');
    expect(await history(admin, userLoginId)).toHaveLength(3);
    // Blocked by an admin: refused the same way, nothing written either.
    const blocked = await newLogin();
    expectOk(await admin.service('updateUserLoginStatus', { userLoginId: blocked.userLoginId, enabled: 'N' }));
    expect((await attempt(t, blocked.userLoginId, blocked.password))._ERROR_MESSAGE_).toContain('disabled');
    expect(await history(admin, blocked.userLoginId)).toEqual([]);
  });

  test('an unknown username or an empty field writes nothing (no UserLogin to attach it to)', async () => {
    const count = (): number => (t.server.db.prepare('SELECT count(*) AS n FROM UserLoginHistory').get() as { n: number }).n;
    const before = count();
    expect((await attempt(t, 'nobody.at.all', 'secret@1'))._ERROR_MESSAGE_).toContain('User not found');
    expect((await t.anonymous.post<{ _ERROR_MESSAGE_?: string }>('login', { USERNAME: KNOWN_PERSON.userLoginId })).body._ERROR_MESSAGE_).toContain('Password was empty');
    expect(count()).toBe(before);
  });

  test('two attempts of one login in the same millisecond both log in and keep a row each', async () => {
    const { userLoginId, password } = await newLogin();
    const frozen = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(frozen);
    try {
      const answers = await Promise.all([attempt(t, userLoginId, password), attempt(t, userLoginId, password)]);
      expect(answers.map((answer) => typeof answer.token)).toEqual(['string', 'string']);
    } finally {
      clock.mockRestore();
    }
    expect((await history(admin, userLoginId)).map((row) => row.fromDate)).toEqual([frozen + 1, frozen]);
  });

  test('storeIncorrectPassword false keeps the failed row without the password; loginHistory false writes no row at all', async () => {
    const [quiet, off] = await Promise.all([startTestServer({ storeIncorrectPassword: false }), startTestServer({ loginHistory: false })]);
    try {
      const q = await newLogin(quiet);
      await attempt(quiet, q.userLoginId, 'typo@123');
      expect(await history(await quiet.admin(), q.userLoginId)).toEqual([expect.objectContaining({ successfulLogin: 'N', passwordUsed: null })]);

      // An instance that never kept history: not even seeded rows (the contract's "no login history kept").
      const offAdmin = await off.admin();
      expect(expectOk(await offAdmin.find({ entityName: 'UserLoginHistory', noConditionFind: 'Y', fieldList: ['userLoginId'], viewSize: 1 })).count ?? 0).toBe(0);
      const o = await newLogin(off);
      expect((await attempt(off, o.userLoginId, o.password)).token).toBeDefined();
      await attempt(off, o.userLoginId, 'typo@123');
      expect((off.server.db.prepare('SELECT count(*) AS n FROM UserLoginHistory').get() as { n: number }).n).toBe(0);
      // The failed-login count works without history.
      expect((off.server.db.prepare('SELECT successiveFailedLogins AS n FROM UserLogin WHERE userLoginId = ?').get(o.userLoginId) as { n: number }).n).toBe(1);
    } finally {
      await Promise.all([quiet.close(), off.close()]);
    }
  });
});

describe('performFind on UserLoginHistory and UserLoginPasswordHistory', () => {
  test('a find naming no fieldList answers passwordUsed, as a real OMS does; a fieldList without it leaves it out', async () => {
    const { userLoginId } = await newLogin();
    await attempt(t, userLoginId, 'plain@text1');
    const everything = expectOk(await admin.find({ entityName: 'UserLoginHistory', inputFields: { userLoginId }, viewSize: 10 }));
    expect(Object.keys(everything.docs![0]!).sort()).toEqual([...HISTORY_FIELDS].sort());
    expect(everything.docs![0]).toMatchObject({ successfulLogin: 'N', passwordUsed: 'plain@text1' });

    const named = expectOk(await admin.find({ entityName: 'UserLoginHistory', inputFields: { userLoginId }, fieldList: ['userLoginId', 'fromDate', 'successfulLogin', 'partyId'], viewSize: 10 }));
    expect(named.docs).toEqual([{ userLoginId, fromDate: expect.any(Number), successfulLogin: 'N', partyId: expect.any(String) }]);
    expect(JSON.stringify(named)).not.toContain('plain@text1');
  });

  test('"who logged in since T" is a distinct count over a window of fromDate', async () => {
    const since = (t.server.seededAt ?? Date.now()) - 30 * DAY;
    const answer = expectOk(await admin.find({
      entityName: 'UserLoginHistory',
      inputFields: { successfulLogin: 'Y', fromDate_value: since, fromDate_op: 'greaterThanEqualTo' },
      fieldList: ['userLoginId'], distinct: 'Y', viewSize: 1,
    }));
    const expected = t.server.db.prepare("SELECT count(DISTINCT userLoginId) AS n FROM UserLoginHistory WHERE successfulLogin = 'Y' AND fromDate >= ?").get(since) as { n: number };
    expect(answer.count).toBe(expected.n);
    expect(expected.n).toBeGreaterThan(20);
  });

  test('UserLoginPasswordHistory never answers the password hash', async () => {
    const answer = expectOk(await admin.find({ entityName: 'UserLoginPasswordHistory', inputFields: { userLoginId: DEMO_LOGINS.admin.userLoginId }, orderBy: 'fromDate', viewSize: 10 }));
    expect(answer.docs).toEqual([
      { userLoginId: 'admin', fromDate: expect.any(Number), thruDate: expect.any(Number) },
      { userLoginId: 'admin', fromDate: expect.any(Number), thruDate: null },
    ]);
    expect(JSON.stringify(answer)).not.toContain('scrypt');
    expectFailure(t, await admin.find({ entityName: 'UserLoginPasswordHistory', inputFields: { userLoginId: 'admin' }, fieldList: ['currentPassword'] }), 400, 'currentPassword');
  });
});

describe('password history (password.change.history.limit, 5 here)', () => {
  const rows = async (server: TestServer, userLoginId: string) =>
    server.server.db.prepare('SELECT fromDate, thruDate, currentPassword FROM UserLoginPasswordHistory WHERE userLoginId = ? ORDER BY fromDate').all(userLoginId) as Array<{ fromDate: number; thruDate: number | null; currentPassword: string }>;
  const hashOf = (server: TestServer, userLoginId: string) =>
    (server.server.db.prepare('SELECT currentPassword FROM UserLogin WHERE userLoginId = ?').get(userLoginId) as { currentPassword: string }).currentPassword;

  test('a new login gets its first row; each reset ends the current row and starts one; at most 5 are kept', async () => {
    const { userLoginId } = await newLogin();
    const first = await rows(t, userLoginId);
    expect(first).toEqual([{ fromDate: expect.any(Number), thruDate: null, currentPassword: hashOf(t, userLoginId) }]);

    expectOk(await admin.service('resetPassword', { userLoginId, newPassword: 'second@123', newPasswordVerify: 'second@123' }));
    const [ended, current] = await rows(t, userLoginId);
    expect(ended).toEqual({ ...first[0], thruDate: current!.fromDate });
    expect(current).toEqual({ fromDate: expect.any(Number), thruDate: null, currentPassword: hashOf(t, userLoginId) });
    expect(current!.currentPassword).not.toBe(ended!.currentPassword);

    for (const n of [3, 4, 5, 6]) expectOk(await admin.service('resetPassword', { userLoginId, newPassword: `pass${n}@123`, newPasswordVerify: `pass${n}@123` }));
    const kept = await rows(t, userLoginId);
    expect(kept).toHaveLength(5);
    expect(kept[0]!.fromDate).toBe(current!.fromDate);
    expect(kept.filter((row) => row.thruDate === null)).toEqual([kept[4]]);
    kept.slice(0, 4).forEach((row, i) => expect(row.thruDate).toBe(kept[i + 1]!.fromDate));
  });

  test('passwordHistoryLimit 0 (OFBiz\'s own default) writes no password history', async () => {
    const none = await startTestServer({ passwordHistoryLimit: 0 });
    try {
      expect((none.server.db.prepare('SELECT count(*) AS n FROM UserLoginPasswordHistory').get() as { n: number }).n).toBe(0);
      const { userLoginId } = await newLogin(none);
      expectOk(await (await none.admin()).service('resetPassword', { userLoginId, newPassword: 'second@123', newPasswordVerify: 'second@123' }));
      expect(await rows(none, userLoginId)).toEqual([]);
    } finally {
      await none.close();
    }
  });
});

describe('the seed\'s login history (fixtures.ts)', () => {
  let seededAt: number;
  beforeAll(() => {
    seededAt = t.server.seededAt!;
  });

  test('seededAt is the seed\'s clock, just before the server answered', () => {
    expect(seededAt).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(seededAt).toBeLessThanOrEqual(Date.now());
  });

  test('INACTIVE_USER: no successful login for exactly 120 days, one failed attempt since, still enabled', async () => {
    const rows = await history(admin, INACTIVE_USER.userLoginId);
    const lastSuccess = rows.find((row) => row.successfulLogin === 'Y')!;
    expect(lastSuccess.fromDate).toBe(seededAt - INACTIVE_USER.daysSinceLastSuccess * DAY);
    expect(Math.floor((seededAt - lastSuccess.fromDate) / DAY)).toBe(120);
    const since = rows.filter((row) => row.fromDate > lastSuccess.fromDate);
    expect(since.map((row) => row.successfulLogin)).toEqual(['N']);
    expect(since[0]!.passwordUsed).toEqual(expect.any(String));
    expect(rows.length).toBeGreaterThan(3);
    expect(await loginFields(INACTIVE_USER.userLoginId)).toMatchObject({ enabled: 'Y', successiveFailedLogins: INACTIVE_USER.failedAttemptsSince, disabledDateTime: null });
  });

  test('NEVER_USED_LOGIN: no history at all; the login was created 30 days before the seed', async () => {
    expect(await history(admin, NEVER_USED_LOGIN.userLoginId)).toEqual([]);
    const login = await loginFields(NEVER_USED_LOGIN.userLoginId);
    expect(login).toMatchObject({ enabled: 'Y', successiveFailedLogins: 0, createdDate: seededAt - NEVER_USED_LOGIN.loginCreatedDaysAgo * DAY });
  });

  test('LOCKED_OUT_USER: three failed attempts in a row 2 days ago disabled it as the OMS does', async () => {
    const rows = await history(admin, LOCKED_OUT_USER.userLoginId);
    expect(rows.slice(0, 3).map((row) => row.successfulLogin)).toEqual(['N', 'N', 'N']);
    expect(rows[3]!.successfulLogin).toBe('Y');
    rows.slice(0, 3).forEach((row) => expect(row.passwordUsed).toEqual(expect.any(String)));
    const login = await loginFields(LOCKED_OUT_USER.userLoginId);
    expect(login).toMatchObject({ enabled: 'N', disabledBy: null, successiveFailedLogins: LOCKED_OUT_USER.failedAttempts, disabledDateTime: rows[0]!.fromDate });
    expect(Math.floor((seededAt - rows[0]!.fromDate) / DAY)).toBe(LOCKED_OUT_USER.lockedDaysAgo);
  });

  test('DAILY_FACILITY_LOGIN: one successful login a day over the last 90 days, none failed', async () => {
    const rows = await history(admin, DAILY_FACILITY_LOGIN.userLoginId, { fromDate_value: seededAt - 90 * DAY, fromDate_op: 'greaterThan' });
    const seeded = rows.filter((row) => row.fromDate < seededAt);
    expect(seeded).toHaveLength(DAILY_FACILITY_LOGIN.successfulLoginsLast90Days);
    expect(seeded.every((row) => row.successfulLogin === 'Y' && row.partyId === DAILY_FACILITY_LOGIN.partyId)).toBe(true);
    const days = new Set(seeded.map((row) => Math.floor((seededAt - row.fromDate) / DAY)));
    expect(days.size).toBe(90);
  });

  test('the demo logins and the logins tests sign in with are active, enabled and carry no failed-login count', async () => {
    for (const userLoginId of [...Object.values(DEMO_LOGINS).map((l) => l.userLoginId), KNOWN_PERSON.userLoginId, 'tomas.nakamura', 'felix.fulton', 'sam.secure', 'shopify.integration', 'lucas.martin']) {
      const rows = t.server.db.prepare("SELECT max(fromDate) AS last FROM UserLoginHistory WHERE userLoginId = ? AND successfulLogin = 'Y' AND fromDate < ?").get(userLoginId, seededAt) as { last: number | null };
      expect([userLoginId, (seededAt - (rows.last ?? 0)) < 30 * DAY]).toEqual([userLoginId, true]);
      const login = t.server.db.prepare('SELECT enabled, successiveFailedLogins FROM UserLogin WHERE userLoginId = ?').get(userLoginId);
      expect([userLoginId, login]).toEqual([userLoginId, { enabled: 'Y', successiveFailedLogins: 0 }]);
    }
  });
});

describe('the seeded population (seed and --users) is consistent', () => {
  let generated: TestServer;
  beforeAll(async () => {
    generated = await startTestServer({ users: 400 });
  });
  afterAll(() => generated.close());

  /**
   * Checks the history of the logins of parties `first`..`last` against their UserLogin rows
   * (every inconsistency is listed, then expected to be none); answers counts by kind.
   */
  function check(server: TestServer, first: number, last: number): Record<string, number> {
    const { db } = server.server;
    const seededAt = server.server.seededAt!;
    const logins = db.prepare('SELECT userLoginId, partyId, enabled, disabledDateTime, disabledBy, successiveFailedLogins, createdDate FROM UserLogin WHERE CAST(partyId AS INTEGER) BETWEEN ? AND ?').all(first, last) as Array<{
      userLoginId: string; partyId: string; enabled: string | null; disabledDateTime: number | null; disabledBy: string | null; successiveFailedLogins: number; createdDate: number;
    }>;
    const rowsOf = db.prepare('SELECT fromDate, successfulLogin, passwordUsed, partyId, visitId, thruDate FROM UserLoginHistory WHERE userLoginId = ? ORDER BY fromDate DESC');
    const kinds: Record<string, number> = { active: 0, inactive120: 0, never: 0, locked: 0 };
    const problems: string[] = [];
    const now = Date.now();
    for (const login of logins) {
      const rows = rowsOf.all(login.userLoginId) as Array<Pick<HistoryRow, 'fromDate' | 'successfulLogin' | 'passwordUsed' | 'partyId' | 'visitId' | 'thruDate'>>;
      for (const row of rows) {
        if (!(row.fromDate > login.createdDate && row.fromDate <= now)) problems.push(`${login.userLoginId}: row at ${row.fromDate} outside the login's life`);
        if (row.partyId !== login.partyId || row.visitId !== null || row.thruDate !== null) problems.push(`${login.userLoginId}: row at ${row.fromDate} has ${JSON.stringify(row)}`);
        if ((row.passwordUsed === null) !== (row.successfulLogin === 'Y')) problems.push(`${login.userLoginId}: passwordUsed on a success, or none on a failure`);
      }
      const lastSuccess = rows.findIndex((row) => row.successfulLogin === 'Y');
      const trailing = lastSuccess === -1 ? rows.length : lastSuccess;
      if (login.successiveFailedLogins !== trailing) problems.push(`${login.userLoginId}: successiveFailedLogins ${login.successiveFailedLogins}, ${trailing} failed attempts since the last success`);
      if (login.disabledDateTime !== null) {
        kinds.locked! += 1;
        if (login.enabled !== 'N' || login.disabledBy !== null || login.successiveFailedLogins !== 3 || login.disabledDateTime !== rows[0]?.fromDate) problems.push(`${login.userLoginId}: not locked as the OMS locks`);
      } else if (lastSuccess === -1) kinds.never! += 1;
      else if (seededAt - rows[lastSuccess]!.fromDate >= 120 * DAY) kinds.inactive120! += 1;
      else if (seededAt - rows[lastSuccess]!.fromDate < 2 * DAY) kinds.active! += 1;
    }
    expect(problems).toEqual([]);
    return kinds;
  }

  test('the seed: active, unused for 120+ days, never used and locked-out logins, each consistent with its UserLogin', () => {
    const kinds = check(t, Number(DEMO_LOGINS.admin.partyId), Number(DEMO_LOGINS.admin.partyId) + SEED_USER_COUNT - 1);
    expect(kinds.active).toBeGreaterThanOrEqual(20);
    expect(kinds.inactive120).toBeGreaterThanOrEqual(8);
    expect(kinds.never).toBeGreaterThanOrEqual(4);
    expect(kinds.locked).toBe(2);
  });

  test('--users: the same mix among generated logins, daily users with tens of logins over 90 days', () => {
    const first = Number(generated.server.generatedUsers!.firstPartyId);
    const kinds = check(generated, first, Number(generated.server.generatedUsers!.lastPartyId));
    expect(kinds.active).toBeGreaterThan(100);
    expect(kinds.inactive120).toBeGreaterThan(50);
    expect(kinds.never).toBeGreaterThan(20);
    expect(kinds.locked).toBeGreaterThan(2);
    const busiest = generated.server.db
      .prepare("SELECT count(*) AS n FROM UserLoginHistory WHERE successfulLogin = 'Y' AND CAST(partyId AS INTEGER) >= ? GROUP BY userLoginId ORDER BY n DESC LIMIT 50")
      .all(first) as Array<{ n: number }>;
    expect(busiest.at(-1)!.n).toBeGreaterThanOrEqual(40);
    expect(generated.server.generatedUsers!.loginHistoryRows).toBeGreaterThan(5000);
  });

  test('generated logins sign in with SEED_PASSWORD and get a history row like any other', async () => {
    const { db } = generated.server;
    const { userLoginId } = db.prepare("SELECT userLoginId FROM UserLogin WHERE enabled = 'Y' AND CAST(partyId AS INTEGER) >= ? LIMIT 1").get(Number(generated.server.generatedUsers!.firstPartyId)) as { userLoginId: string };
    const before = (db.prepare('SELECT count(*) AS n FROM UserLoginHistory WHERE userLoginId = ?').get(userLoginId) as { n: number }).n;
    expect((await attempt(generated, userLoginId, SEED_PASSWORD)).token).toBeDefined();
    expect((db.prepare('SELECT count(*) AS n FROM UserLoginHistory WHERE userLoginId = ?').get(userLoginId) as { n: number }).n).toBe(before + 1);
  });
});
