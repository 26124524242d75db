/**
 * The embeddable user card: avatar, name, username, party status and security groups, read-only.
 * It sizes to its container (no routes, no tab bar, no page overlay) so any suite app can place it.
 */
import { Avatar, Badge, Button, Card, CardHeader, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/hooks';
import { profileImageUrl } from './display';
import { useUserCard } from './use-user-card';
import type { UserCardData } from './use-user-card';
import { displayName, isPartyDisabled } from '../../party/party';

const useStyles = makeStyles({
  card: { maxWidth: '420px', width: '100%', boxSizing: 'border-box' },
  state: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '48px',
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  groups: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export function UserCard({ partyId }: { partyId: string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { state, retry } = useUserCard(partyId);

  let body: React.ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className={styles.state} role="status" aria-live="polite">
        <Spinner size="small" label={t('Loading')} />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <div className={styles.state} role="alert">
        <Text>{t('Failed to fetch user data')}</Text>
        <Button size="small" onClick={retry}>
          {t('Retry')}
        </Button>
      </div>
    );
  } else if (state.status === 'not-found') {
    body = (
      <div className={styles.state} role="status">
        <Text>{t('User not found')}</Text>
      </div>
    );
  } else {
    body = <UserCardContent data={state.data} />;
  }

  return (
    <Card className={styles.card} size="small" data-user-card={partyId}>
      {body}
    </Card>
  );
}

function UserCardContent({ data }: { data: UserCardData }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const session = useSession();
  const { party, groups } = data;
  const name = displayName(party);
  const disabled = isPartyDisabled(party);
  return (
    <>
      <CardHeader
        image={<Avatar name={name} image={data.logoPath ? { src: profileImageUrl(session.instanceUrl, data.logoPath) } : undefined} />}
        header={
          <Text as="h3" weight="semibold">
            {name}
          </Text>
        }
        description={party.userLoginId ? <Text size={200}>{party.userLoginId}</Text> : undefined}
      />
      <div className={styles.row}>
        <Badge appearance="tint" color={disabled ? 'danger' : 'success'}>
          {t(disabled ? 'Disabled' : 'Enabled')}
        </Badge>
      </div>
      {groups.length > 0 ? (
        <ul className={styles.groups} aria-label={t('Security groups')}>
          {groups.map((group) => (
            <li key={group.groupId}>
              <Badge appearance="outline" color="informative">
                {group.groupName || group.groupId}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
