/**
 * The two lists beside the apps in the By app view, narrowed by its search: "Not in any app" (the
 * OMS permissions the tab lists that no app of the suite checks) and "Missing on this OMS" (ids the
 * apps check that have no SecurityPermission row here: shown with what checks them, never
 * grantable). Both come from the permission list the tab reads anyway.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import type { Loadable } from '../../../lib/loadable';
import { searchList } from './by-app';
import type { MissingPermission, UnusedPermission } from './by-app';
import { useDescribeUse } from '../catalog-usage';
import { PaneHeading } from '../split-panes';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  rows: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  id: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  // Plain spans, not Text: an OMS can have thousands of permissions no app checks.
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
});

export interface HonestLists {
  unused: readonly UnusedPermission[];
  missing: readonly MissingPermission[];
}

interface PaneProps {
  lists: Loadable<HonestLists>;
  search: string;
  onRetry(): void;
}

export function NotInAnyAppPane({ lists, search, onRetry }: PaneProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const shown = lists.state === 'hasData' ? searchList(lists.data.unused, search) : [];
  return (
    <HonestPane
      title={t('Not in any app')}
      explanation={t('Permissions of this OMS that no app of the suite checks. The OMS itself may still use them.')}
      lists={lists}
      onRetry={onRetry}
      empty={lists.state === 'hasData' && lists.data.unused.length > 0 ? t('No permission matches the search.') : t('Every permission of this OMS is checked by some app.')}
    >
      {shown.length > 0 ? (
        <ul className={styles.rows}>
          {shown.map(({ permission }) => (
            <li key={permission.permissionId} className={styles.row}>
              <span className={styles.id}>{permission.permissionId}</span>
              {permission.description ? <span className={styles.muted}>{permission.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </HonestPane>
  );
}

export function MissingOnOmsPane({ lists, search, onRetry, text }: PaneProps & { text: (key: string) => string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const shown = lists.state === 'hasData' ? searchList(lists.data.missing, search) : [];
  const whereUsed = useDescribeUse(text);
  return (
    <HonestPane
      title={t('Missing on this OMS')}
      explanation={t('Permissions the apps check that this OMS does not have. They cannot be granted until the OMS has them.')}
      lists={lists}
      onRetry={onRetry}
      empty={lists.state === 'hasData' && lists.data.missing.length > 0 ? t('No permission matches the search.') : t('Every permission the apps check exists on this OMS.')}
    >
      {shown.length > 0 ? (
        <ul className={styles.rows}>
          {shown.map((missing) => (
            <li key={missing.permissionId} className={styles.row}>
              <span className={styles.id}>{missing.permissionId}</span>
              <span className={styles.muted}>{t('Used by: {{uses}}', { uses: missing.uses.map(whereUsed).join('; ') })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </HonestPane>
  );
}

/** A list's heading and explanation, then loading, error (Retry), empty or its rows. */
function HonestPane({
  title,
  explanation,
  lists,
  onRetry,
  empty,
  children,
}: {
  title: string;
  explanation: string;
  lists: Loadable<HonestLists>;
  onRetry(): void;
  empty: string;
  children: React.ReactNode;
}): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  let body: React.ReactNode;
  if (lists.state === 'loading') body = <LoadingState label={t('Loading')} />;
  else if (lists.state === 'hasError') body = <ErrorState message={t('Something went wrong.')} onRetry={onRetry} />;
  else body = children ?? <EmptyState message={empty} />;
  return (
    <div className={styles.pane}>
      <PaneHeading>{title}</PaneHeading>
      <Text>{explanation}</Text>
      {body}
    </div>
  );
}
