/**
 * The Login details card's writes: block/unblock, force logout, password reset (direct or by
 * email) and adding credentials to a user without a login.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { missingCredentials } from '../../../lib/validation';
import { createUserLogin, findUserLoginPartyId, forceLogout, resetPassword, sendResetPasswordMail, updateUserLoginStatus } from '../../../oms/logins';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient, useSession } from '../../../session/hooks';
import { useDetailsActions } from '../use-details';

export function useLoginActions(party: UserParty) {
  const client = useOmsClient();
  const session = useSession();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const { partyId } = party;
  const userLoginId = party.userLoginId ?? '';

  const setLoginBlocked = useCallback(
    async (blocked: boolean) => {
      const enabled = blocked ? 'N' : 'Y';
      try {
        await updateUserLoginStatus(client, { partyId, userLoginId, enabled });
        patch('party', (current) => (current ? { ...current, enabled } : current));
        notify(t('User login status updated successfully.'), 'success');
      } catch {
        notify(t('Failed to update user login status.'), 'error');
        await refresh('party');
      }
    },
    [client, partyId, userLoginId, patch, refresh, notify, t],
  );

  /** The user is read again afterwards, whatever the answer. */
  const logout = useCallback(async () => {
    try {
      await forceLogout(client, userLoginId);
      notify(t('User has been logged out.'), 'success');
    } catch {
      notify(t('Failed to perform force logout.'), 'error');
    }
    await refresh('party');
  }, [client, userLoginId, refresh, notify, t]);

  const changePassword = useCallback(
    async (newPassword: string, newPasswordVerify: string) => {
      try {
        await resetPassword(client, { userLoginId, newPassword, newPasswordVerify });
        notify(t('Password reset successful.'), 'success');
      } catch {
        notify(t('Failed to reset password.'), 'error');
      }
    },
    [client, userLoginId, notify, t],
  );

  const sendResetEmail = useCallback(
    async (emailAddress: string) => {
      try {
        await sendResetPasswordMail(client, { emailAddress, userLoginId });
        notify(t('Password reset email sent successfully.'), 'success');
      } catch {
        notify(t('Failed to send password reset email.'), 'error');
      }
    },
    [client, userLoginId, notify, t],
  );

  /**
   * Trimmed username; both values required; an existing login id stops before any create call.
   * Answers true when the login was created (the party, and so the whole login, is read again).
   */
  const addCredentials = useCallback(
    async (rawUsername: string, password: string): Promise<boolean> => {
      const username = rawUsername.trim();
      const missing = missingCredentials(username, password);
      if (missing) {
        notify(t('Please add a {{missingFields}} to create a user login', { missingFields: t(missing) }), 'error');
        return false;
      }
      try {
        const owner = await findUserLoginPartyId(client, username);
        if (owner !== undefined && owner !== partyId) {
          notify(t('Could not create login user: user with ID {{userLoginId}} already exists.', { userLoginId: username }), 'error');
          return false;
        }
        // This party's own login already: an earlier Add whose answer was lost made it (issue 21).
        if (owner === undefined) await createUserLogin(client, { partyId, userLoginId: username, password, organizationPartyId: session.organizationPartyId });
      } catch {
        notify(t('Something went wrong.'), 'error');
        return false;
      }
      await refresh('party');
      return true;
    },
    [client, partyId, session.organizationPartyId, refresh, notify, t],
  );

  return { setLoginBlocked, logout, changePassword, sendResetEmail, addCredentials };
}
