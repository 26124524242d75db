/**
 * `users/UserAccess`: what a user can do in every suite app, or in one (`appId`), and why, for any
 * suite app to embed — so an app that refuses a user can show exactly what is missing. Its own
 * loading, not-found and error states; no routes, no tab bar, no page-covering loader.
 */
import { AppRoot } from '../app/app-root';
import { RequireAuth } from '../app/guards';
import { UserAccessOfParty } from '../app/app-access-source';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export interface UserAccessProps extends ExposeProps {
  partyId: string;
  /** A catalog app id (`fulfillment`, `bopis`…): only that app, its capabilities open. */
  appId?: string;
}

export function UserAccess({ partyId, appId, ...props }: UserAccessProps): React.JSX.Element {
  return (
    <AppRoot {...props} embedded>
      <RequireAuth>
        <UserAccessOfParty partyId={partyId} appId={appId} />
      </RequireAuth>
    </AppRoot>
  );
}

export default UserAccess;
