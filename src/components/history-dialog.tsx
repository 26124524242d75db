/**
 * The one history list (issue 36): rows of an association that held from a date, current or ended
 * — a login's security groups, a capability's grants — newest first as the caller reads them, each
 * 'fromDate - thruDate' or 'fromDate - Current', in a dialog with loading, error (Retry) and empty
 * states. Focus goes back to whatever opened it when it closes (`useReturnFocus`).
 */
import { useEffect, useRef } from 'react';
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../lib/loadable';
import { useFormatDate } from '../session/hooks';
import { ErrorState, LoadingState } from './states';
import { useReturnFocus } from './use-return-focus';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' },
  entry: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontFamily: tokens.fontFamilyMonospace },
});

/** One row of a history: what it names (a group), its id line, and when it held. */
export interface HistoryEntry {
  readonly key: string;
  readonly name: string;
  /** The id shown under the name (the group's, or the permission's). */
  readonly detail: string;
  readonly fromDate?: number;
  readonly thruDate?: number | null;
}

export interface HistoryDialogProps {
  /** The dialog's title, also the list's accessible name. */
  title: string;
  history: Loadable<readonly HistoryEntry[]>;
  onRetry: () => void;
  onClose: () => void;
  /** For a dialog kept mounted between openings (give it a new key on each: it reads when it mounts). */
  open?: boolean;
}

export function HistoryDialog({ title, history, onRetry, onClose, open = true }: HistoryDialogProps): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const close = useRef<HTMLButtonElement>(null);
  const surface = useReturnFocus(open);
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);

  let body: React.ReactNode;
  if (history.state === 'loading') body = <LoadingState label={t('Loading history')} />;
  else if (history.state === 'hasError') body = <ErrorState message={t('Something went wrong.')} onRetry={onRetry} />;
  else if (history.data.length === 0) body = <Text role="status">{t('No history found.')}</Text>;
  else
    body = (
      <ul className={styles.list} aria-label={title}>
        {history.data.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <span>
              <Text>{entry.name}</Text>
              <span className={styles.secondary}>{entry.detail}</span>
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
      open={open}
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface ref={surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
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
