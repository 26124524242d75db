/**
 * `users/UserDetails`: the user-details feature for one partyId, without the app's tabs. The host
 * owns navigation, so the first user has no Back button; following 'Created by' to another user
 * stays inside the embed (…/user-details/{partyId} under the basename) and Back returns from it.
 */
import { Route, Routes, useParams } from 'react-router-dom';
import { AppRoot } from '../app/app-root';
import { RequireAuth } from '../app/guards';
import { UserDetailsScreen } from '../app/user-details-screen';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export interface UserDetailsProps extends ExposeProps {
  partyId: string;
}

function LinkedUser(): React.JSX.Element {
  const { partyId = '' } = useParams();
  return <UserDetailsScreen key={partyId} partyId={partyId} back="previous" />;
}

export function UserDetails({ partyId, ...props }: UserDetailsProps): React.JSX.Element {
  return (
    <AppRoot {...props}>
      <RequireAuth>
        <Routes>
          <Route path="user-details/:partyId" element={<LinkedUser />} />
          <Route path="*" element={<UserDetailsScreen key={partyId} partyId={partyId} back="none" />} />
        </Routes>
      </RequireAuth>
    </AppRoot>
  );
}

export default UserDetails;
