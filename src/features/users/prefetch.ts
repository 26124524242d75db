/**
 * What the Users tab asks the OMS for first, as its atoms ask it (atoms.ts `loadPage`, the group
 * filter's reference list): for the standalone page's first script, which sends these before the
 * app's code has loaded (src/oms/prefetch.ts). Framework-free.
 */
import type { OmsClient } from '../../oms/client';
import { getSecurityGroups } from '../../oms/security-groups';
import type { SecurityGroup } from '../../oms/security-groups';
import { findUsers, USER_LIST_VIEW_SIZE } from '../../oms/users';
import type { UserListPage } from '../../oms/users';
import { filterFromParams } from './filter';

const ignore = (): void => undefined;

export interface UsersTabAnswers {
  list: Promise<UserListPage>;
  groups: Promise<SecurityGroup[]>;
}

/** The first page of the URL's filter and the group filter's choices, together. */
export function prefetchUsersTab(client: OmsClient, params: URLSearchParams, currentPartyId: string): UsersTabAnswers {
  const filter = filterFromParams(params);
  const list = findUsers(client, { ...filter, currentPartyId, viewIndex: 0, viewSize: USER_LIST_VIEW_SIZE });
  const groups = getSecurityGroups(client);
  list.catch(ignore);
  groups.catch(ignore);
  return { list, groups };
}
