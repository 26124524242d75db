/**
 * A one-off read owned by a component (a modal's list): loading, error or data, with retry.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Loadable } from './loadable';

export function useAsync<T>(read: () => Promise<T>): [Loadable<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; value: Loadable<T> }>();

  useEffect(() => {
    let live = true;
    read().then(
      (data) => live && setAnswer({ attempt, value: { state: 'hasData', data } }),
      (error: unknown) => live && setAnswer({ attempt, value: { state: 'hasError', error } }),
    );
    return () => {
      live = false;
    };
  }, [read, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.attempt === attempt ? answer.value : { state: 'loading' }, retry];
}
