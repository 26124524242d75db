/**
 * The export's progress dialog: "x of y users" with a progress bar and Cancel. Loaded with the
 * export's code on the first export (export-dialog.tsx), so the Users tab does not carry it. Focus
 * goes back to 'Export' when it closes (`useReturnFocus`).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../components/use-return-focus';
import type { ExportProgress } from './export';

export interface ExportProgressDialogProps {
  /** Null when no export runs (the dialog is closed). */
  progress: ExportProgress | null;
  onCancel: () => void;
}

export function ExportProgressDialog({ progress, onCancel }: ExportProgressDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const value = progress && progress.total > 0 ? Math.min(progress.users / progress.total, 1) : undefined;
  const surface = useReturnFocus(progress !== null);
  return (
    <Dialog open={progress !== null} modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface ref={surface}>
        <DialogBody>
          <DialogTitle>{t('Exporting users')}</DialogTitle>
          <DialogContent>
            <Field
              validationState="none"
              validationMessage={
                progress && progress.total > 0 ? t('{{done}} of {{total}} users', { done: progress.users, total: progress.total }) : t('Preparing export')
              }
            >
              <ProgressBar value={value} thickness="large" aria-label={t('Exporting users')} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('Cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
