import Papa from 'papaparse';
import { catalogSections } from './permission-list';
import { groupPermissionsCsv, permissionsCsvFileName } from './permissions-export';

describe('groupPermissionsCsv', () => {
  const sections = catalogSections(
    [
      { permissionId: 'ORDER_VIEW', description: 'View orders' },
      { permissionId: 'EVIL', description: '=HYPERLINK("x")' },
      { permissionId: 'LOOSE' },
      { permissionId: 'NOT_GRANTED' },
    ],
    [
      { groupId: 'SGC_A', permissionId: 'ORDER_VIEW' },
      { groupId: 'SGC_B', permissionId: 'ORDER_VIEW' },
      { groupId: 'SGC_A', permissionId: 'EVIL' },
      { groupId: 'SGC_A', permissionId: 'NOT_GRANTED' },
    ],
    [
      { groupId: 'SGC_A', groupName: 'Alpha' },
      { groupId: 'SGC_B', groupName: 'Beta' },
    ],
  );
  const grants = new Map([
    ['ORDER_VIEW', 1],
    ['EVIL', 2],
    ['LOOSE', 3],
  ]);

  it('one row per granted permission with every group it is in; formulas made inert', () => {
    const csv = groupPermissionsCsv(sections, grants);
    const { data } = Papa.parse<string[]>(csv.trim());
    expect(data).toEqual([
      ['permissionId', 'description', 'classification group'],
      ['EVIL', `'=HYPERLINK("x")`, 'Alpha'],
      ['LOOSE', '', 'Others'],
      ['ORDER_VIEW', 'View orders', 'Alpha; Beta'],
    ]);
  });

  it('names the file after the group, safely', () => {
    expect(permissionsCsvFileName('CSR')).toBe('CSR-permissions.csv');
    expect(permissionsCsvFileName('a/b c')).toBe('a_b_c-permissions.csv');
  });
});
