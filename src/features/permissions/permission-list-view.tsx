/**
 * The permission list of a group (Permissions tab and Add permissions): 'Search permissions',
 * 'Only selected permissions', 'Filters', a section per classification group with its count, and a
 * card per permission whose checkbox grants or ends it (a spinner on that card while it saves).
 * A checked box needs APP_PERMISSION_UPDATE, an unchecked one APP_PERMISSION_CREATE.
 */
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Checkbox, Dropdown, Field, Option, SearchBox, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import type { SecurityPermission } from '../../oms/permissions';
import { useHasAction } from '../../session/hooks';
import { catalogAtom, grantsFamily, refreshGrantsAtom, retryCatalogAtom } from './atoms';
import type { Grants } from './atoms';
import { EMPTY_QUERY, OTHERS, visibleSections } from './permission-list';
import type { ListQuery } from './permission-list';
import { usePermissionActions } from './use-permission-actions';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginTop: tokens.spacingVerticalM },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))', gap: tokens.spacingHorizontalS },
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalS,
    minHeight: '48px',
  },
  label: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function PermissionListView({ groupId }: { groupId: string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const catalog = useAtomValue(catalogAtom);
  const retryCatalog = useSetAtom(retryCatalogAtom);
  const grants = useAtomValue(grantsFamily(groupId));
  const refreshGrants = useSetAtom(refreshGrantsAtom);
  const [query, setQuery] = useState<ListQuery>(EMPTY_QUERY);
  // The search box answers at once; the list follows when React has time (a broad query mounts many cards).
  const listQuery = useDeferredValue(query);

  if (catalog.state === 'loading' || grants.state === 'loading') return <LoadingState label={t('Loading')} />;
  if (catalog.state === 'hasError') return <ErrorState message={t('Something went wrong.')} onRetry={() => retryCatalog()} />;
  if (grants.state === 'hasError') return <ErrorState message={t('Something went wrong.')} onRetry={() => void refreshGrants(groupId)} />;

  const filterLabel = query.filter ? (catalog.data.filters.find((filter) => filter.groupId === query.filter)?.groupName ?? query.filter) : t('All');
  return (
    <div>
      <div className={styles.tools}>
        <SearchBox aria-label={t('Search permissions')} placeholder={t('Search permissions')} value={query.search} onChange={(_event, data) => setQuery((q) => ({ ...q, search: data.value }))} />
        <Switch label={t('Only selected permissions')} checked={query.onlySelected} onChange={(_event, data) => setQuery((q) => ({ ...q, onlySelected: data.checked }))} />
        <Field label={t('Filters')}>
          <Dropdown value={t(filterLabel)} selectedOptions={[query.filter]} onOptionSelect={(_event, data) => setQuery((q) => ({ ...q, filter: data.optionValue ?? '' }))}>
            <Option value="">{t('All')}</Option>
            {catalog.data.filters.map((filter) => (
              <Option key={filter.groupId} value={filter.groupId}>
                {filter.groupId === OTHERS ? t('Others') : filter.groupName}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Sections groupId={groupId} sections={catalog.data.sections} query={listQuery} grants={grants.data} />
    </div>
  );
}

function Sections({ groupId, sections, query, grants }: { groupId: string; sections: Parameters<typeof visibleSections>[0]; query: ListQuery; grants: Grants }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const canAdd = useHasAction('APP_PERMISSION_CREATE');
  const canRemove = useHasAction('APP_PERMISSION_UPDATE');
  const { toggle } = usePermissionActions();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const granted = useMemo(() => new Set(grants.keys()), [grants]);
  const visible = useMemo(() => visibleSections(sections, query, granted), [sections, query, granted]);
  // The card handler stays the same object across renders, so only the toggled card re-renders.
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

  if (visible.length === 0) return <EmptyState message={t('No record found')} />;
  return (
    <>
      {visible.map((section) => (
        <section key={section.groupId} className={styles.section} aria-label={section.groupId === OTHERS ? t('Others') : section.groupName}>
          <Text as="h3" weight="semibold">
            {`${section.groupId === OTHERS ? t('Others') : section.groupName} (${section.permissions.length})`}
          </Text>
          <div className={styles.cards}>
            {section.permissions.map((permission) => {
              const checked = granted.has(permission.permissionId);
              return (
                <PermissionCard
                  key={permission.permissionId}
                  permission={permission}
                  checked={checked}
                  busy={saving.has(permission.permissionId)}
                  disabled={checked ? !canRemove : !canAdd}
                  onToggle={onToggle}
                />
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}

interface PermissionCardProps {
  permission: SecurityPermission;
  checked: boolean;
  busy: boolean;
  disabled: boolean;
  onToggle: (permissionId: string) => Promise<void>;
}

/** `npm run bench`'s render counter (test/bench/permissions.bench.ts); absent everywhere else. */
interface UsersBenchHooks {
  cardRendered?: (permissionId: string) => void;
}

/** One permission; memoised so a toggle re-renders only its own card. */
export const PermissionCard = memo(function PermissionCard({ permission, checked, busy, disabled, onToggle }: PermissionCardProps): React.JSX.Element {
  const styles = useStyles();
  // USERS_BENCH is a build-time constant ('' unless the bench builds): production drops this line.
  if (process.env.USERS_BENCH === '1') (globalThis as typeof globalThis & { __usersBench?: UsersBenchHooks }).__usersBench?.cardRendered?.(permission.permissionId);
  return (
    <div className={styles.card} data-permission={permission.permissionId}>
      <Checkbox
        checked={checked}
        disabled={disabled || busy}
        aria-busy={busy}
        onChange={() => void onToggle(permission.permissionId)}
        label={
          <span className={styles.label}>
            <Text weight="semibold">{permission.permissionId}</Text>
            {permission.description ? <Text className={styles.muted}>{permission.description}</Text> : null}
          </span>
        }
      />
      {busy ? <Spinner size="extra-tiny" /> : null}
    </div>
  );
});
