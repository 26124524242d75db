/**
 * Access review (issue 39; `/access-review`, the Permissions tab's view gate): every login with
 * its facts and flags, counts per flag, filters and the sort by last login; a decision per login
 * (or for everything a filter shows, or the recommendations accepted); 'Apply' offboards the logins
 * marked Remove through src/setup (four at a time, Pause, Cancel, 'Retry failed'); the record
 * downloads as CSV. The OMS keeps no review entity: the file is the review's record.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, Field, Input, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { useNotify } from '../../components/toaster';
import { ScreenHeading } from '../../components/screen-heading';
import { ErrorState, LoadingState } from '../../components/states';
import { usePoolRun } from '../../components/use-pool-run';
import { useAppNavigate } from '../../lib/navigation';
import { useOmsClient, useSession } from '../../session/hooks';
import { useAccessGates } from '../../session/use-access-gates';
import { NOT_STARTED, offboardUser } from '../../setup/offboard-user';
import { DEFAULT_CONCURRENCY, runPool } from '../../setup/run-pool';
import { RECORD_COLUMNS, RECORD_FACT_COLUMNS, recordRows } from './decisions';
import { openPrintableRecord } from './print-record';
import type { Decision, DecisionEntry } from './decisions';
import type { OffboardRun } from '../../setup/offboard-user';
import { DEFAULT_SETTINGS, REVIEW_FLAGS, mayRemove } from './review';
import type { ReviewFlag, ReviewRow } from './review';
import { ReviewTable } from './review-table';
import { FLAG_LABELS } from './review-texts';
import { useAccessReview, useLastLoginCache } from './use-access-review';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

const ACTIVITY_ORDER = { never: 0, inactive: 1, active: 2 } as const;

/** A removal's offboarding, kept for 'Retry failed' (its checklist and moment). */
type AppliedRun = OffboardRun & { userLoginId: string };

