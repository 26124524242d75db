/**
 * `users/UserDetails`: the user-details feature for one partyId. Not built yet: it arrives with
 * the user-details issue and until then renders the "not built yet" state.
 */
import { AppRoot } from '../app/app-root';
import { RequireAuth } from '../app/guards';
import { NotBuiltYet } from '../components/states';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export interface UserDetailsProps extends ExposeProps {
  partyId: string;
}

export function UserDetails({ partyId, ...props }: UserDetailsProps): React.JSX.Element {
  return (
    <AppRoot {...props}>
      <RequireAuth>
        <NotBuiltYet screen={`user-details:${partyId}`} />
      </RequireAuth>
    </AppRoot>
  );
}

export default UserDetails;
