/**
 * Remembers the app path the user was on before the current one, for the permission guard's
 * "stay on the previous path" rule.
 */
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { stripBase } from '../lib/navigation';
import { useAppServices } from '../lib/services';

export interface LocationHistory {
  current?: string;
  previous?: string;
}

export const locationHistoryAtom = atom<LocationHistory>({});

export function LocationTracker(): null {
  const { pathname, search } = useLocation();
  const { basePath } = useAppServices();
  const setHistory = useSetAtom(locationHistoryAtom);
  useEffect(() => {
    const path = `${stripBase(basePath, pathname)}${search}`;
    setHistory((history) => (history.current === path ? history : { previous: history.current, current: path }));
  }, [pathname, search, basePath, setHistory]);
  return null;
}
