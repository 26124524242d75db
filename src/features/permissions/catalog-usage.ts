/**
 * What By security group learns from the capability catalog: for each permission id, where the
 * suite's apps check it ("Used by: Fulfillment: Ship orders; …", in the screen's language), and
 * each app's ids for the list's filter. Loading while the catalog and its texts load, null when
 * they failed: the list never waits for them (the lines and the apps join it when they are in).
 */
import { useCallback, useMemo } from 'react';
import { atom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useCatalogTexts } from '../../catalog/use-catalog-texts';
import type { Catalog } from '../../catalog';
import type { Loadable } from '../../lib/loadable';
import { appPermissionIds } from '../../catalog/holders';
import { catalogUses } from './by-app/by-app';
import type { CatalogUse } from './by-app/by-app';
import { capabilityCatalogAtom } from '../../catalog/atoms';

/** How many places a card names before "and N more". */
export const USES_SHOWN = 3;

export interface AppFilter {
  id: string;
  name: string;
  permissionIds: ReadonlySet<string>;
}

export interface CatalogUsage {
  /** permissionId -> its "Used by: …" line. */
  lines: ReadonlyMap<string, string>;
  apps: readonly AppFilter[];
}

/** Each app with every id it checks (access, capabilities, pass-all). */
export function appFilters(catalog: Catalog): AppFilter[] {
  return catalog.map((app) => ({ id: app.id, name: app.name, permissionIds: new Set(appPermissionIds(app)) }));
}

/** One line per id: its first `USES_SHOWN` uses, then how many more (`more`). */
export function usageLines(catalog: Catalog, describe: (use: CatalogUse) => string, line: (uses: string, more: number) => string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const [id, uses] of catalogUses(catalog)) {
    lines.set(id, line(uses.slice(0, USES_SHOWN).map(describe).join('; '), Math.max(0, uses.length - USES_SHOWN)));
  }
  return lines;
}

/** Where an id is used, in the screen's language: "App: capability", or the app's access. */
export function useDescribeUse(text: (key: string) => string): (use: CatalogUse) => string {
  const { t } = useTranslation();
  return useCallback(
    (use: CatalogUse) => (use.capability ? `${use.app.name}: ${text(use.capability.title)}` : t('{{app}}: open the app or pass its checks', { app: use.app.name })),
    [t, text],
  );
}

const NOT_WANTED = atom<Loadable<Catalog>>({ state: 'loading' });

/** `wanted` false: nothing is loaded yet (loading). */
export function useCatalogUsage(wanted = true): Loadable<CatalogUsage | null> {
  const { t } = useTranslation();
  const catalog = useAtomValue(wanted ? capabilityCatalogAtom : NOT_WANTED);
  const [texts] = useCatalogTexts();
  const data = catalog.state === 'hasData' ? catalog.data : null;
  const text = texts.state === 'hasData' ? texts.data : null;
  const describe = useDescribeUse(text ?? identity);
  const usage = useMemo(() => {
    if (!data || !text) return null;
    const line = (uses: string, more: number) => (more > 0 ? t('Used by: {{uses}} and {{count}} more', { uses, count: more }) : t('Used by: {{uses}}', { uses }));
    return { lines: usageLines(data, describe, line), apps: appFilters(data) };
  }, [data, text, describe, t]);
  if (catalog.state === 'loading' || texts.state === 'loading') return { state: 'loading' };
  return { state: 'hasData', data: usage };
}

const identity = (key: string) => key;
