/**
 * The permission list's sections and cards, virtualised against the page's scroll: a catalog of
 * thousands of permissions mounts a screenful of cards, so the list paints and follows the search
 * box at once. Rows are a section's heading or a row of its cards (as many as the width fits);
 * rows measure themselves, so a long description that wraps moves what follows. A box the change
 * policy refuses (src/policy `decideGroup`: super-user power, the viewer's own group) is off with
 * its reason; while the policy's facts load, every box is off.
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useKeepFocusWhenRemoved } from '../../components/keep-focus';
import { EmptyState } from '../../components/states';
import { useDocumentTop, useElementWidth } from '../../lib/use-element-geometry';
import type { SecurityPermission } from '../../oms/permissions';
import { decideGroup } from '../../policy/policy';
import { useHasAction } from '../../session/hooks';
import { usePolicyFacts } from '../../session/policy';
import type { Grants } from './atoms';
import { OTHERS, columnsFor, listRows, visibleSections } from './permission-list';
import type { CatalogSection, ListQuery } from './permission-list';
import { toggleChange, usePermissionActions } from './use-permission-actions';

const CARD_MIN_WIDTH = 320;
/** tokens.spacingHorizontalS, in pixels (the column count needs a number). */
const GAP = 8;
const CARD_ROW_HEIGHT = 56;
const HEADING_ROW_HEIGHT = 44;
const OVERSCAN_ROWS = 6;

