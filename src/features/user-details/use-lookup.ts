/**
 * A lookup's loadable value and a retry function.
 */
import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Loadable } from '../../lib/loadable';
import type { Lookup } from './lookup-atoms';

export function useLookup<T>(lookup: Lookup<T>): [Loadable<T[]>, () => void] {
  const value = useAtomValue(lookup.value);
  const bump = useSetAtom(lookup.retry);
  const retry = useCallback(() => bump((n) => n + 1), [bump]);
  return [value, retry];
}

/** The data of a loaded lookup, or an empty list while it loads or after it failed. */
export function lookupData<T>(value: Loadable<T[]>): T[] {
  return value.state === 'hasData' ? value.data : [];
}
