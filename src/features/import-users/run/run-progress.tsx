/**
 * The run's progress: a bar, rows done / failed / left, elapsed and estimated time, Pause / Resume
 * and Cancel. The figures are announced politely as they change (a live region), not every tick.
 */
import { Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { RunButtons } from '../../../components/run-buttons';
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from './import-run';
import type { RunPhase } from './use-import-run';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** 75_000 -> '1:15'. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface RunProgressProps {
  progress: ImportProgress;
  phase: RunPhase;
  cancelling: boolean;
  elapsedMs: number;
  onPause(): void;
  onResume(): void;
  onCancel(): void;
}

export function RunProgress({ progress, phase, cancelling, elapsedMs, onPause, onResume, onCancel }: RunProgressProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { total, done, failed, left } = progress;
  const finished = done + failed + progress.notRun;
  const running = phase === 'running' || phase === 'paused';
  const state = cancelling ? t('Cancelling: the rows in flight finish their current step') : phase === 'paused' ? t('Paused') : running ? t('Importing') : t('Finished');
  return (
    <div className={styles.box}>
      <Field label={state} validationState="none">
        <ProgressBar value={total > 0 ? finished / total : 0} thickness="large" aria-label={t('Import progress')} />
      </Field>
      <div className={styles.figures} role="status" aria-live="polite">
        <Text>{t('{{done}} done', { done })}</Text>
        <Text>{t('{{failed}} failed', { failed })}</Text>
        <Text>{t('{{left}} left', { left })}</Text>
        <Text>{t('Elapsed {{time}}', { time: clock(elapsedMs) })}</Text>
        {running && progress.remainingMs !== undefined ? <Text>{t('About {{time}} left', { time: clock(progress.remainingMs) })}</Text> : null}
      </div>
      {running ? (
        <div className={styles.actions}>
          <RunButtons phase={phase} onPause={onPause} onResume={onResume} onCancel={onCancel} disabled={cancelling} />
        </div>
      ) : null}
    </div>
  );
}
