/**
 * Reads the caller's permissions in pages of 200: the first page tells the count, the rest are
 * fetched in parallel. A failed page does not stop login; it is reported so the user knows their
 * permissions may be incomplete.
 */
import type { OmsClient } from '../oms/client';
import { getPermissions } from '../oms/session';

export const PERMISSIONS_PAGE_SIZE = 200;

export interface LoadedPermissions {
  permissionIds: string[];
  /** True when at least one page after the first failed. */
  incomplete: boolean;
}

export async function loadPermissions(client: OmsClient, permissionIds: readonly string[]): Promise<LoadedPermissions> {
  const request = (viewIndex: number) => getPermissions(client, { permissionIds, viewIndex, viewSize: PERMISSIONS_PAGE_SIZE });
  const first = await request(0);
  const pages = Math.ceil(first.count / PERMISSIONS_PAGE_SIZE);
  const rest = await Promise.allSettled(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => request(i + 1)));
  const ids = new Set(first.docs.map((doc) => doc.permissionId));
  let incomplete = false;
  for (const page of rest) {
    if (page.status === 'fulfilled') page.value.docs.forEach((doc) => ids.add(doc.permissionId));
    else incomplete = true;
  }
  return { permissionIds: [...ids], incomplete };
}
