/**
 * /tabs/permissions: two views, kept in the URL (./tab-params). 'By security group' (the default,
 * `?view=group`, the spec's screen): the security groups that are not classification groups (id,
 * name, how many logins hold each), the chosen one (?groupId=) with its permission list.
 * 'By app' (`?view=app`, ./apps-view, its own chunk): the suite's apps and what each lets a user do.
 * 'Create security group' for those allowed. Below the large breakpoint one pane shows at a time.
 */
import { Suspense, lazy } from 'react';
import { Button, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import { useReference } from '../../reference/hooks';
import { useHasAction } from '../../session/hooks';
import { capabilityCatalogAtom } from '../../catalog/atoms';
import { appHoldersFamily, catalogAtom, grantsFamily, memberCountsAtom } from './atoms';
import { GroupDetails } from './group-details';
import { SplitPanes } from './split-panes';
import { MISSING_ON_OMS, NOT_IN_ANY_APP, useTabParams } from './tab-params';
import type { PermissionsView } from './tab-params';

const AppsView = lazy(() => import(/* webpackChunkName: "permissions-by-app" */ './by-app/apps-view').then((module) => ({ default: module.AppsView })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  groups: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  group: { display: 'flex', justifyContent: 'space-between', width: '100%', textAlign: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function PermissionsTab(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const canCreate = useHasAction('APP_SECURITY_GROUP_CREATE');
  const { view, groupId, appId, update } = useTabParams();

  return (
    <section className={styles.page} aria-labelledby="permissions-title">
      {view === 'group' && groupId ? <StartReads groupId={groupId} /> : null}
      {view === 'app' ? <StartAppReads /> : null}
      {view === 'app' && appId && appId !== NOT_IN_ANY_APP && appId !== MISSING_ON_OMS ? <StartAppHolders appId={appId} /> : null}
      <div className={styles.header}>
        <ScreenHeading id="permissions-title">{t('Permissions')}</ScreenHeading>
        {canCreate ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/create-security-group')}>
            {t('Create security group')}
          </Button>
        ) : null}
      </div>
      <TabList aria-label={t('Permissions view')} selectedValue={view} onTabSelect={(_event, data) => update({ view: data.value as PermissionsView })}>
        <Tab value="group">{t('By security group')}</Tab>
        <Tab value="app">{t('By app')}</Tab>
      </TabList>
      {view === 'app' ? (
        <Suspense fallback={<LoadingState label={t('Loading apps')} />}>
          <AppsView />
        </Suspense>
      ) : (
        <GroupsView />
      )}
    </section>
  );
}

/** Starts the catalog and the chosen group's grants with the group list, not after it. */
function StartReads({ groupId }: { groupId: string }): null {
  useAtomValue(catalogAtom);
  useAtomValue(grantsFamily(groupId));
  return null;
}

/**
 * Starts the By app view's reads while its code loads, not after it: the capability catalog's
 * chunk, the tab's permission list, the group list and the user counts (which every app's page
 * shows) and, for a chosen app, its holders (which wait only for the catalog's data).
 */
function StartAppReads(): null {
  useAtomValue(capabilityCatalogAtom);
  useAtomValue(catalogAtom);
  // What every app's page shows beside its holders, so opening an app is one wave (its holders).
  useAtomValue(memberCountsAtom);
  useReference('securityGroups');
  return null;
}

function StartAppHolders({ appId }: { appId: string }): null {
  useAtomValue(appHoldersFamily(appId));
  useAtomValue(memberCountsAtom);
  useReference('securityGroups');
  return null;
}

/** 'By security group': the functional groups with their user counts, and the chosen one. */
function GroupsView(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [groups, retryGroups] = useReference('securityGroups');
  const counts = useAtomValue(memberCountsAtom);
  const { groupId, update } = useTabParams();

  if (groups.state === 'loading') return <LoadingState label={t('Loading')} />;
  if (groups.state === 'hasError') return <ErrorState message={t('Something went wrong.')} onRetry={retryGroups} />;
  const current = groups.data.find((group) => group.groupId === groupId);
  const list = (
    <nav aria-label={t('Security groups')}>
      <ul className={styles.groups}>
        {groups.data.map((group) => (
          <li key={group.groupId}>
            <Button
              className={styles.group}
              appearance={group.groupId === groupId ? 'secondary' : 'subtle'}
              aria-current={group.groupId === groupId ? 'true' : undefined}
              onClick={() => update({ groupId: group.groupId }, { focusPane: true })}
            >
              <span>
                <Text block>{group.groupName || group.groupId}</Text>
                <Text size={200} className={styles.muted}>
                  {group.groupId}
                </Text>
              </span>
              <Text size={200} className={styles.muted}>
                {counts.state === 'hasData' ? t('{{count}} users', { count: counts.data.get(group.groupId) ?? 0 }) : ''}
              </Text>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <SplitPanes
      list={list}
      // A link to a group the OMS does not hold says so (as Add permissions does, and By app of an app not in the catalog).
      detail={current ? <GroupDetails key={current.groupId} group={current} /> : groupId ? <EmptyState message={t('Security group {{groupId}} not found', { groupId })} /> : null}
      placeholder={<Text>{t('Select a security group to see its permissions.')}</Text>}
      onBack={() => update({ groupId: null }, { focusPane: true })}
    />
  );
}
