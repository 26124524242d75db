/**
 * The permission list of a group (Permissions tab and Add permissions): 'Search permissions',
 * 'Only selected permissions', 'Filters' (classification groups, and the suite's apps from the
 * capability catalog), a section per classification group with its count, and a card per permission
 * whose checkbox grants or ends it (a spinner on that card while it saves), saying which apps'
 * capabilities check it.
 * A checked box needs APP_PERMISSION_UPDATE, an unchecked one APP_PERMISSION_CREATE.
 */
import { useEffect, useState } from 'react';
import { Dropdown, Field, Option, OptionGroup, SearchBox, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/states';
import { catalogAtom, grantsFamily, refreshGrantsAtom, retryCatalogAtom } from './atoms';
import { useCatalogUsage } from './catalog-usage';
import { whenIdle } from '../../lib/idle';
import { EMPTY_QUERY, OTHERS } from './permission-list';
import type { ListQuery } from './permission-list';
import { PermissionGrid } from './permission-grid';

/** A filter option that is an app of the capability catalog, not a classification group. */
const APP_OPTION = 'app:';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

export function PermissionListView({ groupId }: { groupId: string }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const catalog = useAtomValue(catalogAtom);
  const retryCatalog = useSetAtom(retryCatalogAtom);
  const grants = useAtomValue(grantsFamily(groupId));
  const refreshGrants = useSetAtom(refreshGrantsAtom);
  const [query, setQuery] = useState<ListQuery>(EMPTY_QUERY);
  // The tools are there from the start (usable once the list is): the frame the data lands in
  // only mounts the list, and nothing moves when it comes.
  const ready = catalog.state === 'hasData' && grants.state === 'hasData';
  // The capability catalog (its chunk and the "Used by" lines) once the list has painted and the
  // browser is idle: loaded beside the OMS answers it cost the list's first paint ~60 ms.
  const [catalogWanted, setCatalogWanted] = useState(false);
  useEffect(() => (ready && !catalogWanted ? whenIdle(() => setCatalogWanted(true)) : undefined), [ready, catalogWanted]);
  const capabilities = useCatalogUsage(catalogWanted);
  const usage = capabilities.state === 'hasData' ? capabilities.data : null;
  const filters = catalog.state === 'hasData' ? catalog.data.filters : [];
  let list: React.JSX.Element;
  if (catalog.state === 'hasError') list = <ErrorState message={t('Something went wrong.')} onRetry={() => retryCatalog()} />;
  else if (grants.state === 'hasError') list = <ErrorState message={t('Something went wrong.')} onRetry={() => void refreshGrants(groupId)} />;
  else if (catalog.state === 'loading' || grants.state === 'loading') list = <LoadingState label={t('Loading')} />;
  else list = <PermissionGrid groupId={groupId} sections={catalog.data.sections} query={query} grants={grants.data} usage={usage?.lines} />;

  const apps = usage?.apps ?? [];
  const filterLabel = query.app
    ? (apps.find((app) => app.id === query.app?.id)?.name ?? query.app.id)
    : query.filter
      ? (filters.find((filter) => filter.groupId === query.filter)?.groupName ?? query.filter)
      : t('All');
  const choose = (value: string) => {
    const app = value.startsWith(APP_OPTION) ? apps.find((candidate) => candidate.id === value.slice(APP_OPTION.length)) : undefined;
    setQuery((q) => ({ ...q, filter: app ? '' : value, app }));
  };
  return (
    <div>
      <div className={styles.tools}>
        <SearchBox
          dismiss={{ 'aria-label': t('Clear') }}
          aria-label={t('Search permissions')}
          placeholder={t('Search permissions')}
          disabled={!ready}
          value={query.search}
          onChange={(_event, data) => setQuery((q) => ({ ...q, search: data.value }))}
        />
        <Switch label={t('Only selected permissions')} disabled={!ready} checked={query.onlySelected} onChange={(_event, data) => setQuery((q) => ({ ...q, onlySelected: data.checked }))} />
        <Field label={t('Filters')}>
          <Dropdown
            value={t(filterLabel)}
            disabled={!ready}
            selectedOptions={[query.app ? `${APP_OPTION}${query.app.id}` : query.filter]}
            onOptionSelect={(_event, data) => choose(data.optionValue ?? '')}
          >
            <Option value="">{t('All')}</Option>
            <OptionGroup label={t('Classification groups')}>
              {filters.map((filter) => (
                <Option key={filter.groupId} value={filter.groupId}>
                  {filter.groupId === OTHERS ? t('Others') : filter.groupName}
                </Option>
              ))}
            </OptionGroup>
            {apps.length > 0 ? (
              <OptionGroup label={t('Apps')}>
                {apps.map((app) => (
                  <Option key={app.id} value={`${APP_OPTION}${app.id}`}>
                    {app.name}
                  </Option>
                ))}
              </OptionGroup>
            ) : null}
          </Dropdown>
        </Field>
      </div>
      {list}
    </div>
  );
}
