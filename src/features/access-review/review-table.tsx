/**
 * The review's logins, virtualised against the page's scroll (10,000 rows): who, the login's state,
 * the last successful login (read for the rows on screen) and the failures since, security groups,
 * product stores, flags, the recommendation and the reviewer's decision (Keep / Remove, or the
 * security groups to remove), then what applying it did.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Badge, Button, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { useMediaQuery } from '../../lib/use-media-query';
import { useWindowRows } from '../../lib/use-window-rows';
import type { LastLogin } from '../../oms/access-review';
import type { BatchDecision } from '../../policy/batch';
import { DAY_MS } from './review';
import type { ReviewFlag, ReviewRow } from './review';
import { FLAG_LABELS, REASON_LABELS, STATE_LABELS } from './review-texts';
import type { Decision, DecisionEntry, RemoveState } from './decisions';

const ROW_HEIGHT = 72;

/** Below it a row stacks: the login, its decision beside it, then the facts, each with its label (no sideways scrolling). */
const NARROW = '@media (max-width: 767px)';
export const WIDE_QUERY = '(min-width: 768px)';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    [NARROW]: { overflowX: 'visible' },
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 2fr) 120px 150px minmax(140px, 2fr) minmax(100px, 1fr) minmax(140px, 1.5fr) minmax(300px, 2.5fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: `${ROW_HEIGHT}px`,
    minWidth: '1200px',
    paddingInline: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    boxSizing: 'border-box',
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0, alignItems: 'start', rowGap: tokens.spacingVerticalXS, paddingBlock: tokens.spacingVerticalS },
  },
  header: {
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
    minHeight: '40px',
    // Stacked rows label each fact: the header row stays for screen readers only.
    [NARROW]: { position: 'absolute', width: '1px', height: '1px', minHeight: 0, overflow: 'hidden', clipPath: 'inset(50%)', padding: 0, border: 0 },
  },
  body: { position: 'relative' },
  muted: { color: tokens.colorNeutralForeground3, display: 'block', fontSize: tokens.fontSizeBase200 },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  failed: { color: tokens.colorPaletteRedForeground1 },
  decision: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  /** A fact's cell: on a narrow screen its label, then the value. */
  fact: { minWidth: 0, overflowWrap: 'anywhere', [NARROW]: { display: 'flex', gap: tokens.spacingHorizontalS, order: 2 } },
  /** The decision: on a narrow screen right below the login. */
  decisionCell: { minWidth: 0, [NARROW]: { order: 1 } },
  label: { display: 'none', [NARROW]: { display: 'block', flex: '0 0 7rem', color: tokens.colorNeutralForeground3, wordBreak: 'keep-all' } },
});

export interface ReviewTableProps {
  rows: readonly ReviewRow[];
  readAt: number;
  decisions: ReadonlyMap<string, DecisionEntry>;
  applied: ReadonlyMap<string, RemoveState>;
  /**
   * The logins as read again after removals were applied: a login changed by them shows its state,
   * groups, stores and flags from here (the OMS's, not the review's earlier facts).
   */
  current: ReadonlyMap<string, ReviewRow>;
  /** The change policy's verdict on Remove for a row (the reviewer's own user is left out); undefined while it loads. */
  removeVerdict: (row: ReviewRow) => BatchDecision | undefined;
  /** Whether the viewer may end this login's groups ('Remove groups…' is offered then). */
  mayRemoveGroups: (row: ReviewRow) => boolean;
  /** The exact last logins read so far, and how to ask for those of the rows on screen. */
  lastLogins: ReadonlyMap<string, LastLogin | 'failed'>;
  askLastLogins: (userLoginIds: readonly string[]) => void;
  /** Keep or Remove; 'removeGroups' asks which groups. */
  onDecide: (row: ReviewRow, decision: Decision) => void;
  disabled: boolean;
}

function LastLoginCell({ row, last, readAt }: { row: ReviewRow; last: LastLogin | 'failed' | undefined; readAt: number }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  if (last === 'failed') return <Text>{t('Could not be read')}</Text>;
  if (!last) return <Text className={styles.muted}>{row.activity === 'never' ? t('Never logged in') : '…'}</Text>;
  const days = last.lastSuccess === undefined ? undefined : Math.floor((readAt - last.lastSuccess) / DAY_MS);
  return (
    <div>
      <Text>{days === undefined ? t('Never logged in') : t('{{days}} days ago', { days })}</Text>
      {last.failuresSince > 0 ? <Text className={styles.muted}>{t('{{count}} failed since', { count: last.failuresSince })}</Text> : null}
    </div>
  );
}

/** A fact's cell; its label shows on a narrow screen only (wide, the column's header says it), hidden from screen readers (the header names the cell). */
function FactCell({ label, className, children }: { label: string; className?: string; children: ReactNode }): React.JSX.Element {
  const styles = useStyles();
  return (
    <div role="cell" className={className ? `${styles.fact} ${className}` : styles.fact}>
      <span aria-hidden="true" className={styles.label}>
        {label}
      </span>
      {children}
    </div>
  );
}

