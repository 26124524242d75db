/**
 * The chosen app in the By app view: who can open it (the functional groups whose grants satisfy
 * its access expression, with how many users each has), then one card per capability with the
 * groups granting it. Its reads: one paged performFind for all of the app's ids
 * (`appHoldersFamily`), beside the cached group list and the tab's user counts.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Catalog, CatalogApp, CatalogCapability } from '../../../catalog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCompare } from '../../../lib/collate';
import { byShownName, shownGroupName } from '../../../reference/group-order';
import { referenceData, useReference } from '../../../reference/hooks';
import { groupsGranting } from '../../../catalog/holders';
import type { HoldingGroup } from '../../../catalog/holders';
import { GroupBadges, PermissionExpression } from './app-parts';
import type { GroupBadge } from './app-parts';
import { appHoldersFamily, memberCountsAtom, retryAppHoldersAtom } from '../atoms';
import { sortedGroups } from './by-app';
import { CapabilityCard } from './capability-card';
import type { UsersLink } from './capability-card';
import { useAppNavigate, useAppPath } from '../../../lib/navigation';
import { PaneHeading } from '../split-panes';
import { useGroupLinks } from '../tab-params';
import { CapabilityHistoryDialog } from './capability-history-dialog';
import { ManageGroupsDialog } from './manage-groups-dialog';
import { useHasAction } from '../../../session/hooks';

const useStyles = makeStyles({
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

export interface AppDetailsProps {
  /** The whole catalog: a removal's impact reaches every app. */
  catalog: Catalog;
  app: CatalogApp;
  /** The capabilities to show: all, or those matching the search. */
  capabilities: readonly CatalogCapability[];
  /** A catalog text in the screen's language. */
  text: (key: string) => string;
  /** Every permission id of this OMS; null while it is read. */
  present: ReadonlySet<string> | null;
  /** Shows every capability again (clears the search); given when the search narrowed them. */
  onShowAll?: () => void;
}

