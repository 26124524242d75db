/**
 * /tabs/permissions: the security groups that are not classification groups (id, name, how many
 * logins hold each), the chosen one in the URL (?groupId=) with its name, id, description, 'Edit',
 * a link to its users, and its permission list; 'Create security group' for those allowed.
 */
import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link';
import { ScreenHeading } from '../../components/screen-heading';
import { ErrorState, LoadingState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import type { SecurityGroup } from '../../oms/security-groups';
import { useReference } from '../../reference/hooks';
import { useHasAction } from '../../session/hooks';
import { catalogAtom, grantsFamily, memberCountsAtom } from './atoms';
import { GroupEditDialog } from './group-edit-dialog';
import { PermissionListView } from './permission-list-view';
import type * as ExportModule from './permissions-export';
import type * as CsvModule from '../../lib/csv';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(220px, 300px) 1fr', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  groups: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  group: { display: 'flex', justifyContent: 'space-between', width: '100%', textAlign: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function PermissionsTab(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const canCreate = useHasAction('APP_SECURITY_GROUP_CREATE');
  const [groups, retryGroups] = useReference('securityGroups');
  const counts = useAtomValue(memberCountsAtom);
  const [params, setParams] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const list = groups.state === 'hasData' ? groups.data : [];
  const current = list.find((group) => group.groupId === groupId);

  return (
    <section className={styles.page} aria-labelledby="permissions-title">
      {groupId ? <StartReads groupId={groupId} /> : null}
      <div className={styles.header}>
        <ScreenHeading id="permissions-title">{t('Permissions')}</ScreenHeading>
        {canCreate ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/create-security-group')}>
            {t('Create security group')}
          </Button>
        ) : null}
      </div>
      {groups.state === 'loading' ? <LoadingState label={t('Loading')} /> : null}
      {groups.state === 'hasError' ? <ErrorState message={t('Something went wrong.')} onRetry={retryGroups} /> : null}
      {groups.state === 'hasData' ? (
        <div className={styles.layout}>
          <nav aria-label={t('Security groups')}>
            <ul className={styles.groups}>
              {list.map((group) => (
                <li key={group.groupId}>
                  <Button
                    className={styles.group}
                    appearance={group.groupId === groupId ? 'secondary' : 'subtle'}
                    aria-current={group.groupId === groupId ? 'true' : undefined}
                    onClick={() => setParams({ groupId: group.groupId })}
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
          {current ? <GroupDetails key={current.groupId} group={current} /> : <Text>{t('Select a security group to see its permissions.')}</Text>}
        </div>
      ) : null}
    </section>
  );
}

/** Starts the catalog and the chosen group's grants with the group list, not after it. */
function StartReads({ groupId }: { groupId: string }): null {
  useAtomValue(catalogAtom);
  useAtomValue(grantsFamily(groupId));
  return null;
}

function GroupDetails({ group }: { group: SecurityGroup }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.details}>
      <div className={styles.row}>
        <Text as="h2" size={500} weight="semibold">
          {group.groupName || group.groupId}
        </Text>
        <Text className={styles.muted}>{group.groupId}</Text>
        <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
          {t('Edit')}
        </Button>
        <AppLink to={`/tabs/users?group=${encodeURIComponent(group.groupId)}`}>{t('View users')}</AppLink>
        <ExportPermissions groupId={group.groupId} />
      </div>
      {group.description ? <Text>{group.description}</Text> : null}
      <PermissionListView groupId={group.groupId} />
      {editing ? <GroupEditDialog group={group} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

/** The CSV code (papaparse with it) loads on the first export, not with the tab. */
function loadExport(): Promise<[typeof ExportModule, typeof CsvModule]> {
  return Promise.all([
    import(/* webpackChunkName: "permissions-export" */ './permissions-export'),
    import(/* webpackChunkName: "permissions-export" */ '../../lib/csv'),
  ]);
}

/** 'Export': the group's granted permissions as CSV, from what the screen already read. */
function ExportPermissions({ groupId }: { groupId: string }): React.JSX.Element {
  const { t } = useTranslation();
  const catalog = useAtomValue(catalogAtom);
  const grants = useAtomValue(grantsFamily(groupId));
  const ready = catalog.state === 'hasData' && grants.state === 'hasData';
  return (
    <Button
      icon={<ArrowDownloadRegular />}
      disabled={!ready}
      onClick={() => {
        if (catalog.state !== 'hasData' || grants.state !== 'hasData') return;
        const [sections, granted, others] = [catalog.data.sections, grants.data, t('Others')];
        loadExport().then(
          ([{ groupPermissionsCsv, permissionsCsvFileName }, { csvBlob, saveFile }]) =>
            saveFile(permissionsCsvFileName(groupId), csvBlob(groupPermissionsCsv(sections, granted, others))),
          (error: unknown) => console.error('The permissions export failed to load', error),
        );
      }}
    >
      {t('Export')}
    </Button>
  );
}
