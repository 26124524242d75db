/**
 * Runs a CSV export of the current filter: progress while pages arrive, cancel by abort, then the
 * download. Only one export runs at a time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { isOmsError } from '../../oms/errors';
import type { UserListFilter } from '../../oms/users';
import { useOmsClient, useSession } from '../../session/hooks';
import type * as DownloadModule from './download';
import type * as ExportModule from './export';
import type { ExportProgress } from './export';

/** The export's code (papaparse with it) loads on the first export, not with the Users tab. */
function loadExport(): Promise<[typeof ExportModule, typeof DownloadModule]> {
  return Promise.all([import(/* webpackChunkName: "users-export" */ './export'), import(/* webpackChunkName: "users-export" */ './download')]);
}

export interface UserExport {
  /** Null when no export runs. */
  progress: ExportProgress | null;
  /** Every user the filter matches, or only `partyIds` (the ones selected); never those in `except`. */
  start: (filter: UserListFilter, partyIds?: readonly string[], except?: ReadonlySet<string>) => Promise<void>;
  cancel: () => void;
}

export function useUserExport(): UserExport {
  const client = useOmsClient();
  const session = useSession();
  const notify = useNotify();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen ends the export.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (filter: UserListFilter, partyIds?: readonly string[], except?: ReadonlySet<string>) => {
      if (controller.current) return;
      const current = new AbortController();
      controller.current = current;
      setProgress({ users: 0, total: 0 });
      try {
        const [{ CSV_FILE_NAME, csvBlob, fetchAllUsers, fetchSelectedUsers, usersToCsv }, { downloadFile }] = await loadExport();
        const request = { ...filter, currentPartyId: session.profile.partyId };
        const options = { signal: current.signal, onProgress: setProgress };
        const read = partyIds ? await fetchSelectedUsers(client, request, partyIds, options) : await fetchAllUsers(client, request, options);
        if (current.signal.aborted) return;
        const users = except?.size ? read.filter((user) => !except.has(user.partyId)) : read;
        downloadFile(CSV_FILE_NAME, csvBlob(usersToCsv(users, session.timeZone, (column) => t(column))));
      } catch (error) {
        if (current.signal.aborted || (isOmsError(error) && error.kind === 'aborted')) return;
        console.error('User export failed:', error instanceof Error ? error.message : error);
        notify(t('Failed to export users.'), 'error');
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [client, session.profile.partyId, session.timeZone, notify, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { progress, start, cancel };
}
