/**
 * Security group history: every group the login was in, current ones first ('fromDate - Current'),
 * then ended ones with 'fromDate - thruDate' (day with an ordinal suffix).
 */
import { useEffect, useRef } from 'react';
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../session/hooks';
import { groupLabel } from './display';
import { SectionView } from './section-view';
import { useSecurityGroupHistory } from './use-security-group-history';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface SecurityGroupHistoryDialogProps {
  open: boolean;
  userLoginId: string;
  groupNames: ReadonlyMap<string, string | undefined>;
  onClose: () => void;
}

/** Give it a new key on each opening: it reads the history when it mounts. */
export function SecurityGroupHistoryDialog({ open, userLoginId, groupNames, onClose }: SecurityGroupHistoryDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [history, retry] = useSecurityGroupHistory(userLoginId);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Security group history')}</DialogTitle>
          <DialogContent>
            <SectionView section={history} onRetry={retry}>
              {(entries) =>
                entries.length === 0 ? (
                  <Text role="status">{t('No history found.')}</Text>
                ) : (
                  <ul className={styles.list} aria-label={t('Security group history')}>
                    {entries.map((entry) => (
                      <li key={`${entry.groupId}-${entry.fromDate ?? ''}`} className={styles.entry}>
                        <span>
                          <Text>{entry.groupName || groupLabel(entry.groupId, groupNames)}</Text>
                          <span className={styles.secondary}>{entry.groupId}</span>
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
                )
              }
            </SectionView>
          </DialogContent>
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
