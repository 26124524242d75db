/**
 * What an access review shows: its scope (every login, person logins, facility logins, or a
 * security group's members — the record names it), the sort by last login, the flags with their
 * counts as filters, and a search.
 */
import { Dropdown, Field, Input, Option, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { REVIEW_FLAGS } from './review';
import type { ReviewFlag, ReviewScope, ReviewSort } from './review';
import { FLAG_LABELS } from './review-texts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

export const SORT_LABELS: Record<ReviewSort, string> = {
  lastLoginOldest: 'Last login, oldest first',
  lastLoginNewest: 'Last login, newest first',
  login: 'Login',
};

const scopeKey = (scope: ReviewScope): string => (scope.kind === 'group' ? `group:${scope.groupId}` : scope.kind);
const scopeOf = (key: string): ReviewScope => (key.startsWith('group:') ? { kind: 'group', groupId: key.slice('group:'.length) } : { kind: key as 'all' | 'people' | 'facility' });

/** The scope in words (the record's 'scope'). */
export function useScopeText(): (scope: ReviewScope) => string {
  const { t } = useTranslation();
  return (scope) => {
    if (scope.kind === 'group') return t('Members of {{group}}', { group: scope.groupId });
    return t({ all: 'Every login', people: 'Person logins', facility: 'Facility logins' }[scope.kind]);
  };
}

export interface ReviewFiltersProps {
  scope: ReviewScope;
  onScope: (scope: ReviewScope) => void;
  /** The security groups any login holds (a scope each). */
  groupIds: readonly string[];
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
  flag: ReviewFlag | null;
  onFlag: (flag: ReviewFlag | null) => void;
  counts: Record<ReviewFlag, number>;
  inactiveDays: number;
  search: string;
  onSearch: (search: string) => void;
}

export function ReviewFilters({ scope, onScope, groupIds, sort, onSort, flag, onFlag, counts, inactiveDays, search, onSearch }: ReviewFiltersProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const scopeText = useScopeText();
  const scopes: ReviewScope[] = [{ kind: 'all' }, { kind: 'people' }, { kind: 'facility' }, ...groupIds.map((groupId): ReviewScope => ({ kind: 'group', groupId }))];
  return (
    <>
      <div className={styles.bar}>
        <Field label={t('Scope')}>
          <Dropdown value={scopeText(scope)} selectedOptions={[scopeKey(scope)]} onOptionSelect={(_event, data) => data.optionValue && onScope(scopeOf(data.optionValue))}>
            {scopes.map((entry) => (
              <Option key={scopeKey(entry)} value={scopeKey(entry)}>
                {scopeText(entry)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('Sort by')}>
          <Dropdown value={t(SORT_LABELS[sort])} selectedOptions={[sort]} onOptionSelect={(_event, data) => data.optionValue && onSort(data.optionValue as ReviewSort)}>
            {(Object.keys(SORT_LABELS) as ReviewSort[]).map((key) => (
              <Option key={key} value={key}>
                {t(SORT_LABELS[key])}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('Search logins')}>
          <Input value={search} onChange={(_event, value) => onSearch(value.value)} />
        </Field>
      </div>
      <div className={styles.bar} role="group" aria-label={t('Flags')}>
        {REVIEW_FLAGS.map((key) => (
          <ToggleButton key={key} checked={flag === key} onClick={() => onFlag(flag === key ? null : key)}>
            {t('{{flag}}: {{count}}', { flag: key === 'inactive' ? t('Inactive {{days}}+ days', { days: inactiveDays }) : t(FLAG_LABELS[key]), count: counts[key] })}
          </ToggleButton>
        ))}
      </div>
    </>
  );
}
