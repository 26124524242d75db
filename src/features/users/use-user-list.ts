/**
 * Keeps the list in step with the filter: a new first page whenever a value the request depends on
 * changes (only the search's first word counts), and the request aborted when the screen goes.
 */
import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { firstSearchWord } from '../../oms/users';
import type { UserListFilter } from '../../oms/users';
import { cancelUsersAtom, loadMoreUsersAtom, loadUsersAtom, userListAtom } from './atoms';
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
  const cancel = useSetAtom(cancelUsersAtom);
  const word = firstSearchWord(filter.queryString);
  const { securityGroup, status, hideDisabledUser } = filter;

  const reload = useCallback(
    () => void load({ queryString: word, securityGroup, status, hideDisabledUser }),
    [load, word, securityGroup, status, hideDisabledUser],
  );
  const loadMore = useCallback(() => void more(), [more]);

  useEffect(() => reload(), [reload]);
  useEffect(() => () => cancel(), [cancel]);

  return { list, reload, loadMore };
}
