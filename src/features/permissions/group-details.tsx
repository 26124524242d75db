/**
 * The chosen security group on the Permissions tab: its name, id and description, 'Edit', a link
 * to its users, 'Export' and its permission list.
 */
import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import type { SecurityGroup } from '../../oms/security-groups';
import { catalogAtom, grantsFamily } from './atoms';
import { GroupEditDialog } from './group-edit-dialog';
import { PermissionListView } from './permission-list-view';
import type * as ExportModule from './permissions-export';
import type * as CsvModule from '../../lib/csv';
import { PaneHeading } from './split-panes';

const useStyles = makeStyles({
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function GroupDetails({ group }: { group: SecurityGroup }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.details}>
      <div className={styles.row}>
        <PaneHeading>{group.groupName || group.groupId}</PaneHeading>
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
            saveFile(permissionsCsvFileName(groupId), csvBlob(groupPermissionsCsv(sections, granted, others, (column) => t(column)))),
          (error: unknown) => console.error('The permissions export failed to load', error),
        );
      }}
    >
      {t('Export')}
    </Button>
  );
}
