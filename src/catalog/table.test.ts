/** The regeneration's rules on a small table of our own, so they are tested without ../shared. */
import { catalogPartOfTable, leftOutReason, mergeWithTable, TODO_MARK } from './table';
import type { PermissionTable } from './table';
import type { AppSource } from './types';

const action = (name: string, expression: string) => ({
  action: name,
  expression,
  permissionIds: expression ? expression.split(/ OR | AND /) : [],
});

const table: PermissionTable = {
  apps: [
    {
      appId: 'fulfillment',
      appName: 'Fulfillment (table)',
      access: { expression: 'FULFILLMENT_APP_VIEW' },
      actions: [
        action('APP_SHIP_ORDER', 'COMMON_ADMIN OR FF_SHIP_NOW'),
        action('APP_OPEN_ORDERS_VIEW', ''),
        action('APP_NEW_THING', 'NEW_ID'),
        action('NEW_THING', 'OTHER_ID'),
      ],
    },
    { appId: 'products', appName: 'Products', access: { expression: 'PRODUCTS_APP_VIEW', alsoGrantedBy: ['COMMON_ADMIN'] }, actions: [] },
    { appId: 'launchpad', appName: 'Launchpad', access: { expression: null }, actions: [action('APP_SHPGRP_CNCL', 'CUST_ALLOW_CNCL')] },
  ],
  catalogs: [
    { repo: 'github.com/hotwax/company', apps: [{ appId: 'fulfillment' }] },
    { repo: 'github.com/hotwax/users', apps: [{ appId: 'fulfillment', adminPermissionIds: ['COMMON_ADMIN', 'STOREFULFILLMENT_ADMIN'] }] },
  ],
};

const current: AppSource[] = [
  {
    id: 'fulfillment',
    name: 'Fulfillment',
    access: 'FULFILLMENT_APP_VIEW',
    adminIds: ['COMMON_ADMIN', 'STOREFULFILLMENT_ADMIN'],
    passAll: [],
    capabilities: [
      { id: 'ship', action: 'APP_SHIP_ORDER', expression: 'FF_SHIP_NOW', title: 'Ship orders', description: 'Mark orders as shipped.' },
      { id: 'gone', action: 'APP_GONE', expression: 'GONE_ID', title: 'Gone', description: 'An action the table no longer has.' },
    ],
  },
  { id: 'retired', name: 'Retired', access: 'RETIRED_VIEW', adminIds: [], passAll: [], capabilities: [] },
];

describe('leftOutReason', () => {
  it.each([
    [action('A', ''), 'always-allowed'],
    [action('A', 'CUST_ALLOW_CNCL'), 'store-setting'],
    [action('A', 'CUST_A OR CUST_B'), 'store-setting'],
    [action('A', 'CUST_A OR REAL_ID'), undefined],
    [action('A', 'COMMON_ADMIN'), undefined],
  ])('%j -> %s', (a, reason) => {
    expect(leftOutReason(a)).toBe(reason);
  });
});

describe('catalogPartOfTable', () => {
  const { apps, leftOut } = catalogPartOfTable(table);

  it("takes admin ids from the Users app's catalog, COMMON_ADMIN for an app it does not list", () => {
    expect(apps.map((a) => [a.id, a.adminIds])).toEqual([
      ['fulfillment', ['COMMON_ADMIN', 'STOREFULFILLMENT_ADMIN']],
      ['products', ['COMMON_ADMIN']],
      ['launchpad', ['COMMON_ADMIN']],
    ]);
  });

  it('takes pass-all ids from access.alsoGrantedBy and an access of null as none', () => {
    expect(apps.map((a) => [a.id, a.access, a.passAll])).toEqual([
      ['fulfillment', 'FULFILLMENT_APP_VIEW', []],
      ['products', 'PRODUCTS_APP_VIEW', ['COMMON_ADMIN']],
      ['launchpad', '', []],
    ]);
  });

  it('keeps the actions worth granting and lists the others with why', () => {
    expect(apps[0]?.capabilities.map((c) => c.action)).toEqual(['APP_SHIP_ORDER', 'APP_NEW_THING', 'NEW_THING']);
    expect(leftOut).toEqual([
      { appId: 'fulfillment', action: 'APP_OPEN_ORDERS_VIEW', expression: '', reason: 'always-allowed' },
      { appId: 'launchpad', action: 'APP_SHPGRP_CNCL', expression: 'CUST_ALLOW_CNCL', reason: 'store-setting' },
    ]);
  });
});

describe('mergeWithTable', () => {
  const { apps, changes } = mergeWithTable(catalogPartOfTable(table).apps, current);
  const fulfillment = apps.find((a) => a.id === 'fulfillment');

  it("keeps our name, ids and texts and takes the table's expression", () => {
    expect(fulfillment?.name).toBe('Fulfillment');
    expect(fulfillment?.capabilities[0]).toEqual({
      id: 'ship',
      action: 'APP_SHIP_ORDER',
      expression: 'COMMON_ADMIN OR FF_SHIP_NOW',
      title: 'Ship orders',
      description: 'Mark orders as shipped.',
    });
  });

  it('gives a new action its slug, unique in its app, and TODO texts', () => {
    expect(fulfillment?.capabilities.slice(1).map((c) => [c.id, c.action, c.expression])).toEqual([
      ['new-thing', 'APP_NEW_THING', 'NEW_ID'],
      ['new-thing-2', 'NEW_THING', 'OTHER_ID'],
    ]);
    expect(fulfillment?.capabilities.slice(1).every((c) => c.title.startsWith(TODO_MARK) && c.description.startsWith(TODO_MARK))).toBe(true);
  });

  it('takes a new app with its table name, drops what the table no longer has, and says what changed', () => {
    expect(apps.map((a) => [a.id, a.name])).toEqual([
      ['fulfillment', 'Fulfillment'],
      ['products', 'Products'],
      ['launchpad', 'Launchpad'],
    ]);
    expect(changes).toEqual({
      addedApps: ['products', 'launchpad'],
      removedApps: ['retired'],
      added: ['fulfillment/APP_NEW_THING', 'fulfillment/NEW_THING'],
      removed: ['fulfillment/APP_GONE'],
      changed: ['fulfillment/APP_SHIP_ORDER'],
    });
  });

  it('changes nothing when merged again with its own result', () => {
    const again = mergeWithTable(catalogPartOfTable(table).apps, apps);
    expect(again.apps).toEqual(apps);
    expect(again.changes).toEqual({ addedApps: [], removedApps: [], added: [], removed: [], changed: [] });
  });
});
