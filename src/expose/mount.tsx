/**
 * `users/mount`: framework-agnostic embedding. A host without React calls
 * `mount(element, { session, basename })` and later the returned function to unmount.
 */
import { createRoot } from 'react-dom/client';
import { UsersApp } from './app';
import { PermissionsRoutes } from './permissions-routes';
import { SettingsRoutes } from './settings-routes';
import type { ExposeProps } from './types';
import { UsersRoutes } from './users-routes';

export type { ExposeProps, HostSession } from './types';

const VIEWS = {
  App: UsersApp,
  UsersRoutes,
  PermissionsRoutes,
  SettingsRoutes,
} as const;

export type MountView = keyof typeof VIEWS;

export interface MountOptions extends ExposeProps {
  /** Which route tree to mount; default the whole app. */
  view?: MountView;
}

export type Unmount = () => void;

export function mount(element: Element, options: MountOptions = {}): Unmount {
  const { view = 'App', ...props } = options;
  const View = VIEWS[view];
  const root = createRoot(element);
  root.render(<View {...props} />);
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
}

export default mount;
