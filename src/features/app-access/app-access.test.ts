import { buildCatalog } from '../../catalog/build';
import { CATALOG } from '../../catalog/catalog.data';
import { evaluateAccess, groupOffers } from './app-access';
import type { HeldGroup } from './app-access';
import { APP_ACTIONS } from '../../catalog/users-app';

const group = (groupId: string, ...ids: string[]): HeldGroup => ({ groupId, name: groupId.toLowerCase(), permissionIds: new Set(ids) });
const appOf = (access: ReturnType<typeof evaluateAccess>, appId: string) => {
  const found = access.find((entry) => entry.app.id === appId);
  if (!found) throw new Error(`no ${appId}`);
  return found;
};
const capabilityOf = (access: ReturnType<typeof evaluateAccess>, appId: string, title: string) => appOf(access, appId).capabilities.find((entry) => entry.capability.title === title);

describe('evaluateAccess (the real catalog)', () => {
  it('covers every app of the catalog, in its order', () => {
    expect(evaluateAccess({ catalog: CATALOG, groups: [], hasFacility: true, fulfillmentAdmin: false }).map((entry) => entry.app.id)).toEqual(CATALOG.map((app) => app.id));
  });

  it.each([
    // [name, groups, hasFacility, fulfillmentAdmin (the page's answer), appId, allowed, through, missing, noFacility]
    ['a CSR (orders only) cannot open Fulfillment: FULFILLMENT_APP_VIEW is missing', [group('CSR', 'ORDERMGR_VIEW', 'ORD_SALES_ORDER_VIEW')], true, false, 'fulfillment', false, [], ['FULFILLMENT_APP_VIEW'], false],
    ['a store manager opens Fulfillment through their group', [group('STORE', 'FULFILLMENT_APP_VIEW'), group('CSR', 'ORDERMGR_VIEW')], true, false, 'fulfillment', true, ['STORE'], [], false],
    ['at no facility, Fulfillment says so', [group('STORE', 'FULFILLMENT_APP_VIEW')], false, false, 'fulfillment', true, ['STORE'], [], true],
    ['a fulfillment admin needs no facility', [group('STORE', 'FULFILLMENT_APP_VIEW'), group('ADMIN', 'STOREFULFILLMENT_ADMIN')], false, true, 'fulfillment', true, ['STORE'], [], false],
    ["the page's fulfillment-admin answer decides, not a second look at the ids", [group('STORE', 'FULFILLMENT_APP_VIEW'), group('ADMIN', 'STOREFULFILLMENT_ADMIN')], false, false, 'fulfillment', true, ['STORE'], [], true],
    ['BOPIS needs a facility too', [group('STORE', 'BOPIS_APP_VIEW')], false, false, 'bopis', true, ['STORE'], [], true],
    ['other apps need no facility', [group('CSR', 'ORDERMGR_APP_VIEW')], false, false, 'order-manager', true, ['CSR'], [], false],
    ['the launchpad checks nothing: everyone opens it', [], true, false, 'launchpad', true, [], [], false],
  ])('%s', (_name, groups, hasFacility, fulfillmentAdmin, appId, allowed, through, missing, noFacility) => {
    const access = appOf(evaluateAccess({ catalog: CATALOG, groups, hasFacility, fulfillmentAdmin }), appId);
    if (allowed !== null) expect(access.allowed).toBe(allowed);
    if (through !== null) expect(access.through.map((held) => held.groupId)).toEqual(through);
    if (missing !== null) expect(access.missing).toEqual(missing);
    expect(access.noFacility).toBe(noFacility);
  });

  it('a capability: allowed through the group holding its id; else the narrowest ids, never an admin one first', () => {
    const access = evaluateAccess({ catalog: CATALOG, groups: [group('PACKERS', 'FULFILLMENT_APP_VIEW', 'FF_SHIP_NOW')], hasFacility: true, fulfillmentAdmin: false });
    expect(capabilityOf(access, 'fulfillment', 'Ship orders')).toMatchObject({ allowed: true, heldIds: ['FF_SHIP_NOW'], missing: [] });
    expect(capabilityOf(access, 'fulfillment', 'Ship orders')?.through.map((held) => held.groupId)).toEqual(['PACKERS']);
    expect(capabilityOf(access, 'fulfillment', 'Unpack orders')).toMatchObject({ allowed: false, missing: ['SF_UNLOCK_ORDER'] });
    expect(capabilityOf(access, 'fulfillment', 'Force ship orders')).toMatchObject({ allowed: false, missing: ['COMMON_ADMIN'] });
  });

  it('pass-all ids count (Products: COMMON_ADMIN passes every check)', () => {
    const access = evaluateAccess({ catalog: CATALOG, groups: [group('OWNERS', 'COMMON_ADMIN')], hasFacility: true, fulfillmentAdmin: false });
    const products = appOf(access, 'products');
    expect(products.allowed).toBe(true);
    expect(products.heldIds).toEqual(['COMMON_ADMIN']);
    expect(products.capabilities.every((entry) => entry.allowed)).toBe(true);
  });

  it('an AND across two groups: allowed through their union, by no single group; one half alone names the other', () => {
    const catalog = buildCatalog([
      { id: 'both', name: 'Both', access: '', adminIds: [], passAll: [], capabilities: [{ id: 'pack', action: 'APP_PACK', expression: 'PACK_NOW AND SHIP_NOW OR PACK_ADMIN', title: 'Pack', description: 'Pack' }] },
    ]);
    const split = evaluateAccess({ catalog, groups: [group('A', 'PACK_NOW'), group('B', 'SHIP_NOW')], hasFacility: true, fulfillmentAdmin: false });
    expect(capabilityOf(split, 'both', 'Pack')).toMatchObject({ allowed: true, through: [], heldIds: ['PACK_NOW', 'SHIP_NOW'] });
    const half = evaluateAccess({ catalog, groups: [group('A', 'PACK_NOW')], hasFacility: true, fulfillmentAdmin: false });
    expect(capabilityOf(half, 'both', 'Pack')).toMatchObject({ allowed: false, missing: ['SHIP_NOW'] });
  });
});