export function ReviewTable({ rows, readAt, decisions, applied, current, removeVerdict, mayRemoveGroups, lastLogins, askLastLogins, onDecide, disabled }: ReviewTableProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const { body, items, offset, totalSize, measure } = useWindowRows(rows.length, ROW_HEIGHT, { overscan: 6 });
  // Wide, the table may scroll sideways: its container then takes the keyboard focus (arrows scroll it).
  const wide = useMediaQuery(WIDE_QUERY);
  const shownKey = items.map((item) => rows[item.index]?.userLoginId ?? '').join('\n');
  useEffect(() => askLastLogins(shownKey.split('\n').filter(Boolean)), [shownKey, askLastLogins]);
  const flagText = (flag: ReviewFlag) => t(FLAG_LABELS[flag]);

  return (
    <div className={styles.scroller} {...(wide ? { tabIndex: 0, role: 'region', 'aria-label': t('Logins under review (scrolls sideways)') } : {})}>
      <div role="table" aria-label={t('Logins under review')} aria-rowcount={rows.length + 1}>
        <div role="row" aria-rowindex={1} className={`${styles.row} ${styles.header}`}>
          <div role="columnheader">{t('Login')}</div>
          <div role="columnheader">{t('State')}</div>
          <div role="columnheader">{t('Last login')}</div>
          <div role="columnheader">{t('Security groups')}</div>
          <div role="columnheader">{t('Product stores')}</div>
          <div role="columnheader">{t('Flags')}</div>
          <div role="columnheader">{t('Decision')}</div>
        </div>
        <div role="rowgroup" ref={body} className={styles.body} style={{ height: totalSize }}>
          <div role="presentation" style={{ transform: `translateY(${offset}px)` }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const result = applied.get(row.userLoginId);
              const decided = decisions.get(row.userLoginId);
              const facts = (result && result.status !== 'running' ? current.get(row.userLoginId) : undefined) ?? row;
              const removable = removeVerdict(row);
              return (
                <div role="row" key={row.userLoginId} ref={measure} data-index={item.index} aria-rowindex={item.index + 2} className={styles.row}>
                  <div role="cell">
                    {row.partyId ? <AppLink to={`/user-details/${encodeURIComponent(row.partyId)}`}>{row.userLoginId}</AppLink> : <Text>{row.userLoginId}</Text>}
                    <Text className={styles.muted}>{row.facilityLogin ? `${row.name} · ${t('Facility login')}` : row.name}</Text>
                  </div>
                  <FactCell label={t('State')}>
                    <Text>{t(STATE_LABELS[facts.state])}</Text>
                  </FactCell>
                  <FactCell label={t('Last login')}>
                    <LastLoginCell row={row} last={lastLogins.get(row.userLoginId)} readAt={readAt} />
                  </FactCell>
                  <FactCell label={t('Security groups')}>
                    <Text>{facts.groupIds.join(', ') || '-'}</Text>
                  </FactCell>
                  <FactCell label={t('Product stores')}>
                    <Text>{facts.productStoreIds.join(', ') || '-'}</Text>
                  </FactCell>
                  <FactCell label={t('Flags')}>
                    <div className={styles.flags}>
                      {facts.flags.map((flag) => (
                        <Badge key={flag} appearance="tint" color={flag === 'adminLevel' ? 'warning' : 'informative'}>
                          {flagText(flag)}
                        </Badge>
                      ))}
                    </div>
                  </FactCell>
                  <div role="cell" className={styles.decisionCell}>
                    {row.recommendation ? <Text className={styles.muted}>{t(REASON_LABELS[row.recommendation.reason])}</Text> : null}
                    {result ? (
                      <Text className={result.status === 'failed' ? styles.failed : undefined}>{result.status === 'done' ? t('Removed') : result.status === 'failed' ? `${t('Failed')}: ${result.message ?? ''}` : t('Running')}</Text>
                    ) : null}
                    {result?.status === 'done' || result?.status === 'running' ? null : (
                      <div className={styles.decision}>
                        <RadioGroup
                          layout="horizontal"
                          aria-label={t('Decision for {{login}}', { login: row.userLoginId })}
                          value={decided?.decision === 'removeGroups' ? '' : (decided?.decision ?? '')}
                          disabled={disabled}
                          onChange={(_event, data) => onDecide(row, data.value as Decision)}
                        >
                          <Radio value="keep" label={t('Keep')} />
                          <Radio value="remove" label={t('Remove')} disabled={!removable?.allowed || !row.partyId} />
                        </RadioGroup>
                        {removable && !removable.allowed ? <Text className={styles.muted}>{t(removable.reason)}</Text> : null}
                        {mayRemoveGroups(row) ? (
                          <Button size="small" appearance={decided?.decision === 'removeGroups' ? 'primary' : 'secondary'} disabled={disabled} aria-label={t('Remove groups from {{login}}', { login: row.userLoginId })} onClick={() => onDecide(row, 'removeGroups')}>
                            {t('Remove groups…')}
                          </Button>
                        ) : null}
                      </div>
                    )}
                    {decided?.decision === 'removeGroups' ? <Text className={styles.muted}>{t('Remove groups: {{groups}}', { groups: (decided.groupIds ?? []).join(', ') })}</Text> : null}
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
