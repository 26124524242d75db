import { buildCatalog } from '../../../catalog/build';
import type { CatalogApp, CatalogCapability } from '../../../catalog';
import { appSource as source } from '../../../../test/catalog-source';
import { holdingGroups } from '../../../catalog/holders';
import { grantAlternatives, idsToEnd, lossOfRemoval, manageEntries, planCapabilityChange } from './manage-capability';

const catalog = buildCatalog([
  source('ship', 'SHIP_APP_VIEW', ['COMMON_ADMIN'], [
    ['SHIP', 'SHIP_ADMIN OR SHIP_NOW'],
    ['PACK', 'SHIP_NOW AND PACK_NOW OR SHIP_ADMIN'],
    ['RECALL', 'SHIP_NOW'],
  ]),
  source('count', 'COUNT_APP_VIEW', [], [['COUNT', 'COUNT_NOW OR SHIP_NOW']]),
]);
const ship = catalog[0] as CatalogApp;
const capability = (app: CatalogApp, action: string) => app.capabilities.find((c) => c.action === action) as CatalogCapability;

const holders = holdingGroups([
  { groupId: 'PACKERS', permissionId: 'SHIP_NOW' },
  { groupId: 'PACKERS', permissionId: 'PACK_NOW' },
  { groupId: 'LEADS', permissionId: 'SHIP_ADMIN' },
  { groupId: 'OWNERS', permissionId: 'COMMON_ADMIN' },
  { groupId: 'HALF', permissionId: 'PACK_NOW' },
]);
const groups = ['PACKERS', 'LEADS', 'OWNERS', 'HALF', 'NOBODY'].map((groupId) => ({ groupId, name: groupId.toLowerCase() }));

describe('manageEntries', () => {
  it.each([
    ['SHIP', { PACKERS: true, LEADS: true, OWNERS: true, HALF: false, NOBODY: false }],
    ['PACK', { PACKERS: true, LEADS: true, OWNERS: true, HALF: false, NOBODY: false }],
    ['RECALL', { PACKERS: true, LEADS: false, OWNERS: true, HALF: false, NOBODY: false }],
  ])('%s: who grants it now', (action, expected) => {
    const entries = manageEntries(ship, capability(ship, action), groups, holders);
    expect(Object.fromEntries(entries.map((entry) => [entry.groupId, entry.grants]))).toEqual(expected);
  });

  it('marks a group that grants it only through a pass-all id', () => {
    const entries = manageEntries(ship, capability(ship, 'SHIP'), groups, holders);
    expect(entries.find((entry) => entry.groupId === 'OWNERS')?.throughPassAll).toEqual(['COMMON_ADMIN']);
    expect(entries.find((entry) => entry.groupId === 'LEADS')?.throughPassAll).toEqual([]);
  });

  it('half of an AND with a pass-all id: granted through the pass-all id (the evaluator decides, not "holds one of its ids")', () => {
    const halfOwners = holdingGroups([
      { groupId: 'HALF_OWNERS', permissionId: 'PACK_NOW' },
      { groupId: 'HALF_OWNERS', permissionId: 'COMMON_ADMIN' },
    ]);
    const [entry] = manageEntries(ship, capability(ship, 'PACK'), [{ groupId: 'HALF_OWNERS', name: 'half owners' }], halfOwners);
    expect(entry).toMatchObject({ grants: true, throughPassAll: ['COMMON_ADMIN'] });
  });
});

