/**
 * App paths are written as in the spec's route table ('/tabs/users'); these helpers place them
 * under the path where the app is mounted, so the same screens work standalone and in a host.
 */
import { useCallback, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';
import { useAppServices } from './services';

export function joinPath(basePath: string, path: string): string {
  if (!path.startsWith('/')) return path;
  const base = basePath.replace(/\/+$/, '');
  return path === '/' ? base || '/' : `${base}${path}`;
}

/** The app path of a full location pathname ('/users/tabs/users' -> '/tabs/users'). */
export function stripBase(basePath: string, pathname: string): string {
  const base = basePath.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/';
  return pathname;
}

export function useAppPath(): (path: string) => string {
  const { basePath } = useAppServices();
  return useCallback((path: string) => joinPath(basePath, path), [basePath]);
}

export function useAppNavigate(): (path: string | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const toPath = useAppPath();
  return useCallback(
    (path: string | number, options?: NavigateOptions) => {
      if (typeof path === 'number') void navigate(path);
      else void navigate(toPath(path), options);
    },
    [navigate, toPath],
  );
}

/**
 * The URL's search params, and an update (a new history entry) that builds on the last update asked
 * for. react-router's `setSearchParams(fn)` hands `fn` the params of the last render, not of the
 * navigation just asked for, so two changes before the first one lands (two filters picked in
 * quick succession) kept only the second.
 */
export function useSearchParamsUpdate(): [URLSearchParams, (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // The params asked for since this render's: once they land, `params` is a new object and they are dropped.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | undefined>(undefined);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const base = pending.current?.from === params ? pending.current.next : params;
      const next = change(new URLSearchParams(base));
      pending.current = { from: params, next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, update];
}
