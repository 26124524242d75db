/**
 * The history dialog's read: every group the login was ever in, current ones first. Read when the
 * dialog mounts (it gets a new key on each opening), with a retry.
 */
import { useCallback } from 'react';
import type { Loadable } from '../../../lib/loadable';
import { findUserSecurityGroupHistory } from '../../../oms/security-groups';
import type { SecurityGroupHistoryEntry } from '../../../oms/security-groups';
import { useOmsClient } from '../../../session/hooks';
import { orderHistory } from '../rules';
import { useAsync } from '../../../lib/use-async';

export function useSecurityGroupHistory(userLoginId: string): [Loadable<SecurityGroupHistoryEntry[]>, () => void] {
  const client = useOmsClient();
  const read = useCallback(async () => orderHistory(await findUserSecurityGroupHistory(client, userLoginId)), [client, userLoginId]);
  return useAsync(read);
}
