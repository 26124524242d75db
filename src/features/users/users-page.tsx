/**
 * /tabs/users: find people. Search and filters (kept in the URL), the merged one-row-per-user
 * list with infinite loading, CSV export, and 'Import users' and 'Create user' for those allowed to.
 */
import { useEffect, useRef } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../components/app-link';
import { ArrowImportRegular } from '@fluentui/react-icons/svg/arrow-import';
import { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import { useHasAction } from '../../session/hooks';
import { BulkActions } from './bulk-actions';
import { ExportUsers } from './export-dialog';
import { useClearSelectionOnFilter } from './use-selection';
import { UserFilters } from './user-filters';
import { UserList } from './user-list';
import { useUserFilter } from './use-user-filter';
import { useUserList } from './use-user-list';
import type { UserListControls } from './use-user-list';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexGrow: 1 },
  count: { color: tokens.colorNeutralForeground3 },
  // Longer labels (es, ja) wrap onto a second line on a narrow screen instead of being cut.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, '& > *': { flexShrink: 0 } },
});

function ListContent({ list, reload, loadMore }: UserListControls): React.JSX.Element {
  const { t } = useTranslation();
  if (list.status === 'idle' || list.status === 'loading') return <LoadingState label={t('Loading users')} />;
  if (list.status === 'error') {
    const message = list.error?.serverMessage ?? t('Something went wrong while loading. Please try again.');
    return <ErrorState message={message} onRetry={reload} />;
  }
  if (list.users.items.length === 0) return <EmptyState message={t('No users found')} />;
  return (
    <UserList
      items={list.users.items}
      total={list.total}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      moreError={list.moreError}
      onLoadMore={loadMore}
    />
  );
}

export interface UsersPageProps {
  /** Called once the first users are on screen (the app preloads the next likely screen then). */
  onRowsShown?: () => void;
}

export function UsersPage({ onRowsShown }: UsersPageProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const canCreate = useHasAction('APP_USER_CREATE');
  const canViewPermissions = useHasAction('APP_PERMISSION_VIEW');
  const [filter, setFilter] = useUserFilter();
  const controls = useUserList(filter);
  // The bulk bar shows for a viewer who may block logins or change security groups.
  const canBlock = useHasAction('APP_UPDT_BLOCK_LOGIN');
  const canGroups = useHasAction('APP_SECURITY_GROUP_CREATE');
  useClearSelectionOnFilter(filter);
  const { list } = controls;
  const ready = list.status === 'ready';
  const rowsShown = ready && list.users.items.length > 0;
  const rowsReported = useRef(false);
  useEffect(() => {
    if (!rowsShown || rowsReported.current) return;
    rowsReported.current = true;
    onRowsShown?.();
  }, [rowsShown, onRowsShown]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.title}>
          <ScreenHeading>{t('Users')}</ScreenHeading>
          {ready ? (
            <Text className={styles.count} role="status">
              {t('{{count}} users', { count: list.total })}
            </Text>
          ) : null}
          {filter.securityGroup && canViewPermissions ? (
            <AppLink to={`/tabs/permissions?groupId=${encodeURIComponent(filter.securityGroup)}`}>{t('View permissions of this group')}</AppLink>
          ) : null}
        </div>
        <div className={styles.actions}>
          <ExportUsers filter={filter} disabled={!ready || list.total === 0} />
          {canViewPermissions ? <Button onClick={() => navigate('/access-review')}>{t('Access review')}</Button> : null}
          {canCreate ? (
            <>
              <Button icon={<ArrowImportRegular />} onClick={() => navigate('/import-users')}>
                {t('Import users')}
              </Button>
              <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate('/create-user')}>
                {t('Create user')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <UserFilters filter={filter} onChange={setFilter} />
      <BulkActions filter={filter} total={list.total} canChange={canBlock || canGroups} onChanged={controls.reload} />
      <ListContent {...controls} />
    </div>
  );
}
