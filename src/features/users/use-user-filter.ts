/**
 * The Users tab's filter lives in the URL query (?q=&group=&status=&hideDisabled=false), so a link
 * shares it and back/forward restore it. Defaults are left out of the URL.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate } from '../../lib/navigation';
import type { UserListFilter } from '../../oms/users';
import { FILTER_PARAMS, filterFromParams } from './filter';

export { FILTER_PARAMS, filterFromParams } from './filter';

function applyFilter(params: URLSearchParams, filter: UserListFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set(FILTER_PARAMS.queryString, filter.queryString);
  set(FILTER_PARAMS.securityGroup, filter.securityGroup);
  set(FILTER_PARAMS.status, filter.status);
  set(FILTER_PARAMS.hideDisabledUser, filter.hideDisabledUser ? '' : 'false');
  return next;
}

/** The filter of the URL, and a setter that pushes a history entry for each change. */
export function useUserFilter(): [UserListFilter, (patch: Partial<UserListFilter>) => void] {
  const [params, setParams] = useSearchParamsUpdate();
  // react-router keeps `params` the same object until the query changes, and so the filter.
  const filter = useMemo(() => filterFromParams(params), [params]);
  const update = useCallback(
    (patch: Partial<UserListFilter>) => setParams((current) => applyFilter(current, { ...filterFromParams(current), ...patch })),
    [setParams],
  );
  return [filter, update];
}
