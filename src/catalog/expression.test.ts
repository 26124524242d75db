import { CATALOG } from './catalog.data';
import { canOpen, hasCapability, holds, holdsInApp, isAdminId, narrowestGrant, parseExpression, permissionIdsOf } from './expression';
import type { CatalogApp } from './types';

const held = (...ids: string[]) => new Set(ids);

describe('parseExpression and permissionIdsOf', () => {
  it.each([
    ['', [], []],
    ['A', [['A']], ['A']],
    ['A OR B', [['A'], ['B']], ['A', 'B']],
    ['A AND B', [['A', 'B']], ['A', 'B']],
    ['A OR B AND C OR A', [['A'], ['B', 'C'], ['A']], ['A', 'B', 'C']],
  ])('%j -> %j, ids %j', (expression, parts, ids) => {
    expect(parseExpression(expression)).toEqual(parts);
    expect(permissionIdsOf(expression)).toEqual(ids);
  });
});

describe('holds', () => {
  it.each([
    ['', [], true],
    ['', ['X'], true],
    ['A', ['A'], true],
    ['A', [], false],
    ['A OR B', ['B'], true],
    ['A OR B', ['C'], false],
    ['A AND B', ['A'], false],
    ['A AND B', ['A', 'B'], true],
    ['A OR B AND C', ['B'], false],
    ['A OR B AND C', ['C', 'B'], true],
    ['A OR B AND C', ['A'], true],
    ['COMMON_ADMIN OR FF_SHIP_NOW', ['FF_SHIP_NOW'], true],
    ['COMMON_ADMIN OR FF_SHIP_NOW', ['COMMON_ADMIN'], true],
    ['FF_SHIP_NOW', ['COMMON_ADMIN'], false],
  ])('%j with %j held: %s', (expression, ids, expected) => {
    expect(holds(expression, held(...ids))).toBe(expected);
  });
});

describe('pass-all ids (products: COMMON_ADMIN passes every check)', () => {
  const products = CATALOG.find((app) => app.id === 'products') as CatalogApp;
  const fulfillment = CATALOG.find((app) => app.id === 'fulfillment') as CatalogApp;
  const editProducts = products.capabilities.find((c) => c.action === 'APP_PRODUCT_UPDATE');
  const forceScan = fulfillment.capabilities.find((c) => c.action === 'APP_UPDT_FULFILL_FORCE_SCAN_CONFIG');
  const orderLookup = fulfillment.capabilities.find((c) => c.action === 'APP_ORDER_LOOKUP_VIEW');

  it.each([
    ['Products, edit products', products, editProducts?.expression, ['COMMON_ADMIN'], true],
    ['Products, edit products', products, editProducts?.expression, ['PIM_PRODUCT_VIEW'], false],
    ['Products, its access', products, products.access.expression, ['COMMON_ADMIN'], true],
    ['Fulfillment, a COMMON_ADMIN setting', fulfillment, forceScan?.expression, ['COMMON_ADMIN'], true],
    ['Fulfillment, order lookup (no pass-all there)', fulfillment, orderLookup?.expression, ['COMMON_ADMIN'], false],
  ])('%s with %j held: %s', (_name, app, expression, ids, expected) => {
    expect(holdsInApp(app, expression ?? 'MISSING', held(...ids))).toBe(expected);
  });

  it('opens an app whose login checks nothing, for anyone', () => {
    const launchpad = CATALOG.find((app) => app.id === 'launchpad') as CatalogApp;
    expect(canOpen(launchpad, held())).toBe(true);
    expect(canOpen(fulfillment, held())).toBe(false);
    expect(canOpen(fulfillment, held('FULFILLMENT_APP_VIEW'))).toBe(true);
  });
});

describe('narrowestGrant', () => {
  it.each([
    ['SECURITY_CREATE OR SECURITY_ADMIN', ['SECURITY_CREATE']],
    ['COMMON_ADMIN OR FF_SHIP_NOW', ['FF_SHIP_NOW']],
    ['COMMON_ADMIN OR INV_COUNT_ADMIN OR INV_COUNT_SUBMIT', ['INV_COUNT_SUBMIT']],
    ['PREVIEW_COUNT_ITEM OR COMMON_ADMIN OR INV_COUNT_ADMIN', ['PREVIEW_COUNT_ITEM']],
    ['COMMON_ADMIN OR INV_COUNT_ADMIN', ['INV_COUNT_ADMIN']],
    ['ORD_SALES_ORDER_ADMIN OR ORDERMGR_ADMIN', ['ORD_SALES_ORDER_ADMIN']],
    ['COMMON_ADMIN', ['COMMON_ADMIN']],
    ['STOREFULFILLMENT_ADMIN', ['STOREFULFILLMENT_ADMIN']],
    ['COMMON_ADMIN AND X OR Y_ADMIN', ['Y_ADMIN']],
    ['A_ADMIN AND B OR C AND D', ['C', 'D']],
    ['', []],
  ])('%j -> %j', (expression, ids) => {
    expect(narrowestGrant({ expression })).toEqual(ids);
  });

  it('never grants an admin id by default where the catalog offers a narrower one', () => {
    for (const app of CATALOG) {
      for (const capability of app.capabilities) {
        const grant = narrowestGrant(capability);
        const hasNarrower = parseExpression(capability.expression).some((part) => !part.some(isAdminId));
        if (hasNarrower) expect({ capability: `${app.id}/${capability.id}`, admin: grant.filter(isAdminId) }).toEqual({ capability: `${app.id}/${capability.id}`, admin: [] });
        expect(hasCapability(app, capability, new Set(grant))).toBe(true);
      }
    }
  });
});
