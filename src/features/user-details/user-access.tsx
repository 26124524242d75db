/**
 * The App access of one user for another suite app (`./UserAccess`): what the user can do in every
 * app, or in one (`appId`, its capabilities open), and why — so an app that refuses a user can say
 * exactly what is missing. The user-details atoms for that party, one visit while it shows; its own
 * loading, not-found and error states. 'Add to group…' when the viewer may add security groups.
 */
import { useEffect } from 'react';
import { Card, CardHeader, Text } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { AccessBody } from './app-access-card';
import { enterUserDetailsAtom, leaveUserDetailsAtom, reloadUserDetailsAtom, sections } from './atoms';
import { UserDetailsParty } from './use-details';
import { displayName } from '../../party/party';

export function UserAccess({ partyId, appId }: { partyId: string; appId?: string }): React.JSX.Element {
  const { t } = useTranslation();
  const party = useAtomValue(sections.party(partyId).view);
  const enter = useSetAtom(enterUserDetailsAtom);
  const leave = useSetAtom(leaveUserDetailsAtom);
  const reload = useSetAtom(reloadUserDetailsAtom);
  useEffect(() => {
    enter(partyId);
    return () => leave(partyId);
  }, [enter, leave, partyId]);

  let body: React.ReactNode;
  if (party.state === 'loading') body = <LoadingState label={t('Loading')} />;
  else if (party.state === 'hasError') body = <ErrorState message={t('Something went wrong.')} onRetry={() => reload(partyId)} />;
  else if (!party.data) body = <EmptyState message={t('No record found')} />;
  else
    body = (
      <UserDetailsParty value={partyId}>
        <AccessBody party={party.data} appId={appId} />
      </UserDetailsParty>
    );
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