export function AppDetails({ catalog, app, capabilities, text, present, onShowAll }: AppDetailsProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const holders = useAtomValue(appHoldersFamily(app.id));
  const retry = useSetAtom(retryAppHoldersAtom);
  const links = useGroupLinks();
  const usersLink = useUsersLink();
  const [groupList] = useReference('securityGroups');
  const names = useMemo(() => new Map(referenceData(groupList).map((group) => [group.groupId, group.groupName || group.groupId])), [groupList]);
  const nameOf = useCallback((group: HoldingGroup) => names.get(group.groupId) ?? (group.groupName || group.groupId), [names]);
  const compare = useCompare();
  const groups = useMemo(() => (holders.state === 'hasData' ? sortedGroups(holders.data, nameOf, compare) : []), [holders, nameOf, compare]);
  const canAdd = useHasAction('APP_PERMISSION_CREATE');
  const canRemove = useHasAction('APP_PERMISSION_UPDATE');
  const [managing, setManaging] = useState<string | null>(null);
  const onManage = useCallback((capabilityId: string) => setManaging(capabilityId), []);
  const [viewing, setViewing] = useState<string | null>(null);
  const onHistory = useCallback((capabilityId: string) => setViewing(capabilityId), []);
  const viewed = viewing ? app.capabilities.find((capability) => capability.id === viewing) : undefined;
  const managed = managing ? app.capabilities.find((capability) => capability.id === managing) : undefined;
  const functionalGroups = useMemo(
    () => byShownName(referenceData(groupList), compare).map((group) => ({ groupId: group.groupId, name: shownGroupName(group) })),
    [groupList, compare],
  );
  const badges = useCallback((list: readonly HoldingGroup[]): GroupBadge[] => list.map((group) => ({ groupId: group.groupId, name: nameOf(group) })), [nameOf]);
  // One array per capability, kept while the holders and names stay: the cards are memoised.
  const cardHolders = useMemo(
    () => new Map(app.capabilities.map((capability) => [capability.id, badges(groupsGranting(app, capability.expression, groups))])),
    [app, groups, badges],
  );

  let body: React.ReactNode;
  if (holders.state === 'loading') body = <LoadingState label={t('Loading security groups')} />;
  else if (holders.state === 'hasError') body = <ErrorState message={t('Something went wrong.')} onRetry={() => retry(app.id)} />;
  else
    body = (
      <>
        <AccessSection app={app} holders={badges(groupsGranting(app, app.access.expression, groups))} present={present} links={links} />
        <section className={styles.section} aria-labelledby={`capabilities-${app.id}`}>
          <Text as="h3" id={`capabilities-${app.id}`} size={400} weight="semibold">
            {`${t('Capabilities')} (${capabilities.length})`}
          </Text>
          {onShowAll ? (
            <div className={styles.row}>
              <Text>{t('{{shown}} of {{total}} capabilities match the search.', { shown: capabilities.length, total: app.capabilities.length })}</Text>
              <Button size="small" onClick={onShowAll}>
                {t('Show all')}
              </Button>
            </div>
          ) : null}
          {capabilities.length === 0 ? (
            <EmptyState message={t('This app has no capabilities to grant.')} />
          ) : (
            <ul className={styles.cards}>
              {capabilities.map((capability) => (
                <CapabilityCard
                  key={capability.id}
                  id={capability.id}
                  onManage={canAdd || canRemove ? onManage : undefined}
                  onHistory={onHistory}
                  title={text(capability.title)}
                  description={text(capability.description)}
                  expression={capability.expression}
                  present={present}
                  holders={cardHolders.get(capability.id) ?? []}
                  links={links}
                  usersLink={usersLink}
                />
              ))}
            </ul>
          )}
        </section>
      </>
    );

  return (
    <div className={styles.details}>
      <PaneHeading>{app.name}</PaneHeading>
      {app.passAll.length > 0 ? <Text className={styles.muted}>{t('Holders of {{ids}} pass every check of this app.', { ids: app.passAll.join(', ') })}</Text> : null}
      {body}
      {managed && holders.state === 'hasData' ? (
        <ManageGroupsDialog
          catalog={catalog}
          app={app}
          capability={managed}
          text={text}
          groups={functionalGroups}
          holders={holders.data}
          present={present}
          canAdd={canAdd}
          canRemove={canRemove}
          onClose={() => setManaging(null)}
        />
      ) : null}
      {viewed ? <CapabilityHistoryDialog title={text(viewed.title)} permissionIds={viewed.permissionIds} groupNames={names} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

/** Who can open the app: its access expression and the groups satisfying it, with their user counts. */
function AccessSection({ app, holders, present, links }: { app: CatalogApp; holders: GroupBadge[]; present: ReadonlySet<string> | null; links: ReturnType<typeof useGroupLinks> }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const counts = useAtomValue(memberCountsAtom);
  const known = counts.state === 'hasData' ? counts.data : null;
  const total = known ? holders.reduce((sum, group) => sum + (known.get(group.groupId) ?? 0), 0) : null;
  return (
    <section className={styles.section} aria-labelledby={`access-${app.id}`}>
      <Text as="h3" id={`access-${app.id}`} size={400} weight="semibold">
        {t('Who can open it')}
      </Text>
      {app.access.permissionIds.length === 0 ? (
        <Text>{t('Everyone with a login can open this app: it checks no permission.')}</Text>
      ) : (
        <>
          <div className={styles.row}>
            <Text size={200} className={styles.muted}>
              {t('Permission')}
            </Text>
            <PermissionExpression expression={app.access.expression} present={present} />
          </div>
          <GroupBadges groups={holders} links={links} counts={known} />
          {total !== null && holders.length > 0 ? <Text className={styles.muted}>{t('Up to {{count}} users', { count: total })}</Text> : null}
        </>
      )}
    </section>
  );
}

/** "Users who can …": the Users tab filtered to the groups granting a capability (their ids joined by ','). */
function useUsersLink(): UsersLink {
  const toPath = useAppPath();
  const navigate = useAppNavigate();
  return useMemo(() => {
    const path = (groups: readonly GroupBadge[]) => `/tabs/users?group=${encodeURIComponent(groups.map((group) => group.groupId).join(','))}`;
    return { href: (groups) => toPath(path(groups)), open: (groups) => navigate(path(groups)) };
  }, [toPath, navigate]);
}
