/**
 * 'OMS data manager': sends the checked file to the OMS, which imports it in the background
 * (suggested above 500 rows, offered for any file), and 'Import history', the OMS's IMP_EMPLOYEE
 * jobs with their status, counts and times and their uploaded and error files.
 */
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { ImportJob } from '../../../oms/data-manager';
import { useFormatDateTime } from '../../../session/use-format-date-time';
import { useFreshPolicyContext, usePolicyFacts } from '../../../session/policy';
import { NOT_SENT_TO_DATA_MANAGER, planDataManagerUpload } from './data-manager-file';
import { FIELD_LABELS } from '../fields';
import type { CheckedRow, ImportColumn, ParsedFile } from '../types';
import { HISTORY_PAGE_SIZE, useImportHistory } from './use-import-history';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tableBox: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: '760px' },
  cell: { textAlign: 'start', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}` },
  head: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The service statuses of the data manager, as the history shows them (i18n keys). */
const STATUS_TEXT: Record<string, string> = {
  SERVICE_PENDING: 'Pending',
  SERVICE_RUNNING: 'Running',
  SERVICE_FINISHED: 'Finished',
  SERVICE_FAILED: 'Failed',
  SERVICE_CANCELLED: 'Cancelled',
  SERVICE_CRASHED: 'Crashed',
};

export interface DataManagerSectionProps {
  file: ParsedFile | null;
  columns: readonly ImportColumn[];
  rows: readonly CheckedRow[];
  /** The file is big: the data manager is the suggested way. */
  suggested: boolean;
  disabled: boolean;
}

export function DataManagerSection({ file, columns, rows, suggested, disabled }: DataManagerSectionProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const history = useImportHistory();
  const policy = usePolicyFacts();
  const freshPolicy = useFreshPolicyContext();
  // What the change policy keeps out of the upload, said before it is sent.
  const dropped = policy ? planDataManagerUpload(policy, rows).dropped.length : 0;
  const send = async (fileName: string) => {
    // Decided again on facts read now; the rows it refuses are never sent.
    let upload;
    try {
      upload = planDataManagerUpload(await freshPolicy(), rows);
    } catch {
      notify(t('The file could not be sent to the OMS data manager.'), 'error');
      return;
    }
    if (upload.rows.length === 0) {
      notify(t('Nothing to send: the change policy refuses every row. The problem rows file gives the reasons.'), 'error');
      return;
    }
    await history.sendFile(upload, fileName);
  };
  const notSent = columns.filter((column) => column.field && NOT_SENT_TO_DATA_MANAGER.includes(column.field));
  const download = (job: ImportJob, which: 'file' | 'errors') => history.download(job, which).catch(() => notify(t('The file could not be downloaded.'), 'error'));

  return (
    <>
      {file ? (
        <div className={styles.section}>
          <Text as="h2" size={500} weight="semibold">
            {t('OMS data manager')}
          </Text>
          <Text>
            {suggested
              ? t('This file has more than {{count}} rows: the OMS data manager imports it in the background, and you can follow it below.', { count: 500 })
              : t('The OMS data manager can also import this file in the background.')}{' '}
            {t('It takes first name, last name, security group, username, password, email and employee ID, and rejects rows whose username or employee ID exists.')}
          </Text>
          {rows.some((row) => row.problems.length > 0) ? (
            <Text className={styles.hint}>{t('Rows with problems are sent too: the data manager rejects them and lists them in its error records.')}</Text>
          ) : null}
          {dropped > 0 ? (
            <Text className={styles.hint} data-testid="data-manager-dropped">
              {t('Rows not sent to the data manager, as the change policy refuses them (a restricted group, super-user access): {{rows}}. The problem rows file gives the reasons.', { rows: dropped })}
            </Text>
          ) : null}
          {notSent.length > 0 ? (
            <Text className={styles.hint}>{t('Not sent to the data manager: {{columns}}', { columns: notSent.map((column) => t(FIELD_LABELS[column.field!])).join(', ') })}</Text>
          ) : null}
          <div className={styles.bar}>
            <Button
              appearance={suggested ? 'primary' : 'secondary'}
              icon={history.send.state === 'sending' ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
              disabled={disabled || !policy || history.send.state === 'sending' || rows.length === 0}
              onClick={() => void send(file.fileName)}
            >
              {t('Send to the OMS data manager')}
            </Button>
          </div>
          {history.send.state === 'sent' ? (
            <MessageBar intent="success" role="status">
              <MessageBarBody>{t('Sent: the OMS imports the file in the background. Follow it in the import history.')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {history.send.state === 'failed' ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{history.send.message ?? t('The file could not be sent to the OMS data manager.')}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
      ) : null}
      <div className={styles.section}>
        <div className={styles.bar}>
          <Text as="h2" size={500} weight="semibold">
            {t('Import history')}
          </Text>
          <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={history.refresh}>
            {t('Refresh')}
          </Button>
        </div>
        {history.error ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('Something went wrong while loading. Please try again.')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!history.jobs && !history.error ? <Spinner size="small" label={t('Loading the import history')} /> : null}
        {history.jobs && history.jobs.length === 0 ? <Text>{t('No imports through the OMS data manager yet.')}</Text> : null}
        {history.jobs && history.jobs.length > 0 ? (
          <div className={styles.tableBox}>
            <table className={styles.table} aria-label={t('Import history')}>
              <thead>
                <tr>
                  {/* Each a t() of its own text, so the locales' check sees every header (three were never translated). */}
                  {[t('File'), t('Status'), t('Rows'), t('Failed'), t('Created'), t('Started'), t('Finished'), t('By'), t('Files')].map((header) => (
                    <th key={header} scope="col" className={`${styles.cell} ${styles.head}`}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.jobs.map((job) => {
                  const count = history.counts.get(job.logId);
                  return (
                    <tr key={job.logId} data-log-id={job.logId}>
                      <td className={styles.cell}>
                        {job.contentName ?? job.logId}
                        {history.duplicates.has(job.logId) ? (
                          <Text block className={styles.hint}>
                            {t('A duplicate of job {{logId}}: the browser sent the upload twice.', { logId: history.duplicates.get(job.logId) })}
                          </Text>
                        ) : null}
                      </td>
                      <td className={styles.cell}>{t(STATUS_TEXT[job.statusId ?? ''] ?? job.statusId ?? '-')}</td>
                      <td className={styles.cell}>{count?.rows ?? '-'}</td>
                      <td className={styles.cell}>{count ? count.failed : '-'}</td>
                      <td className={styles.cell}>{formatDateTime(job.createdDate)}</td>
                      <td className={styles.cell}>{formatDateTime(job.startDateTime)}</td>
                      <td className={styles.cell}>{formatDateTime(job.finishDateTime)}</td>
                      <td className={styles.cell}>{job.createdByUserLogin ?? '-'}</td>
                      <td className={styles.cell}>
                        <div className={styles.bar}>
                          {job.dataResourceId ? (
                            <Button size="small" aria-label={t('Download the file {{name}}', { name: job.contentName ?? job.logId })} onClick={() => void download(job, 'file')}>
                              {t('File')}
                            </Button>
                          ) : null}
                          {job.errorRecordContentId ? (
                            <Button size="small" aria-label={t('Download the error records of {{name}}', { name: job.contentName ?? job.logId })} onClick={() => void download(job, 'errors')}>
                              {t('Error records')}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        {history.total > HISTORY_PAGE_SIZE ? (
          <div className={styles.bar}>
            <Button disabled={history.page === 0} onClick={() => history.setPage(history.page - 1)}>
              {t('Newer')}
            </Button>
            <Text>{t('Page {{page}} of {{pages}}', { page: history.page + 1, pages: Math.ceil(history.total / HISTORY_PAGE_SIZE) })}</Text>
            <Button disabled={(history.page + 1) * HISTORY_PAGE_SIZE >= history.total} onClick={() => history.setPage(history.page + 1)}>
              {t('Older')}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
