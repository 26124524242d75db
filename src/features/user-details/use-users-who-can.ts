/**
 * "Users who can …" from the App access card (issue 20): the functional groups whose own current
 * grants satisfy what was asked (the app's rule: an alternative, or one of its pass-all ids), read
 * when asked (one find of who holds its ids), then the Users tab filtered to them
 * (`/tabs/users?group=A,B`, a link that can be shared).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsInApp, permissionIdsOf } from '../../catalog';
import type { CatalogApp } from '../../catalog';
import { useNotify } from '../../components/toaster';
import { useAppNavigate } from '../../lib/navigation';
import { findPermissionHolders } from '../../oms/permissions';
import { useOmsClient } from '../../session/hooks';

/** The groups among `rows` whose own ids satisfy `expression` in `app`, in the order first seen. */
export function groupsGranting(app: Pick<CatalogApp, 'passAll'>, expression: string, rows: readonly { groupId: string; permissionId: string }[]): string[] {
  const byGroup = new Map<string, Set<string>>();
  for (const row of rows) byGroup.set(row.groupId, (byGroup.get(row.groupId) ?? new Set()).add(row.permissionId));
  return [...byGroup].filter(([, ids]) => holdsInApp(app, expression, ids)).map(([groupId]) => groupId);
}

export function useUsersWhoCan(): { open: (app: CatalogApp, expression: string) => Promise<void>; busy: boolean } {
  const client = useOmsClient();
  const navigate = useAppNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = useCallback(
    async (app: CatalogApp, expression: string) => {
      setBusy(true);
      try {
        const holders = await findPermissionHolders(client, [...new Set([...permissionIdsOf(expression), ...app.passAll])]);
        const groups = groupsGranting(app, expression, holders);
        if (groups.length === 0) notify(t('No group grants it.'), 'info');
        else navigate(`/tabs/users?group=${encodeURIComponent(groups.join(','))}`);
      } catch {
        notify(t('Something went wrong.'), 'error');
      } finally {
        setBusy(false);
      }
    },
    [client, navigate, notify, t],
  );
  return { open, busy };
}
