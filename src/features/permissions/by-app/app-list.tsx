/**
 * The By app view's list: a search over app names, capability titles and descriptions and
 * permission ids, the matching apps with how many of their capabilities match (all of them without
 * a search), then the two honest lists, "Not in any app" and "Missing on this OMS", with their
 * counts once the OMS's permissions are read. The chosen entry carries aria-current.
 */
import { Button, SearchBox, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states';
import type { AppEntry } from './by-app';
import { MISSING_ON_OMS, NOT_IN_ANY_APP } from '../tab-params';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  search: { width: '100%', maxWidth: 'none' },
  entries: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  others: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, marginTop: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalS },
  entry: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, width: '100%', textAlign: 'start' },
  muted: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
});

export interface AppListProps {
  entries: readonly AppEntry[];
  search: string;
  onSearch(search: string): void;
  /** `?app=`: an app's id, NOT_IN_ANY_APP or MISSING_ON_OMS. */
  chosen: string;
  onChoose(key: string): void;
  /** How many entries of the two honest lists match the search; null until the OMS's permissions are read. */
  listCounts: { unused: number; missing: number } | null;
}

export function AppList({ entries, search, onSearch, chosen, onChoose, listCounts }: AppListProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const entry = (key: string, name: string, count: string) => (
    <li key={key}>
      <Button
        className={styles.entry}
        appearance={key === chosen ? 'secondary' : 'subtle'}
        aria-current={key === chosen ? 'true' : undefined}
        onClick={() => onChoose(key)}
      >
        <Text>{name}</Text>
        <Text size={200} className={styles.muted}>
          {count}
        </Text>
      </Button>
    </li>
  );
  return (
    <div className={styles.list}>
      <SearchBox
          dismiss={{ 'aria-label': t('Clear') }}
        className={styles.search}
        aria-label={t('Search apps and capabilities')}
        placeholder={t('Search apps and capabilities')}
        value={search}
        onChange={(_event, data) => onSearch(data.value)}
      />
      <nav aria-label={t('Apps')}>
        {entries.length === 0 ? (
          <EmptyState message={t('No app matches the search.')} />
        ) : (
          <ul className={styles.entries}>
            {entries.map(({ app, capabilities }) => entry(app.id, app.name, t('{{count}} capabilities', { count: capabilities.length })))}
          </ul>
        )}
        <ul className={mergeClasses(styles.entries, styles.others)}>
          {entry(NOT_IN_ANY_APP, t('Not in any app'), listCounts ? String(listCounts.unused) : '')}
          {entry(MISSING_ON_OMS, t('Missing on this OMS'), listCounts ? String(listCounts.missing) : '')}
        </ul>
      </nav>
    </div>
  );
}
