/**
 * The review's record, downloaded as CSV or opened to print (issue 39): the OMS keeps no review
 * entity, so the record is the evidence. When it is made, the exact last login and the failures
 * since are read for every login it contains (./use-record-facts.ts), not only for the rows that
 * were on screen; a failed read is said and no record is made. The CSV keeps ISO 8601 UTC times
 * (machine-readable); the printable record writes them in the viewer's time zone and language. The
 * OMS's own logins are named in both as not reviewed.
 */
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { useFormatDateTime } from '../../session/use-format-date-time';
import { useSession } from '../../session/hooks';
import { RECORD_COLUMNS, RECORD_FACT_COLUMNS, recordRows } from './decisions';
import type { DecisionEntry, RemoveState, ReviewRecord } from './decisions';
import { openPrintWindow, writePrintableRecord } from './print-record';
import type { ReviewRow } from './review';
import { useRecordFacts } from './use-record-facts';

export interface ReviewRecordInput {
  record: () => ReviewRecord;
  rows: readonly ReviewRow[];
  decisions: ReadonlyMap<string, DecisionEntry>;
  applied: ReadonlyMap<string, RemoveState>;
  readAt: number;
  omsOwn: readonly string[];
}

export function useReviewRecord({ record, rows, decisions, applied, readAt, omsOwn }: ReviewRecordInput) {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatTime = useFormatDateTime();
  const timeZone = useSession().timeZone;
  const facts = useRecordFacts(readAt);
  const omsOwnText = omsOwn.length > 0 ? t("The OMS's own logins are not reviewed: {{logins}}. No person uses them.", { logins: omsOwn.join(', ') }) : '';

  const download = async () => {
    const lastLogins = await facts.read(rows);
    if (!lastLogins) return;
    const { csvBlob, saveFile, toCsv } = await import(/* webpackChunkName: "users-export" */ '../../lib/csv');
    const current = record();
    saveFile(`${current.name.replace(/[^\w.-]+/g, '-')}.csv`, csvBlob(toCsv([...RECORD_COLUMNS], recordRows(current, rows, decisions, applied, lastLogins, { omsOwn }))));
  };

  /** The same record as a page to print or save as PDF: the review's facts once, then a row per login. */
  const printable = async () => {
    const view = openPrintWindow(t('Reading the last logins for the record'));
    if (!view) {
      notify(t('The browser blocked the new window. Allow pop-ups for this site, then try again.'), 'error');
      return;
    }
    const lastLogins = await facts.read(rows);
    if (!lastLogins) {
      view.close();
      return;
    }
    const current = record();
    writePrintableRecord(view, {
      title: current.name,
      facts: [
        [t('Scope'), current.scope],
        [t('Reviewer'), current.reviewer],
        [t('Started'), formatTime(current.startedAt)],
        [t('Ended'), formatTime(current.endedAt)],
        ...(timeZone ? [[t('Time zone'), timeZone] as const] : []),
        [t('Inactive after (days)'), String(current.inactiveDays)],
        ...(omsOwnText ? [[t('Not reviewed'), omsOwnText] as const] : []),
      ],
      columns: RECORD_COLUMNS.slice(RECORD_FACT_COLUMNS),
      rows: recordRows(current, rows, decisions, applied, lastLogins, { time: formatTime, omsOwn }).map((row) => row.slice(RECORD_FACT_COLUMNS)),
      printLabel: t('Print'),
    });
  };

  return { reading: facts.reading, download, printable, omsOwnText };
}
