/**
 * /add-permissions?groupId=…: 'Add permissions to {groupName}', the group's permission list, and
 * 'Finish setup' back to the Permissions tab with the group chosen. A groupId the OMS's groups do not
 * hold (a stale link) says so instead of offering a list whose every tick would fail.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import { useReference } from '../../reference/hooks';
import { PermissionListView } from './permission-list-view';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

export function AddPermissionsPage(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const [groups] = useReference('securityGroups');
  const group = groups.state === 'hasData' ? groups.data.find((candidate) => candidate.groupId === groupId) : undefined;
  const groupName = group?.groupName || groupId;
  // Only once the list is in: while it loads (or if it cannot be read) the list is shown as before.
  const notFound = Boolean(groupId) && groups.state === 'hasData' && !group;

  return (
    <section className={styles.page} aria-labelledby="add-permissions-title">
      <ScreenHeading id="add-permissions-title">{t('Add permissions to {{groupName}}', { groupName })}</ScreenHeading>
      {notFound ? (
        <EmptyState message={t('Security group {{groupId}} not found', { groupId })} />
      ) : groupId ? (
        <PermissionListView groupId={groupId} />
      ) : (
        <EmptyState message={t('No record found')} />
      )}
      <div className={styles.footer}>
        <Button appearance="primary" onClick={() => navigate(notFound ? '/tabs/permissions' : `/tabs/permissions?groupId=${encodeURIComponent(groupId)}`)}>
          {t('Finish setup')}
        </Button>
      </div>
    </section>
  );
}
