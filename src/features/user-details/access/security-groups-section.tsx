/**
 * Clearance > Security Group: the login's groups (each with a popover: 'added to group' and a
 * confirmed Remove), Add / 'Add to security group', 'View history', the no-login text and the
 * SUPER lock: what the change policy decides (src/policy). A super user (a member of SUPER or of a
 * group holding super-user power) shows as one disabled 'Super' row to a viewer the policy refuses
 * their groups to; the select modal offers only the groups the policy would let this viewer add to
 * this user (`offeredGroups`), and says why when it can offer none (the viewer's own user).
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens, useMergedRefs } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { HistoryRegular } from '@fluentui/react-icons/svg/history';
import { MoreVerticalRegular } from '@fluentui/react-icons/svg/more-vertical';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import type { UserSecurityGroup } from '../../../oms/security-groups';
import type { UserParty } from '../../../oms/user-details';
import { byShownName, shownGroupName } from '../../../reference/group-order';
import { referenceData, useReference } from '../../../reference/hooks';
import { useCompare } from '../../../lib/collate';
import { useFormatDate, useHasAction } from '../../../session/hooks';
import { groupLabel, groupNameMap } from '../display';
import { decide, offeredGroups } from '../../../policy/policy';
import { SecurityGroupHistoryDialog } from './security-group-history-dialog';
import type { SelectOption } from '../../../components/select-dialog';
import { AssociationSection } from '../association-section';
import type { Loadable } from '../../../lib/loadable';
import { useCardStyles } from '../styles';
import { WriteControl } from '../self-service';
import { useClearanceActions } from './use-clearance-actions';
import { useBusy, useDetailsActions, useSection } from '../use-details';
import { useDialog } from '../../../components/use-dialog';
import { useKeepFocusWhenRemoved } from '../../../components/keep-focus';

const useStyles = makeStyles({
  popover: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '280px' },
});

export function SecurityGroupsSection({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const canEdit = useHasAction('APP_SECURITY_GROUP_CREATE');
  const groups = useSection('securityGroups');
  const { retry } = useDetailsActions();
  const [lookup, retryLookup] = useReference('securityGroups');
  const names = useMemo(() => groupNameMap(referenceData(lookup)), [lookup]);
  const actions = useClearanceActions(party);
  const history = useDialog();
  const hasLogin = Boolean(party.userLoginId);
  const heldIds = useMemo(() => new Set((groups.state === 'hasData' ? groups.data : []).map((group) => group.groupId)), [groups]);
  const { policy } = actions;
  const { context, target } = policy;
  // The spec's SUPER lock, now any super user's: the policy refuses this viewer their groups.
  const lockReason = policy.superTarget ? policy.refusal({ kind: 'removeGroup', groupId: [...heldIds][0] ?? '' }) : undefined;
  const locked = lockReason !== undefined;
  // When the policy lets this viewer add no group the user lacks (their own user), the card says why.
  const addRefusal = useMemo(() => {
    if (!context || !target || lookup.state !== 'hasData') return undefined;
    const refusals = lookup.data.filter((group) => !target.groupIds.has(group.groupId)).map((group) => decide(context, target, { kind: 'addGroup', groupId: group.groupId }));
    if (refusals.length === 0 || refusals.some((decision) => decision.allowed)) return undefined;
    const first = refusals[0];
    return first && !first.allowed ? first.reason : undefined;
  }, [context, target, lookup]);
  // The greyed-out Add and Super keep the focus and are described by the message that says why.
  const reasonId = useId();
  // By the name shown, as the viewer's language sorts it (src/reference/group-order.ts).
  const compare = useCompare();
  const options = useMemo<Loadable<SelectOption[]>>(
    () =>
      lookup.state === 'hasData'
        ? {
            state: 'hasData',
            // Nothing is offered until the policy's facts are read.
            data: byShownName(context && target ? offeredGroups(context, target, lookup.data) : [], compare).map((group) => ({ id: group.groupId, label: shownGroupName(group), secondary: group.groupId })),
          }
        : lookup,
    [lookup, context, target, compare],
  );
  // The groups are read for their names already; the modal offers the ones this viewer may assign.
  const useGroupOptions = useCallback(() => [options, retryLookup] as const, [options, retryLookup]);

  return (
    <>
      <AssociationSection
        title={t('Security Group')}
        section={groups}
        onRetry={() => void retry('securityGroups')}
        keyOf={(group) => group.groupId}
        addDisabled={!canEdit || !hasLogin || locked || !policy.ready}
        addDisabledReasonId={hasLogin && (!canEdit || locked) ? reasonId : undefined}
        replacement={
          hasLogin
            ? undefined
            : (controls) => (
                <>
                  {controls.addButton(t('Add to security group'))}
                  <Text>{t('Security groups can only be assigned after a login is created. Please add login credentials for above.')}</Text>
                </>
              )
        }
        dialog={{
          title: t('Select security groups'),
          useOptions: useGroupOptions,
          search: { label: t('Search security groups'), mode: 'live' },
          emptyText: t('No security groups found'),
          errorText: t('Something went wrong.'),
        }}
        onSave={actions.saveGroups}
      >
        {(data, controls) => (
          <>
            {data.length === 0 ? controls.addButton(t('Add to security group')) : null}
            {locked ? (
              <WriteControl>
              <Button appearance="subtle" disabledFocusable aria-describedby={reasonId} icon={<MoreVerticalRegular />} iconPosition="after">
                {t('Super')}
              </Button>
              </WriteControl>
            ) : (
              data.map((group) => <GroupRow
                  key={group.groupId}
                  group={group}
                  label={groupLabel(group.groupId, names)}
                  username={party.userLoginId ?? ''}
                  canEdit={canEdit && policy.ready && !policy.refusal({ kind: 'removeGroup', groupId: group.groupId })}
                  onRemove={actions.removeGroup}
                />)
            )}
            {/* The greyed-out controls explain themselves (spec 6: the message for a blocked group change). */}
            {!canEdit || locked ? (
              <WriteControl>
              <Text id={reasonId} className={card.muted}>
                {t(lockReason ?? "You don't have permission to update the security group.")}
              </Text>
              </WriteControl>
            ) : addRefusal ? (
              <WriteControl>
                <Text className={card.muted}>{t(addRefusal)}</Text>
              </WriteControl>
            ) : null}
            <div className={card.row}>
              <Button appearance="transparent" icon={<HistoryRegular />} onClick={history.show}>
                {t('View history')}
              </Button>
            </div>
          </>
        )}
      </AssociationSection>
      {history.mounted && party.userLoginId ? (
        <SecurityGroupHistoryDialog key={history.key} open={history.open} userLoginId={party.userLoginId} groupNames={names} onClose={history.hide} />
      ) : null}
    </>
  );
}

