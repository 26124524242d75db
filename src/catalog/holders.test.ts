/** Who holds what: the ids to ask about, rows folded by group, and the groups granting an expression. */
import { CATALOG } from './catalog.data';
import { grantingIds, groupsGranting, holdingGroups } from './holders';
import type { CatalogApp } from './types';

describe('grantingIds', () => {
  it("is an expression's ids and the app's pass-all ids, each once", () => {
    expect(grantingIds({ passAll: ['COMMON_ADMIN'] }, 'PIM_PRODUCT_VIEW OR COMMON_ADMIN')).toEqual(['PIM_PRODUCT_VIEW', 'COMMON_ADMIN']);
    expect(grantingIds({ passAll: [] }, 'A AND B OR C')).toEqual(['A', 'B', 'C']);
    const products = CATALOG.find((app) => app.id === 'products') as CatalogApp;
    expect(grantingIds(products, products.access.expression)).toEqual(['PRODUCTS_APP_VIEW', 'COMMON_ADMIN']);
  });
});

describe('groupsGranting ("Users who can …", By app)', () => {
  const rows = [
    { groupId: 'A', permissionId: 'X' },
    { groupId: 'B', permissionId: 'X' },
    { groupId: 'B', permissionId: 'Y' },
    { groupId: 'C', permissionId: 'ADMIN' },
  ];
  it.each([
    ['X AND Y: only a group holding both', 'X AND Y', [], ['B']],
    ['X OR Y: any holder', 'X OR Y', [], ['A', 'B']],
    ["the app's pass-all id grants everything", 'X AND Y', ['ADMIN'], ['B', 'C']],
  ])('%s', (_name, expression, passAll, expected) => {
    expect(groupsGranting({ passAll }, expression, holdingGroups(rows).values()).map((group) => group.groupId)).toEqual(expected);
  });
});
