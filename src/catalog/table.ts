/**
 * What the catalog takes from the suite's fact table (../shared/suite/app-permissions.json): per app
 * its access expression, admin ids and pass-all ids, and per kept action its expression. Shared by
 * the regeneration script and the test that compares the committed catalog with the table; the
 * app's bundle never imports it.
 */
import { permissionIdsOf } from './expression';
import type { AppSource, CapabilitySource, LeftOutAction, LeftOutReason } from './types';
import { APP_ACTIONS, USERS_APP_GATES, USERS_APP_ID } from './users-app';

/** The parts of the fact table this module reads. */
export interface PermissionTable {
  readonly apps: readonly {
    readonly appId: string;
    readonly appName: string;
    readonly access: { readonly expression: string | null; readonly alsoGrantedBy?: readonly string[] };
    readonly actions: readonly { readonly action: string; readonly expression: string; readonly permissionIds: readonly string[] }[];
  }[];
  readonly catalogs: readonly {
    readonly repo: string;
    readonly apps: readonly { readonly appId: string; readonly adminPermissionIds?: readonly string[] }[];
  }[];
}

/** The Users app's own app catalog: the one that names each app's admin ids. */
export const ADMIN_IDS_CATALOG_REPO = 'github.com/hotwax/users';
/** Admin ids of an app that catalog does not list: the suite's administrator, as it gives every app. */
export const DEFAULT_ADMIN_IDS: readonly string[] = ['COMMON_ADMIN'];
/** The start of a title or description the script wrote for a new action: a person must replace it. */
export const TODO_MARK = 'TODO';

/** An action's capability id: its name without `APP_`, in kebab case (`APP_SHIP_ORDER` -> `ship-order`). */
export function capabilitySlug(action: string): string {
  return action.replace(/^APP_/, '').toLowerCase().replace(/_+/g, '-');
}

/** Why an action of the table is left out of the catalog, or undefined when it is a capability. */
export function leftOutReason(action: { readonly expression: string; readonly permissionIds: readonly string[] }): LeftOutReason | undefined {
  if (action.expression.trim() === '') return 'always-allowed';
  if (action.permissionIds.every((id) => id.startsWith('CUST_'))) return 'store-setting';
  return undefined;
}

/** The id/expression part of an app: what the table decides. */
export interface TableAppPart {
  readonly id: string;
  readonly tableName: string;
  readonly access: string;
  readonly adminIds: readonly string[];
  readonly passAll: readonly string[];
  readonly capabilities: readonly { readonly action: string; readonly expression: string; readonly permissionIds: readonly string[] }[];
}

type TableAction = PermissionTable['apps'][number]['actions'][number];

/**
 * The actions the catalog takes for an app. This app is the Users app: its entries are exactly its
 * own gates with the spec's expressions (./users-app.ts), whatever the anchor's newer code checks
 * (README "Where we differ"); every other app's come from the table.
 */
export function tableActionsOf(app: PermissionTable['apps'][number]): readonly TableAction[] {
  if (app.appId !== USERS_APP_ID) return app.actions;
  return APP_ACTIONS.map((action) => ({ action, expression: USERS_APP_GATES[action], permissionIds: permissionIdsOf(USERS_APP_GATES[action]) }));
}

/** The table's apps as the catalog takes them, and the actions it leaves out (with why). */
export function catalogPartOfTable(table: PermissionTable): { apps: TableAppPart[]; leftOut: LeftOutAction[] } {
  const adminCatalog = table.catalogs.find((c) => c.repo === ADMIN_IDS_CATALOG_REPO);
  const leftOut: LeftOutAction[] = [];
  const apps = table.apps.map((app): TableAppPart => {
    const capabilities = tableActionsOf(app).filter((action) => {
      const reason = leftOutReason(action);
      if (reason) leftOut.push({ appId: app.appId, action: action.action, expression: action.expression, reason });
      return !reason;
    });
    const adminIds = adminCatalog?.apps.find((a) => a.appId === app.appId)?.adminPermissionIds ?? DEFAULT_ADMIN_IDS;
    return {
      id: app.appId,
      tableName: app.appName,
      access: app.access.expression ?? '',
      adminIds: [...adminIds],
      passAll: [...(app.access.alsoGrantedBy ?? [])],
      capabilities: capabilities.map(({ action, expression, permissionIds }) => ({ action, expression, permissionIds: [...permissionIds] })),
    };
  });
  return { apps, leftOut };
}

/** What a regeneration changed, for the script to print. */
export interface CatalogChanges {
  readonly addedApps: string[];
  readonly removedApps: string[];
  /** `appId/ACTION` of new actions: they carry TODO texts until a person writes them. */
  readonly added: string[];
  readonly removed: string[];
  /** `appId/ACTION` (or `appId` for its access, admin or pass-all ids) whose ids changed. */
  readonly changed: string[];
}

/**
 * The catalog's apps rebuilt from the table: ids, expressions, admin and pass-all ids from the
 * table; names, capability ids, titles and descriptions kept from `current`. A new app takes the
 * table's name, a new action its slug (made unique in its app) and TODO texts.
 */
export function mergeWithTable(parts: readonly TableAppPart[], current: readonly AppSource[]): { apps: AppSource[]; changes: CatalogChanges } {
  const changes: CatalogChanges = { addedApps: [], removedApps: [], added: [], removed: [], changed: [] };
  const currentById = new Map(current.map((app) => [app.id, app]));
  const apps = parts.map((part): AppSource => {
    const existing = currentById.get(part.id);
    if (!existing) changes.addedApps.push(part.id);
    else if (
      existing.access !== part.access ||
      existing.adminIds.join() !== part.adminIds.join() ||
      existing.passAll.join() !== part.passAll.join()
    ) {
      changes.changed.push(part.id);
    }
    const kept = new Map((existing?.capabilities ?? []).map((c) => [c.action, c]));
    const usedIds = new Set(part.capabilities.flatMap((c) => kept.get(c.action)?.id ?? []));
    const capabilities = part.capabilities.map(({ action, expression }): CapabilitySource => {
      const old = kept.get(action);
      if (old) {
        if (old.expression !== expression) changes.changed.push(`${part.id}/${action}`);
        return { ...old, expression };
      }
      changes.added.push(`${part.id}/${action}`);
      const slug = capabilitySlug(action);
      let id = slug;
      for (let n = 2; usedIds.has(id); n += 1) id = `${slug}-${n}`;
      usedIds.add(id);
      return { id, action, expression, title: `${TODO_MARK}: ${action}`, description: `${TODO_MARK}: what ${action} lets a user do` };
    });
    for (const action of kept.keys()) {
      if (!part.capabilities.some((c) => c.action === action)) changes.removed.push(`${part.id}/${action}`);
    }
    return {
      id: part.id,
      name: existing?.name ?? part.tableName,
      access: part.access,
      adminIds: part.adminIds,
      passAll: part.passAll,
      capabilities,
    };
  });
  for (const app of current) if (!parts.some((p) => p.id === app.id)) changes.removedApps.push(app.id);
  return { apps, changes };
}
