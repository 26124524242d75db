/**
 * Reset password: New password and Verify password, each checked against the password rule; the
 * lock button needs both filled, equal and valid, and APP_UPDT_PASSWORD. With a known email, a
 * reset email can be sent instead. The dialog closes after either submit. When the change policy
 * refuses to set this user's password (`passwordRefusal`: a non-super viewer, a super user), the
 * dialog offers no password fields, says why, and keeps the reset email (sent to the address on file).
 */
import { useState } from 'react';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { useTranslation } from 'react-i18next';
import { isValidPassword } from '../../../lib/validation';
import { useHasAction } from '../../../session/hooks';
import { FormDialog } from '../../../components/form-dialog';
import { useSelfPasswordReset } from '../self-service';

export interface ResetPasswordDialogProps {
  open: boolean;
  email?: string;
  onClose: () => void;
  onReset: (newPassword: string, verifyPassword: string) => Promise<void>;
  onSendEmail: (email: string) => Promise<void>;
  /** Why the password may not be set here (the policy's reason, translated); undefined: it may. */
  passwordRefusal?: string;
}

/** Give it a new key on each opening: the fields start empty. */
export function ResetPasswordDialog({ open, email, onClose, onReset, onSendEmail, passwordRefusal }: ResetPasswordDialogProps): React.JSX.Element {
  const { t } = useTranslation();
  // The Me tab: the viewer's own password, as the change policy allows (../self-service).
  const ownOnMe = useSelfPasswordReset();
  const canReset = useHasAction('APP_UPDT_PASSWORD') || ownOnMe;
  const [newPassword, setNewPassword] = useState('');
  const [verifyPassword, setVerifyPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const newInvalid = newPassword !== '' && !isValidPassword(newPassword);
  const mismatch = verifyPassword !== '' && verifyPassword !== newPassword;
  const ready = newPassword !== '' && verifyPassword !== '' && !mismatch && isValidPassword(newPassword) && isValidPassword(verifyPassword);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    await task();
    // It closes busy, so a late second click does not send again.
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t('Reset password')}
      onClose={onClose}
      onSubmit={() => void run(() => onReset(newPassword, verifyPassword))}
      busy={busy}
      submitDisabled={!ready || !canReset || passwordRefusal !== undefined}
      submitLabel={t('Reset password')}
      submitIcon={<LockClosedRegular />}
      extraActions={
        email ? (
          <Button type="button" icon={<MailRegular />} disabledFocusable={busy} onClick={() => void run(() => onSendEmail(email))}>
            {t('Reset password email')}
          </Button>
        ) : undefined
      }
    >
      {passwordRefusal !== undefined ? (
        <Text>{passwordRefusal}</Text>
      ) : (
        <>
          <Text>{t('Password should be at least 5 characters long and contain at least one number, alphabet and special character.')}</Text>
          <Field label={t('New password')} validationState={newInvalid ? 'error' : 'none'} validationMessage={newInvalid ? t('Password requirements not fulfilled.') : undefined}>
            <Input type="password" autoComplete="new-password" value={newPassword} onChange={(_e, data) => setNewPassword(data.value)} />
          </Field>
          <Field label={t('Verify password')} validationState={mismatch ? 'error' : 'none'} validationMessage={mismatch ? t('Passwords do not match.') : undefined}>
            <Input type="password" autoComplete="new-password" value={verifyPassword} onChange={(_e, data) => setVerifyPassword(data.value)} />
          </Field>
        </>
      )}
      {email ? <Text>{email}</Text> : null}
    </FormDialog>
  );
}
