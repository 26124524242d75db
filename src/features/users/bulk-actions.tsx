/**
 * The Users tab's bulk actions (issue 38): with users selected, a bar says how many, offers every
 * user the filter matches, and the actions — Offboard, Block login, Unblock login, Add to / Remove
 * from a security group, each in its dialog (./bulk-dialog.tsx, loaded when first chosen) — and
 * 'Export selected' (the Users tab's export, of the selected users only).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useKeepFocusWhenRemoved } from '../../components/keep-focus';
import { useDialogFor } from '../../components/use-dialog';
import type { UserListFilter } from '../../oms/users';
import { ACTION_LABELS } from './bulk-labels';
import { ExportUsers } from './export-dialog';
import { listRequestFilter } from './filter';
import type { ActionKind } from './bulk-labels';
import { ALL_MATCHING, EMPTY_SELECTION, isSelectionEmpty, selectedCount, selectionAtom } from './selection';

const loadBulkDialog = () => import(/* webpackChunkName: "bulk-dialog" */ './bulk-dialog');
const BulkDialog = lazy(loadBulkDialog);

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

/** The bar shown while users are selected, and the dialog of the action chosen. */
export function BulkActions({ filter, total, canChange, onChanged }: { filter: UserListFilter; total: number; canChange: boolean; onChanged: () => void }): React.JSX.Element | null {
  const styles = useStyles();
  const { t } = useTranslation();
  const [selection, setSelection] = useAtom(selectionAtom);
  const dialog = useDialogFor<ActionKind>();
  // Both go with their own action (the button once all are selected, the bar once none are): the focus goes on, not to <body>.
  const keepSelectAllFocus = useKeepFocusWhenRemoved();
  const keepClearFocus = useKeepFocusWhenRemoved();
  const empty = isSelectionEmpty(selection, total);
  /** Closes the dialog (through open={false}); after a run that wrote, the list is read again (the selection stays, e.g. for 'Export selected'). */
  const closeDialog = (wrote: boolean) => {
    dialog.hide();
    if (wrote) onChanged();
  };
  // The list the action was chosen from gone (Back to another filter): its dialog closes, and a run
  // under way stops as Cancel would and says what it did (bulk-dialog.tsx). The new list loads itself.
  const filterKey = JSON.stringify(listRequestFilter(filter));
  const [chosenFor, setChosenFor] = useState(filterKey);
  const { open: dialogOpen, hide: hideDialog } = dialog;
  useEffect(() => {
    if (dialogOpen && filterKey !== chosenFor) hideDialog();
  }, [dialogOpen, filterKey, chosenFor, hideDialog]);
  // Users selected: the action dialog's code loads now, so choosing an action does not wait for it.
  useEffect(() => {
    if (!empty) void loadBulkDialog().catch(() => undefined);
  }, [empty]);
  if (empty && !dialog.open) {
    return selection.clearedByFilter ? (
      <div className={styles.bar}>
        <Text role="status">{t('The selection was cleared: the filter changed.')}</Text>
      </div>
    ) : null;
  }
  const count = selectedCount(selection, total);
  return (
    <div className={styles.bar} role="region" aria-label={t('Selected users')}>
      <Text role="status" weight="semibold">
        {selection.allMatching ? t('Selected: {{users}} of {{total}} matching', { users: count, total }) : t('Selected: {{users}}', { users: count })}
      </Text>
      {total > count ? (
        <Button ref={keepSelectAllFocus} appearance="subtle" onClick={() => setSelection(ALL_MATCHING)}>
          {t('Select all {{users}} matching', { users: total })}
        </Button>
      ) : null}
      <Button ref={keepClearFocus} appearance="subtle" onClick={() => setSelection(EMPTY_SELECTION)}>
        {t('Clear the selection')}
      </Button>
      {canChange
        ? (Object.keys(ACTION_LABELS) as ActionKind[]).map((kind) => (
            <Button
              key={kind}
              onClick={() => {
                setChosenFor(filterKey);
                dialog.show(kind);
              }}
            >
              {t(ACTION_LABELS[kind])}
            </Button>
          ))
        : null}
      <ExportUsers filter={filter} partyIds={selection.allMatching ? undefined : [...selection.picked.keys()]} except={selection.excluded} label="Export selected" />
      {dialog.value ? (
        <Suspense fallback={null}>
          <BulkDialog key={dialog.key} open={dialog.open} kind={dialog.value} selection={selection} filter={filter} onClose={(wrote) => closeDialog(wrote)} />
        </Suspense>
      ) : null}
    </div>
  );
}
