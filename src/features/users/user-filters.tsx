/**
 * The Users tab's query controls: search (debounced, or at once on Enter), security group, login
 * status and 'Hide disabled users'. They show the URL's filter and change it through `onChange`.
 * The two filters are native selects (Fluent's Select): keyboard, screen reader and touch behave as
 * the platform's do, and the Users tab loads no popup positioning code.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Field, SearchBox, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useGroupsByName } from '../../reference/group-order';
import type { UserListFilter } from '../../oms/users';
import { securityGroupIds } from './filter';
import { securityGroupsAtom } from './atoms';

export const SEARCH_DEBOUNCE_MS = 300;
/** The option standing for "no filter" (the URL leaves the value out). */
const ALL = '*';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  { value: 'Y', label: 'Login enabled' },
  { value: 'N', label: 'Login blocked' },
] as const;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
  },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  select: { minWidth: '200px' },
});

function SearchField({ value, onSearch }: { value: string; onSearch: (queryString: string) => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under us (back/forward, a shared link): show its search text.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Field label={t('Search users')} className={styles.search}>
      <SearchBox
          dismiss={{ 'aria-label': t('Clear') }}
        value={text}
        placeholder={t('Name or username')}
        onChange={(_event, data) => setText(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text !== value) onSearch(text);
        }}
      />
    </Field>
  );
}

function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  // Any status other than N selects enabled logins (spec, section 4).
  const selected = value === '' ? ALL : value === 'N' ? 'N' : 'Y';
  return (
    <Field label={t('Login status')}>
      <Select className={styles.select} value={selected} onChange={(_event, data) => onChange(data.value === ALL ? '' : data.value)}>
        {STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function GroupFilter({ value, onChange }: { value: string; onChange: (securityGroup: string) => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const loaded = useAtomValue(securityGroupsAtom);
  const groups = useGroupsByName(useMemo(() => (loaded.state === 'hasData' ? loaded.data : []), [loaded]));
  // A group from the URL shows by its id until the groups are in (or when it is not among them);
  // several groups ("Users who can…") show as their names together.
  const known = !value || groups.some((group) => group.groupId === value);
  const several = securityGroupIds(value);
  const nameOf = (id: string) => groups.find((group) => group.groupId === id)?.groupName ?? id;
  const unknownLabel = several.length > 1 ? several.map(nameOf).join(', ') : value;
  return (
    <Field label={t('Security group')}>
      <Select
        className={styles.select}
        value={value || ALL}
        aria-busy={loaded.state === 'loading'}
        onChange={(_event, data) => onChange(data.value === ALL ? '' : data.value)}
      >
        <option value={ALL}>{t('All security groups')}</option>
        {known ? null : <option value={value}>{unknownLabel}</option>}
        {groups.map((group) => (
          <option key={group.groupId} value={group.groupId}>
            {group.groupName ?? group.groupId}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface UserFiltersProps {
  filter: UserListFilter;
  onChange: (patch: Partial<UserListFilter>) => void;
}

export function UserFilters({ filter, onChange }: UserFiltersProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  // Stable, so a re-render (a page arriving) does not restart the search's debounce.
  const search = useCallback((queryString: string) => onChange({ queryString }), [onChange]);
  return (
    <div className={styles.bar} role="search">
      <SearchField value={filter.queryString} onSearch={search} />
      <GroupFilter value={filter.securityGroup} onChange={(securityGroup) => onChange({ securityGroup })} />
      <StatusFilter value={filter.status} onChange={(status) => onChange({ status })} />
      <Switch
        label={t('Hide disabled users')}
        checked={filter.hideDisabledUser}
        onChange={(_event, data) => onChange({ hideDisabledUser: data.checked })}
      />
    </div>
  );
}
