/**
 * The run as a checklist: one line per step that applies to this template, with its state (waiting,
 * running, done, failed with the OMS's reason, not run because a step it needs failed).
 */
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons/svg/checkmark-circle';
import { CircleRegular } from '@fluentui/react-icons/svg/circle';
import { DismissCircleFilled } from '@fluentui/react-icons/svg/dismiss-circle';
import { SubtractCircleRegular } from '@fluentui/react-icons/svg/subtract-circle';
import { useTranslation } from 'react-i18next';
import { STEP_LABELS } from '../../setup/step-labels';
import type { RunState, StepState } from '../../setup/setup-run';
import type { RefusedStep } from '../../setup/setup-plan';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase500, width: '20px', display: 'flex', justifyContent: 'center' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  reason: { display: 'block', color: tokens.colorPaletteRedForeground1 },
});

const STATUS_TEXT: Record<StepState['status'], string> = {
  waiting: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  notRun: 'Not run: a step it needs failed',
};

function StatusIcon({ status }: { status: StepState['status'] }): React.JSX.Element {
  const styles = useStyles();
  if (status === 'running') return <Spinner size="extra-tiny" />;
  if (status === 'done') return <CheckmarkCircleFilled className={styles.done} />;
  if (status === 'failed') return <DismissCircleFilled className={styles.failed} />;
  if (status === 'notRun') return <SubtractCircleRegular className={styles.muted} />;
  return <CircleRegular className={styles.muted} />;
}

/** `refused`: the steps the change policy refused, each shown not run with the policy's reason. */
export function SetupChecklist({ state, refused = [] }: { state: RunState; refused?: readonly RefusedStep[] }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('Setup steps')}>
      {state.map((step) => (
        <li key={step.id} className={styles.item} data-step={step.id} data-status={step.status}>
          <span className={styles.icon} aria-hidden>
            <StatusIcon status={step.status} />
          </span>
          <span>
            <Text>{t(STEP_LABELS[step.id])}</Text>
            <Text className={styles.muted}>{` · ${t(STATUS_TEXT[step.status])}`}</Text>
            {step.status === 'failed' && step.message ? <Text className={styles.reason}>{step.message}</Text> : null}
          </span>
        </li>
      ))}
      {refused.map((step) => (
        <li key={step.id} className={styles.item} data-step={step.id} data-status="refused">
          <span className={styles.icon} aria-hidden>
            <SubtractCircleRegular className={styles.muted} />
          </span>
          <span>
            <Text>{t(STEP_LABELS[step.id])}</Text>
            <Text className={styles.muted}>{` · ${t('Not run')}`}</Text>
            <Text className={styles.reason}>{t(step.reason)}</Text>
          </span>
        </li>
      ))}
    </ul>
  );
}
