/**
 * One user of the list: a table row whose name is the link to the user's details (keyboard and
 * screen readers use the link; a click anywhere on the row does the same for the mouse).
 *
 * Rows mount and unmount by the dozen while the list scrolls, so they take what they need (texts,
 * dates, paths, styles) from one context the list provides instead of each subscribing on its own.
 */
import { createContext, memo, useContext, useMemo } from 'react';
import { Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DateInput } from '../../lib/dates';
import { useAppNavigate, useAppPath } from '../../lib/navigation';
import { useFormatDate } from '../../session/hooks';
import { loginBadge } from './user-rows';
import { displayName, isPartyDisabled } from '../../party/party';
import type { UserListItem } from './user-rows';
import type { MatchingUser } from '../../oms/matching-users';
import { isPicked, selectionAtom, toggleUserAtom } from './selection';

/** Rows have one fixed height so the virtualiser needs no measuring. */
export const ROW_HEIGHT = 64;
const SHOWN_GROUPS = 2;

export const useRowStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '2rem minmax(0, 2.2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr)',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767px)': { gridTemplateColumns: '2rem minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
  },
  body: {
    height: `${ROW_HEIGHT}px`,
    overflow: 'hidden',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  /** Columns left out on narrow screens (security groups, created). */
  wide: { '@media (max-width: 767px)': { display: 'none' } },
  cell: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: tokens.spacingVerticalXXS },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  /** The selection cell: a plain checkbox (one per row, so no Fluent component) sized for a pointer. */
  select: { display: 'flex', alignItems: 'center', justifyContent: 'center', alignSelf: 'stretch', cursor: 'default' },
  checkbox: { width: '16px', height: '16px', margin: 0, accentColor: tokens.colorBrandBackground, cursor: 'pointer' },
  badges: { display: 'flex', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS, overflow: 'hidden', minWidth: 0 },
  // A badge as Fluent's tint/outline Badge draws it, as a plain span: rows mount by the dozen while
  // the list scrolls, and the Users tab then needs no badge component. Long group names shrink to
  // an ellipsis inside their badge (full name on hover) instead of wrapping inside a one-line badge.
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '20px',
    flexShrink: 1,
    minWidth: 0,
    maxWidth: '100%',
    paddingInline: `calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  informative: { backgroundColor: tokens.colorNeutralBackground4, color: tokens.colorNeutralForeground3 },
  more: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1, ...shorthands.borderColor(tokens.colorPaletteGreenBorder1) },
  danger: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, ...shorthands.borderColor(tokens.colorPaletteRedBorder1) },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorPaletteYellowForeground1, ...shorthands.borderColor(tokens.colorPaletteYellowBorder1) },
  badgeText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface RowServices {
  t: TFunction;
  isPicked: (partyId: string) => boolean;
  toggle: (user: MatchingUser) => void;
  formatDate: (value: DateInput) => string;
  toPath: (path: string) => string;
  open: (path: string) => void;
  styles: ReturnType<typeof useRowStyles>;
}

const RowServicesContext = createContext<RowServices | null>(null);

/** What every row needs, gathered once by the list. */
export function RowServicesProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const styles = useRowStyles();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const toPath = useAppPath();
  const open = useAppNavigate();
  const selection = useAtomValue(selectionAtom);
  const toggle = useSetAtom(toggleUserAtom);
  const services = useMemo<RowServices>(
    () => ({ t, formatDate, toPath, open, styles, isPicked: (partyId) => isPicked(selection, partyId), toggle }),
    [t, formatDate, toPath, open, styles, selection, toggle],
  );
  return <RowServicesContext.Provider value={services}>{children}</RowServicesContext.Provider>;
}

function useRowServices(): RowServices {
  const services = useContext(RowServicesContext);
  if (!services) throw new Error('UserRow renders inside RowServicesProvider');
  return services;
}

function GroupBadges({ item }: { item: UserListItem }): React.JSX.Element {
  const { t, styles } = useRowServices();
  if (item.securityGroups.length === 0) return <Text className={styles.muted}>-</Text>;
  const shown = item.securityGroups.slice(0, SHOWN_GROUPS);
  const rest = item.securityGroups.slice(SHOWN_GROUPS).map((group) => group.name);
  return (
    <div className={styles.badges}>
      {shown.map((group) => (
        <span key={group.id} className={mergeClasses(styles.badge, styles.informative)} title={group.name}>
          <span className={styles.badgeText}>{group.name}</span>
        </span>
      ))}
      {rest.length > 0 ? (
        <span className={mergeClasses(styles.badge, styles.more)} title={rest.join(', ')} aria-label={rest.join(', ')}>
          {t('+{{count}} more', { count: rest.length })}
        </span>
      ) : null}
    </div>
  );
}

export const UserRow = memo(function UserRow({ item, rowIndex }: { item: UserListItem; rowIndex: number }): React.JSX.Element {
  const { t, formatDate, toPath, open, styles, isPicked, toggle } = useRowServices();
  const detailsPath = `/user-details/${encodeURIComponent(item.partyId)}`;
  const disabled = isPartyDisabled(item);
  const login = loginBadge(item);

  const openFromRow = (event: React.MouseEvent<HTMLDivElement>) => {
    // The link handles its own clicks; a text selection is not a click to open.
    if (event.target instanceof Element && event.target.closest('a, [data-select]')) return;
    if (window.getSelection()?.toString()) return;
    open(detailsPath);
  };

  return (
    <div role="row" aria-rowindex={rowIndex} className={mergeClasses(styles.row, styles.body)} onClick={openFromRow}>
      <div role="cell" className={styles.select} data-select>
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={t('Select {{name}}', { name: displayName(item) })}
          checked={isPicked(item.partyId)}
          onChange={() => toggle(item)}
        />
      </div>
      <div role="cell" className={styles.cell}>
        <Link to={toPath(detailsPath)} className={mergeClasses(styles.link, styles.line)}>
          {displayName(item)}
        </Link>
        <Text size={200} className={mergeClasses(styles.muted, styles.line)}>
          {item.userLoginId ?? t('No login')}
        </Text>
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.wide)}>
        <GroupBadges item={item} />
      </div>
      <div role="cell" className={styles.cell}>
        <span className={mergeClasses(styles.badge, disabled ? styles.danger : styles.success)}>{disabled ? t('Disabled') : t('Enabled')}</span>
      </div>
      <div role="cell" className={styles.cell}>
        {login === 'none' ? (
          <Text className={styles.muted}>{t('No login')}</Text>
        ) : (
          <span className={mergeClasses(styles.badge, login === 'blocked' ? styles.warning : styles.success)}>{login === 'blocked' ? t('Blocked') : t('Enabled')}</span>
        )}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.wide)}>
        <Text className={styles.line}>{formatDate(item.createdDate)}</Text>
        {item.createdByUserLogin ? (
          <Text size={200} className={mergeClasses(styles.muted, styles.line)}>
            {t('Created by {{userLoginId}}', { userLoginId: item.createdByUserLogin })}
          </Text>
        ) : null}
      </div>
    </div>
  );
});
