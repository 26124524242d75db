/**
 * The loading / error / data view of an async atom, built on Jotai's `unwrap` (Jotai deprecates
 * its own `loadable` in favour of this userland form).
 */
import { atom } from 'jotai';
import type { Atom } from 'jotai';
import { unwrap } from 'jotai/utils';

export type Loadable<T> = { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: T };

const LOADING = { state: 'loading' } as const;

export interface LoadableOptions {
  /** While a newer read is pending, keep showing the last data instead of 'loading' (a refresh). */
  keepPrevious?: boolean;
}

export function loadableAtom<T>(asyncAtom: Atom<Promise<T>>, options: LoadableOptions = {}): Atom<Loadable<T>> {
  const unwrapped = unwrap<Promise<T>, Awaited<T> | typeof LOADING>(asyncAtom, (prev) =>
    options.keepPrevious && prev !== undefined ? prev : LOADING,
  );
  return atom((get): Loadable<T> => {
    try {
      const value = get(unwrapped);
      if (value === LOADING) return LOADING;
      return { state: 'hasData', data: value as T };
    } catch (error) {
      return { state: 'hasError', error };
    }
  });
}

/** The same state with its data mapped (loading and error pass through). */
export function mapLoadable<T, U>(loadable: Loadable<T>, map: (data: T) => U): Loadable<U> {
  return loadable.state === 'hasData' ? { state: 'hasData', data: map(loadable.data) } : loadable;
}
