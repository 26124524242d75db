import { CATALOG } from './catalog.data';
import es from './locales/es.json';
import { buildSearchIndex, foldForSearch, searchCatalog } from './search';

const esTexts: Record<string, string> = es;
const english = buildSearchIndex(CATALOG, (text) => text);
const spanish = buildSearchIndex(CATALOG, (text) => esTexts[text] ?? text);

/** `appId/capabilityId` of every match, `appId/*` for an app matched as a whole. */
const found = (index: typeof english, query: string) =>
  searchCatalog(index, query).flatMap((r) => (r.appMatched ? [`${r.app.id}/*`] : r.capabilities.map((c) => `${r.app.id}/${c.id}`)));

describe('searchCatalog', () => {
  it('returns every app for an empty query', () => {
    expect(searchCatalog(english, '  ').map((r) => r.app.id)).toEqual(CATALOG.map((app) => app.id));
  });

  it.each([
    ['a title, any case', 'FORCE SHIP', ['fulfillment/force-ship-order']],
    ['words in any order, across title and app name', 'orders unpack fulfillment', ['fulfillment/unpack-order']],
    ['a description', 'quantity on hand', ['fulfillment/affect-qoh-config-update', 'inventory-count/inv-cnt-view-qoh']],
    ['a permission id, in part', 'ff_ship', ['fulfillment/ship-order']],
    ['an app name: the whole app (and the launchpad tile that names it)', 'cycle count', ['inventory-count/*', 'launchpad/inventory-count-view']],
    ["an app's access id: the whole app (and the tile that checks it)", 'BOPIS_APP_VIEW', ['bopis/*', 'launchpad/bopis-view']],
    ['nothing', 'no such capability anywhere', []],
  ])('finds %s', (_what, query, expected) => {
    expect(found(english, query)).toEqual(expected);
  });

  it('finds words by their start: a title, a description or an id', () => {
    const ship = found(english, 'ship');
    expect(ship).toEqual(expect.arrayContaining(['fulfillment/ship-order', 'fulfillment/carriers-view', 'receiving/shipment-update']));
    expect(ship).not.toContain('order-manager/customers-view'); // RELATNSHIP_CUSTOMER_VIEW
    expect(found(english, 'ship_now')).toEqual(['fulfillment/ship-order']);
    expect(found(english, 'hip')).toEqual([]);
  });

  it('lists every capability of an app matched by name, and says so', () => {
    const [result] = searchCatalog(english, 'Products');
    expect(result?.appMatched).toBe(true);
    expect(result?.capabilities).toEqual(CATALOG.find((app) => app.id === 'products')?.capabilities);
  });

  it('searches the texts of the screen language, ignoring accents', () => {
    expect(found(spanish, 'forzar envio')).toEqual(['fulfillment/force-ship-order']);
    expect(found(spanish, 'cambiar metodo de envio')).toEqual(['fulfillment/order-shipment-method-update']);
    expect(found(english, 'forzar envio')).toEqual([]);
  });

  it('folds case and accents', () => {
    expect(foldForSearch('Envío RÁPIDO')).toBe('envio rapido');
  });
});
