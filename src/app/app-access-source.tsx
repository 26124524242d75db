/**
 * App access meets user details here (features never import each other): the `AccessSource` App
 * access reads — the user-details sections of the party (groups, facilities, the fulfillment-admin
 * flag), what the groups grant (`groupPermissionsFamily`, mounted only while App access shows) and
 * the Clearance card's one association flow to add a group — and the two places it shows: the card
 * on the user-details page and `./UserAccess`.
 */
import { useMemo } from 'react';
import { useStore } from 'jotai';
import { AccessBody, AppAccessCard } from '../features/app-access/app-access-card';
import type { AccessSource } from '../features/app-access/access-source';
import { UserAccess } from '../features/app-access/user-access';
import { groupPermissionsFamily, sections } from '../features/user-details/atoms';
import { useClearanceActions } from '../features/user-details/access/use-clearance-actions';
import { UserDetailsParty, useDetailsActions, useUserDetailsVisit } from '../features/user-details/use-details';
import type { UserParty } from '../oms/user-details';
import { assertCleared } from '../policy/cleared';

/** App access's source for a party of user details (under its `UserDetailsParty`). */
export function useUserDetailsAccessSource(party: UserParty): AccessSource {
  const store = useStore();
  const { refresh } = useDetailsActions();
  const { saveGroups } = useClearanceActions(party);
  const { partyId } = party;
  return useMemo((): AccessSource => {
    const groups = sections.securityGroups(partyId).view;
    const groupPermissions = groupPermissionsFamily(partyId);
    return {
      groups,
      groupPermissions: groupPermissions.view,
      facilities: sections.facilities(partyId).view,
      fulfillmentAdmin: sections.isFulfillmentAdmin(partyId).view,
      retry: () => {
        if (store.get(groups).state === 'hasError') void refresh('securityGroups');
        store.set(groupPermissions.version, (current) => ({ version: current.version + 1 }));
      },
      addToGroup: async (plan) => {
        assertCleared(plan);
        const { groupId } = plan;
        const held = store.get(groups);
        if (held.state !== 'hasData') return;
        await saveGroups(held.data, new Set([...held.data.map((group) => group.groupId), groupId]));
      },
    };
  }, [store, refresh, saveGroups, partyId]);
}

/** The App access card of the user-details page (its `extraCards`). */
export function UserDetailsAppAccessCard({ party }: { party: UserParty }): React.JSX.Element {
  return <AppAccessCard party={party} source={useUserDetailsAccessSource(party)} />;
}

function UserDetailsAccessBody({ party, appId }: { party: UserParty; appId?: string }): React.JSX.Element {
  return <AccessBody party={party} source={useUserDetailsAccessSource(party)} appId={appId} />;
}

/** `./UserAccess`: the App access of a partyId, read as user details reads it (one visit while it shows). */
export function UserAccessOfParty({ partyId, appId }: { partyId: string; appId?: string }): React.JSX.Element {
  const [party, reload] = useUserDetailsVisit(partyId);
  return (
    <UserAccess partyId={partyId} party={party} onRetry={reload}>
      {(user) => (
        <UserDetailsParty value={partyId}>
          <UserDetailsAccessBody party={user} appId={appId} />
        </UserDetailsParty>
      )}
    </UserAccess>
  );
}
