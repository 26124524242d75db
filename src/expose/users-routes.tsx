/**
 * `users/UsersRoutes`: the app's route tree landing on the Users tab, without the tab bar, for a
 * host that draws its own navigation. Every route of the spec stays reachable from it.
 */
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

const HOME = '/tabs/users';

export function UsersRoutes(props: ExposeProps): React.JSX.Element {
  return (
    <AppRoot {...props} home={HOME}>
      <AppRoutes home={HOME} showTabs={false} />
    </AppRoot>
  );
}

export default UsersRoutes;
