/** The one gain/loss comparison: a removal's impact and a join's gain, on small catalogs and the real one. */
import { buildCatalog } from './build';
import { CATALOG } from './catalog.data';
import { compareAccess, gainOfAdding, impactOfRemoval } from './change';
import { appSource as source } from '../../test/catalog-source';

const held = (...ids: string[]) => new Set(ids);

describe('impactOfRemoval', () => {
  const catalog = buildCatalog([
    source('one', 'ONE_VIEW', [], [['SHIP', 'COMMON_ADMIN OR SHIP_NOW'], ['UNPACK', 'UNLOCK'], ['BOTH', 'A AND B']]),
    source('two', 'TWO_VIEW', ['COMMON_ADMIN'], [['EDIT', 'EDIT_ID OR EDIT_ADMIN']]),
    source('open', '', [], [['LOOK', 'SHIP_NOW']]),
  ]);
  const lost = (heldBefore: string[], removedIds: string[]) => {
    const impact = impactOfRemoval({ heldBefore: held(...heldBefore), removedIds, catalog });
    return { access: impact.access.map((app) => app.id), capabilities: impact.capabilities.map((r) => `${r.app.id}/${r.capability.action}`) };
  };

  it.each([
    ['an id only one capability needs', ['ONE_VIEW', 'SHIP_NOW', 'UNLOCK'], ['UNLOCK'], [], ['one/UNPACK']],
    ['an id two apps use', ['ONE_VIEW', 'SHIP_NOW'], ['SHIP_NOW'], [], ['one/SHIP', 'open/LOOK']],
    ['an id another alternative still covers', ['ONE_VIEW', 'SHIP_NOW', 'COMMON_ADMIN'], ['SHIP_NOW'], [], ['open/LOOK']],
    ['one id of an AND', ['A', 'B'], ['B'], [], ['one/BOTH']],
    ['an app access id', ['ONE_VIEW', 'TWO_VIEW'], ['TWO_VIEW'], ['two'], []],
    ['a pass-all id', ['TWO_VIEW', 'COMMON_ADMIN'], ['COMMON_ADMIN'], [], ['one/SHIP', 'two/EDIT']],
    ['a pass-all id while the narrow one stays', ['TWO_VIEW', 'EDIT_ID', 'COMMON_ADMIN'], ['COMMON_ADMIN'], [], ['one/SHIP']],
    ['a pass-all id that was the only way in', ['EDIT_ID', 'COMMON_ADMIN'], ['COMMON_ADMIN'], ['two'], ['one/SHIP']],
    ['an id not held', ['ONE_VIEW', 'SHIP_NOW'], ['UNLOCK'], [], []],
    ['nothing', ['ONE_VIEW', 'SHIP_NOW'], [], [], []],
  ])('removing %s', (_name, heldBefore, removedIds, access, capabilities) => {
    expect(lost(heldBefore, removedIds)).toEqual({ access, capabilities });
  });

  it('answers for the whole catalog: Fulfillment without FF_SHIP_NOW cannot ship, unless COMMON_ADMIN stays', () => {
    const group = ['FULFILLMENT_APP_VIEW', 'FF_SHIP_NOW', 'SF_UNLOCK_ORDER'];
    const impact = impactOfRemoval({ heldBefore: new Set(group), removedIds: ['FF_SHIP_NOW'], catalog: CATALOG });
    expect(impact.capabilities.map((r) => `${r.app.id}/${r.capability.id}`)).toEqual(['fulfillment/ship-order']);
    const withAdmin = impactOfRemoval({ heldBefore: new Set([...group, 'COMMON_ADMIN']), removedIds: ['FF_SHIP_NOW'], catalog: CATALOG });
    expect(withAdmin.capabilities).toEqual([]);
  });
});

describe('compareAccess', () => {
  const catalog = buildCatalog([
    { id: 'one', name: 'one', access: 'ONE_VIEW', adminIds: [], passAll: [], capabilities: [{ id: 'ship', action: 'SHIP', expression: 'SHIP_NOW', title: 'Ship', description: 'Ship' }] },
    { id: 'two', name: 'two', access: 'TWO_VIEW', adminIds: [], passAll: ['COMMON_ADMIN'], capabilities: [{ id: 'edit', action: 'EDIT', expression: 'EDIT_ID', title: 'Edit', description: 'Edit' }] },
  ]);
  const names = (difference: { access: readonly { id: string }[]; capabilities: readonly { app: { id: string }; capability: { action: string } }[] }) => ({
    access: difference.access.map((app) => app.id),
    capabilities: difference.capabilities.map((r) => `${r.app.id}/${r.capability.action}`),
  });

  it('says what each side has that the other has not, both ways at once', () => {
    const change = compareAccess({ catalog, before: held('ONE_VIEW', 'SHIP_NOW'), after: held('SHIP_NOW', 'COMMON_ADMIN') });
    expect(names(change.gained)).toEqual({ access: ['two'], capabilities: ['two/EDIT'] });
    expect(names(change.lost)).toEqual({ access: ['one'], capabilities: [] });
  });

  it('a gain is the loss seen the other way round', () => {
    const before = held('ONE_VIEW');
    const gain = gainOfAdding({ held: before, addedIds: ['SHIP_NOW', 'TWO_VIEW'], catalog });
    const loss = impactOfRemoval({ heldBefore: held('ONE_VIEW', 'SHIP_NOW', 'TWO_VIEW'), removedIds: ['SHIP_NOW', 'TWO_VIEW'], catalog });
    expect(names(gain)).toEqual(names(loss));
    expect(names(gain)).toEqual({ access: ['two'], capabilities: ['one/SHIP'] });
  });

  it('nothing changes when the ids are the same', () => {
    expect(names(compareAccess({ catalog, before: held('A', 'B'), after: held('B', 'A') }).gained)).toEqual({ access: [], capabilities: [] });
  });
});
