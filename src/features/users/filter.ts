/**
 * The Users tab's filter as the URL query carries it (?q=&group=&status=&hideDisabled=false).
 * Framework-free: the standalone page's first script reads it to ask for the first page early.
 */
import { firstSearchWord } from '../../oms/users';
import type { UserListFilter } from '../../oms/users';

export const FILTER_PARAMS = { queryString: 'q', securityGroup: 'group', status: 'status', hideDisabledUser: 'hideDisabled' } as const;

export function filterFromParams(params: URLSearchParams): UserListFilter {
  return {
    queryString: params.get(FILTER_PARAMS.queryString) ?? '',
    securityGroup: params.get(FILTER_PARAMS.securityGroup) ?? '',
    status: params.get(FILTER_PARAMS.status) ?? '',
    // The spec's default is on; only an explicit 'false' turns it off.
    hideDisabledUser: params.get(FILTER_PARAMS.hideDisabledUser) !== 'false',
  };
}

/** What a list request depends on in a filter: only the search's first word counts. */
export function listRequestFilter(filter: UserListFilter): UserListFilter {
  const { securityGroup, status, hideDisabledUser } = filter;
  return { queryString: firstSearchWord(filter.queryString), securityGroup, status, hideDisabledUser };
}

/** The group ids of a filter's `securityGroup` (several for "Users who can…"). */
export { securityGroupIds } from '../../oms/users';
