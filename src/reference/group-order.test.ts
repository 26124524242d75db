/** Security groups offered for picking go by the name shown, as the viewer's language sorts it (issue 62, 11). */
import { compareIn } from '../lib/collate';
import { byShownName } from './group-order';

const GROUPS = [
  { groupId: 'STORE_MANAGER', groupName: 'Store Manager' },
  { groupId: 'SUPER', groupName: 'Full Admin' },
  { groupId: 'ZETA' },
  { groupId: 'CSR', groupName: 'customer service' },
  { groupId: 'EDIT', groupName: 'Édition' },
  { groupId: 'A_DUP', groupName: 'Store Manager' },
];

describe('byShownName', () => {
  it('sorts by the name shown (the id without one), case and accents as the language sorts them, ids breaking ties', () => {
    expect(byShownName(GROUPS, compareIn('en-US')).map((group) => group.groupId)).toEqual(['CSR', 'EDIT', 'SUPER', 'A_DUP', 'STORE_MANAGER', 'ZETA']);
  });

  it("follows the viewer's language (Swedish puts Ö after Z; English with O) and leaves its input alone", () => {
    const groups = [{ groupId: 'B', groupName: 'Övrigt' }, { groupId: 'A', groupName: 'Zon' }, { groupId: 'C', groupName: 'Orter' }];
    expect(byShownName(groups, compareIn('sv')).map((group) => group.groupName)).toEqual(['Orter', 'Zon', 'Övrigt']);
    expect(byShownName(groups, compareIn('en-US')).map((group) => group.groupName)).toEqual(['Orter', 'Övrigt', 'Zon']);
    expect(groups.map((group) => group.groupId)).toEqual(['B', 'A', 'C']);
  });
});
