/**
 * Security group history: every group the login was in, current ones first ('fromDate - Current'),
 * then ended ones with 'fromDate - thruDate' (day with an ordinal suffix), in the one history list.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../../../components/history-dialog';
import { mapLoadable } from '../../../lib/loadable';
import { groupLabel } from '../display';
import { useSecurityGroupHistory } from './use-security-group-history';

export interface SecurityGroupHistoryDialogProps {
  open: boolean;
  userLoginId: string;
  groupNames: ReadonlyMap<string, string | undefined>;
  onClose: () => void;
}

/** Give it a new key on each opening: it reads the history when it mounts. */
export function SecurityGroupHistoryDialog({ open, userLoginId, groupNames, onClose }: SecurityGroupHistoryDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const [history, retry] = useSecurityGroupHistory(userLoginId);
  const entries = useMemo(
    () =>
      mapLoadable(history, (rows) =>
        rows.map((entry) => ({
          key: `${entry.groupId}-${entry.fromDate ?? ''}`,
          name: entry.groupName || groupLabel(entry.groupId, groupNames),
          detail: entry.groupId,
          fromDate: entry.fromDate,
          thruDate: entry.thruDate,
        })),
      ),
    [history, groupNames],
  );
  return <HistoryDialog open={open} title={t('Security group history')} history={entries} onRetry={retry} onClose={onClose} />;
}
