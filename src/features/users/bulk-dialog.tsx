/**
 * A bulk action's dialog (issue 38): a preview of every selected user's change, or why it is
 * skipped, before anything is written; then four users at a time with progress, Pause, Cancel and
 * 'Retry failed'. Its own chunk: the Users tab loads it when an action is chosen.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Dropdown, Field, Option, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { RunButtons } from '../../components/run-buttons';
import { ErrorState, LoadingState } from '../../components/states';
import type { UserListFilter } from '../../oms/users';
import type { BulkAction, BulkLine } from '../../setup/bulk';
import { describeBulkLine } from '../../setup/bulk-offboard';
import { OFFBOARD_STEP_LABELS } from '../../setup/offboard';
import { shownGroupName, useGroupName } from '../../reference/group-order';
import { ACTION_LABELS } from './bulk-labels';
import type { ActionKind } from './bulk-labels';
import type { UserSelection } from './selection';
import { useBulk } from './use-bulk';
import { useBulkGroups } from './use-bulk-groups';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, maxHeight: '40vh', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** Lines shown in the preview; the rest are counted. */
const SHOWN_LINES = 200;

/**
 * `selection` and `filter`: as the action was chosen (taken at the opening: the preview and the run
 * are of those users, whatever the list behind does after). Closed while its run is under way (the
 * Users tab closes it when Back goes to another filter), the run stops as Cancel would, and a toast
 * says what it did (components/use-pool-run).
 */