describe('groupOffers (least privilege first)', () => {
  const catalog = buildCatalog([
    { id: 'ship', name: 'Ship', access: 'SHIP_APP_VIEW', adminIds: [], passAll: [], capabilities: [
      { id: 'ship', action: 'APP_SHIP', expression: 'SHIP_ADMIN OR SHIP_NOW', title: 'Ship', description: 'Ship' },
      { id: 'unpack', action: 'APP_UNPACK', expression: 'SHIP_ADMIN OR UNPACK', title: 'Unpack', description: 'Unpack' },
    ] },
    { id: 'count', name: 'Count', access: 'COUNT_APP_VIEW', adminIds: [], passAll: [], capabilities: [] },
  ]);
  const ship = catalog[0];
  const offers = (held: string[], candidates: HeldGroup[], expression = 'SHIP_APP_VIEW') =>
    groupOffers({ catalog, app: ship ?? catalog[0]!, expression, held: new Set(held), candidates });

  it.each([
    [
      'the group with only the app beats the one that also administers it',
      [],
      [group('LEADS', 'SHIP_APP_VIEW', 'SHIP_ADMIN'), group('PACKERS', 'SHIP_APP_VIEW')],
      ['PACKERS', 'LEADS'],
    ],
    ['a group that would not grant it is not offered', [], [group('COUNTERS', 'COUNT_APP_VIEW'), group('PACKERS', 'SHIP_APP_VIEW')], ['PACKERS']],
    ['what the user holds already is no extra', ['SHIP_ADMIN'], [group('LEADS', 'SHIP_APP_VIEW', 'SHIP_ADMIN'), group('WIDE', 'SHIP_APP_VIEW', 'COUNT_APP_VIEW')], ['LEADS', 'WIDE']],
  ])('%s', (_name, held, candidates, expected) => {
    expect(offers(held, candidates).map((offer) => offer.groupId)).toEqual(expected);
  });

  it('says what else each group would give: apps and capabilities, not the one asked for', () => {
    const [wide] = offers([], [group('WIDE', 'SHIP_APP_VIEW', 'COUNT_APP_VIEW', 'SHIP_NOW')]);
    expect(wide?.newIds).toEqual(['COUNT_APP_VIEW', 'SHIP_APP_VIEW', 'SHIP_NOW']);
    expect(wide?.apps.map((app) => app.id)).toEqual(['count']);
    expect(wide?.capabilities.map((ref) => ref.capability.id)).toEqual(['ship']);
    const [forShip] = offers(['SHIP_APP_VIEW'], [group('LEADS', 'SHIP_ADMIN')], 'SHIP_ADMIN OR SHIP_NOW');
    expect(forShip?.capabilities.map((ref) => ref.capability.id)).toEqual(['unpack']);
  });
});

describe('the Users app says what this app does (its capabilities are its own gates)', () => {
  const users = (groups: HeldGroup[]) => appOf(evaluateAccess({ catalog: CATALOG, groups, hasFacility: true, fulfillmentAdmin: false }), 'users');

  it('lists exactly the gates of the spec, in its order', () => {
    expect(users([]).capabilities.map((entry) => entry.capability.action)).toEqual(APP_ACTIONS);
  });

  it("a PARTYMGR_CREATE holder cannot create users, as the app's guard refuses them; the narrowest grant is SECURITY_CREATE", () => {
    const partyManager = users([group('PARTY_MANAGERS', 'USERS_APP_VIEW', 'PARTYMGR_CREATE', 'PARTYMGR_ADMIN')]);
    expect(partyManager.allowed).toBe(true);
    expect(partyManager.capabilities.find((entry) => entry.capability.action === 'APP_USER_CREATE')).toMatchObject({ allowed: false, missing: ['SECURITY_CREATE'] });
    const securityAdmins = users([group('SECURITY', 'USERS_APP_VIEW', 'SECURITY_CREATE')]);
    expect(securityAdmins.capabilities.find((entry) => entry.capability.action === 'APP_USER_CREATE')).toMatchObject({ allowed: true, heldIds: ['SECURITY_CREATE'] });
  });

  it('adding users to security groups is APP_SECURITY_GROUP_CREATE here: PARTY_SECURITY_ASSIGNMENT gives nothing', () => {
    const assigners = users([group('ASSIGNERS', 'USERS_APP_VIEW', 'PARTY_SECURITY_ASSIGNMENT')]);
    expect(assigners.capabilities.filter((entry) => entry.allowed).map((entry) => entry.capability.action)).toEqual(['USERS_APP_VIEW']);
    expect(assigners.capabilities.find((entry) => entry.capability.action === 'APP_SECURITY_GROUP_CREATE')).toMatchObject({ allowed: false, missing: ['SECURITY_CREATE'] });
  });
});
