/** `users/App`: the whole tabbed app (Users, Permissions, Settings). */
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import { DEFAULT_HOME, landingPath } from '../app/screen-paths';
import { screenForPath } from '../app/screens';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export function UsersApp(props: ExposeProps): React.JSX.Element {
  return (
    <AppRoot {...props} home={DEFAULT_HOME}>
      <AppRoutes />
    </AppRoot>
  );
}

/**
 * Loads (fetches and runs) the code of the screen at `path` (below the host's mount path) without
 * rendering anything: a host that loaded this module while idle calls it too, so that a click
 * into the app only renders. Rejects when the code cannot be fetched.
 */
export function preloadScreenCode(path: string = DEFAULT_HOME): Promise<unknown> {
  return screenForPath(landingPath(new URL(path, 'http://app.invalid').pathname), DEFAULT_HOME)?.preload() ?? Promise.resolve();
}

export default UsersApp;