export function AccessReviewPage(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const client = useOmsClient();
  const session = useSession();
  const { gatesFor, canBlock, canGroups } = useAccessGates();
  const [confirm, confirmDialog] = useConfirm();
  const notify = useNotify();
  const [inactiveDays, setInactiveDays] = useState(DEFAULT_SETTINGS.inactiveDays);
  const settings = useMemo(() => ({ ...DEFAULT_SETTINGS, inactiveDays }), [inactiveDays]);
  const { review, readAt, retry } = useAccessReview(settings);
  const [name, setName] = useState(() => t('Access review {{date}}', { date: new Date(readAt).toISOString().slice(0, 10) }));
  const [flag, setFlag] = useState<ReviewFlag | null>(null);
  const [search, setSearch] = useState('');
  const [decisions, setDecisions] = useState<ReadonlyMap<string, DecisionEntry>>(new Map());
  const [applied, setApplied] = useState<ReadonlyMap<string, AppliedRun>>(new Map());
  const lastLogins = useLastLoginCache();
  const { phase, run: runInPool, pause, resume, cancel } = usePoolRun();
  const running = phase === 'running' || phase === 'paused';

  const data = review.state === 'hasData' ? review.data : undefined;
  const shown = useMemo(() => {
    const word = search.trim().toLowerCase();
    return (data?.rows ?? [])
      .filter((row) => (!flag || row.flags.includes(flag)) && (!word || row.userLoginId.toLowerCase().includes(word) || row.name.toLowerCase().includes(word)))
      .sort((a, b) => ACTIVITY_ORDER[a.activity] - ACTIVITY_ORDER[b.activity] || a.userLoginId.localeCompare(b.userLoginId));
  }, [data, flag, search]);

  const decide = useCallback(
    (rows: readonly ReviewRow[], decision: (row: ReviewRow) => Decision | undefined) =>
      setDecisions((previous) => {
        const next = new Map(previous);
        const at = client.clock.now();
        for (const row of rows) {
          const value = decision(row);
          if (value === 'remove' && !mayRemove(row, session.profile.userLoginId)) continue;
          if (value && !applied.has(row.userLoginId)) next.set(row.userLoginId, { decision: value, by: session.profile.userLoginId, at });
        }
        return next;
      }),
    [client, session.profile.userLoginId, applied],
  );

  const removals = (data?.rows ?? []).filter((row) => decisions.get(row.userLoginId)?.decision === 'remove' && applied.get(row.userLoginId)?.status !== 'done');
  const results = [...applied.values()];
  const apply = async () => {
    const todo = removals.filter((row) => row.partyId);
    if (todo.length === 0) return;
    const ok = await confirm({
      title: t('Remove access'),
      message: t('Remove access for {{count}} logins? Each is offboarded: the login blocked and its sessions ended, its groups, product stores and facilities ended.', { count: todo.length }),
      confirmLabel: t('Remove access'),
      cancelLabel: t('Cancel'),
    });
    if (!ok) return;
    await runInPool(async (control) => {
      await runPool(
        todo,
        (row) => row.userLoginId,
        (row): AppliedRun => applied.get(row.userLoginId) ?? { userLoginId: row.userLoginId, ...NOT_STARTED },
        async (row, state): Promise<AppliedRun> => {
          setApplied((previous) => new Map(previous).set(row.userLoginId, { ...state, status: 'running' }));
          return { userLoginId: row.userLoginId, ...(await offboardUser(client, row.partyId as string, gatesFor, { disableParty: false }, state)) };
        },
        { concurrency: DEFAULT_CONCURRENCY, control, onItem: (state) => setApplied((previous) => new Map(previous).set(state.userLoginId, state)) },
      );
    });
  };

  const record = () => ({ name, scope: t('Every login'), reviewer: session.profile.userLoginId, startedAt: readAt, endedAt: client.clock.now(), inactiveDays });
  const download = async () => {
    const { csvBlob, saveFile, toCsv } = await import(/* webpackChunkName: "users-export" */ '../../lib/csv');
    const rows = recordRows(record(), data?.rows ?? [], decisions, applied, lastLogins.known);
    saveFile(`${name.replace(/[^\w.-]+/g, '-')}.csv`, csvBlob(toCsv([...RECORD_COLUMNS], rows)));
  };
  /** The same record as a page to print or save as PDF: the review's facts once, then a row per login. */
  const printable = () => {
    const current = record();
    const opened = openPrintableRecord({
      title: current.name,
      facts: [
        [t('Scope'), current.scope],
        [t('Reviewer'), current.reviewer],
        [t('Started'), new Date(current.startedAt).toISOString()],
        [t('Ended'), new Date(current.endedAt).toISOString()],
        [t('Inactive after (days)'), String(current.inactiveDays)],
      ],
      columns: RECORD_COLUMNS.slice(RECORD_FACT_COLUMNS),
      rows: recordRows(current, data?.rows ?? [], decisions, applied, lastLogins.known).map((row) => row.slice(RECORD_FACT_COLUMNS)),
      printLabel: t('Print'),
    });
    if (!opened) notify(t('The browser blocked the new window. Allow pop-ups for this site, then try again.'), 'error');
  };

  let content: React.ReactNode;
  if (review.state === 'hasError') content = <ErrorState message={t('Something went wrong.')} onRetry={retry} />;
  else if (!data) content = <LoadingState label={t('Reading every login')} />;
  else {
    content = (
      <>
        <div className={styles.bar} role="group" aria-label={t('Flags')}>
          {REVIEW_FLAGS.map((key) => (
            <ToggleButton key={key} checked={flag === key} onClick={() => setFlag(flag === key ? null : key)}>
              {t('{{flag}}: {{count}}', { flag: key === 'inactive' ? t('Inactive {{days}}+ days', { days: inactiveDays }) : t(FLAG_LABELS[key]), count: data.counts[key] })}
            </ToggleButton>
          ))}
        </div>
        <div className={styles.bar}>
          <Field label={t('Search logins')}>
            <Input value={search} onChange={(_event, value) => setSearch(value.value)} />
          </Field>
          <Button disabled={running} onClick={() => decide(shown, (row) => (row.recommendation ? 'remove' : undefined))}>
            {t('Accept the recommendations shown')}
          </Button>
          <Button disabled={running} onClick={() => decide(shown, (row) => (decisions.has(row.userLoginId) ? undefined : 'keep'))}>
            {t('Keep the undecided shown')}
          </Button>
          <Button disabled={running} onClick={() => decide(shown, () => 'remove')}>
            {t('Remove all shown')}
          </Button>
          <Button appearance="primary" disabled={running || removals.length === 0 || !(canBlock || canGroups)} onClick={() => void apply()}>
            {t('Apply removals ({{count}})', { count: removals.length })}
          </Button>
          {phase === 'running' ? <Button onClick={pause}>{t('Pause')}</Button> : null}
          {phase === 'paused' ? <Button onClick={resume}>{t('Resume')}</Button> : null}
          {running ? <Button onClick={cancel}>{t('Cancel')}</Button> : null}
          <Button onClick={() => void download()}>{t('Download the record')}</Button>
          <Button onClick={printable}>{t('Printable record')}</Button>
        </div>
        <Text role="status">
          {t('Logins: {{shown}} shown of {{total}}. Decided: {{decided}}.', { shown: shown.length, total: data.rows.length, decided: decisions.size })}
          {results.length > 0
            ? ` ${t('Removed {{done}} of {{total}}; {{failed}} failed.', { done: results.filter((r) => r.status === 'done').length, total: results.length, failed: results.filter((r) => r.status === 'failed').length })}`
            : ''}
        </Text>
        <ReviewTable
          rows={shown}
          readAt={readAt}
          decisions={decisions}
          applied={applied}
          viewerLoginId={session.profile.userLoginId}
          lastLogins={lastLogins.known}
          askLastLogins={lastLogins.ask}
          onDecide={(userLoginId, decision) => {
            const row = data.rows.find((entry) => entry.userLoginId === userLoginId);
            if (row) decide([row], () => decision);
          }}
          disabled={running}
        />
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
        <Field label={t('Review name')}>
          <Input value={name} onChange={(_event, value) => setName(value.value)} />
        </Field>
        <Field label={t('Inactive after (days)')}>
          <Input type="number" min={1} value={String(inactiveDays)} onChange={(_event, value) => setInactiveDays(Math.max(1, Number(value.value) || DEFAULT_SETTINGS.inactiveDays))} />
        </Field>
      </div>
      {content}
      {confirmDialog}
    </section>
  );
}
