/**
 * Add credentials, for a user without a login: a username (defaulting to the lower-cased name), a
 * password with show/hide, and the note that the user will reset it at first login.
 */
import { useId, useState } from 'react';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { EyeOffRegular } from '@fluentui/react-icons/svg/eye-off';
import { useTranslation } from 'react-i18next';
import type { UserParty } from '../../../oms/user-details';
import { useHasAction } from '../../../session/hooks';
import { useCardStyles } from '../styles';
import { useBusy } from '../use-details';
import { useLoginActions } from './use-login-actions';
import { defaultUsername, displayName } from '../../../party/party';

export function AddCredentials({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const canCreate = useHasAction('APP_UPDT_BLOCK_LOGIN');
  const { addCredentials, policy } = useLoginActions(party);
  const refusal = policy.refusal({ kind: 'createLogin' });
  const reasonId = useId();
  const { busy, run } = useBusy();
  const [username, setUsername] = useState(() => defaultUsername(party));
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  return (
    <form
      className={card.rows}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          if (await addCredentials(username, password)) setPassword('');
        });
      }}
    >
      <Field label={t('Username')} required>
        <Input value={username} autoComplete="off" onChange={(_e, data) => setUsername(data.value)} />
      </Field>
      <Field
        label={t('Password')}
        required
        hint={t('{{name}} will be asked to reset their password when they login to OMS.', { name: displayName(party) })}
      >
        <Input
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          placeholder={t('Default password')}
          value={password}
          onChange={(_e, data) => setPassword(data.value)}
          contentAfter={
            <Button
              type="button"
              appearance="transparent"
              size="small"
              icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={t(showPassword ? 'Hide password' : 'Show password')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            />
          }
        />
      </Field>
      <div className={card.actions}>
        {/* aria-disabled while it saves (disabledFocusable): a disabled button drops the focus to <body>. */}
        <Button
          type="submit"
          appearance="primary"
          disabled={!canCreate || !policy.ready || refusal !== undefined}
          aria-describedby={refusal ? reasonId : undefined}
          disabledFocusable={busy}
          aria-busy={busy}
        >
          {t('Add credentials')}
        </Button>
      </div>
      {refusal ? (
        <Text id={reasonId} className={card.muted}>
          {t(refusal)}
        </Text>
      ) : null}
    </form>
  );
}
