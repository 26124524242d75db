/**
 * The App access of one user for another suite app (`./UserAccess`): the frame around App access
 * (`AccessBody`, every app or one with its capabilities open) — its heading with the user's name and
 * its own loading, not-found and error states for the party. The screen that reads the user
 * (src/app) hands in the party and, once it is in, App access with that user's `AccessSource`.
 */
import { Card, CardHeader, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import type { Loadable } from '../../lib/loadable';
import type { UserParty } from '../../oms/user-details';
import { displayName } from '../../party/party';

export interface UserAccessProps {
  partyId: string;
  /** The party (null: no such user). */
  party: Loadable<UserParty | null>;
  onRetry: () => void;
  /** App access of the party that was read: `<AccessBody>` with its source. */
  children: (party: UserParty) => React.ReactNode;
}

export function UserAccess({ partyId, party, onRetry, children }: UserAccessProps): React.JSX.Element {
  const { t } = useTranslation();
  let body: React.ReactNode;
  if (party.state === 'loading') body = <LoadingState label={t('Loading')} />;
  else if (party.state === 'hasError') body = <ErrorState message={t('Something went wrong.')} onRetry={onRetry} />;
  else if (!party.data) body = <EmptyState message={t('No record found')} />;
  else body = children(party.data);
  return (
    <Card aria-labelledby={`user-access-${partyId}`} data-user-access={partyId}>
      <CardHeader
        header={
          <Text as="h2" id={`user-access-${partyId}`} size={400} weight="semibold">
            {party.state === 'hasData' && party.data ? t('App access of {{name}}', { name: displayName(party.data) }) : t('App access')}
          </Text>
        }
      />
      {body}
    </Card>
  );
}
