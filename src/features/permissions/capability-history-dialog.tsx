/**
 * 'View history' of a capability: every grant of its permission ids to a functional group, current
 * and ended, newest first (one paged read when the dialog opens, with Retry). Classification groups
 * never show: they grant nothing.
 */
import { useEffect, useRef } from 'react';
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/states';
import { useFormatDate } from '../../session/hooks';
import { useCapabilityHistory } from './use-capability-history';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' },
  entry: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontFamily: tokens.fontFamilyMonospace },
});

export interface CapabilityHistoryDialogProps {
  /** The capability's title, in the screen's language. */
  title: string;
  permissionIds: readonly string[];
  /** Names of the functional groups by id (the cached group list). */
  groupNames: ReadonlyMap<string, string>;
  onClose: () => void;
}

export function CapabilityHistoryDialog({ title, permissionIds, groupNames, onClose }: CapabilityHistoryDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [history, retry] = useCapabilityHistory(permissionIds);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);

  let body: React.ReactNode;
  if (history.state === 'loading') body = <LoadingState label={t('Loading history')} />;
  else if (history.state === 'hasError') body = <ErrorState message={t('Something went wrong.')} onRetry={retry} />;
  else if (history.data.length === 0) body = <Text role="status">{t('No history found.')}</Text>;
  else
    body = (
      <ul className={styles.list} aria-label={t('History of {{title}}', { title })}>
        {history.data.map((entry) => (
          <li key={`${entry.groupId}-${entry.permissionId}-${entry.fromDate}`} className={styles.entry}>
            <span>
              <Text>{groupNames.get(entry.groupId) ?? (entry.groupName || entry.groupId)}</Text>
              <span className={styles.secondary}>{entry.permissionId}</span>
            </span>
            <Text>
              {`${formatDate(entry.fromDate)} - `}
              {entry.thruDate ? (
                formatDate(entry.thruDate)
              ) : (
                <Badge appearance="tint" color="success">
                  {t('Current')}
                </Badge>
              )}
            </Text>
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog
      open
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('History of {{title}}', { title })}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button ref={close} onClick={onClose}>
              {t('Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
