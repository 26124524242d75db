/**
 * Keeps the list in step with the filter: a new first page whenever a value the request depends on
 * changes (only the search's first word counts), and the request aborted when the screen goes (a
 * task later: a remount of the same screen keeps its list, `leaveUsersAtom`).
 */
import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { firstSearchWord } from '../../oms/users';
import type { UserListFilter } from '../../oms/users';
import { leaveUsersAtom, loadMoreUsersAtom, loadUsersAtom, userListAtom } from './atoms';
import type { UserListState } from './atoms';

export interface UserListControls {
  list: UserListState;
  reload: () => void;
  loadMore: () => void;
}

export { listRequestFilter } from './filter';

export function useUserList(filter: UserListFilter): UserListControls {
  const list = useAtomValue(userListAtom);
  const load = useSetAtom(loadUsersAtom);
  const more = useSetAtom(loadMoreUsersAtom);
  const leave = useSetAtom(leaveUsersAtom);
  const word = firstSearchWord(filter.queryString);
  const { securityGroup, status, hideDisabledUser } = filter;

  const reload = useCallback(
    () => void load({ queryString: word, securityGroup, status, hideDisabledUser }),
    [load, word, securityGroup, status, hideDisabledUser],
  );
  const loadMore = useCallback(() => void more(), [more]);

  useEffect(() => reload(), [reload]);
  useEffect(() => () => leave(), [leave]);

  return { list, reload, loadMore };
}
