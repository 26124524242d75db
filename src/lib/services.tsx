/**
 * Per-root services that are not state: the environment (redirects, storage, clock), the blocking
 * loader, the toaster id, where the app is mounted, and the host's session when hosted.
 */
import { createContext, useContext } from 'react';
import type { createStore } from 'jotai';
import type { LoaderStore } from './loader';
import type { AppEnvironment, HostSession } from './host-contract';
import type { ToastQueue } from './toast-queue';

export interface AppServices {
  environment: AppEnvironment;
  loader: LoaderStore;
  toasterId: string;
  /** Toasts on their way to the root's Toaster (it loads after the first screen). */
  toasts: ToastQueue;
  /**
   * Prefix the app adds to its own paths when navigating: the host's mount path when the app runs
   * inside the host's router, '' when it has its own router (which applies the basename itself).
   */
  basePath: string;
  /** Where the app lives in the page's URL ('' at the root, '/users' in a host), for redirectUrl. */
  mountPath: string;
  /** Set when a host supplies the session: no login screen of ours ever shows. */
  host?: HostSession;
  /** Where '/' leads, in a root whose routes hold the Users tab (AppRoot's `home`). */
  home?: string;
  /**
   * Replaces the root's Jotai store with a fresh one (logout: every list, selection and permission
   * goes with it). `prepare` seeds the fresh store before screens see it.
   */
  resetState(prepare?: (store: JotaiStore) => void): void;
}

export type JotaiStore = ReturnType<typeof createStore>;

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside an app root (src/app/app-root.tsx)');
  return services;
}
