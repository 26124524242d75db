/**
 * 'Offboard…' on a user's page (issue 38): a preview of everything that ends, read fresh from the
 * OMS, with what stays and why; then the checklist run, step by step, with 'Retry' resuming from
 * the steps that failed. Nothing is written before 'Offboard' is pressed.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, MessageBar, MessageBarBody, Text, Tooltip } from '@fluentui/react-components';
import { PersonDeleteRegular } from '@fluentui/react-icons/svg/person-delete';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { ErrorState, LoadingState } from '../../../components/states';
import { useDialog } from '../../../components/use-dialog';
import type { UserParty } from '../../../oms/user-details';
import { displayName } from '../../../party/party';
import { referenceData, useReference } from '../../../reference/hooks';
import { useSession } from '../../../session/hooks';
import { isChecklistComplete } from '../../../setup/checklist';
import { NOT_GIVEN_BACK, OFFBOARD_STEP_LABELS } from '../../../setup/offboard';
import type { OffboardStep } from '../../../setup/offboard';
import { isOwnParty } from '../../../policy/policy';
import { groupNameMap } from '../display';
import { useBusy } from '../use-details';
import { KeptList, PlanList, RunList } from './checklist-view';
import { useOffboard } from './use-offboard';
import type { OffboardPreview } from './use-offboard';

export function OffboardDialog({ party, open, onClose }: { party: UserParty; open: boolean; onClose: () => void }): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const { preview, run, state } = useOffboard(party);
  const { busy, run: busyRun } = useBusy();
  const [disableParty, setDisableParty] = useState(false);
  // The preview read for one choice of 'Also disable the user' (a new choice reads again).
  const [read, setRead] = useState<{ disableParty: boolean; preview?: OffboardPreview; failed?: boolean } | null>(null);
  const [started, setStarted] = useState<{ preview: OffboardPreview } | null>(null);
  const [groupList] = useReference('securityGroups');
  const groupNames = useMemo(() => groupNameMap(referenceData(groupList)), [groupList]);
  const name = displayName(party);

  useEffect(() => {
    if (started) return;
    let live = true;
    preview({ disableParty }).then(
      (next) => live && setRead({ disableParty, preview: next }),
      () => live && setRead({ disableParty, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [preview, disableParty, started]);

  const describe = (step: OffboardStep): string[] => {
    switch (step.id) {
      case 'blockLogin':
      case 'forceLogout':
        return step.userLoginIds;
      case 'groups':
        return step.ends.map((group) => groupNames.get(group.groupId) || group.groupId);
      case 'productStores':
        return step.ends.map((store) => store.storeName || store.productStoreId);
      case 'facilities':
        return step.ends.map((facility) => facility.facilityName || facility.facilityId);
      default:
        return [];
    }
  };

  const shown = read?.disableParty === disableParty ? read : null;
  const current = started?.preview ?? shown?.preview;
  const complete = started !== null && state.length > 0 && isChecklistComplete(state);
  const steps = current?.plan.steps ?? [];
  const start = () =>
    void busyRun(async () => {
      if (!current) return;
      setStarted({ preview: current });
      await run(current.plan);
    });

  let content: React.ReactNode;
  if (!current) content = shown?.failed ? <ErrorState message={t('Something went wrong.')} /> : <LoadingState label={t('Reading what {{name}} has', { name })} />;
  else if (!started) {
    const { kept, notGivenBack } = current.plan;
    const notGivenBackNames = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(notGivenBack.map((id) => groupNames.get(id) || id));
    content = (
      <>
        <Text>{t('Everything below ends for {{name}}; nothing is written before you press Offboard.', { name })}</Text>
        {steps.length === 0 ? <Text role="status">{t('Nothing to end: {{name}} has no access left that you may end.', { name })}</Text> : null}
        <PlanList label={t('What ends')} steps={steps.map((step) => ({ id: step.id, label: OFFBOARD_STEP_LABELS[step.id], details: describe(step) }))} />
        {/* A refused offboarding (the change policy's) is one kept item: the user, with the policy's reason. */}
        <KeptList kept={kept} name={(item) => (item.kind === 'group' ? groupNames.get(item.id.split('/')[1] ?? '') || item.id : item.kind === 'party' ? name : item.id)} />
        {notGivenBack.length > 0 ? (
          // Said before anything ends: a restore by this viewer would leave these out (the change policy's restoreGroup).
          <MessageBar intent="warning">
            <MessageBarBody>{t(NOT_GIVEN_BACK, { groups: notGivenBackNames })}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Checkbox label={t('Also disable the user')} checked={disableParty} disabled={current.facts.partyDisabled} onChange={(_event, data) => setDisableParty(data.checked === true)} />
      </>
    );
  } else {
    content = (
      <>
        <Text role="status">{complete ? t('{{name}} is offboarded.', { name }) : busy ? t('Offboarding {{name}}', { name }) : t('Some steps failed. Retry to finish what is left.')}</Text>
        <RunList label={t('Offboarding steps')} state={state} labels={OFFBOARD_STEP_LABELS} />
      </>
    );
  }

  return (
    <FormDialog
      open={open}
      steps
      title={t('Offboard {{name}}', { name })}
      // Once it has written, closing cancels nothing: 'Close', as the bulk dialog's.
      closeLabel={started ? t('Close') : undefined}
      onClose={onClose}
      onSubmit={complete ? onClose : start}
      busy={busy}
      submitLabel={complete ? t('Done') : started ? t('Retry') : t('Offboard')}
      submitDisabled={!current || (!started && steps.length === 0)}
    >
      {content}
    </FormDialog>
  );
}

/** The login card's 'Offboard…' (for a viewer who may block logins) and its dialog. */
export function OffboardAction({ party }: { party: UserParty }): React.JSX.Element | null {
  const { t } = useTranslation();
  const { canOffboard } = useOffboard(party);
  const viewer = useSession().profile;
  const dialog = useDialog();
  if (!canOffboard) return null;
  // Never the viewer's own user (src/setup/own-user.ts): its first steps end the viewer's session.
  if (isOwnParty(party.partyId, viewer.partyId)) {
    return (
      <Tooltip relationship="description" content={t('You cannot offboard your own user: it would log you out before the offboarding ends.')}>
        <Button icon={<PersonDeleteRegular />} disabledFocusable>
          {t('Offboard…')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button icon={<PersonDeleteRegular />} onClick={dialog.show}>
        {t('Offboard…')}
      </Button>
      {dialog.mounted ? <OffboardDialog key={dialog.key} party={party} open={dialog.open} onClose={dialog.hide} /> : null}
    </>
  );
}

