/**
 * The loaded users as a table, virtualised against the page's scroll so 10,000 loaded users render
 * as a screenful of rows. Reaching the last rows loads the next page; a 'Load more users' button
 * does the same for keyboard users, and a spinner row shows while a page loads.
 */
import { useEffect, useRef } from 'react';
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { selectionAtom, toggleShownAtom } from './selection';
import { useDocumentTop } from '../../lib/use-element-geometry';
import type { OmsError } from '../../oms/errors';
import { ROW_HEIGHT, RowServicesProvider, UserRow, useRowStyles } from './user-row';
import type { UserListItem } from './user-rows';

/** Start loading the next page when the last visible row is this close to the end. */
const LOAD_AHEAD_ROWS = 5;
const OVERSCAN_ROWS = 8;

const useStyles = makeStyles({
  table: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: {
    minHeight: '40px',
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { position: 'relative' },
  footer: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: `${ROW_HEIGHT}px`,
  },
});

export interface UserListProps {
  items: readonly UserListItem[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: OmsError | null;
  onLoadMore: () => void;
}

export function UserList({ items, total, hasMore, loadingMore, moreError, onLoadMore }: UserListProps): React.JSX.Element {
  const styles = useStyles();
  const rowStyles = useRowStyles();
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const documentTop = useDocumentTop(bodyRef);
  const scrollMargin = documentTop ?? 0;

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // Start from where the page is: the virtualiser scrolls to its initial offset when it mounts.
    initialOffset: () => window.scrollY,
    // The window's size before it is measured: the first render with users draws their rows
    // (measured, the default is 0 × 0 and the rows would come one render later).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (index) => items[index]?.partyId ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  // The visible range, without the overscan rows rendered around it.
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  const offset = (rows[0]?.start ?? scrollMargin) - scrollMargin;

  const canLoad = hasMore && !loadingMore && !moreError;
  const selection = useAtomValue(selectionAtom);
  const toggleShown = useSetAtom(toggleShownAtom);
  const allShownPicked = selection.allMatching || (items.length > 0 && items.every((item) => selection.picked.has(item.partyId)));
  useEffect(() => {
    // Only once the list's place on the page is known: before that, the visible range is a guess.
    if (canLoad && documentTop !== null && lastVisible >= items.length - 1 - LOAD_AHEAD_ROWS) onLoadMore();
  }, [canLoad, documentTop, lastVisible, items.length, onLoadMore]);

  return (
    <>
      <div role="table" aria-label={t('Users')} aria-rowcount={Math.max(total, items.length) + 1} className={styles.table}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={mergeClasses(rowStyles.row, styles.header)}>
            <div role="columnheader" className={rowStyles.select}>
              <input
                type="checkbox"
                className={rowStyles.checkbox}
                aria-label={t('Select all shown')}
                checked={allShownPicked}
                onChange={() => toggleShown(items)}
              />
            </div>
            <div role="columnheader">{t('Name')}</div>
            <div role="columnheader" className={rowStyles.wide}>
              {t('Security groups')}
            </div>
            <div role="columnheader">{t('Status')}</div>
            <div role="columnheader">{t('Login')}</div>
            <div role="columnheader" className={rowStyles.wide}>
              {t('Created')}
            </div>
          </div>
        </div>
        <div role="rowgroup" ref={bodyRef} className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          <div role="presentation" style={{ transform: `translateY(${offset}px)` }}>
            <RowServicesProvider>
              {rows.map((row) => {
                const item = items[row.index];
                return item ? <UserRow key={row.key} item={item} rowIndex={row.index + 2} /> : null;
              })}
            </RowServicesProvider>
          </div>
        </div>
      </div>
      <div className={styles.footer}>
        {loadingMore ? <Spinner size="small" label={t('Loading more users')} /> : null}
        {moreError ? (
          <>
            <Text role="alert">{moreError.serverMessage ?? t('Something went wrong while loading. Please try again.')}</Text>
            <Button onClick={onLoadMore}>{t('Retry')}</Button>
          </>
        ) : null}
        {canLoad ? (
          <Button appearance="subtle" onClick={onLoadMore}>
            {t('Load more users')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
