/**
 * "Users who can …" from App access (issue 20): the functional groups whose own current grants
 * satisfy what was asked (the catalog's `groupsGranting`: an alternative, or one of the app's
 * pass-all ids), read when asked (one find of who holds its ids), then the Users tab filtered to
 * them (`/tabs/users?group=A,B`, a link that can be shared).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantingIds, groupsGranting, holdingGroups } from '../../catalog';
import type { CatalogApp } from '../../catalog';
import { useNotify } from '../../components/toaster';
import { useAppNavigate } from '../../lib/navigation';
import { findPermissionHolders } from '../../oms/permissions';
import { useOmsClient } from '../../session/hooks';

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
        const holders = holdingGroups(await findPermissionHolders(client, grantingIds(app, expression)));
        const groups = groupsGranting(app, expression, holders.values()).map((group) => group.groupId);
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
