/**
 * 'By app' on the Permissions tab (`?view=app`, the chosen app in `?app=`), its own chunk: the
 * suite's apps from the capability catalog (loaded with its texts when the view first opens), a
 * search, the chosen app's detail, and the two honest lists beside the apps. Below the large
 * breakpoint the list and the chosen entry show one at a time.
 */
import { useMemo, useState } from 'react';
import { Text } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import type { Loadable } from '../../../lib/loadable';
import { AppDetails } from './app-details';
import { AppList } from './app-list';
import { catalogAtom, retryCatalogAtom } from '../atoms';
import { appEntries, catalogUses, missingOnOms, notInAnyApp, searchList } from './by-app';
import { MissingOnOmsPane, NotInAnyAppPane } from './honest-lists';
import type { HonestLists } from './honest-lists';
import { SplitPanes } from '../split-panes';
import { MISSING_ON_OMS, NOT_IN_ANY_APP, useTabParams } from '../tab-params';
import { useCapabilityCatalog } from './use-capability-catalog';
import type { CapabilityCatalogView } from './use-capability-catalog';

export function AppsView(): React.JSX.Element {
  const { t } = useTranslation();
  const [catalog, retry] = useCapabilityCatalog();
  if (catalog.state === 'loading') return <LoadingState label={t('Loading apps')} />;
  if (catalog.state === 'hasError') return <ErrorState message={t('Something went wrong.')} onRetry={retry} />;
  if (catalog.data.catalog.length === 0) return <EmptyState message={t('No apps to show.')} />;
  return <AppsPanes view={catalog.data} />;
}

function AppsPanes({ view }: { view: CapabilityCatalogView }): React.JSX.Element {
  const { t } = useTranslation();
  const { appId, update } = useTabParams();
  const [search, setSearch] = useState('');
  const entries = useMemo(() => appEntries(view.index, search), [view.index, search]);
  const lists = useHonestLists(view);
  const retryPermissions = useSetAtom(retryCatalogAtom);
  const permissions = useAtomValue(catalogAtom);
  const present = permissions.state === 'hasData' ? permissions.data.permissionIds : null;

  const listCounts = lists.state === 'hasData' ? { unused: searchList(lists.data.unused, search).length, missing: searchList(lists.data.missing, search).length } : null;
  const list = <AppList entries={entries} search={search} onSearch={setSearch} chosen={appId} onChoose={(key) => update({ app: key }, { focusPane: true })} listCounts={listCounts} />;

  let detail: React.ReactNode = null;
  if (appId === NOT_IN_ANY_APP) detail = <NotInAnyAppPane lists={lists} search={search} onRetry={() => retryPermissions()} />;
  else if (appId === MISSING_ON_OMS) detail = <MissingOnOmsPane lists={lists} search={search} onRetry={() => retryPermissions()} text={view.text} />;
  else if (appId) {
    const app = view.catalog.find((candidate) => candidate.id === appId);
    const entry = entries.find((candidate) => candidate.app === app);
    detail = app ? (
      <AppDetails
        key={app.id}
        catalog={view.catalog}
        app={app}
        capabilities={entry?.narrowed ? entry.capabilities : app.capabilities}
        text={view.text}
        present={present}
        onShowAll={entry?.narrowed ? () => setSearch('') : undefined}
      />
    ) : (
      <EmptyState message={t('This app is not in the catalog.')} />
    );
  }

  return (
    <SplitPanes
      list={list}
      detail={detail}
      placeholder={<Text>{t('Select an app to see who can use it.')}</Text>}
      onBack={() => update({ app: null }, { focusPane: true })}
    />
  );
}

/** The two honest lists, from the tab's permission list (read once) and the catalog. */
function useHonestLists(view: CapabilityCatalogView): Loadable<HonestLists> {
  const permissions = useAtomValue(catalogAtom);
  const uses = useMemo(() => catalogUses(view.catalog), [view.catalog]);
  return useMemo((): Loadable<HonestLists> => {
    if (permissions.state !== 'hasData') return permissions;
    return { state: 'hasData', data: { unused: notInAnyApp(permissions.data.sections, uses), missing: missingOnOms(uses, permissions.data.permissionIds) } };
  }, [permissions, uses]);
}
