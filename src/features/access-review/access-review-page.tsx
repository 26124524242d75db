/**
 * Access review (issue 39; `/access-review`, the Permissions tab's view gate): every login in the
 * review's scope with its facts and flags, counts per flag, filters and the sort by last login; a
 * decision per login — Keep, Remove (offboard the user) or Remove groups (the chosen ones) — or for
 * everything a filter shows, or the recommendations accepted; 'Apply' previews what will end, then
 * applies through src/setup (./use-apply-removals.ts). The record downloads as CSV or prints: the
 * OMS keeps no review entity, so the file is the review's record.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { SCREEN_HEADING_ATTRIBUTE, ScreenHeading } from '../../components/screen-heading';
import { RunButtons } from '../../components/run-buttons';
import { useDialogFor } from '../../components/use-dialog';
import { SelectDialog } from '../../components/select-dialog';
import { ErrorState, LoadingState } from '../../components/states';
import { useAppNavigate } from '../../lib/navigation';
import { useOmsClient, useSession } from '../../session/hooks';
import { useAccessGates } from '../../session/use-access-gates';
import { ApplyDialog } from './apply-dialog';
import { removalCounts } from './decisions';
import type { Decision } from './decisions';
import { DEFAULT_SETTINGS, countFlags, inScope, sortRows } from './review';
import type { ReviewFlag, ReviewRow, ReviewScope, ReviewSort } from './review';
import { ReviewFilters, useScopeText } from './review-filters';
import { ReviewTable } from './review-table';
import { useAccessReview, useLastLoginCache } from './use-access-review';
import { useApplyRemovals } from './use-apply-removals';
import { useReviewRecord } from './use-review-record';
import type { Removal } from './use-apply-removals';
import { forgetReviewDraft, useReviewDraft } from './use-review-draft';
import { useReviewVerdicts } from './use-review-policy';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  /** The review's name takes the width it needs up to the bar's (on a narrow screen, all of it): never cut. */
  nameField: { flex: '1 1 22rem', maxWidth: '36rem', minWidth: 0 },
  nameInput: { width: '100%', minWidth: 0 },
  empty: { padding: tokens.spacingVerticalL, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

/** The screen: one review at a time; 'Start a new review' drops the draft and starts afresh. */
export function AccessReviewPage(): React.JSX.Element {
  const [generation, setGeneration] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const startNew = useCallback(() => {
    forgetReviewDraft();
    setGeneration((previous) => previous + 1);
  }, []);
  // The new review is a new screen (the old one's controls are gone, the focus with them): its heading takes the focus, as on a route change.
  useEffect(() => {
    if (generation > 0) frame.current?.querySelector<HTMLElement>(`[${SCREEN_HEADING_ATTRIBUTE}]`)?.focus();
  }, [generation]);
  return (
    <div ref={frame} style={{ display: 'contents' }}>
      <AccessReview key={generation} onNewReview={startNew} />
    </div>
  );
}

function AccessReview({ onNewReview }: { onNewReview: () => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useAppNavigate();
  const client = useOmsClient();
  const session = useSession();
  const { canBlock, canGroups } = useAccessGates();
  const scopeText = useScopeText();
  const [inactiveDays, setInactiveDays] = useState(DEFAULT_SETTINGS.inactiveDays);
  const settings = useMemo(() => ({ ...DEFAULT_SETTINGS, inactiveDays }), [inactiveDays]);
  const { review, omsOwn, readAt, retry, current, currentFailed, readCurrent } = useAccessReview(settings);
  // The review's start is its draft's: its first read, not this visit's (a reload, Back from a user).
  const { name, setName, decisions, setDecisions, removed, markRemoved, startedAt } = useReviewDraft(t('Access review {{date}}', { date: new Date(readAt).toISOString().slice(0, 10) }), readAt);
  const [scope, setScope] = useState<ReviewScope>({ kind: 'all' });
  const [sort, setSort] = useState<ReviewSort>('lastLoginOldest');
  const [flag, setFlag] = useState<ReviewFlag | null>(null);
  const [search, setSearch] = useState('');
  const groupsDialog = useDialogFor<ReviewRow>();
  const applyDialog = useDialogFor<readonly Removal[]>();
  const lastLogins = useLastLoginCache();
  // A removal done is recorded in the review's draft as it is done, also once the screen is left.
  const { applied, phase, preview, apply, pause, resume, cancel } = useApplyRemovals(removed, markRemoved);
  const running = phase === 'running' || phase === 'paused';
  // Once a run of removals ends, the logins are read again: the screen then shows what the OMS has.
  useEffect(() => {
    if (phase === 'finished') void readCurrent();
  }, [phase, readCurrent]);

  const all = review.state === 'hasData' ? review.data : undefined;
  // Remove and 'Remove groups…' as the change policy allows them (the viewer's own user left out).
  const verdicts = useReviewVerdicts(all);
  const scoped = useMemo(() => (all ?? []).filter((row) => inScope(row, scope)), [all, scope]);
  const counts = useMemo(() => countFlags(scoped), [scoped]);
  const groupIds = useMemo(() => [...new Set((all ?? []).flatMap((row) => row.groupIds))].sort(), [all]);
  const shown = useMemo(() => {
    const word = search.trim().toLowerCase();
    const filtered = scoped.filter((row) => (!flag || row.flags.includes(flag)) && (!word || row.userLoginId.toLowerCase().includes(word) || row.name.toLowerCase().includes(word)));
    return sortRows(filtered, sort);
  }, [scoped, flag, search, sort]);

  const mayEndGroups = useCallback((row: ReviewRow) => canGroups && row.groupIds.length > 0 && verdicts.removeGroups(row)?.allowed === true, [canGroups, verdicts]);
  const decide = useCallback(
    (rows: readonly ReviewRow[], decision: (row: ReviewRow) => Decision | undefined, groupIdsToEnd?: readonly string[]) =>
      setDecisions((previous) => {
        const next = new Map(previous);
        const at = client.clock.now();
        for (const row of rows) {
          const value = decision(row);
          // Only what the change policy allows (the viewer's own user is left out), nor by a kept draft's decision: `removals`.
          if (value === 'remove' && !verdicts.remove(row)?.allowed) continue;
          if (value === 'removeGroups' && !verdicts.removeGroups(row, groupIdsToEnd)?.allowed) continue;
          // Remove offboards the login's user: a login of no party has none (Apply would leave it out unsaid).
          if (value === 'remove' && !row.partyId) continue;
          if (value && applied.get(row.userLoginId)?.status !== 'done') next.set(row.userLoginId, { decision: value, by: session.profile.userLoginId, at, ...(groupIdsToEnd ? { groupIds: groupIdsToEnd } : {}) });
        }
        return next;
      }),
    [client, session.profile, applied, setDecisions, verdicts],
  );

  const removals: Removal[] = scoped.flatMap((row) => {
    const entry = decisions.get(row.userLoginId);
    const allowed = entry?.decision === 'remove' ? verdicts.remove(row)?.allowed : entry?.decision === 'removeGroups' ? verdicts.removeGroups(row, entry.groupIds)?.allowed : false;
    return entry && allowed && applied.get(row.userLoginId)?.status !== 'done' && (entry.decision === 'removeGroups' || row.partyId) ? [{ row, entry }] : [];
  });
  const results = [...applied.values()];
  /** What the writes did: the decisions of the logins done (the apply dialog says what they will do). */
  const ended = removalCounts(
    results.flatMap((result) => {
      const entry = decisions.get(result.userLoginId);
      return result.status === 'done' && entry ? [entry] : [];
    }),
  );

  const record = () => ({ name, scope: scopeText(scope), reviewer: session.profile.userLoginId, startedAt, endedAt: client.clock.now(), inactiveDays });
  const { reading, download, printable, omsOwnText } = useReviewRecord({ record, rows: scoped, decisions, applied, readAt, omsOwn });
  const mayApply = canBlock || canGroups;
  const applyReasonId = useId();
  const emptyId = useId();
  const nothingShown = shown.length === 0;

  let content: React.ReactNode;
  if (review.state === 'hasError') content = <ErrorState message={t('Something went wrong.')} onRetry={retry} />;
  else if (!all) content = <LoadingState label={t('Reading every login')} />;
  else {
    content = (
      <>
        <ReviewFilters
          scope={scope}
          onScope={setScope}
          groupIds={groupIds}
          sort={sort}
          onSort={setSort}
          flag={flag}
          onFlag={setFlag}
          counts={counts}
          inactiveDays={inactiveDays}
          search={search}
          onSearch={setSearch}
        />
        <div className={styles.bar}>
          {/* For everything shown: with nothing shown they keep the focus and say why (the empty state). */}
          <Button disabled={running} disabledFocusable={nothingShown} aria-describedby={nothingShown ? emptyId : undefined} onClick={() => decide(shown, (row) => (row.recommendation ? 'remove' : undefined))}>
            {t('Accept the recommendations shown')}
          </Button>
          <Button disabled={running} disabledFocusable={nothingShown} aria-describedby={nothingShown ? emptyId : undefined} onClick={() => decide(shown, (row) => (decisions.has(row.userLoginId) ? undefined : 'keep'))}>
            {t('Keep the undecided shown')}
          </Button>
          <Button disabled={running} disabledFocusable={nothingShown} aria-describedby={nothingShown ? emptyId : undefined} onClick={() => decide(shown, () => 'remove')}>
            {t('Remove all shown')}
          </Button>
          <Button appearance="primary" disabledFocusable={!mayApply || running || removals.length === 0} aria-describedby={mayApply ? undefined : applyReasonId} onClick={() => applyDialog.show(removals)}>
            {t('Apply removals ({{count}})', { count: removals.length })}
          </Button>
          <RunButtons phase={phase} onPause={pause} onResume={resume} onCancel={cancel} />
          <Button disabledFocusable={reading !== null} onClick={() => void download()}>
            {t('Download the record')}
          </Button>
          <Button disabledFocusable={reading !== null} onClick={() => void printable()}>
            {t('Printable record')}
          </Button>
        </div>
        {mayApply ? null : (
          <Text id={applyReasonId} className={styles.muted}>
            {t('You can decide, but not apply: you have permission neither to block logins nor to end security groups.')}
          </Text>
        )}
        {reading ? <Text role="status">{t('Reading the last logins for the record: {{done}} of {{total}}', reading)}</Text> : null}
        {omsOwnText ? <Text className={styles.muted}>{omsOwnText}</Text> : null}
        <Text role="status">
          {t('Logins: {{shown}} shown of {{total}}. Decided: {{decided}}.', { shown: shown.length, total: scoped.length, decided: scoped.filter((row) => decisions.has(row.userLoginId)).length })}
          {results.length > 0
            ? ` ${t('Removed {{done}} of {{total}}; {{failed}} failed.', { done: results.filter((r) => r.status === 'done').length, total: results.length, failed: results.filter((r) => r.status === 'failed').length })} ${t('Offboarded: {{offboarded}}. Groups ended: {{groups}}.', ended)}`
            : ''}
        </Text>
        {currentFailed ? <ErrorState message={t('The logins could not be read again after the removals.')} onRetry={() => void readCurrent()} /> : null}
        {nothingShown ? (
          <Text id={emptyId} className={styles.empty}>
            {t('No logins match the scope, the flag and the search.')}
          </Text>
        ) : (
          <ReviewTable
            rows={shown}
            readAt={readAt}
            decisions={decisions}
            applied={applied}
            current={current}
            removeVerdict={verdicts.remove}
            mayRemoveGroups={mayEndGroups}
            lastLogins={lastLogins.known}
            askLastLogins={lastLogins.ask}
            onDecide={(row, decision) => (decision === 'removeGroups' ? groupsDialog.show(row) : decide([row], () => decision))}
            disabled={running}
          />
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="access-review-title">
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('Back')} onClick={() => navigate('/tabs/users')} />
        <ScreenHeading id="access-review-title">{t('Access review')}</ScreenHeading>
      </div>
      <Text>{t('Every login on this OMS: when it was last used, what it holds, and a decision for each. Remove offboards the user. Download the record when you are done: the OMS keeps no record of a review.')}</Text>
      <div className={styles.bar}>
        <Field label={t('Review name')} className={styles.nameField}>
          <Input className={styles.nameInput} value={name} onChange={(_event, value) => setName(value.value)} />
        </Field>
        <Button
          disabled={running}
          onClick={async () => {
            const drop =
              decisions.size === 0 ||
              (await confirm({
                title: t('Start a new review'),
                message: t('The decisions of this review are dropped. Download its record first if you need it.'),
                confirmLabel: t('Start a new review'),
                cancelLabel: t('Cancel'),
              }));
            if (drop) onNewReview();
          }}
        >
          {t('Start a new review')}
        </Button>
        <Field label={t('Inactive after (days)')}>
          <Input type="number" min={1} value={String(inactiveDays)} onChange={(_event, value) => setInactiveDays(Math.max(1, Number(value.value) || DEFAULT_SETTINGS.inactiveDays))} />
        </Field>
      </div>
      {content}
      {groupsDialog.value ? (
        <SelectDialog
          key={`groups-${groupsDialog.key}`}
          open={groupsDialog.open}
          title={t('Security groups to remove from {{login}}', { login: groupsDialog.value.userLoginId })}
          options={{ state: 'hasData', data: groupsDialog.value.groupIds.map((groupId) => ({ id: groupId, label: groupId })) }}
          initialSelection={decisions.get(groupsDialog.value.userLoginId)?.groupIds ?? []}
          emptyText={t('No security groups found')}
          errorText={t('Something went wrong.')}
          onRetry={() => undefined}
          onClose={groupsDialog.hide}
          onSave={async (selection) => {
            if (selection.size > 0 && groupsDialog.value) decide([groupsDialog.value], () => 'removeGroups', [...selection]);
            groupsDialog.hide();
          }}
        />
      ) : null}
      {applyDialog.value ? (
        <ApplyDialog
          key={`apply-${applyDialog.key}`}
          open={applyDialog.open}
          removals={applyDialog.value}
          preview={preview}
          onClose={applyDialog.hide}
          onApply={() => {
            applyDialog.hide();
            if (applyDialog.value) void apply(applyDialog.value);
          }}
        />
      ) : null}
      {confirmDialog}
    </section>
  );
}
