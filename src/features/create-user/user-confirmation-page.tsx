/**
 * /user-confirmation/{partyId}: the user just created (name, partyId, email, phone, and the
 * Employee ID unless a facility login), then 'Quick Setup' or 'Setup Manually' (after the spec's
 * confirmation).
 */
import { useEffect } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useConfirm } from '../../components/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import { confirmedUserFamily, reloadConfirmedUserAtom } from './atoms';
import type { ConfirmedUser } from './atoms';
import { PageHeader } from '../../components/page-header';
import type { ConfirmationState } from './use-create-user';
import { displayName } from '../../party/party';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  card: { maxWidth: '480px', width: '100%' },
  note: { maxWidth: '480px' },
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const SETUP_MANUALLY_MESSAGE =
  'Automatic user setup helps configure various settings to get them up and running with most frequently used settings. Are you sure you want to set up this user manually?';

function UserSummary({ user }: { user: ConfirmedUser }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const rows: Array<[string, string | undefined]> = [
    [t('Email'), user.contacts.email?.email],
    [t('Phone number'), user.contacts.phone?.contactNumber],
  ];
  if (user.party.partyTypeId !== 'PARTY_GROUP') rows.push([t('Employee ID'), user.party.externalId]);
  return (
    <Card className={styles.card} aria-labelledby="confirmed-user-name">
      <div>
        <Text as="h2" id="confirmed-user-name" size={500} weight="semibold" block>
          {displayName(user.party)}
        </Text>
        <Text className={styles.term}>{user.party.partyId}</Text>
      </div>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function UserConfirmationPage({ partyId }: { partyId: string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const loaded = useAtomValue(confirmedUserFamily(partyId));
  // A second party the browser's resend made, which the create disabled (issue 35).
  const { disabledDouble } = (useLocation().state as ConfirmationState | null) ?? {};
  const reload = useSetAtom(reloadConfirmedUserAtom);
  // The next visit reads again (a quick setup may have changed the user meanwhile).
  useEffect(() => () => reload(partyId), [reload, partyId]);

  const path = encodeURIComponent(partyId);
  const setupManually = async () => {
    const confirmed = await confirm({ message: t(SETUP_MANUALLY_MESSAGE), cancelLabel: t('Cancel'), confirmLabel: t('Setup manually') });
    if (confirmed) navigate(`/user-details/${path}`);
  };

  let content: React.ReactNode;
  if (loaded.state === 'loading') content = <LoadingState label={t('Fetching user details')} />;
  else if (loaded.state === 'hasError') content = <ErrorState message={t('Failed to fetch user data')} onRetry={() => reload(partyId)} />;
  else if (!loaded.data) content = <EmptyState message={t('User not found')} />;
  else {
    content = (
      <>
        <UserSummary user={loaded.data} />
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate(`/user-quick-setup/${path}`)}>
            {t('Quick Setup')}
          </Button>
          <Button onClick={() => void setupManually()}>{t('Setup Manually')}</Button>
        </div>
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="user-confirmation-title">
      <PageHeader id="user-confirmation-title" title={t('Create user')} defaultBack="/tabs/users" />
      {disabledDouble && (
        <MessageBar className={styles.note} intent="info">
          <MessageBarBody>{t('The OMS received this create twice and made a second user, {{double}}. It was disabled; this user is {{partyId}}.', { double: disabledDouble, partyId })}</MessageBarBody>
        </MessageBar>
      )}
      {content}
      {confirmDialog}
    </section>
  );
}

/** The route element: one screen per partyId. */
export function UserConfirmationRoute(): React.JSX.Element {
  const { partyId = '' } = useParams();
  return <UserConfirmationPage key={partyId} partyId={partyId} />;
}
