/**
 * User details as the app shows it: the user-details page with App access among its permission
 * cards. The two features meet here, never in each other (the route table and `./UserDetails`).
 */
import { UserDetailsPage } from '../features/user-details/user-details-page';
import type { UserDetailsPageProps } from '../features/user-details/user-details-page';
import type { UserParty } from '../oms/user-details';
import { UserDetailsAppAccessCard } from './app-access-source';

const extraCards = (party: UserParty) => <UserDetailsAppAccessCard party={party} />;

export function UserDetailsScreen(props: Omit<UserDetailsPageProps, 'extraCards'>): React.JSX.Element {
  return <UserDetailsPage {...props} extraCards={extraCards} />;
}