describe('grantAlternatives', () => {
  it.each([
    ['SHIP', [{ ids: ['SHIP_NOW'], admin: false }, { ids: ['SHIP_ADMIN'], admin: true }]],
    ['PACK', [{ ids: ['SHIP_NOW', 'PACK_NOW'], admin: false }, { ids: ['SHIP_ADMIN'], admin: true }]],
    ['RECALL', [{ ids: ['SHIP_NOW'], admin: false }]],
  ])('%s: the narrowest first, an admin id only as a later choice', (action, expected) => {
    expect(grantAlternatives(capability(ship, action))).toEqual(expected);
  });

  it('with the OMS\'s ids known, offers only the alternatives whose every id is there (an AND needs both)', () => {
    const pack = capability(ship, 'PACK');
    expect(grantAlternatives(pack, new Set(['SHIP_NOW', 'SHIP_ADMIN'])).map((a) => a.ids)).toEqual([['SHIP_ADMIN']]);
    expect(grantAlternatives(pack, new Set(['SHIP_NOW', 'PACK_NOW'])).map((a) => a.ids)).toEqual([['SHIP_NOW', 'PACK_NOW']]);
    expect(grantAlternatives(pack, null)).toEqual(grantAlternatives(pack));
  });

  it('offers an admin id first only when every alternative has one', () => {
    expect(grantAlternatives({ expression: 'COMMON_ADMIN OR SHIP_ADMIN' }).map((a) => a.ids)).toEqual([['SHIP_ADMIN'], ['COMMON_ADMIN']]);
  });
});

describe('planCapabilityChange', () => {
  const pack = manageEntries(ship, capability(ship, 'PACK'), groups, holders);
  it.each([
    ['nothing changed', ['PACKERS', 'LEADS', 'OWNERS'], ['SHIP_NOW', 'PACK_NOW'], { add: [], remove: [] }],
    ['adding grants only the ids a group lacks', ['PACKERS', 'LEADS', 'OWNERS', 'HALF', 'NOBODY'], ['SHIP_NOW', 'PACK_NOW'], {
      add: [{ groupId: 'HALF', ids: ['SHIP_NOW'] }, { groupId: 'NOBODY', ids: ['SHIP_NOW', 'PACK_NOW'] }],
      remove: [],
    }],
    ['the admin alternative when picked', ['PACKERS', 'LEADS', 'OWNERS', 'NOBODY'], ['SHIP_ADMIN'], { add: [{ groupId: 'NOBODY', ids: ['SHIP_ADMIN'] }], remove: [] }],
    ['unchecking removes', ['OWNERS'], ['SHIP_NOW', 'PACK_NOW'], { add: [], remove: ['PACKERS', 'LEADS'] }],
    ['a pass-all holder is never removed here', [], ['SHIP_NOW', 'PACK_NOW'], { add: [], remove: ['PACKERS', 'LEADS'] }],
  ])('%s', (_name, checked, alternative, expected) => {
    expect(planCapabilityChange(pack, new Set(checked), alternative)).toEqual(expected);
  });
});

describe('idsToEnd and lossOfRemoval (the impact preview)', () => {
  it('ends every id of the expression the group holds, and nothing else', () => {
    expect(idsToEnd(capability(ship, 'PACK'), new Set(['SHIP_NOW', 'PACK_NOW', 'SHIP_ADMIN', 'OTHER']))).toEqual(['SHIP_NOW', 'PACK_NOW', 'SHIP_ADMIN']);
  });

  it.each([
    ['PACK from a group with SHIP_NOW, PACK_NOW and the app', 'PACK', ['SHIP_APP_VIEW', 'SHIP_NOW', 'PACK_NOW'], ['SHIP_NOW', 'PACK_NOW'], [], ['ship/SHIP', 'ship/RECALL', 'count/COUNT']],
    ['PACK when COUNT_NOW keeps counting', 'PACK', ['SHIP_NOW', 'PACK_NOW', 'COUNT_NOW'], ['SHIP_NOW', 'PACK_NOW'], [], ['ship/SHIP', 'ship/RECALL']],
    ['SHIP from an admin group loses PACK too', 'SHIP', ['SHIP_ADMIN'], ['SHIP_ADMIN'], [], ['ship/PACK']],
    ['RECALL from a group with nothing else', 'RECALL', ['SHIP_NOW'], ['SHIP_NOW'], [], ['ship/SHIP', 'count/COUNT']],
  ])('%s', (_name, action, held, ended, access, lost) => {
    const loss = lossOfRemoval(catalog, capability(ship, action), new Set(held));
    expect(loss.ended).toEqual(ended);
    expect(loss.access.map((app) => app.id)).toEqual(access);
    expect(loss.capabilities.map((ref) => `${ref.app.id}/${ref.capability.action}`)).toEqual(lost);
  });
});
