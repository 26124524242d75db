/**
 * `users/PermissionsRoutes`: the app's route tree landing on the Permissions tab, without the tab bar, for a
 * host that draws its own navigation. Every route of the spec stays reachable from it.
 */
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export function PermissionsRoutes(props: ExposeProps): React.JSX.Element {
  return (
    <AppRoot {...props}>
      <AppRoutes home="/tabs/permissions" showTabs={false} />
    </AppRoot>
  );
}

export default PermissionsRoutes;