export default function BulkDialog({ open = true, kind, selection: chosen, filter: chosenFilter, onClose }: { open?: boolean; kind: ActionKind; selection: UserSelection; filter: UserListFilter; onClose: (wrote: boolean) => void }): React.JSX.Element {
  const styles = useStyles();
  const [{ selection, filter }] = useState(() => ({ selection: chosen, filter: chosenFilter }));
  const { t, i18n } = useTranslation();
  const [groupId, setGroupId] = useState('');
  const [disableParty, setDisableParty] = useState(false);
  const groups = useBulkGroups(kind);
  const needsGroup = kind === 'addGroup' || kind === 'removeGroup';
  const action = useMemo<BulkAction | null>(() => {
    if (kind === 'block' || kind === 'unblock') return { kind };
    if (kind === 'offboard') return { kind, disableParty };
    return groupId ? { kind, groupId } : null;
  }, [kind, groupId, disableParty]);
  const bulk = useBulk(action, selection, filter);
  const { preview, leave } = bulk;
  // A closing dialog (still on the page while it leaves) reads nothing more; its run, if one is under way, is left.
  useEffect(() => {
    if (open) void preview();
    else leave();
  }, [preview, leave, open]);

  const lines = bulk.lines ?? [];
  const changing = lines.filter((line) => !line.skipped);
  const states = [...bulk.states.values()];
  const done = states.filter((state) => state.status === 'done').length;
  const failedCount = states.filter((state) => state.status === 'failed').length;
  const running = bulk.phase === 'running' || bulk.phase === 'paused';
  /** Closes, saying whether the run wrote (then the list behind is read again). */
  const close = () => onClose(bulk.phase !== 'idle');
  const chosenGroup = groups.find((group) => group.groupId === groupId);
  const nameOfGroup = useGroupName();
  const describe = { language: i18n.language, action: action ?? undefined, groupName: chosenGroup ? shownGroupName(chosenGroup) : undefined, nameOfGroup };
  /** What the line changes (or why it is skipped), as previewed; with `done`, what was changed. */
  const planText = (line: BulkLine, done = false): string => describeBulkLine(line, (key, options) => t(key, options), { ...describe, done });
  const lineText = (line: BulkLine): string => {
    const state = bulk.states.get(line.partyId);
    if (line.skipped || !state || bulk.phase === 'idle') return planText(line);
    if (state.status === 'failed') return [t('Failed'), state.failedStep ? t(OFFBOARD_STEP_LABELS[state.failedStep]) : '', state.message].filter(Boolean).join(': ');
    return t({ done: 'Done', running: 'Running', waiting: 'Waiting', notRun: 'Not run', failed: 'Failed' }[state.status]);
  };

  /** Every selected user's line as the dialog shows it: the change made, why it failed, or why skipped. */
  const downloadResults = async () => {
    const { csvBlob, saveFile, toCsv } = await import(/* webpackChunkName: "users-export" */ '../../lib/csv');
    const result = (line: BulkLine) => (line.skipped ? 'skipped' : (bulk.states.get(line.partyId)?.status ?? 'notRun'));
    // What was done to each user (the step or group, the outcome), why it failed, or what was not run.
    const details = (line: BulkLine): string => {
      const outcome = result(line);
      if (outcome === 'failed') return lineText(line);
      if (outcome === 'done') return planText(line, true);
      if (outcome === 'skipped') return planText(line);
      return t('Not run: {{plan}}', { plan: planText(line) });
    };
    const rows = lines.map((line) => [line.partyId, line.name, line.userLoginId ?? '', result(line), details(line)]);
    saveFile(`${kind}-results.csv`, csvBlob(toCsv(['partyId', 'name', 'userLoginId', 'result', 'details'], rows)));
  };

  return (
    <FormDialog
      open={open}
      steps
      title={t(ACTION_LABELS[kind])}
      onClose={close}
      onSubmit={bulk.phase === 'finished' && failedCount === 0 ? close : () => void bulk.start()}
      busy={running}
      closeLabel={bulk.phase === 'idle' ? undefined : t('Close')}
      closeDisabled={running}
      submitLabel={bulk.phase === 'finished' ? (failedCount > 0 ? t('Retry failed') : t('Done')) : t('Apply to {{count}} users', { count: changing.length })}
      submitDisabled={!bulk.lines || !bulk.allRead || (bulk.phase === 'idle' && changing.length === 0)}
      extraActions={
        running ? (
          <RunButtons phase={bulk.phase} onPause={bulk.pause} onResume={bulk.resume} onCancel={bulk.cancel} />
        ) : bulk.phase === 'finished' ? (
          <Button onClick={() => void downloadResults()}>{t('Download results')}</Button>
        ) : undefined
      }
    >
      {needsGroup ? (
        <Field label={t('Security group')}>
          <Dropdown placeholder={t('Choose a security group')} disabled={bulk.phase !== 'idle'} onOptionSelect={(_event, data) => setGroupId(data.optionValue ?? '')}>
            {groups.map((group) => (
              <Option key={group.groupId} value={group.groupId}>
                {group.groupName || group.groupId}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {kind === 'offboard' ? (
        <Checkbox label={t('Also disable the users')} checked={disableParty} disabled={bulk.phase !== 'idle'} onChange={(_event, data) => setDisableParty(data.checked === true)} />
      ) : null}
      {bulk.failed ? <ErrorState message={t('Something went wrong.')} /> : null}
      {action && !bulk.lines && !bulk.failed ? <LoadingState label={t('Reading the selected users')} /> : null}
      {bulk.lines ? (
        <>
          {!bulk.allRead && !bulk.failed ? <Spinner size="tiny" label={t('Reading the other selected users')} /> : null}
          {bulk.allRead ? (
            <Text role="status">
              {bulk.phase === 'idle'
                ? t('Changes: {{changes}}. Skipped: {{skipped}}.', { changes: changing.length, skipped: lines.length - changing.length })
                : t('Done {{done}} of {{total}}; {{failed}} failed.', { done, total: changing.length, failed: failedCount })}
            </Text>
          ) : null}
          <ul className={styles.list} aria-label={t('Selected users')}>
            {lines.slice(0, SHOWN_LINES).map((line) => (
              <li key={line.partyId}>
                <Text weight="semibold">{line.name}</Text> <Text className={styles.muted}>{line.userLoginId ?? ''}</Text>{' '}
                <Text className={bulk.states.get(line.partyId)?.status === 'failed' ? styles.failed : undefined}>{lineText(line)}</Text>
              </li>
            ))}
          </ul>
          {lines.length > SHOWN_LINES ? <Text className={styles.muted}>{t('And {{more}} more.', { more: lines.length - SHOWN_LINES })}</Text> : null}
        </>
      ) : null}
    </FormDialog>
  );
}
