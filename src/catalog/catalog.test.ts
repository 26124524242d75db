/**
 * The committed catalog against the suite's fact table (../shared/suite/app-permissions.json, which
 * the build never reads), and its own rules: stable, unique ids; what is left out and why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_SOURCES, CATALOG } from './catalog.data';
import { LEFT_OUT } from './data/left-out';
import { permissionIdsOf } from './expression';
import { capabilitySlug, catalogPartOfTable, mergeWithTable, tableActionsOf } from './table';
import type { PermissionTable } from './table';

const TABLE_PATH = path.resolve(__dirname, '../../../shared/suite/app-permissions.json');
const table = fs.existsSync(TABLE_PATH) ? (JSON.parse(fs.readFileSync(TABLE_PATH, 'utf8')) as PermissionTable) : undefined;
if (!table) {
  console.info(`${TABLE_PATH} is absent: the catalog-vs-table tests of src/catalog/catalog.test.ts are skipped.`);
}
const describeWithTable = table ? describe : describe.skip;
const EMPTY_TABLE: PermissionTable = { apps: [], catalogs: [] };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describeWithTable(`the catalog and the fact table${table ? '' : ' (skipped: ../shared/suite/app-permissions.json is absent)'}`, () => {
  const tableOf = () => table ?? EMPTY_TABLE;

  it('has every app of the table, and no other', () => {
    expect(CATALOG.map((app) => app.id).sort()).toEqual(tableOf().apps.map((app) => app.appId).sort());
  });

  it("takes each app's access, admin ids and pass-all ids from the table", () => {
    const { apps } = catalogPartOfTable(tableOf());
    const fromTable = Object.fromEntries(apps.map((a) => [a.id, { access: a.access, adminIds: a.adminIds, passAll: a.passAll }]));
    const inCatalog = Object.fromEntries(
      CATALOG.map((a) => [a.id, { access: a.access.expression, adminIds: a.adminIds, passAll: a.passAll }]),
    );
    expect(inCatalog).toEqual(fromTable);
    // Products lets COMMON_ADMIN pass every check (its table notes and access.alsoGrantedBy).
    expect(CATALOG.find((a) => a.id === 'products')?.passAll).toEqual(['COMMON_ADMIN']);
  });

  it("has every kept action with the table's expression and permission ids, and no other (the Users app: its own gates, users-app.test.ts)", () => {
    for (const tableApp of tableOf().apps) {
      const kept = tableActionsOf(tableApp).filter((a) => a.expression !== '' && !a.permissionIds.every((id) => id.startsWith('CUST_')));
      const expected = Object.fromEntries(kept.map((a) => [a.action, { expression: a.expression, permissionIds: a.permissionIds }]));
      const app = CATALOG.find((a) => a.id === tableApp.appId);
      const actual = Object.fromEntries(
        (app?.capabilities ?? []).map((c) => [c.action, { expression: c.expression, permissionIds: c.permissionIds }]),
      );
      expect({ app: tableApp.appId, capabilities: actual }).toEqual({ app: tableApp.appId, capabilities: expected });
    }
  });

  it('leaves out exactly the always-allowed actions (empty expression) and the CUST_* store settings', () => {
    const expected = tableOf().apps.flatMap((app) =>
      tableActionsOf(app).flatMap((a) => {
        // An empty expression lets everyone do it: nothing to grant.
        if (a.expression === '') return [{ appId: app.appId, action: a.action, expression: '', reason: 'always-allowed' }];
        // CUST_* are ProductStoreSetting types admins toggle (the table's notes), not permissions.
        if (a.permissionIds.every((id) => id.startsWith('CUST_'))) {
          return [{ appId: app.appId, action: a.action, expression: a.expression, reason: 'store-setting' }];
        }
        return [];
      }),
    );
    expect(LEFT_OUT).toEqual(expected);
  });

  it('needs no regeneration (npx tsx scripts/catalog/regenerate.ts)', () => {
    const { apps, changes } = mergeWithTable(catalogPartOfTable(tableOf()).apps, APP_SOURCES);
    expect(changes).toEqual({ addedApps: [], removedApps: [], added: [], removed: [], changed: [] });
    const byId = (list: typeof APP_SOURCES) => Object.fromEntries(list.map((app) => [app.id, app]));
    expect(byId(apps)).toEqual(byId(APP_SOURCES));
  });
});

describe('the catalog', () => {
  it('has unique, slug-shaped app ids and unique names', () => {
    const ids = CATALOG.map((app) => app.id);
    expect(ids.filter((id) => !SLUG.test(id))).toEqual([]);
    expect(duplicates(ids)).toEqual([]);
    expect(duplicates(CATALOG.map((app) => app.name))).toEqual([]);
  });

  it("gives each capability its action's slug as id (stable while the action exists), unique in its app", () => {
    for (const app of CATALOG) {
      const ids = app.capabilities.map((c) => c.id);
      expect({ app: app.id, duplicateIds: duplicates(ids), duplicateActions: duplicates(app.capabilities.map((c) => c.action)) }).toEqual({
        app: app.id,
        duplicateIds: [],
        duplicateActions: [],
      });
      const unstable = app.capabilities.filter((c) => c.id !== capabilitySlug(c.action) && !new RegExp(`^${capabilitySlug(c.action)}-\\d+$`).test(c.id));
      expect(unstable.map((c) => `${app.id}/${c.id}`)).toEqual([]);
    }
    expect(capabilitySlug('APP_SHIP_ORDER')).toBe('ship-order');
    expect(capabilitySlug('USERS_APP_VIEW')).toBe('users-app-view');
  });

  it('holds only real permissions: a non-empty expression, no CUST_* setting, its ids worked out from it', () => {
    for (const app of CATALOG) {
      expect(app.access.permissionIds).toEqual(permissionIdsOf(app.access.expression));
      for (const c of app.capabilities) {
        expect({ capability: `${app.id}/${c.id}`, empty: c.expression.trim() === '', settings: c.permissionIds.filter((id) => id.startsWith('CUST_')) }).toEqual({
          capability: `${app.id}/${c.id}`,
          empty: false,
          settings: [],
        });
        expect(c.permissionIds).toEqual(permissionIdsOf(c.expression));
      }
    }
  });

  it('lists each left-out action once, for an app of the catalog and not as a capability, with a reason that fits', () => {
    const keys = LEFT_OUT.map((a) => `${a.appId}/${a.action}`);
    expect(duplicates(keys)).toEqual([]);
    for (const left of LEFT_OUT) {
      const app = CATALOG.find((a) => a.id === left.appId);
      expect(app?.capabilities.some((c) => c.action === left.action)).toBe(false);
      if (left.reason === 'always-allowed') expect(left.expression).toBe('');
      else expect(permissionIdsOf(left.expression).every((id) => id.startsWith('CUST_'))).toBe(true);
    }
  });
});
