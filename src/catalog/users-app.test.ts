/**
 * This app's gates (the spec's section 6 table) through the catalog's evaluator, and the gate ↔
 * catalog check: the catalog's Users-app entries are exactly the gates, so App access, Permissions by
 * app and `./UserAccess` say what this app's own guards do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOG } from './catalog.data';
import { canOpen, hasCapability } from './expression';
import { APP_ACTIONS, USERS_APP_GATES, USERS_APP_ID, USERS_APP_PERMISSION_IDS as SERVER_PERMISSION_IDS, allowedActions as deriveAppActions, mayDo } from './users-app';
import type { PermissionTable } from './table';
import type { AppAction } from './users-app';

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
  // Beyond the spec's table: the suite's Users app lists users with it (the Me tab without).
  ['USERS_LIST_VIEW', ['USERS_LIST_VIEW', 'PARTYMGR_VIEW', 'PARTYMGR_ADMIN']],
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
      ['COMMERCEUSER_VIEW', 'PARTYMGR_ADMIN', 'PARTYMGR_VIEW', 'SECURITY_ADMIN', 'SECURITY_CREATE', 'SECURITY_UPDATE', 'SECURITY_VIEW', 'STOREFULFILLMENT_ADMIN', 'USERS_APP_VIEW', 'USERS_LIST_VIEW', 'WEBTOOLS_VIEW'],
    );
  });
});

describe('the gates are the catalog\'s Users-app capabilities', () => {
  const usersApp = CATALOG.find((app) => app.id === USERS_APP_ID);

  it('has one Users-app capability per gate, with the gate\'s expression, and no other', () => {
    const inCatalog = Object.fromEntries((usersApp?.capabilities ?? []).map((capability) => [capability.action, capability.expression]));
    expect(inCatalog).toEqual(USERS_APP_GATES);
    for (const action of APP_ACTIONS) expect({ action, expression: inCatalog[action] }).toEqual({ action, expression: USERS_APP_GATES[action] });
  });

  it('opens the Users app with the USERS_APP_VIEW gate, and nothing passes every check of it', () => {
    expect(usersApp?.access.expression).toBe(USERS_APP_GATES.USERS_APP_VIEW);
    expect(usersApp?.passAll).toEqual([]);
    if (usersApp) for (const held of [new Set<string>(), new Set(['USERS_APP_VIEW'])]) expect(canOpen(usersApp, held)).toBe(mayDo('USERS_APP_VIEW', held));
  });

  it.each(APP_ACTIONS)('%s: the catalog answers as the gate for every single id and for all of them', (action) => {
    const capability = usersApp?.capabilities.find((candidate) => candidate.action === action);
    if (!usersApp || !capability) throw new Error(`no catalog entry for ${action}`);
    const singles = [...new Set([...SERVER_PERMISSION_IDS, ...capability.permissionIds, 'PARTYMGR_CREATE', 'PARTYMGR_ADMIN', 'PARTY_SECURITY_ASSIGNMENT'])].map((id) => new Set([id]));
    for (const held of [new Set<string>(), new Set(SERVER_PERMISSION_IDS), ...singles]) {
      expect({ action, held: [...held], catalog: hasCapability(usersApp, capability, held) }).toEqual({ action, held: [...held], catalog: mayDo(action, held) });
    }
  });

  it("USERS_LIST_VIEW is the fact table's rule of the suite's Users app, and USERS_APP_VIEW alone does not give it", () => {
    const tablePath = path.resolve(__dirname, '../../../shared/suite/app-permissions.json');
    if (fs.existsSync(tablePath)) {
      const table = JSON.parse(fs.readFileSync(tablePath, 'utf8')) as PermissionTable;
      const rule = table.apps.find((app) => app.appId === USERS_APP_ID)?.actions.find((candidate) => candidate.action === 'USERS_LIST_VIEW');
      expect(rule?.expression).toBe(USERS_APP_GATES.USERS_LIST_VIEW);
    }
    expect(mayDo('USERS_LIST_VIEW', new Set(['USERS_APP_VIEW', 'SECURITY_ADMIN', 'SECURITY_VIEW', 'WEBTOOLS_VIEW']))).toBe(false);
    const listUsers = usersApp?.capabilities.find((capability) => capability.action === 'USERS_LIST_VIEW');
    expect(listUsers?.id).toBe('users-list-view');
  });

  it('a PARTYMGR_CREATE holder cannot create users here, as the guard says (the anchor\'s newer code lets them)', () => {
    const partyManager = new Set(['USERS_APP_VIEW', 'PARTYMGR_CREATE', 'PARTYMGR_ADMIN']);
    const create = usersApp?.capabilities.find((capability) => capability.action === 'APP_USER_CREATE');
    expect(mayDo('APP_USER_CREATE', partyManager)).toBe(false);
    expect(usersApp && create ? hasCapability(usersApp, create, partyManager) : undefined).toBe(false);
  });
});
