/**
 * One capability of an app: its title and description in the screen's language, the permission
 * ids behind it, and the functional security groups that grant it (links to their permissions).
 * When no alternative of its expression exists on this OMS, it says it cannot be granted here.
 * 'Manage security groups' and 'View history' open the page's dialogs for it (./manage-groups-dialog.tsx,
 * ./capability-history-dialog.tsx).
 */
import { memo } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { holds } from '../../../catalog';
import { GroupBadges, PermissionExpression } from './app-parts';
import type { GroupBadge, GroupLinks } from './app-parts';

const useStyles = makeStyles({
  // Plain elements with Fluent's tokens (no <Text>): an app opens with up to ~30 of these cards at once.
  card: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    // Cards below the fold skip layout and paint until they near the screen.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 180px',
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { textDecorationLine: 'underline' } },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

export interface CapabilityCardProps {
  title: string;
  description: string;
  expression: string;
  /** Every permission id of this OMS; null while it is read. */
  present: ReadonlySet<string> | null;
  holders: readonly GroupBadge[];
  links: GroupLinks;
  /** The Users tab filtered to the given groups: "Users who can …" (one object for every card). */
  usersLink: UsersLink;
  id: string;
  /** Opens 'Manage security groups'; absent when the viewer may neither grant nor end permissions. */
  onManage?: (capabilityId: string) => void;
  /** Opens 'View history'. */
  onHistory: (capabilityId: string) => void;
}

export interface UsersLink {
  href(groups: readonly GroupBadge[]): string;
  open(groups: readonly GroupBadge[]): void;
}

/** Same badges in the same order: a re-read of the app's holders builds new arrays for every card. */
function sameHolders(a: readonly GroupBadge[], b: readonly GroupBadge[]): boolean {
  return a.length === b.length && a.every((badge, index) => badge.groupId === b[index]?.groupId && badge.name === b[index]?.name);
}

export function sameCardProps(previous: CapabilityCardProps, next: CapabilityCardProps): boolean {
  return (Object.keys(next) as (keyof CapabilityCardProps)[]).every((key) =>
    key === 'holders' ? sameHolders(previous.holders, next.holders) : Object.is(previous[key], next[key]),
  ) && Object.keys(previous).length === Object.keys(next).length;
}

/**
 * Memoised: a change elsewhere in the app's page re-renders no card whose props stayed, and a grant
 * or removal (which re-reads the app's holders) re-renders only the cards whose holders changed.
 */
export const CapabilityCard = memo(function CapabilityCard({ id, title, description, expression, present, holders, links, usersLink, onManage, onHistory }: CapabilityCardProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  // USERS_BENCH is a build-time constant ('' unless the bench builds): production drops this line.
  if (process.env.USERS_BENCH === '1') (globalThis as typeof globalThis & { __usersBench?: { capabilityRendered?: (id: string) => void } }).__usersBench?.capabilityRendered?.(id);
  return (
    <li className={styles.card}>
      <h4 className={styles.title}>{title}</h4>
      <p className={styles.text}>{description}</p>
      <div className={styles.row}>
        <span className={styles.label}>{t('Permission')}</span>
        <PermissionExpression expression={expression} present={present} />
      </div>
      {present && !holds(expression, present) ? <p className={mergeClasses(styles.text, styles.warning)}>{t('Not grantable on this OMS: its permissions are missing here.')}</p> : null}
      <div className={styles.row}>
        <span className={styles.label}>{t('Granted by')}</span>
        <GroupBadges groups={holders} links={links} />
        {holders.length > 0 ? (
          <a
            className={styles.link}
            href={usersLink.href(holders)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              usersLink.open(holders);
            }}
          >
            {t('Users who can {{what}}', { what: title })}
          </a>
        ) : null}
      </div>
      <div className={styles.row}>
        {onManage ? (
          <Button size="small" onClick={() => onManage(id)} aria-label={t('Manage security groups: {{title}}', { title })}>
            {t('Manage security groups')}
          </Button>
        ) : null}
        <Button size="small" appearance="subtle" onClick={() => onHistory(id)} aria-label={t('View history: {{title}}', { title })}>
          {t('View history')}
        </Button>
      </div>
    </li>
  );
}, sameCardProps);
