/**
 * Login details card. With a login: username, 'Block login' (confirmed; needs APP_UPDT_BLOCK_LOGIN
 * and a party that is not disabled: a legacy party with no status counts as enabled) with, when the
 * OMS blocked the login itself after failed passwords, the spec's text saying so, 'Reset
 * password' and 'Force logout' (confirmed; not when already logged out). Without one: the
 * add-credentials form. What the change policy refuses for this user (a super user, to a viewer
 * who is not one) is off, described by the policy's reason; the reset email stays open to all.
 */
import { useId } from 'react';
import { Button, Card, CardHeader, Switch, Text } from '@fluentui/react-components';
import { ArrowExitRegular } from '@fluentui/react-icons/svg/arrow-exit';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import type { UserParty } from '../../../oms/user-details';
import { useHasAction } from '../../../session/hooks';
import { AddCredentials } from './add-credentials';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useCardStyles } from '../styles';
import { useBusy, useSection } from '../use-details';
import { useDialog } from '../../../components/use-dialog';
import { useKeepFocusWhenRemoved } from '../../../components/keep-focus';
import { useLoginActions } from './use-login-actions';
import { OffboardAction } from '../offboard/offboard-dialog';
import { RestoreAction } from '../offboard/restore-dialog';
import { disabledByFailedLogins } from '../rules';
import { isLoginBlocked, isPartyDisabled } from '../../../party/party';
import { WriteControl } from '../self-service';

/** The product named in the block-login confirmation. */
export const PRODUCT_NAME = 'OMS';

export function LoginCard({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  return (
    <Card className={card.card} aria-labelledby="login-details-title">
      <CardHeader
        header={
          <Text as="h2" id="login-details-title" size={400} weight="semibold">
            {t('Login details')}
          </Text>
        }
      />
      {party.userLoginId ? <LoginDetails party={party} /> : <AddCredentials party={party} />}
    </Card>
  );
}

function LoginDetails({ party }: { party: UserParty }): React.JSX.Element {
  const card = useCardStyles();
  const { t } = useTranslation();
  const canBlock = useHasAction('APP_UPDT_BLOCK_LOGIN');
  const contacts = useSection('contacts');
  const lockout = useSection('loginLockout');
  const lockedOut = lockout.state === 'hasData' && disabledByFailedLogins(party.enabled, lockout.data);
  const openLoginId = useId();
  // 'Block their login' goes once the block is written: its focus moves on, not to <body>.
  const keepFocus = useKeepFocusWhenRemoved();
  const actions = useLoginActions(party);
  const block = useBusy();
  const logout = useBusy();
  const [confirm, confirmDialog] = useConfirm();
  const reset = useDialog();
  const email = contacts.state === 'hasData' ? contacts.data.email?.email : undefined;
  const { policy } = actions;
  const blockRefusal = policy.refusal({ kind: isLoginBlocked(party) ? 'unblock' : 'block' });
  const logoutRefusal = policy.refusal({ kind: 'forceLogout' });
  const passwordRefusal = policy.refusal({ kind: 'password' });
  // One line says why, for every control it turns off.
  const reason = blockRefusal ?? logoutRefusal ?? passwordRefusal;
  const reasonId = useId();
  const describedBy = (refusal: string | undefined) => (refusal ? reasonId : undefined);

  const toggleBlock = async (blocked: boolean) => {
    const confirmed = await confirm({
      title: t(blocked ? 'Block user login' : 'Unblock user login'),
      message: blocked
        ? t('Block this user from logging into {{product}}. Login can be re-enabled by disabling this setting', { product: PRODUCT_NAME })
        : t('Unblocking a user will allow them to login to the OMS again with their credentials.'),
      confirmLabel: t('Yes'),
      cancelLabel: t('No'),
    });
    if (confirmed) await block.run(() => actions.setLoginBlocked(blocked));
  };

  const confirmLogout = async () => {
    const confirmed = await confirm({
      title: t('Force logout'),
      message: t('Are you sure you want to perform this action?'),
      confirmLabel: t('Yes'),
      cancelLabel: t('No'),
    });
    if (confirmed) await logout.run(actions.logout);
  };

  return (
    <div className={card.rows}>
      <div className={card.row}>
        <Text className={card.rowLabel}>{t('Username')}</Text>
        <Text weight="semibold">{party.userLoginId}</Text>
      </div>
      <WriteControl>
      <div className={card.row}>
        <Switch
          label={t('Block login')}
          checked={isLoginBlocked(party)}
          disabled={!canBlock || isPartyDisabled(party) || !policy.ready || blockRefusal !== undefined}
          aria-describedby={describedBy(blockRefusal)}
          disabledFocusable={block.busy}
          aria-busy={block.busy}
          onChange={(_event, data) => void toggleBlock(data.checked)}
        />
      </div>
      </WriteControl>
      {/* Disabling a user also blocks their login (spec 4); when that second write failed, or the
          data came so, the user can still log in while Block login is off for a disabled user:
          the card says so and offers the block that disabling should have made. */}
      {isPartyDisabled(party) && !isLoginBlocked(party) ? (
        <div className={card.row}>
          <Text id={openLoginId}>{t('This user is disabled, but their login is not blocked: they can still log in.')}</Text>
          {canBlock && !policy.refusal({ kind: 'block' }) ? (
            <WriteControl>
            <Button ref={keepFocus} aria-describedby={openLoginId} disabled={!policy.ready} disabledFocusable={block.busy} aria-busy={block.busy} onClick={() => void block.run(() => actions.setLoginBlocked(true))}>
              {t('Block their login')}
            </Button>
            </WriteControl>
          ) : null}
        </div>
      ) : null}
      {lockedOut ? (
        <Text className={card.muted}>
          {t('This user was disabled due to repeated failed password attempts')}
        </Text>
      ) : null}
      <div className={card.actions}>
        {/* Open to all: the reset email needs no permission; the dialog's lock button needs APP_UPDT_PASSWORD (spec). */}
        {/* With the password refused and no email on file, the dialog would offer nothing. */}
        <Button
          icon={<LockClosedRegular />}
          disabledFocusable={!policy.ready || (passwordRefusal !== undefined && !email)}
          aria-describedby={passwordRefusal && !email ? reasonId : undefined}
          onClick={reset.show}
        >
          {t('Reset password')}
        </Button>
        <WriteControl>
        <Button
          icon={<ArrowExitRegular />}
          disabled={!canBlock || !policy.ready || logoutRefusal !== undefined}
          aria-describedby={describedBy(logoutRefusal)}
          disabledFocusable={party.hasLoggedOut === 'Y' || logout.busy}
          aria-busy={logout.busy}
          onClick={() => void confirmLogout()}
        >
          {t('Force logout')}
        </Button>
        <OffboardAction party={party} />
        <RestoreAction party={party} />
        </WriteControl>
      </div>
      {reason ? (
        <Text id={reasonId} className={card.muted}>
          {t(reason)}
        </Text>
      ) : null}
      {reset.mounted ? (
        <ResetPasswordDialog
          key={reset.key}
          open={reset.open}
          email={email}
          onClose={reset.hide}
          onReset={actions.changePassword}
          onSendEmail={actions.sendResetEmail}
          passwordRefusal={passwordRefusal ? t(passwordRefusal) : undefined}
        />
      ) : null}
      {confirmDialog}
    </div>
  );
}
