import { catalogSections, columnsFor, EMPTY_QUERY, listRows, OTHERS, visibleSections } from './permission-list';

const PERMISSIONS = [
  { permissionId: 'ORDER_VIEW', description: 'View orders' },
  { permissionId: 'ORDER_UPDATE', description: 'Change orders' },
  { permissionId: 'USERS_APP_VIEW', description: 'Open the Users app' },
  { permissionId: 'SECRET_ADMIN', description: 'Hidden' },
  { permissionId: 'LOOSE_ONE' },
];
const GROUPS = [
  { groupId: 'SGC_ORDERS', groupName: 'Orders' },
  { groupId: 'SGC_USERS' },
  { groupId: 'SGC_EMPTY', groupName: 'Empty' },
];
const MEMBERSHIPS = [
  { groupId: 'SGC_ORDERS', permissionId: 'ORDER_VIEW' },
  { groupId: 'SGC_ORDERS', permissionId: 'ORDER_UPDATE' },
  { groupId: 'SGC_USERS', permissionId: 'USERS_APP_VIEW' },
  { groupId: 'SGC_USERS', permissionId: 'ORDER_VIEW' },
  { groupId: 'SGC_HIDDEN', permissionId: 'SECRET_ADMIN' },
];

const sections = catalogSections(PERMISSIONS, MEMBERSHIPS, GROUPS);
const shape = (list: ReturnType<typeof visibleSections>) => list.map((section) => [section.groupName, section.permissions.map((p) => p.permissionId)]);

describe('catalogSections', () => {
  it('one section per classification group in the given order (name or id), then Others; SGC_HIDDEN and its permissions left out', () => {
    expect(sections.map((section) => [section.groupId, section.groupName, section.permissions.length])).toEqual([
      ['SGC_ORDERS', 'Orders', 2],
      ['SGC_USERS', 'SGC_USERS', 2],
      ['SGC_EMPTY', 'Empty', 0],
      [OTHERS, 'Others', 1],
    ]);
    expect(sections.flatMap((section) => section.permissions.map((p) => p.permissionId))).not.toContain('SECRET_ADMIN');
  });
});

describe('visibleSections', () => {
  it('drops empty sections; a permission in two groups shows in both', () => {
    expect(shape(visibleSections(sections, EMPTY_QUERY, new Set()))).toEqual([
      ['Orders', ['ORDER_VIEW', 'ORDER_UPDATE']],
      ['SGC_USERS', ['USERS_APP_VIEW', 'ORDER_VIEW']],
      ['Others', ['LOOSE_ONE']],
    ]);
  });

  it.each([
    ['search by id, any case', { search: 'update' }, [['Orders', ['ORDER_UPDATE']]]],
    ['search by description', { search: 'users app' }, [['SGC_USERS', ['USERS_APP_VIEW']]]],
    ['filter one group', { filter: 'SGC_ORDERS' }, [['Orders', ['ORDER_VIEW', 'ORDER_UPDATE']]]],
    ['filter Others', { filter: OTHERS }, [['Others', ['LOOSE_ONE']]]],
    ['filter an app: its ids in every section', { app: { id: 'orders', permissionIds: new Set(['ORDER_UPDATE', 'LOOSE_ONE']) } }, [['Orders', ['ORDER_UPDATE']], ['Others', ['LOOSE_ONE']]]],
    ['only selected', { onlySelected: true }, [['Orders', ['ORDER_VIEW']], ['SGC_USERS', ['ORDER_VIEW']]]],
    ['nothing matches', { search: 'zzz' }, []],
  ])('%s', (_name, query, expected) => {
    expect(shape(visibleSections(sections, { ...EMPTY_QUERY, ...query }, new Set(['ORDER_VIEW'])))).toEqual(expected);
  });
});

describe('listRows and columnsFor', () => {
  const visible = visibleSections(sections, EMPTY_QUERY, new Set());
  const rowShape = (columns: number) =>
    listRows(visible, columns).map((row) => (row.kind === 'heading' ? `# ${row.section.groupName}` : row.permissions.map((p) => p.permissionId).join(' ')));

  it('starts every section with its heading and fills rows of `columns` cards, a section never sharing a row', () => {
    expect(rowShape(1)).toEqual(['# Orders', 'ORDER_VIEW', 'ORDER_UPDATE', '# SGC_USERS', 'USERS_APP_VIEW', 'ORDER_VIEW', '# Others', 'LOOSE_ONE']);
    expect(rowShape(3)).toEqual(['# Orders', 'ORDER_VIEW ORDER_UPDATE', '# SGC_USERS', 'USERS_APP_VIEW ORDER_VIEW', '# Others', 'LOOSE_ONE']);
  });

  it('gives every row a key unique in the list, even for a permission in two sections', () => {
    const keys = listRows(visible, 1).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fits as many cards as the width allows, at least one', () => {
    expect(columnsFor(null, 320, 8)).toBe(1);
    expect(columnsFor(200, 320, 8)).toBe(1);
    expect(columnsFor(647, 320, 8)).toBe(1);
    expect(columnsFor(648, 320, 8)).toBe(2);
    expect(columnsFor(1400, 320, 8)).toBe(4);
  });
});