interface GroupRowProps {
  group: UserSecurityGroup;
  label: string;
  username: string;
  canEdit: boolean;
  onRemove: (groupId: string) => Promise<void>;
}

function GroupRow({ group, label, username, canEdit, onRemove }: GroupRowProps): React.JSX.Element {
  const styles = useStyles();
  const card = useCardStyles();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const { busy, run } = useBusy();
  const trigger = useRef<HTMLButtonElement>(null);
  const keepFocus = useMergedRefs(trigger, useKeepFocusWhenRemoved());

  const remove = async () => {
    setOpen(false);
    // The popover's Remove goes with it: the focus goes back to the row's button, the confirmation's opener.
    trigger.current?.focus();
    const confirmed = await confirm({
      message: t("Removing this security group may limit {{username}}'s access to certain features or data. Are you sure you want to continue?", { username }),
      confirmLabel: t('Remove'),
      cancelLabel: t('Keep Group'),
    });
    if (confirmed) await run(() => onRemove(group.groupId));
  };

  return (
    <div className={card.row}>
      <Text className={card.rowLabel}>{label}</Text>
      <WriteControl>
      <Popover open={open} onOpenChange={(_e, data) => setOpen(data.open)} withArrow>
        <PopoverTrigger disableButtonEnhancement>
          <Button ref={keepFocus} appearance="subtle" icon={<MoreVerticalRegular />} aria-label={t('Actions for {{name}}', { name: label })} disabledFocusable={busy} aria-busy={busy} />
        </PopoverTrigger>
        <PopoverSurface aria-label={label}>
          <div className={styles.popover}>
            <Text weight="semibold">{label}</Text>
            <Text>
              {t('added to group')}: {formatDate(group.fromDate)}
            </Text>
            <Button icon={<DeleteRegular />} disabled={!canEdit} onClick={() => void remove()}>
              {t('Remove')}
            </Button>
          </div>
        </PopoverSurface>
      </Popover>
      </WriteControl>
      {confirmDialog}
    </div>
  );
}
