/**
 * `users/SettingsRoutes`: the app's route tree landing on the Settings tab, without the tab bar, for a
 * host that draws its own navigation. Every route of the spec stays reachable from it.
 */
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export function SettingsRoutes(props: ExposeProps): React.JSX.Element {
  return (
    <AppRoot {...props}>
      <AppRoutes home="/tabs/settings" showTabs={false} />
    </AppRoot>
  );
}

export default SettingsRoutes;
