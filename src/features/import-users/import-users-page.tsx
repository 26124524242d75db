/**
 * /import-users: a whole store's staff from one CSV file. Choose a file (or start from the
 * template), check how its columns were matched, preview every row with what is wrong with it (fix
 * a cell in place or download the problem rows), then import the rows that are ready — each
 * created and set up like quick setup does, a few at a time — and see each row's result. Big files
 * can go to the OMS's own data manager instead; its import history is below.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Switch, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ColumnMapping } from './column-mapping';
import { FileChooser } from './file-chooser';
import { rowOnLine } from './parse';
import { PreviewTable } from './preview-table';
import { TemporaryPasswordsOption } from './temporary-passwords-option';
import { RunProgress } from './run/run-progress';
import { RunResults } from './run/run-results';
import { DATA_MANAGER_THRESHOLD, useImportUsers } from './use-import-users';
import { DataManagerSection } from './data-manager/data-manager-section';
import { OffboardFileSection } from './offboard-file/offboard-file-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
});

export function ImportUsersPage(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const flow = useImportUsers();
  const { importFile, run } = flow;
  const { file } = importFile;
  const running = run.phase === 'running' || run.phase === 'paused';
  // The file is for an import, or names users to offboard (issue 38).
  const [mode, setMode] = useState<'import' | 'offboard'>('import');
  // The import button goes with the preview as the run starts: a focus it held goes to the run's first control (Pause), which hands it on when the run ends.
  const runSection = useRef<HTMLDivElement>(null);
  const focusRun = useRef(false);
  useEffect(() => {
    if (!running || !focusRun.current) return;
    focusRun.current = false;
    runSection.current?.querySelector<HTMLElement>('button')?.focus();
  }, [running]);

  return (
    <section className={styles.page} aria-labelledby="import-users-title">
      <PageHeader id="import-users-title" title={t('Import users')} defaultBack="/tabs/users" />
      <TabList selectedValue={mode} onTabSelect={(_event, data) => setMode(data.value === 'offboard' ? 'offboard' : 'import')} aria-label={t('What the file is for')}>
        <Tab value="import">{t('Import users')}</Tab>
        <Tab value="offboard">{t('Offboard from a file')}</Tab>
      </TabList>
      {mode === 'offboard' ? <OffboardFileSection /> : null}
      {mode === 'import' ? (
        <>
          {importFile.fileError ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t(importFile.fileError.error, importFile.fileError.params ?? {})}</MessageBarBody>
            </MessageBar>
          ) : null}
          {!file ? <FileChooser onChoose={(chosen) => void importFile.choose(chosen)} onDownloadTemplate={flow.downloadTemplate} /> : null}
          {file && run.phase === 'idle' ? (
            <>
              <div className={styles.bar}>
                <Text weight="semibold">{t('File: {{name}}', { name: file.fileName })}</Text>
                <Button onClick={flow.startOver}>{t('Choose another file')}</Button>
              </div>
              <div className={styles.section}>
                <Text as="h2" size={500} weight="semibold">
                  {t('Columns')}
                </Text>
                <ColumnMapping
                  columns={importFile.columns}
                  defaultTemplateId={importFile.defaultTemplateId}
                  onMap={importFile.mapColumn}
                  onTemplate={importFile.setDefaultTemplateId}
                />
              </div>
              <div className={styles.section}>
                <Text as="h2" size={500} weight="semibold">
                  {t('Preview')}
                </Text>
                <div className={styles.bar} role="status">
                  {importFile.checking ? <Spinner size="tiny" label={t('Checking the rows…')} /> : null}
                  <Text>{t('{{count}} rows ready, {{problems}} with problems', { count: flow.ready.length, problems: flow.withProblems })}</Text>
                </div>
                {flow.withoutPassword > 0 || importFile.temporaryPasswords ? (
                  <TemporaryPasswordsOption checked={importFile.temporaryPasswords} count={flow.temporaryPasswordCount} onChange={importFile.setTemporaryPasswords} />
                ) : null}
                {importFile.lookupError ? (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{t('The rows could not be checked against the OMS.')}</MessageBarBody>
                    <Button icon={<ArrowClockwiseRegular />} onClick={importFile.retryLookups}>
                      {t('Retry')}
                    </Button>
                  </MessageBar>
                ) : null}
                <div className={styles.bar}>
                  <Button
                    appearance={file.rows.length > DATA_MANAGER_THRESHOLD ? 'secondary' : 'primary'}
                    disabled={importFile.checking || importFile.lookupError || flow.ready.length === 0}
                    onClick={(event) => {
                      focusRun.current = event.currentTarget === document.activeElement;
                      void flow.start();
                    }}
                  >
                    {t('Import {{count}} users', { count: flow.ready.length })}
                  </Button>
                  <Switch label={t('Only rows with problems')} checked={flow.onlyProblems} onChange={(_event, data) => flow.setOnlyProblems(data.checked)} />
                  <span className={styles.grow} />
                  <Button icon={<ArrowDownloadRegular />} disabled={flow.withProblems === 0} onClick={flow.downloadProblems}>
                    {t('Download problem rows')}
                  </Button>
                </div>
                <PreviewTable columns={importFile.columns} rows={flow.shownRows} cells={(line) => rowOnLine(file, line) ?? []} onEdit={importFile.editCell} />
              </div>
            </>
          ) : null}
          {run.phase !== 'idle' ? (
            <div ref={runSection} className={styles.section}>
              <Text as="h2" size={500} weight="semibold">
                {t('Import')}
              </Text>
              <RunProgress
                progress={run.progress}
                phase={run.phase}
                cancelling={run.cancelling}
                elapsedMs={run.elapsedMs}
                onPause={run.pause}
                onResume={run.resume}
                onCancel={run.cancel}
              />
              {!running ? (
                <div className={styles.bar}>
                  {flow.failedCount > 0 ? (
                    <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={() => void flow.retryFailed()}>
                      {t('Retry failed rows')}
                    </Button>
                  ) : null}
                  <Button icon={<ArrowDownloadRegular />} onClick={flow.downloadResults}>
                    {t('Download results')}
                  </Button>
                  <Button onClick={flow.startOver}>{t('Import another file')}</Button>
                </div>
              ) : null}
              <RunResults rows={flow.resultRows} states={run.states} />
            </div>
          ) : null}
          <DataManagerSection
            file={run.phase === 'idle' ? file : null}
            columns={importFile.columns}
            rows={importFile.checked}
            suggested={Boolean(file) && (file?.rows.length ?? 0) > DATA_MANAGER_THRESHOLD}
            disabled={importFile.checking}
          />
        </>
      ) : null}
    </section>
  );
}
