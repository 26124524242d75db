import { APP_ACTIONS, SERVER_PERMISSION_IDS, deriveAppActions } from './app-actions';
import type { AppAction } from './app-actions';

// The spec's section 6 table, row by row: [action, permissions that grant it].
const TABLE: [AppAction, string[]][] = [
  ['APP_UPDT_FULFILLMENT_FACILITY', ['STOREFULFILLMENT_ADMIN']],
  ['APP_UPDT_PICKER_CONFG', ['STOREFULFILLMENT_ADMIN']],
  ['APP_USER_CREATE', ['SECURITY_CREATE', 'SECURITY_ADMIN']],
  ['APP_UPDT_BLOCK_LOGIN', ['SECURITY_CREATE', 'SECURITY_ADMIN']],
  ['APP_UPDT_PASSWORD', ['SECURITY_CREATE', 'SECURITY_ADMIN']],
  ['APP_UPDT_PRODUCT_STORE_CONFG', ['SECURITY_CREATE', 'SECURITY_ADMIN']],
  ['APP_SECURITY_GROUP_CREATE', ['SECURITY_CREATE', 'SECURITY_ADMIN']],
  ['APP_PERMISSION_CREATE', ['SECURITY_CREATE', 'SECURITY_ADMIN']],
  ['APP_PERMISSION_UPDATE', ['SECURITY_UPDATE', 'SECURITY_ADMIN']],
  ['APP_PERMISSION_VIEW', ['SECURITY_VIEW', 'SECURITY_ADMIN']],
  ['APP_SUPER_USER', ['WEBTOOLS_VIEW']],
  ['USERS_APP_VIEW', ['USERS_APP_VIEW']],
  ['APP_COMMERCE_VIEW', ['COMMERCEUSER_VIEW']],
];

describe('deriveAppActions', () => {
  it('covers every action of the table', () => {
    expect(TABLE.map(([action]) => action).sort()).toEqual([...APP_ACTIONS].sort());
  });

  describe.each(TABLE)('%s', (action, grantedBy) => {
    it.each(grantedBy)('is granted by %s alone', (permission) => {
      expect(deriveAppActions([permission])).toContain(action);
    });

    it('is not granted by every other permission together', () => {
      const others = SERVER_PERMISSION_IDS.filter((p) => !grantedBy.includes(p));
      expect(deriveAppActions(others)).not.toContain(action);
    });
  });

  it('grants nothing without permissions and ignores unknown ones', () => {
    expect(deriveAppActions([])).toEqual([]);
    expect(deriveAppActions(['SOMETHING_ELSE'])).toEqual([]);
  });

  it('asks the OMS about each server permission once', () => {
    expect(new Set(SERVER_PERMISSION_IDS).size).toBe(SERVER_PERMISSION_IDS.length);
    expect([...SERVER_PERMISSION_IDS].sort()).toEqual(
      ['COMMERCEUSER_VIEW', 'SECURITY_ADMIN', 'SECURITY_CREATE', 'SECURITY_UPDATE', 'SECURITY_VIEW', 'STOREFULFILLMENT_ADMIN', 'USERS_APP_VIEW', 'WEBTOOLS_VIEW'],
    );
  });
});
