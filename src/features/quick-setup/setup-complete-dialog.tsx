/**
 * 'Setup complete': a non-dismissable alert after a successful setup that created a login, with
 * 'Copy credentials' (copies 'username: …, password: …') and 'Proceed'.
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';

export interface SetupCompleteDialogProps {
  open: boolean;
  userLoginId: string;
  password: string;
  onProceed: () => void;
}

export function SetupCompleteDialog({ open, userLoginId, password, onProceed }: SetupCompleteDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const notify = useNotify();
  const [copy, setCopy] = useState(false);

  const proceed = async () => {
    if (copy) {
      try {
        await navigator.clipboard.writeText(`username: ${userLoginId}, password: ${password}`);
        notify(t('Copied to clipboard'), 'success');
      } catch {
        notify(t('Something went wrong.'), 'error');
      }
    }
    onProceed();
  };

  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('Setup complete')}</DialogTitle>
          <DialogContent>
            <Text block>{t('{{userLoginId}} is ready to login', { userLoginId })}</Text>
            <Checkbox label={t('Copy credentials')} checked={copy} onChange={(_event, data) => setCopy(data.checked === true)} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void proceed()}>
              {t('Proceed')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
