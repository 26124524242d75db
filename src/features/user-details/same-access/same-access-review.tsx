/**
 * What "Same access as…" shows: per kind (security groups, product stores, facilities) what would
 * be added, removed or stay, what the change policy leaves as it is (with its reason), or why the
 * kind is left as it is; after applying, each item's outcome.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCompare } from '../../../lib/collate';
import type { AssociationResult, AssociationRow } from '../../../oms/association-diff';
import type { KindCopy, SkipReason } from './access-copy';
import { failureReason } from './use-access-copy';
import type { Comparison, CopyOutcome } from './use-access-copy';

const useStyles = makeStyles({
  kind: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export type KindKey = 'groups' | 'stores' | 'facilities';
export const KINDS: readonly KindKey[] = ['groups', 'stores', 'facilities'];

/** Names of the items of each kind (groups by the lookup, stores and facilities by their rows). */
export type Namer = (kind: KindKey, key: string) => string;

function useKindTitle(): (kind: KindKey) => string {
  const { t } = useTranslation();
  return (kind) => ({ groups: t('Security groups'), stores: t('Product stores'), facilities: t('Facilities') })[kind];
}

function useSkipText(): (reason: SkipReason) => string {
  const { t } = useTranslation();
  return (reason) =>
    ({
      noPermission: t('Left as they are: you may not change these.'),
      noLogin: t('Left as they are: this user has no login.'),
      integration: t('Left as they are: the facilities of an integration user are not set here.'),
      facilityLogin: t('Left as they are: a facility login keeps its own facility.'),
    })[reason];
}

export function CopyReview({ comparison, name }: { comparison: Comparison; name: Namer }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const compare = useCompare();
  const title = useKindTitle();
  const skipText = useSkipText();
  return (
    <>
      {KINDS.map((kind) => {
        const copy: KindCopy<AssociationRow> = comparison.copy[kind];
        const names = (keys: readonly string[]) => keys.map((key) => name(kind, key)).sort(compare);
        const refusedLines = (of: KindCopy<AssociationRow>, action: 'add' | 'end') =>
          of.refused
            .filter((item) => item.action === action)
            .map((item) => ({ item: name(kind, item.key), reason: item.reason }))
            .sort((a, b) => compare(a.item, b.item));
        const lines = [
          ...names(copy.plan.add).map((item) => t('Add {{name}}', { name: item })),
          ...names(copy.plan.end.map(({ key }) => key)).map((item) => t('Remove {{name}}', { name: item })),
          ...names(copy.plan.unchanged).map((item) => t('Keep {{name}}', { name: item })),
          ...refusedLines(copy, 'add').map(({ item, reason }) => t('Not given {{name}}: {{reason}}', { name: item, reason: t(reason) })),
          ...refusedLines(copy, 'end').map(({ item, reason }) => t('Not removed {{name}}: {{reason}}', { name: item, reason: t(reason) })),
        ];
        return (
          <section key={kind} className={styles.kind} aria-label={title(kind)}>
            <Text weight="semibold">{title(kind)}</Text>
            {copy.skipped ? (
              <Text className={styles.muted}>{skipText(copy.skipped)}</Text>
            ) : lines.length === 0 ? (
              <Text className={styles.muted}>{t('None, on either user.')}</Text>
            ) : (
              <ul className={styles.list}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

export function CopyResults({ outcome, name }: { outcome: CopyOutcome; name: Namer }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const title = useKindTitle();
  const line = (kind: KindKey, result: AssociationResult<AssociationRow>) =>
    result.outcomes.map((item) => {
      const what = item.action === 'add' ? t('Add {{name}}', { name: name(kind, item.key) }) : t('Remove {{name}}', { name: name(kind, item.key) });
      const why = failureReason(item.error);
      const status = item.status === 'done' ? t('done') : item.status === 'failed' ? t('failed') : t('not sent');
      return { key: `${item.action}:${item.key}`, text: why ? `${what}: ${status} (${why})` : `${what}: ${status}`, done: item.status === 'done' };
    });
  return (
    <>
      {KINDS.map((kind) => {
        const result = outcome[kind] as AssociationResult<AssociationRow> | undefined;
        if (!result) return null;
        return (
          <section key={kind} className={styles.kind} aria-label={title(kind)}>
            <Text weight="semibold">{title(kind)}</Text>
            <ul className={styles.list}>
              {line(kind, result).map((item) => (
                <li key={item.key} className={item.done ? undefined : styles.failed}>
                  {item.text}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
