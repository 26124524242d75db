/** `users/App`: the whole tabbed app (Users, Permissions, Settings). */
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export function UsersApp(props: ExposeProps): React.JSX.Element {
  return (
    <AppRoot {...props}>
      <AppRoutes />
    </AppRoot>
  );
}

export default UsersApp;
