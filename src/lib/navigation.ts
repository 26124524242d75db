/**
 * App paths are written as in the spec's route table ('/tabs/users'); these helpers place them
 * under the path where the app is mounted, so the same screens work standalone and in a host.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
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
