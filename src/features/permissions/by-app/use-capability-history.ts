/**
 * 'View history''s read: every grant of a capability's ids to a functional group, current and
 * ended, newest first. Read when the dialog mounts (it mounts on each opening), with a retry.
 */
import { useCallback } from 'react';
import type { Loadable } from '../../../lib/loadable';
import { useAsync } from '../../../lib/use-async';
import { findPermissionHistory } from '../../../oms/permissions';
import type { PermissionGrantHistory } from '../../../oms/permissions';
import { useOmsClient } from '../../../session/hooks';

export function useCapabilityHistory(permissionIds: readonly string[]): [Loadable<PermissionGrantHistory[]>, () => void] {
  const client = useOmsClient();
  const ids = permissionIds.join(' ');
  const read = useCallback(() => findPermissionHistory(client, ids === '' ? [] : ids.split(' ')), [client, ids]);
  return useAsync(read);
}
