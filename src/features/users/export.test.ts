import nock from 'nock';
import Papa from 'papaparse';
import { OmsClient } from '../../oms/client';
import { isOmsError } from '../../oms/errors';
import type { FindRequestBody } from '../../oms/perform-find';
import { userListBody } from '../../oms/users';
import type { UserListRow } from '../../oms/users';
import { CSV_COLUMNS, EXPORT_PAGE_SIZE, fetchAllUsers, fetchSelectedUsers, usersToCsv } from './export';
import type { ExportProgress, ExportRequest } from './export';
import type { UserListItem } from './user-rows';

const ORIGIN = 'https://oms.test';
const oms = () => new OmsClient({ baseUrl: `${ORIGIN}/api/`, token: 't' });
const REQUEST: ExportRequest = { queryString: '', securityGroup: '', status: '', hideDisabledUser: true, currentPartyId: 'ADMIN_PARTY' };

const user = (partyId: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  partyId,
  firstName: 'Ann',
  lastName: 'Lee',
  userLoginId: 'ann.lee',
  enabled: 'Y',
  statusId: 'PARTY_ENABLED',
  createdDate: Date.UTC(2025, 0, 1, 3, 0),
  createdByUserLogin: 'admin',
  securityGroups: [],
  ...extra,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('usersToCsv', () => {
  it('writes the header and one fully quoted row per user', () => {
    const csv = usersToCsv(
      [
        user('10', { securityGroups: [{ id: 'CSR', name: 'Customer service' }, { id: 'SUPER', name: 'Super' }] }),
        user('11', { firstName: undefined, lastName: undefined, groupName: 'Main warehouse', userLoginId: undefined, enabled: undefined }),
      ],
      'UTC',
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"partyId","name","userLoginId","security groups","status","login enabled","created date","created by"');
    expect(lines[1]).toBe('"10","Ann Lee","ann.lee","Customer service; Super","PARTY_ENABLED","Y","2025-01-01","admin"');
    expect(lines[2]).toBe('"11","Main warehouse","","","PARTY_ENABLED","","2025-01-01","admin"');
    expect(lines).toHaveLength(3);
  });

  it('gives the created date in the user’s time zone', () => {
    const [, row] = parse(usersToCsv([user('10')], 'America/New_York'));
    expect(row![6]).toBe('2024-12-31');
  });

  it('quotes commas, quotes and line breaks so every value survives a round trip', () => {
    const tricky = 'Lee, "Annie"\nthe second';
    const [, row] = parse(usersToCsv([user('10', { lastName: tricky })], 'UTC'));
    expect(row![1]).toBe(`Ann ${tricky}`);
    expect(row).toHaveLength(CSV_COLUMNS.length);
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://x")\nsecond line'])(
    'neutralises a value starting a formula (%j) with a leading apostrophe',
    (value) => {
      const [, row] = parse(usersToCsv([user('10', { userLoginId: value, createdByUserLogin: value })], 'UTC'));
      expect(row![2]).toBe(`'${value}`);
      expect(row![7]).toBe(`'${value}`);
    },
  );

  it('leaves ordinary values alone', () => {
    const [, row] = parse(usersToCsv([user('10', { userLoginId: 'ann=lee+1@x' })], 'UTC'));
    expect(row![2]).toBe('ann=lee+1@x');
  });
});

describe('fetchAllUsers', () => {
  afterEach(() => nock.cleanAll());

  const row = (partyId: string, securityGroupId: string): UserListRow => ({ partyId, firstName: `F${partyId}`, securityGroupId });
  const page = (viewIndex: number, pageSize: number) => (body: FindRequestBody) =>
    JSON.stringify(body) === JSON.stringify(userListBody({ ...REQUEST, viewIndex, viewSize: pageSize }));

  it('reads pages of 250 of the current filter until a short page', async () => {
    const full = Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => row(String(i), 'CSR'));
    const scope = nock(ORIGIN)
      .post('/api/performFind', page(0, 250))
      .reply(200, { docs: full, count: 251 })
      .post('/api/performFind', page(1, 250))
      .reply(200, { docs: [row('250', 'CSR')], count: 251 });
    const users = await fetchAllUsers(oms(), REQUEST);
    expect(users).toHaveLength(251);
    scope.done();
  });

  it('merges a user split across pages into one entry and reports progress in users', async () => {
    const scope = nock(ORIGIN)
      .post('/api/performFind', page(0, 2))
      .reply(200, { docs: [row('1', 'CSR'), row('2', 'CSR')], count: 3 })
      .post('/api/performFind', page(1, 2))
      .reply(200, { docs: [row('2', 'SUPER'), row('3', 'CSR')], count: 3 })
      .post('/api/performFind', page(2, 2))
      .reply(200, { error: 'No record found' });
    const progress: ExportProgress[] = [];
    const users = await fetchAllUsers(oms(), REQUEST, { pageSize: 2, onProgress: (p) => progress.push(p) });
    expect(users.map((u) => [u.partyId, u.securityGroups.map((g) => g.id)])).toEqual([
      ['1', ['CSR']],
      ['2', ['CSR', 'SUPER']],
      ['3', ['CSR']],
    ]);
    expect(progress).toEqual([
      { users: 2, total: 3 },
      { users: 3, total: 3 },
      { users: 3, total: 3 },
    ]);
    scope.done();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const scope = nock(ORIGIN)
      .post('/api/performFind', page(0, 2))
      .reply(200, () => {
        controller.abort();
        return { docs: [row('1', 'CSR'), row('2', 'CSR')], count: 9 };
      });
    const error = await fetchAllUsers(oms(), REQUEST, { pageSize: 2, signal: controller.signal }).catch((e: unknown) => e);
    expect(isOmsError(error) && error.kind).toBe('aborted');
    scope.done();
  });
});

describe('fetchSelectedUsers (Export selected)', () => {
  afterEach(() => nock.cleanAll());

  it('reads only the selected users, a partyId in-list of a hundred per find, with the filter kept and the viewer not excluded', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `P${i}`);
    const sent: FindRequestBody[] = [];
    const scope = nock(ORIGIN)
      .post('/api/performFind', (body: FindRequestBody) => sent.push(body) > 0)
      .times(2)
      .reply(200, (_uri, body) => {
        const inputFields = (body as FindRequestBody).inputFields as Record<string, unknown>;
        return { docs: (inputFields.partyId_value as string[]).map((partyId) => ({ partyId, firstName: partyId, securityGroupId: 'CSR' })), count: 1 };
      });
    const progress: ExportProgress[] = [];
    const users = await fetchSelectedUsers(oms(), REQUEST, ids, { onProgress: (p) => progress.push(p) });
    scope.done();
    expect(users.map((u) => u.partyId)).toEqual(ids);
    expect(sent.map((body) => ((body.inputFields as Record<string, unknown>).partyId_value as string[]).length)).toEqual([100, 50]);
    for (const body of sent) {
      expect((body.inputFields as Record<string, unknown>).partyId_op).toBe('in');
      expect((body.inputFields as Record<string, unknown>).statusId_value).toBe('PARTY_DISABLED');
      expect(JSON.stringify(body)).not.toContain('ADMIN_PARTY');
    }
    expect(progress).toEqual([
      { users: 100, total: 150 },
      { users: 150, total: 150 },
    ]);
  });
});
