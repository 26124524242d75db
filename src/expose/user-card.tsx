/**
 * `users/UserCard`: a compact read-only card for a partyId that any suite app can embed: avatar,
 * name, username, party status and security groups, with its own loading and not-found states. No
 * routes, no tab bar and no page-covering loader: it lives inside the host's page.
 */
import { AppRoot } from '../app/app-root';
import { RequireAuth } from '../app/guards';
import { UserCard as UserCardView } from '../features/user-details/user-card';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export interface UserCardProps extends ExposeProps {
  partyId: string;
}

export function UserCard({ partyId, ...props }: UserCardProps): React.JSX.Element {
  return (
    <AppRoot {...props} embedded>
      <RequireAuth>
        <UserCardView partyId={partyId} />
      </RequireAuth>
    </AppRoot>
  );
}

export default UserCard;
