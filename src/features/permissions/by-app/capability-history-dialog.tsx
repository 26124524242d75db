/**
 * 'View history' of a capability: every grant of its permission ids to a functional group, current
 * and ended, newest first (one paged read when the dialog opens, with Retry), in the one history
 * list. Classification groups never show: they grant nothing.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../../../components/history-dialog';
import { mapLoadable } from '../../../lib/loadable';
import { useCapabilityHistory } from './use-capability-history';

export interface CapabilityHistoryDialogProps {
  /** The capability's title, in the screen's language. */
  title: string;
  permissionIds: readonly string[];
  /** Names of the functional groups by id (the cached group list). */
  groupNames: ReadonlyMap<string, string>;
  onClose: () => void;
}

export function CapabilityHistoryDialog({ title, permissionIds, groupNames, onClose }: CapabilityHistoryDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const [history, retry] = useCapabilityHistory(permissionIds);
  const entries = useMemo(
    () =>
      mapLoadable(history, (rows) =>
        rows.map((entry) => ({
          key: `${entry.groupId}-${entry.permissionId}-${entry.fromDate}`,
          name: groupNames.get(entry.groupId) ?? (entry.groupName || entry.groupId),
          detail: entry.permissionId,
          fromDate: entry.fromDate,
          thruDate: entry.thruDate,
        })),
      ),
    [history, groupNames],
  );
  return <HistoryDialog title={t('History of {{title}}', { title })} history={entries} onRetry={retry} onClose={onClose} />;
}
