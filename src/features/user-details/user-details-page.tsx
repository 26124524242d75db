/**
 * /user-details/{partyId}: 'Fetching user details' while the party loads, 'User not found' when
 * there is none, otherwise the cards. Each card renders its own sections' loading and error states.
 * Cards of other features (App access) are the composing screen's (`extraCards`, src/app).
 */
import { useEffect } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import type { UserParty } from '../../oms/user-details';
import { allSectionsFamily } from './atoms';
import { ClearanceCard } from './access/clearance-card';
import { ContactCard } from './account/contact-card';
import { FavouritesCard } from './access/favourites-card';
import { FulfillmentCard } from './access/fulfillment-card';
import { LoginCard } from './account/login-card';
import { ProfileCard } from './account/profile-card';
import { SameAccessAction } from './same-access/same-access-dialog';
import { AccessHistoryCard } from './access-history/access-history-card';
import { UserDetailsParty, useUserDetailsVisit } from './use-details';
import { SelfService } from './self-service';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(350px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/**
 * Where Back goes: 'default' to /tabs/users (nothing in-app before this screen), 'previous' one
 * step back (an in-app page led here), 'redirect' two steps back (reached through a redirect such
 * as the /login hand-off, so the page before the redirect); 'none' hides it (an embed whose host
 * owns navigation).
 */
export type BackBehaviour = 'default' | 'previous' | 'redirect' | 'none';

export interface UserDetailsPageProps {
  partyId: string;
  back?: BackBehaviour;
  /** Called once the party is shown (or known not to be). */
  onShown?: () => void;
  /** More cards of the Permissions section, after this feature's own (under the partyId's context). */
  extraCards?: (party: UserParty) => React.ReactNode;
  /**
   * The Me tab: the viewer's own details, read-only but for their own password (./self-service);
   * no Same access, Fulfillment, Favourites or extra cards (each offers writes or other users).
   */
  selfService?: boolean;
}

export function UserDetailsPage({ partyId, back = 'default', extraCards, onShown, selfService = false }: UserDetailsPageProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  // Mounting every section starts both waves now, not when the cards appear.
  useAtomValue(allSectionsFamily(partyId));
  const [party, reload] = useUserDetailsVisit(partyId);
  const shown = party.state !== 'loading';
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  let content: React.ReactNode;
  if (party.state === 'loading') content = <LoadingState label={t('Fetching user details')} />;
  else if (party.state === 'hasError') content = <ErrorState message={t('Failed to fetch user data')} onRetry={reload} />;
  else if (!party.data) content = <EmptyState message={t('User not found')} />;
  else {
    const user = party.data;
    content = (
      <UserDetailsParty value={partyId}>
        <SelfService value={selfService}>
        <div className={styles.grid}>
          <ProfileCard party={user} />
          <LoginCard party={user} />
          <ContactCard party={user} />
        </div>
        <div className={styles.header}>
          <Text as="h2" size={500} weight="semibold">
            {t('Permissions')}
          </Text>
          {selfService ? null : <SameAccessAction party={user} />}
        </div>
        <div className={styles.grid}>
          <ClearanceCard party={user} />
          {selfService ? null : <FulfillmentCard party={user} />}
          {selfService ? null : <FavouritesCard party={user} />}
          {selfService ? null : extraCards?.(user)}
          <AccessHistoryCard party={user} />
        </div>
        </SelfService>
      </UserDetailsParty>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="user-details-title">
      <div className={styles.header}>
        {back === 'none' ? null : (
          <Button
            appearance="subtle"
            icon={<ArrowLeftRegular />}
            aria-label={t('Back')}
            onClick={() => {
              if (back === 'redirect') navigate(-2);
              else if (back === 'previous') navigate(-1);
              else navigate('/tabs/users');
            }}
          />
        )}
        <ScreenHeading id="user-details-title">{t('User details')}</ScreenHeading>
      </div>
      {content}
    </section>
  );
}
