/**
 * The Users tab's query controls: search (debounced, or at once on Enter), security group, login
 * status and 'Hide disabled users'. They show the URL's filter and change it through `onChange`.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Dropdown, Field, Option, SearchBox, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { UserListFilter } from '../../oms/users';
import { securityGroupsAtom } from './atoms';

export const SEARCH_DEBOUNCE_MS = 300;
/** Dropdown options cannot carry '' as a value; this one stands for "no filter". */
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
  dropdown: { minWidth: '200px' },
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
  const label = STATUS_OPTIONS.find((option) => option.value === selected)?.label ?? 'All';
  return (
    <Field label={t('Login status')}>
      <Dropdown
        className={styles.dropdown}
        value={t(label)}
        selectedOptions={[selected]}
        onOptionSelect={(_event, data) => onChange(data.optionValue === ALL ? '' : (data.optionValue ?? ''))}
      >
        {STATUS_OPTIONS.map((option) => (
          <Option key={option.value} value={option.value}>
            {t(option.label)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function GroupFilter({ value, onChange }: { value: string; onChange: (securityGroup: string) => void }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const loaded = useAtomValue(securityGroupsAtom);
  const groups = useMemo(() => {
    const list = loaded.state === 'hasData' ? [...loaded.data] : [];
    return list.sort((a, b) => (a.groupName ?? a.groupId).localeCompare(b.groupName ?? b.groupId));
  }, [loaded]);
  const current = groups.find((group) => group.groupId === value);
  const label = value ? (current?.groupName ?? value) : t('All security groups');
  return (
    <Field label={t('Security group')}>
      <Dropdown
        className={styles.dropdown}
        value={label}
        selectedOptions={[value || ALL]}
        aria-busy={loaded.state === 'loading'}
        onOptionSelect={(_event, data) => onChange(data.optionValue === ALL ? '' : (data.optionValue ?? ''))}
      >
        <Option value={ALL}>{t('All security groups')}</Option>
        {groups.map((group) => (
          <Option key={group.groupId} value={group.groupId}>
            {group.groupName ?? group.groupId}
          </Option>
        ))}
      </Dropdown>
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
