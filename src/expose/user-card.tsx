/**
 * `users/UserCard`: a compact read-only card for a partyId that any suite app can embed: avatar,
 * name, username, party status and security groups, with its own loading and not-found states. No
 * routes and no tab bar; the wrapper keeps the root's blocking loader ('Authenticating') inside the
 * card's box instead of over the host's page.
 */
import { makeStyles } from '@fluentui/react-components';
import { AppRoot } from '../app/app-root';
import { RequireAuth } from '../app/guards';
import { UserCard as UserCardView } from '../features/user-details/user-card';
import type { ExposeProps } from './types';

export type { ExposeProps, HostSession } from './types';

export interface UserCardProps extends ExposeProps {
  partyId: string;
}

const useStyles = makeStyles({
  // Layout containment makes this box the containing block of fixed-position descendants, so the
  // root's blocking loader covers the card, never the host's page.
  frame: { position: 'relative', contain: 'layout paint', display: 'block', maxWidth: '100%' },
});

export function UserCard({ partyId, ...props }: UserCardProps): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.frame}>
      <AppRoot {...props}>
        <RequireAuth>
          <UserCardView partyId={partyId} />
        </RequireAuth>
      </AppRoot>
    </div>
  );
}

export default UserCard;
