/**
 * `users/UserCard`: a compact read-only card for a partyId that any suite app can embed. Not built
 * yet: it arrives with the user-details issue and until then renders the "not built yet" state.
 */
import { AppRoot } from '../app/app-root';
import { RequireAuth } from '../app/guards';
import { NotBuiltYet } from '../components/states';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export interface UserCardProps extends ExposeProps {
  partyId: string;
}

export function UserCard({ partyId, ...props }: UserCardProps): React.JSX.Element {
  return (
    <AppRoot {...props}>
      <RequireAuth>
        <NotBuiltYet screen={`user-card:${partyId}`} />
      </RequireAuth>
    </AppRoot>
  );
}

export default UserCard;
