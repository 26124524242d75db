/**
 * The loaded users as a table, virtualised against the page's scroll so 10,000 loaded users render
 * as a screenful of rows. The first screenful is drawn without the virtualiser, which loads in its
 * own chunk once the rows are on screen and takes over (issue 37: the landing screen's bytes).
 * Reaching the last rows loads the next page; a 'Load more users' button does the same for keyboard
 * users, and a spinner row shows while a page loads.
 */
import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isPicked, selectionAtom, toggleShownAtom } from './selection';
import { useKeepFocusWhenRemoved } from '../../components/keep-focus';
import { whenIdle } from '../../lib/idle';
import { useDocumentTop } from '../../lib/use-element-geometry';
import type { OmsError } from '../../oms/errors';
import { ROW_HEIGHT, RowServicesProvider, UserRow, useRowStyles } from './user-row';
import type { UserListItem } from './user-rows';
import { firstRows } from './row-window';
import type { RowWindow } from './row-window';
import type { VirtualWindowProps } from './virtual-window';

/** Without the virtualiser (its chunk did not load): every loaded row is mounted, none is out of reach; 'Load more users' loads the next page. */
function EveryRow({ count, rowHeight, onWindow }: VirtualWindowProps): null {
  useLayoutEffect(() => onWindow({ start: 0, end: count, offset: 0, totalSize: count * rowHeight, lastVisible: -1 }), [onWindow, count, rowHeight]);
  return null;
}

/** The virtualiser's chunk (./virtual-window.tsx). */
const VirtualWindow = lazy(() => import(/* webpackChunkName: "virtual-window" */ './virtual-window').catch(() => ({ default: EveryRow })));

/** Whether the virtualiser has been asked for: once the first rows are painted, then for every list. */
const virtualWindowAsked = {
  value: false,
  listeners: new Set<() => void>(),
  ask(): void {
    if (virtualWindowAsked.value) return;
    virtualWindowAsked.value = true;
    for (const listener of virtualWindowAsked.listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    virtualWindowAsked.listeners.add(listener);
    return () => virtualWindowAsked.listeners.delete(listener);
  },
  get: (): boolean => virtualWindowAsked.value,
};

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
    // A heading breaks between words, never inside one (Japanese breaks between any two characters otherwise: ステー|タス).
    wordBreak: 'keep-all',
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
  const documentTop = useDocumentTop(bodyRef, { afterPaint: true });
  const scrollMargin = documentTop ?? 0;

  // The virtualiser's window once it is loaded (asked for after the first rows are drawn).
  const virtualAsked = useSyncExternalStore(virtualWindowAsked.subscribe, virtualWindowAsked.get);
  const [virtual, setVirtual] = useState<RowWindow | null>(null);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (!hasItems || virtualWindowAsked.get()) return;
    // Once the first rows are painted and the page rests, or at the first scroll: whichever comes first.
    const ask = () => virtualWindowAsked.ask();
    const cancelIdle = whenIdle(ask);
    window.addEventListener('scroll', ask, { once: true, passive: true });
    return () => {
      cancelIdle();
      window.removeEventListener('scroll', ask);
    };
  }, [hasItems]);
  const getItemKey = useCallback((index: number) => items[index]?.partyId ?? index, [items]);
  const shown = virtual ?? firstRows(items.length, ROW_HEIGHT, OVERSCAN_ROWS, window.innerHeight, documentTop);
  const lastVisible = shown.lastVisible;

  const canLoad = hasMore && !loadingMore && !moreError;
  // 'Load more users' keeps the keyboard focus while its page loads (aria-disabled, not disabled);
  // when it goes (the last page in, or a failure) the focus goes to what is then in its place: the new
  // page's first control, or Retry (and Retry's to the busy button again).
  const keepLoadFocus = useKeepFocusWhenRemoved();
  const keepRetryFocus = useKeepFocusWhenRemoved();
  const selection = useAtomValue(selectionAtom);
  const toggleShown = useSetAtom(toggleShownAtom);
  const allShownPicked = items.length > 0 && items.every((item) => isPicked(selection, item.partyId));
  // Some of the rows shown ticked, not all (a user left out of 'all matching', or a few picked): the header box says so (mixed).
  const someShownPicked = !allShownPicked && items.some((item) => isPicked(selection, item.partyId));
  const headerBox = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = someShownPicked;
  }, [someShownPicked]);
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
                ref={headerBox}
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
        <div role="rowgroup" ref={bodyRef} className={styles.body} style={{ height: shown.totalSize }}>
          <div role="presentation" style={{ transform: `translateY(${shown.offset}px)` }}>
            <RowServicesProvider>
              {items.slice(shown.start, shown.end).map((item, index) => (
                <UserRow key={item.partyId} item={item} rowIndex={shown.start + index + 2} />
              ))}
            </RowServicesProvider>
          </div>
        </div>
      </div>
      {virtualAsked ? (
        <Suspense fallback={null}>
          <VirtualWindow count={items.length} rowHeight={ROW_HEIGHT} overscan={OVERSCAN_ROWS} scrollMargin={scrollMargin} getItemKey={getItemKey} onWindow={setVirtual} />
        </Suspense>
      ) : null}
      <div className={styles.footer}>
        {loadingMore ? <Spinner size="small" label={t('Loading more users')} /> : null}
        {moreError ? (
          <>
            <Text role="alert">{moreError.serverMessage ?? t('Something went wrong while loading. Please try again.')}</Text>
            <Button ref={keepRetryFocus} onClick={onLoadMore}>
              {t('Retry')}
            </Button>
          </>
        ) : null}
        {hasMore && !moreError ? (
          <Button ref={keepLoadFocus} appearance="subtle" disabledFocusable={loadingMore} aria-busy={loadingMore} onClick={onLoadMore}>
            {t('Load more users')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