const useStyles = makeStyles({
  body: { position: 'relative', width: '100%' },
  heading: { paddingTop: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalXS },
  cards: { display: 'grid', gap: `${GAP}px`, paddingBottom: `${GAP}px` },
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalS,
    minHeight: '48px',
    minWidth: 0,
  },
  choice: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexGrow: 1,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalXS,
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  off: { cursor: 'default', color: tokens.colorNeutralForegroundDisabled },
  box: {
    flexShrink: 0,
    width: '16px',
    height: '16px',
    margin: 0,
    accentColor: tokens.colorCompoundBrandBackground,
    cursor: 'inherit',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  label: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  id: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  used: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

export interface PermissionGridProps {
  groupId: string;
  sections: readonly CatalogSection[];
  query: ListQuery;
  grants: Grants;
  /** permissionId -> where the suite's apps check it (the capability catalog), when known. */
  usage?: ReadonlyMap<string, string>;
}

/** Memoised: a keystroke's urgent render (the search box) passes the same deferred query and skips it. */
export const PermissionGrid = memo(function PermissionGrid({ groupId, sections, query, grants, usage }: PermissionGridProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const canAdd = useHasAction('APP_PERMISSION_CREATE');
  const canRemove = useHasAction('APP_PERMISSION_UPDATE');
  const policy = usePolicyFacts();
  const { saving, onToggle } = useToggle(groupId, grants);
  const granted = useMemo(() => new Set(grants.keys()), [grants]);
  const visible = useMemo(() => visibleSections(sections, query, granted), [sections, query, granted]);

  const bodyRef = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(bodyRef);
  const width = useElementWidth(bodyRef);
  const scrollMargin = top ?? 0;
  const columns = columnsFor(width, CARD_MIN_WIDTH, GAP);
  const rows = useMemo(() => listRows(visible, columns), [visible, columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'heading' ? HEADING_ROW_HEIGHT : CARD_ROW_HEIGHT),
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    initialOffset: () => window.scrollY,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  // Nothing is mounted before the body is measured (its layout effect renders again before the paint).
  const items = top === null || width === null ? [] : virtualizer.getVirtualItems();
  const offset = (items[0]?.start ?? scrollMargin) - scrollMargin;

  return (
    // The body stays mounted when nothing matches: it is what the width and the page offset are read from.
    <div ref={bodyRef} className={styles.body} style={{ height: rows.length > 0 ? virtualizer.getTotalSize() : undefined }}>
      {rows.length === 0 ? <EmptyState message={t('No record found')} /> : null}
      <div style={{ transform: `translateY(${offset}px)` }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          if (row.kind === 'heading') {
            const name = row.section.groupId === OTHERS ? t('Others') : row.section.groupName;
            return (
              <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className={styles.heading}>
                <Text as="h3" weight="semibold">{`${name} (${row.section.permissions.length})`}</Text>
              </div>
            );
          }
          return (
            <div key={item.key} ref={virtualizer.measureElement} data-index={item.index} className={styles.cards} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
              {row.permissions.map((permission) => {
                const checked = granted.has(permission.permissionId);
                const decision = policy ? decideGroup(policy, toggleChange(groupId, permission.permissionId, checked)) : undefined;
                return (
                  <PermissionCard
                    key={permission.permissionId}
                    permission={permission}
                    usedBy={usage?.get(permission.permissionId)}
                    checked={checked}
                    busy={saving.has(permission.permissionId)}
                    disabled={(checked ? !canRemove : !canAdd) || !decision?.allowed}
                    reason={decision && !decision.allowed ? t(decision.reason) : undefined}
                    onToggle={onToggle}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
});

/**
 * Toggling a card: one write per card at a time, the cards in flight marked busy. The handler stays
 * the same function across renders, so a toggle re-renders only its own card.
 */
function useToggle(groupId: string, grants: Grants): { saving: ReadonlySet<string>; onToggle: (permissionId: string) => Promise<void> } {
  const { toggle } = usePermissionActions();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const grantsRef = useRef(grants);
  useEffect(() => {
    grantsRef.current = grants;
  }, [grants]);
  const inFlight = useRef(new Set<string>());
  const onToggle = useCallback(
    async (permissionId: string) => {
      if (inFlight.current.has(permissionId)) return;
      inFlight.current.add(permissionId);
      setSaving((current) => new Set(current).add(permissionId));
      try {
        await toggle(groupId, permissionId, grantsRef.current);
      } finally {
        inFlight.current.delete(permissionId);
        setSaving((current) => {
          const next = new Set(current);
          next.delete(permissionId);
          return next;
        });
      }
    },
    [groupId, toggle],
  );
  return { saving, onToggle };
}

interface PermissionCardProps {
  permission: SecurityPermission;
  /** "Used by: …": the suite apps' capabilities behind this id. */
  usedBy?: string;
  checked: boolean;
  busy: boolean;
  disabled: boolean;
  /** Why the change policy refuses this box (then it is disabled), in the screen's language. */
  reason?: string;
  onToggle: (permissionId: string) => Promise<void>;
}

/** `npm run bench`'s render counter (test/bench/permissions.bench.ts); absent everywhere else. */
interface UsersBenchHooks {
  cardRendered?: (permissionId: string) => void;
}

/**
 * One permission; memoised so a toggle re-renders only its own card. A native checkbox in its
 * label (a search mounts a screenful of these at a time, so the card is kept to plain elements).
 */
export const PermissionCard = memo(function PermissionCard({ permission, usedBy, checked, busy, disabled, reason, onToggle }: PermissionCardProps): React.JSX.Element {
  const styles = useStyles();
  const reasonId = useId();
  // 'Only selected permissions' drops a card its box has just unchecked: the focus goes on to the next card.
  const keepFocus = useKeepFocusWhenRemoved();
  // USERS_BENCH is a build-time constant ('' unless the bench builds): production drops this line.
  if (process.env.USERS_BENCH === '1') (globalThis as typeof globalThis & { __usersBench?: UsersBenchHooks }).__usersBench?.cardRendered?.(permission.permissionId);
  const off = disabled || busy;
  return (
    <div className={styles.card} data-permission={permission.permissionId}>
      <label className={mergeClasses(styles.choice, off && styles.off)}>
        <input
          ref={keepFocus}
          type="checkbox"
          className={styles.box}
          checked={checked}
          disabled={disabled}
          // While its own write runs: aria-disabled, not disabled, so the box keeps the keyboard focus
          // (a second change is refused by useToggle and React keeps the box as `checked` says).
          aria-disabled={busy || undefined}
          aria-busy={busy}
          aria-describedby={reason ? reasonId : undefined}
          onChange={() => void onToggle(permission.permissionId)}
        />
        <span className={styles.label}>
          <span className={styles.id}>{permission.permissionId}</span>
          {permission.description ? <span className={styles.muted}>{permission.description}</span> : null}
          {usedBy ? <span className={styles.used}>{usedBy}</span> : null}
          {reason ? (
            // The box's description, not its name (aria-describedby reads it).
            <span id={reasonId} aria-hidden="true" className={styles.used}>
              {reason}
            </span>
          ) : null}
        </span>
      </label>
      {busy ? <Spinner size="extra-tiny" /> : null}
    </div>
  );
});
