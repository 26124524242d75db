/**
 * 'Export' and the progress dialog it opens: "x of y users" with a progress bar and Cancel.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  ProgressBar,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { UserListFilter } from '../../oms/users';
import { useUserExport } from './use-user-export';

export function ExportUsers({ filter, disabled }: { filter: UserListFilter; disabled?: boolean }): React.JSX.Element {
  const { t } = useTranslation();
  const { progress, start, cancel } = useUserExport();
  const value = progress && progress.total > 0 ? Math.min(progress.users / progress.total, 1) : undefined;

  return (
    <>
      <Button icon={<ArrowDownloadRegular />} disabled={disabled || progress !== null} onClick={() => void start(filter)}>
        {t('Export')}
      </Button>
      <Dialog open={progress !== null} modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : cancel())}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('Exporting users')}</DialogTitle>
            <DialogContent>
              <Field
                validationState="none"
                validationMessage={
                  progress && progress.total > 0
                    ? t('{{done}} of {{total}} users', { done: progress.users, total: progress.total })
                    : t('Preparing export')
                }
              >
                <ProgressBar value={value} thickness="large" aria-label={t('Exporting users')} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={cancel}>{t('Cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
