import { RECORD_COLUMNS, recordRows, removalCounts } from './decisions';
import type { ReviewRow } from './review';

const T = Date.UTC(2026, 10, 27, 9);
const RECORD = { name: 'Q4 review', scope: 'Every login', reviewer: 'admin', startedAt: T, endedAt: T + 3_600_000, inactiveDays: 90 };
const row = (userLoginId: string, extra: Partial<ReviewRow> = {}): ReviewRow => ({
  userLoginId,
  partyId: `P-${userLoginId}`,
  name: userLoginId.toUpperCase(),
  facilityLogin: false,
  state: 'enabled',
  groupIds: ['CSR', 'STORE_MANAGER'],
  productStoreIds: ['STORE_US'],
  adminLevel: false,
  activity: 'active',
  flags: [],
  ...extra,
});

describe('recordRows: the review record', () => {
  it('writes every login with its facts at review time, the decision, who decided and what was applied', () => {
    const rows = recordRows(
      RECORD,
      [row('ana'), row('bo', { activity: 'inactive', lastLoginWithin: 180, flags: ['inactive', 'adminLevel'], adminLevel: true, recommendation: { decision: 'remove', reason: 'inactive' } }), row('cy', { activity: 'never' }), row('di', { activity: 'inactive' }), row('ed', { lastLoginWithin: 7 })],
      new Map([
        ['ana', { decision: 'keep' as const, by: 'admin', at: T + 60_000 }],
        ['bo', { decision: 'remove' as const, by: 'admin', at: T + 120_000 }],
        ['cy', { decision: 'remove' as const, by: 'admin', at: T + 180_000 }],
        ['di', { decision: 'removeGroups' as const, groupIds: ['STORE_MANAGER'], by: 'admin', at: T + 240_000 }],
      ]),
      new Map([['bo', { status: 'failed' as const, message: 'Could not end STORE_US.' }]]),
      new Map([['ana', { lastSuccess: T - 86_400_000, failuresSince: 2 }]]),
    );
    const byColumn = rows.map((cells) => Object.fromEntries(RECORD_COLUMNS.map((column, index) => [column, cells[index]])));
    expect(byColumn[0]).toMatchObject({ review: 'Q4 review', reviewer: 'admin', started: '2026-11-27T09:00:00.000Z', userLoginId: 'ana', 'last login': '2026-11-26T09:00:00.000Z', 'failed logins since': '2', 'security groups': 'CSR; STORE_MANAGER', decision: 'keep', 'decided at': '2026-11-27T09:01:00.000Z', applied: '' });
    expect(byColumn[1]).toMatchObject({ 'last login': 'over 90 days ago, within 180 days', 'admin-level access': 'Y', flags: 'Inactive; Admin-level access', recommendation: 'Recommended: remove (inactive)', decision: 'remove', applied: 'failed', message: 'Could not end STORE_US.' });
    expect(byColumn[2]).toMatchObject({ 'last login': 'never', decision: 'remove', applied: 'not applied' });
    expect(byColumn[3]).toMatchObject({ 'last login': 'over 365 days ago', decision: 'remove groups: STORE_MANAGER', applied: 'not applied' });
    expect(byColumn[4]).toMatchObject({ 'last login': 'within 7 days', decision: '', applied: '' });
    expect(rows.every((cells) => cells.length === RECORD_COLUMNS.length)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/password/i);
  });

  it("writes times as told (the printable record's zone), and a line per OMS-own login: undecided, saying it is not reviewed", () => {
    const rows = recordRows(RECORD, [row('ana')], new Map([['ana', { decision: 'keep' as const, by: 'admin', at: T + 60_000 }]]), new Map(), new Map([['ana', { lastSuccess: T - 86_400_000, failuresSince: 0 }]]), {
      time: (at) => `t${(at - T) / 60_000}`,
      omsOwn: ['system'],
    });
    const byColumn = rows.map((cells) => Object.fromEntries(RECORD_COLUMNS.map((column, index) => [column, cells[index]])));
    expect(byColumn[0]).toMatchObject({ started: 't0', ended: 't60', 'last login': 't-1440', 'failed logins since': '0', 'decided at': 't1' });
    expect(byColumn[1]).toEqual({ ...Object.fromEntries(RECORD_COLUMNS.map((column) => [column, ''])), review: 'Q4 review', scope: 'Every login', reviewer: 'admin', started: 't0', ended: 't60', userLoginId: 'system', message: "not reviewed: the OMS's own login" });
  });
});

describe('removalCounts: what decisions offboard and end', () => {
  it('counts the logins marked Remove and each chosen group of the logins marked Remove groups; Keep counts for neither', () => {
    const entry = (decision: 'keep' | 'remove' | 'removeGroups', groupIds?: string[]) => ({ decision, by: 'admin', at: T, ...(groupIds ? { groupIds } : {}) });
    expect(removalCounts([entry('remove'), entry('keep'), entry('removeGroups', ['CSR', 'STORE_MANAGER']), entry('remove'), entry('removeGroups', ['CSR'])])).toEqual({ offboarded: 2, groups: 3 });
    expect(removalCounts([])).toEqual({ offboarded: 0, groups: 0 });
  });
});
