/**
 * Test helpers of the Permissions tab (tests only): the screen width as `useMediaQuery` sees it,
 * and the OMS answers of the By app view.
 */
import type nock from 'nock';
import { expectFind, found } from '../oms-nock';
import { appPermissionIds } from '../../src/catalog/holders';
import { CATALOG } from '../../src/catalog/catalog.data';
import { LARGE_QUERY } from '../../src/lib/breakpoints';
import type { FindRequestBody } from '../../src/oms/perform-find';

/**
 * Makes `window.matchMedia` answer the large breakpoint as wide (two panes) or narrow (one pane).
 * jest's set-up answers every query with false (narrow); the spy is restored after each test.
 */
export function mockScreen(size: 'wide' | 'narrow'): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList => ({
      matches: size === 'wide' && query === LARGE_QUERY,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}

export function catalogApp(appId: string) {
  const app = CATALOG.find((candidate) => candidate.id === appId);
  if (!app) throw new Error(`No app ${appId} in the catalog`);
  return app;
}

/**
 * Expects the one find of an app's holders: SecurityGroupAndPermission for all of the app's ids;
 * answers `rows` and records each body it got in `bodies`.
 */
export function expectHolders(scope: nock.Scope, appId: string, rows: unknown[], bodies: FindRequestBody[] = []): FindRequestBody[] {
  const ids = appPermissionIds(catalogApp(appId));
  scope
    .post('/api/performFind', (body: FindRequestBody) => {
      const match = body.entityName === 'SecurityGroupAndPermission' && JSON.stringify(body.inputFields.permissionId_value) === JSON.stringify(ids);
      if (match) bodies.push(body);
      return match;
    })
    .reply(200, found(rows));
  return bodies;
}

/** The tab's permission list: SecurityPermission, the classification memberships and groups. */
export function expectPermissionList(scope: nock.Scope, permissions: { permissionId: string; description?: string }[]): nock.Scope {
  expectFind(scope, 'SecurityPermission', permissions);
  expectFind(scope, 'SecurityGroupAndPermission', [], { groupTypeEnumId: 'PRM_CLASS_TYPE' });
  return expectFind(scope, 'SecurityGroup', [], { groupTypeEnumId: 'PRM_CLASS_TYPE' });
}
