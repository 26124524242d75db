/**
 * The result of each row run: 'created and set up' with a link to the user, 'failed at <step>:
 * <the OMS's message>', or 'not run'. Virtualised against the page's scroll, like the preview.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { useWindowRows } from '../../../lib/use-window-rows';
import { STEP_LABELS } from '../../../setup/step-labels';
import type { RowState } from './import-run';

const ROW_HEIGHT = 40;

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: '56px minmax(160px, 1fr) minmax(240px, 3fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: `${ROW_HEIGHT}px`,
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    boxSizing: 'border-box',
  },
  header: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  failed: { color: tokens.colorPaletteRedForeground1 },
  done: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  body: { position: 'relative' },
});

/** What a row's result says (the results file uses the same words). */
export function resultText(state: RowState | undefined, t: TFunction): string {
  if (!state || state.status === 'waiting' || state.status === 'notRun') return t('not run');
  if (state.status === 'running') return t('running');
  if (state.status === 'done') return state.existed ? t('already there, set up') : t('created and set up');
  const step = state.failedStep === 'create' ? t('Create the user') : state.failedStep ? t(STEP_LABELS[state.failedStep]) : '';
  return t('failed at {{step}}: {{message}}', { step, message: state.message ? t(state.message) : t('Something went wrong') });
}

export interface RunResultsProps {
  /** The rows run, in file order, with a name to show for each. */
  rows: readonly { line: number; name: string }[];
  states: ReadonlyMap<number, RowState>;
}

export function RunResults({ rows, states }: RunResultsProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { body, items, offset, totalSize } = useWindowRows(rows.length, ROW_HEIGHT);
  return (
    <div className={styles.scroller}>
      <div role="table" aria-label={t('Results')} aria-rowcount={rows.length + 1}>
        <div role="row" aria-rowindex={1} className={`${styles.row} ${styles.header}`}>
          <div role="columnheader">{t('Line')}</div>
          <div role="columnheader">{t('User')}</div>
          <div role="columnheader">{t('Result')}</div>
        </div>
        <div role="rowgroup" ref={body} className={styles.body} style={{ height: totalSize }}>
          <div role="presentation" style={{ transform: `translateY(${offset}px)` }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const state = states.get(row.line);
              const tone = state?.status === 'failed' ? styles.failed : state?.status === 'done' ? styles.done : styles.muted;
              return (
                <div role="row" key={row.line} aria-rowindex={item.index + 2} className={styles.row} data-line={row.line}>
                  <div role="cell">{row.line}</div>
                  <div role="cell">{state?.partyId ? <AppLink to={`/user-details/${encodeURIComponent(state.partyId)}`}>{row.name}</AppLink> : row.name}</div>
                  <div role="cell">
                    <Text className={tone}>{resultText(state, t)}</Text>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
