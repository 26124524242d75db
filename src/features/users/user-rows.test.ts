import type { UserListRow } from '../../oms/users';
import { emptyUsers, loginBadge, mergeUserRows } from './user-rows';

const row = (partyId: string, securityGroupId?: string, extra: Partial<UserListRow> = {}): UserListRow => ({
  partyId,
  firstName: `First${partyId}`,
  lastName: `Last${partyId}`,
  userLoginId: `login${partyId}`,
  enabled: 'Y',
  statusId: 'PARTY_ENABLED',
  createdDate: 1_700_000_000_000,
  createdByUserLogin: 'admin',
  securityGroupId,
  securityGroupName: securityGroupId ? `${securityGroupId} name` : undefined,
  ...extra,
});

describe('mergeUserRows', () => {
  it('shows a user once with all the groups of their rows, in order of arrival', () => {
    const merged = mergeUserRows(emptyUsers(), [row('1', 'CSR'), row('1', 'SUPER'), row('2', 'CSR')]);
    expect(merged.items.map((item) => item.partyId)).toEqual(['1', '2']);
    expect(merged.items[0]!.securityGroups).toEqual([
      { id: 'CSR', name: 'CSR name' },
      { id: 'SUPER', name: 'SUPER name' },
    ]);
  });

  it("with a group filter's read of the page's users' groups, each shows every group they hold, in its order", () => {
    // The page under ?group=CSR carries only CSR; the groups read carries all of theirs.
    const page = [row('1', 'CSR'), row('2', 'CSR')];
    const groupRows = [row('1', 'CSR'), row('1', 'MERCHANDISE_MGR'), row('1', 'STORE_MANAGER'), row('2', 'CSR')];
    const merged = mergeUserRows(emptyUsers(), page, groupRows);
    expect(merged.items.map((item) => item.securityGroups.map((group) => group.id))).toEqual([['CSR', 'MERCHANDISE_MGR', 'STORE_MANAGER'], ['CSR']]);
    // Users of the groups read who are not on the list are not added.
    expect(mergeUserRows(emptyUsers(), [row('2', 'CSR')], [row('1', 'CSR'), row('2', 'SUPER')]).items.map((item) => [item.partyId, item.securityGroups.map((group) => group.id)])).toEqual([
      ['2', ['SUPER', 'CSR']],
    ]);
  });

  it('adds a group arriving on a later page to the existing entry instead of a new one', () => {
    const page1 = mergeUserRows(emptyUsers(), [row('1', 'CSR'), row('2', 'CSR')]);
    const page2 = mergeUserRows(page1, [row('2', 'STORE_MANAGER'), row('3')]);
    expect(page2.items.map((item) => item.partyId)).toEqual(['1', '2', '3']);
    expect(page2.items[1]!.securityGroups.map((group) => group.id)).toEqual(['CSR', 'STORE_MANAGER']);
    // The earlier result is left as it was (React compares by reference).
    expect(page1.items).toHaveLength(2);
    expect(page1.items[1]!.securityGroups.map((group) => group.id)).toEqual(['CSR']);
    // Unchanged entries keep their identity, so their rows do not re-render.
    expect(page2.items[0]).toBe(page1.items[0]);
  });

  it('ignores a repeated (user, group) row and keeps users without a group', () => {
    const merged = mergeUserRows(emptyUsers(), [row('1', 'CSR'), row('1', 'CSR'), row('2', null as unknown as undefined)]);
    expect(merged.items[0]!.securityGroups).toHaveLength(1);
    expect(merged.items[1]!.securityGroups).toEqual([]);
  });

  it('names a group by its id when the row has no name', () => {
    const merged = mergeUserRows(emptyUsers(), [row('1', 'CSR', { securityGroupName: null })]);
    expect(merged.items[0]!.securityGroups).toEqual([{ id: 'CSR', name: 'CSR' }]);
  });
});

describe('loginBadge', () => {
  it.each([
    [{ userLoginId: 'ann', enabled: 'Y' }, 'enabled'],
    [{ userLoginId: 'ann', enabled: undefined }, 'enabled'],
    [{ userLoginId: 'ann', enabled: 'N' }, 'blocked'],
    [{ userLoginId: undefined, enabled: undefined }, 'none'],
  ])('%j -> %s', (item, state) => expect(loginBadge(item)).toBe(state));
});
