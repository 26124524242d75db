/**
 * What offboarding and restoring show: the plan (each step with what it touches, and what stays
 * with why) and the run (each step's state, and the OMS's reason for a failure).
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChecklistState } from '../../../setup/checklist';
import type { KeptItem } from '../../../setup/offboard';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

const STATUS_TEXTS = { waiting: 'Waiting', running: 'Running', done: 'Done', failed: 'Failed', notRun: 'Not run' } as const;

/** The plan's steps: the step's label (an en-US text) and the names of what it touches. */
export function PlanList({ label, steps }: { label: string; steps: ReadonlyArray<{ id: string; label: string; details: readonly string[] }> }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={label}>
      {steps.map((step) => (
        <li key={step.id}>
          <Text weight="semibold">{t(step.label)}</Text> <Text className={styles.muted}>{step.details.join(', ')}</Text>
        </li>
      ))}
    </ul>
  );
}

/** What stays, each with why, under `heading` (an en-US text; default 'What stays'); `name` names an item. */
export function KeptList({ kept, name, heading = 'What stays' }: { kept: readonly KeptItem[]; name: (item: KeptItem) => string; heading?: string }): React.JSX.Element | null {
  const styles = useStyles();
  const { t } = useTranslation();
  if (kept.length === 0) return null;
  return (
    <>
      <Text weight="semibold">{t(heading)}</Text>
      <ul className={styles.list} aria-label={t(heading)}>
        {kept.map((item) => (
          <li key={`${item.kind}/${item.id}`}>
            <Text>{name(item)}</Text> <Text className={styles.muted}>{t(item.reason)}</Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The run: each step's label and state. */
export function RunList<Id extends string>({ label, state, labels }: { label: string; state: readonly ChecklistState<Id>[]; labels: Record<Id, string> }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={label}>
      {state.map((step) => (
        <li key={step.id}>
          <Text>{t(labels[step.id])}</Text>{' '}
          <Text weight="semibold" className={step.status === 'failed' ? styles.failed : undefined}>
            {t(STATUS_TEXTS[step.status])}
          </Text>
          {step.message ? <Text className={styles.failed}> {step.message}</Text> : null}
        </li>
      ))}
    </ul>
  );
}
