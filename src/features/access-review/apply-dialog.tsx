/**
 * Before a review's decisions are applied: per login, what will end — an offboarding's steps with
 * counts and what it keeps and why (planned from bulk reads by the offboarding's own planner), or
 * the security groups that end. Nothing is written until 'Apply'.
 */
import { useCallback } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { ErrorState, LoadingState } from '../../components/states';
import { listIn } from '../../lib/lists';
import { useAsync } from '../../lib/use-async';
import { useGroupName } from '../../reference/group-order';
import { describeBulkLine } from '../../setup/bulk-offboard';
import { removalCounts } from './decisions';
import type { Removal, RemovalPreview } from './use-apply-removals';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, maxHeight: '40vh', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Lines shown; the rest are counted. */
const SHOWN_LINES = 200;

export interface ApplyDialogProps {
  removals: readonly Removal[];
  preview: (removals: readonly Removal[]) => Promise<RemovalPreview[]>;
  onApply: () => void;
  onClose: () => void;
  /** Open unless closing (closed through `open={false}`, components/use-dialog.ts `useDialogFor`). */
  open?: boolean;
}

export function ApplyDialog({ removals, preview, onApply, onClose, open = true }: ApplyDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const read = useCallback(() => preview(removals), [preview, removals]);
  const [lines, retry] = useAsync(read);
  const nameOfGroup = useGroupName();
  const text = (line: RemovalPreview): string =>
    'line' in line
      ? describeBulkLine(line.line, (key, options) => t(key, options), { language: i18n.language, nameOfGroup })
      : t('Ends: {{items}}.', { items: `${t('Security groups')} (${listIn(i18n.language, line.groupIds.map(nameOfGroup))})` });
  // Nothing is written yet: the counts say what Apply will do (the page says what it did).
  const counts = removalCounts(removals.map(({ entry }) => entry));

  return (
    <FormDialog
      open={open}
      steps
      title={t('Apply the decisions')}
      onClose={onClose}
      onSubmit={onApply}
      submitLabel={t('Apply to {{count}} logins', { count: removals.length })}
      submitDisabled={lines.state !== 'hasData'}
    >
      <Text>{t('Remove offboards the user: the login blocked and its sessions ended, its groups, product stores and facilities ended. Remove groups ends the chosen groups only.')}</Text>
      <Text role="status">{t('To offboard: {{offboarded}}. Groups to end: {{groups}}.', counts)}</Text>
      {lines.state === 'hasError' ? <ErrorState message={t('Something went wrong.')} onRetry={retry} /> : null}
      {lines.state === 'loading' ? <LoadingState label={t('Reading what will end')} /> : null}
      {lines.state === 'hasData' ? (
        <>
          <ul className={styles.list} aria-label={t('What will end')}>
            {lines.data.slice(0, SHOWN_LINES).map((line) => (
              <li key={line.userLoginId}>
                <Text weight="semibold">{line.userLoginId}</Text> <Text>{text(line)}</Text>
              </li>
            ))}
          </ul>
          {lines.data.length > SHOWN_LINES ? <Text className={styles.muted}>{t('And {{more}} more.', { more: lines.data.length - SHOWN_LINES })}</Text> : null}
        </>
      ) : null}
    </FormDialog>
  );
}
