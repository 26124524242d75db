/**
 * 'Setup complete': a non-dismissable alert after a successful setup that created a login, with
 * 'Copy credentials' (copies 'username: …, password: …') and 'Proceed'. Without a password (which
 * one the login holds cannot be told, issue 35) it says so and offers no copy.
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';

export const PASSWORD_UNKNOWN = 'Which of the passwords tried this login holds cannot be told. Reset its password on the user details page.';

export interface SetupCompleteDialogProps {
  open: boolean;
  userLoginId: string;
  /** The password the login holds; undefined when it cannot be told. */
  password?: string;
  onProceed: () => void;
}

export function SetupCompleteDialog({ open, userLoginId, password, onProceed }: SetupCompleteDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  const notify = useNotify();
  const [copy, setCopy] = useState(false);

  const proceed = async () => {
    if (copy && password !== undefined) {
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
            {password === undefined ? (
              <Text block>{t(PASSWORD_UNKNOWN)}</Text>
            ) : (
              <Checkbox label={t('Copy credentials')} checked={copy} onChange={(_event, data) => setCopy(data.checked === true)} />
            )}
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
