/**
 * The preview's choice for rows without a password: a temporary password each (strong, random,
 * must be changed at the next sign-in) and the reset password email to the row's email — what
 * identity products do for staff lists that carry no passwords. It says what happens to the
 * password: nobody sees it, and no file keeps it.
 */
import { Checkbox, Field, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface TemporaryPasswordsOptionProps {
  checked: boolean;
  /** Ready rows whose logins get a temporary password (with the option on). */
  count: number;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

export function TemporaryPasswordsOption({ checked, count, disabled, onChange }: TemporaryPasswordsOptionProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <Field
      hint={t(
        "Each such login gets a strong random password that must be changed at the first sign-in, and the reset password email goes to the row's email. Nobody sees the password: it is never shown and never written to the results file. A row without an email gets no email: reset its password on the user's page.",
      )}
    >
      <Checkbox
        label={t('Give rows without a password a temporary password')}
        checked={checked}
        disabled={disabled}
        onChange={(_event, data) => onChange(data.checked === true)}
      />
      {checked ? <Text role="status">{t('{{count}} logins get a temporary password', { count })}</Text> : null}
    </Field>
  );
}
