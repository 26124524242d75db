/**
 * Import users' second mode (issue 38): offboard the users a file names. The same file handling as
 * an import; a preview of who each row names (or why it names nobody) before anything is written;
 * then each user offboarded, four at a time, with Pause, Cancel, per-user results and 'Retry failed'.
 */
import { Button, Checkbox, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RunButtons } from '../../../components/run-buttons';
import { OFFBOARD_STEP_LABELS } from '../../../setup/offboard';
import { FileChooser } from '../file-chooser';
import { offboardFileCounts } from './offboard-file';
import { useOffboardFile } from './use-offboard-file';
import type { OffboardRowState } from './use-offboard-file';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export function OffboardFileSection(): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const flow = useOffboardFile();
  const { file, rows, states, phase } = flow;
  const ready = (rows ?? []).filter((row) => !row.problem);
  const counts = offboardFileCounts(rows ?? []);
  const finished = [...states.values()];
  const done = finished.filter((state) => state.status === 'done').length;
  const failed = finished.filter((state) => state.status === 'failed').length;
  const running = phase === 'running' || phase === 'paused';

  const result = (state: OffboardRowState | undefined): string => {
    if (!state) return t('Waiting');
    if (state.status === 'done') return t('Offboarded');
    if (state.status === 'failed') return [t('Failed'), state.failedStep ? t(OFFBOARD_STEP_LABELS[state.failedStep]) : '', state.message ? t(state.message) : ''].filter(Boolean).join(': ');
    if (state.status === 'notRun') return t('Not run');
    return state.status === 'running' ? t('Running') : t('Waiting');
  };

  return (
    <div className={styles.section}>
      <Text>{t('A CSV file with a Username or Employee ID column: every user it names is offboarded — login blocked, sessions ended, groups, product stores and facilities ended.')}</Text>
      {flow.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(flow.error.error, flow.error.params ?? {})}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!file ? <FileChooser onChoose={(chosen) => void flow.choose(chosen)} /> : null}
      {file ? (
        <>
          <div className={styles.bar}>
            <Text weight="semibold">{t('File: {{name}}', { name: file.fileName })}</Text>
            <Button disabled={running} onClick={flow.clear}>
              {t('Choose another file')}
            </Button>
          </div>
          {!rows && !flow.error ? <Spinner size="tiny" label={t('Checking the rows…')} /> : null}
          {rows ? (
            <>
              <Text role="status">
                {t('To offboard: {{users}}. Rows naming nobody: {{problems}}.', { users: counts.ready, problems: counts.nobody })}
                {counts.repeated > 0 ? ` ${t('Rows naming a user again: {{repeated}}.', { repeated: counts.repeated })}` : ''}
                {counts.own ? ` ${t('Your own user is left out.')}` : ''}
              </Text>
              <Checkbox label={t('Also disable the users')} checked={flow.disableParty} disabled={phase !== 'idle'} onChange={(_event, data) => flow.setDisableParty(data.checked === true)} />
              <div className={styles.bar}>
                {phase === 'idle' ? (
                  <Button appearance="primary" disabled={ready.length === 0} onClick={() => void flow.start()}>
                    {t('Offboard these users')}
                  </Button>
                ) : null}
                <RunButtons phase={phase} onPause={flow.pause} onResume={flow.resume} onCancel={flow.cancel} />
                {phase === 'finished' && failed > 0 ? (
                  <Button appearance="primary" onClick={() => void flow.start()}>
                    {t('Retry failed')}
                  </Button>
                ) : null}
              </div>
              {phase !== 'idle' ? <Text role="status">{t('Offboarded {{done}} of {{total}}; {{failed}} failed.', { done, total: ready.length, failed })}</Text> : null}
              <ul className={styles.list} aria-label={t('Rows of the file')}>
                {rows.map((row) => (
                  <li key={row.line} data-line={row.line}>
                    <Text weight="semibold">{row.value || '-'}</Text> <Text className={styles.muted}>{row.name ?? ''}</Text>{' '}
                    {row.problem ? (
                      <Text className={styles.failed}>{t(row.problem, row.params ?? {})}</Text>
                    ) : phase === 'idle' ? null : (
                      <Text className={states.get(row.line)?.status === 'failed' ? styles.failed : undefined}>{result(states.get(row.line))}</Text>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
