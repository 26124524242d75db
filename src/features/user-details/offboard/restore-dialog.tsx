/**
 * 'Restore access…' on a blocked login's card (issue 38): a preview of what the last offboarding
 * ended and is not current again — the OMS's own ended rows (src/setup/restore.ts) — and the
 * unblock; then the checklist run with 'Retry' resuming from the failed steps.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons/svg/arrow-undo';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { ErrorState, LoadingState } from '../../../components/states';
import { useDialog } from '../../../components/use-dialog';
import type { UserParty } from '../../../oms/user-details';
import { displayName, isLoginBlocked } from '../../../party/party';
import { referenceData, useReference } from '../../../reference/hooks';
import { useFormatDateTime } from '../../../session/use-format-date-time';
import { isChecklistComplete } from '../../../setup/checklist';
import { RESTORE_STEP_LABELS } from '../../../setup/restore';
import type { KeptItem } from '../../../setup/offboard';
import type { RestoreStep } from '../../../setup/restore';
import { groupNameMap } from '../display';
import { useBusy } from '../use-details';
import { KeptList, PlanList, RunList } from './checklist-view';
import { restoredText, useRestore } from './use-offboard';
import type { RestorePreview } from './use-offboard';

export function RestoreDialog({ party, open, onClose }: { party: UserParty; open: boolean; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  const { preview, run, state } = useRestore(party);
  const { busy, run: busyRun } = useBusy();
  const formatDateTime = useFormatDateTime();
  const [read, setRead] = useState<{ preview?: RestorePreview; failed?: boolean } | null>(null);
  const [started, setStarted] = useState(false);
  const [groupList] = useReference('securityGroups');
  const groupNames = useMemo(() => groupNameMap(referenceData(groupList)), [groupList]);
  const name = displayName(party);

  useEffect(() => {
    let live = true;
    preview().then(
      (next) => live && setRead({ preview: next }),
      () => live && setRead({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [preview]);

  const describe = (step: RestoreStep): string[] => {
    switch (step.id) {
      case 'enableParty':
        return [name];
      case 'unblockLogin':
        return step.userLoginIds;
      case 'groups':
        return step.groupIds.map((id) => groupNames.get(id) || id);
      case 'productStores':
        return step.adds.map((add) => add.storeName || add.productStoreId);
      case 'facilities':
        return step.adds.map((add) => add.facilityName || add.facilityId);
    }
  };

  const current = read?.preview;
  const keptName = (item: KeptItem): string => (item.kind === 'group' ? groupNames.get(item.id) || item.id : item.kind === 'party' ? name : item.id);
  const steps = current?.plan.steps ?? [];
  const complete = started && state.length > 0 && isChecklistComplete(state);
  const start = () =>
    void busyRun(async () => {
      if (!current) return;
      setStarted(true);
      await run(current.plan);
    });

  let content: React.ReactNode;
  if (!current) content = read?.failed ? <ErrorState message={t('Something went wrong.')} /> : <LoadingState label={t('Reading what {{name}} has', { name })} />;
  else if (!started) {
    const ended = current.facts.offboarding;
    content = (
      <>
        <Text>
          {ended
            ? t('Access that ended on {{date}} comes back for {{name}}; nothing is written before you press Restore.', { date: formatDateTime(ended.thruDate), name })
            : t('No ended access was found for {{name}}.', { name })}
        </Text>
        {steps.length === 0 ? <Text role="status">{t('Nothing to restore.')}</Text> : null}
        <PlanList label={t('What comes back')} steps={steps.map((step) => ({ id: step.id, label: RESTORE_STEP_LABELS[step.id], details: describe(step) }))} />
        <KeptList kept={current.plan.kept} name={keptName} heading="What does not come back" />
      </>
    );
  } else {
    // What was restored (the steps) and what was not (the kept items): never 'Access restored' while something stays out.
    content = (
      <>
        <Text role="status">{complete ? t(restoredText(current.plan.kept), { name }) : busy ? t('Restoring access for {{name}}', { name }) : t('Some steps failed. Retry to finish what is left.')}</Text>
        <RunList label={t('Restore steps')} state={state} labels={RESTORE_STEP_LABELS} />
        <KeptList kept={current.plan.kept} name={keptName} heading="Not restored" />
      </>
    );
  }

  return (
    <FormDialog
      open={open}
      steps
      title={t('Restore access for {{name}}', { name })}
      // Once it has written, closing cancels nothing: 'Close', as the bulk dialog's.
      closeLabel={started ? t('Close') : undefined}
      onClose={onClose}
      onSubmit={complete ? onClose : start}
      busy={busy}
      submitLabel={complete ? t('Done') : started ? t('Retry') : t('Restore')}
      submitDisabled={!current || (!started && steps.length === 0)}
    >
      {content}
    </FormDialog>
  );
}

/** The login card's 'Restore access…' for a blocked login (a viewer who may unblock it) and its dialog. */
export function RestoreAction({ party }: { party: UserParty }): React.JSX.Element | null {
  const { t } = useTranslation();
  const { canRestore } = useRestore(party);
  const dialog = useDialog();
  const blocked = isLoginBlocked(party);
  if (!canRestore || (!blocked && !dialog.mounted)) return null;
  // Once restored the login is no longer blocked: the button stays while its dialog is open (the
  // dialog's opener) and then goes; the dialog stays mounted to close through open={false}. A
  // restore that failed part-way left the login blocked (the unblock is its last step): offered again.
  return (
    <>
      {blocked || dialog.open ? (
        <Button icon={<ArrowUndoRegular />} onClick={dialog.show}>
          {t('Restore access…')}
        </Button>
      ) : null}
      {dialog.mounted ? <RestoreDialog key={dialog.key} party={party} open={dialog.open} onClose={dialog.hide} /> : null}
    </>
  );
}
