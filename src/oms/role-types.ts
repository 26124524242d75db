/**
 * Role types for spec 7's setup: whether one exists, and creating it (which drops the cached roles
 * of ./lookups). Apart from the lookups, which the login reads, so that this write and ./settle
 * load with the setup only.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, DONE, equal, settledWrite, writeKey } from './settle';

/** Whether the OMS has this role type (the 'role type exists' check of spec 7). */
export async function roleTypeExists(client: OmsClient, roleTypeId: string): Promise<boolean> {
  const { docs } = await performFind<{ roleTypeId: string }>(client, {
    entityName: 'RoleType',
    conditions: [{ field: 'roleTypeId', value: roleTypeId }],
    fieldList: ['roleTypeId'],
    viewSize: 1,
  });
  return docs.length > 0;
}

/**
 * service/createRoleType. The role list changed, so its cached answer is dropped (also after a
 * failure: a timed-out create may still have happened).
 */
export async function createRoleType(client: OmsClient, request: { roleTypeId: string; parentTypeId?: string; description?: string }): Promise<void> {
  try {
    const json = { roleTypeId: request.roleTypeId, parentTypeId: request.parentTypeId, description: request.description };
    await settledWrite(client, {
      key: writeKey('createRoleType', json),
      send: () => client.post('service/createRoleType', { json }),
      recognise: byFind(client, { entityName: 'RoleType', conditions: equal({ roleTypeId: request.roleTypeId }), viewSize: 1 }, (docs) => (docs.length > 0 ? DONE : null)),
    });
  } finally {
    client.cache.invalidate('roles');
  }
}
