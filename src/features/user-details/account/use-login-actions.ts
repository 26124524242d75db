/**
 * The Login details card's writes: block/unblock, force logout, password reset (direct or by
 * email) and adding credentials to a user without a login. Each is planned with the change policy
 * (`policy`, ../use-user-policy.ts: the card shows its reasons) and written by src/setup/user-writes
 * from the cleared plan only; a refused change is never sent.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { missingCredentials } from '../../../lib/validation';
import { findUserLoginPartyId } from '../../../oms/logins';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient, useSession } from '../../../session/hooks';
import { useDetailsActions } from '../use-details';
import { writeForceLogout, writeLoginEnabled, writeNewLogin, writePassword, writeResetEmail } from '../../../setup/user-writes';
import { useUserPolicy } from '../use-user-policy';

export function useLoginActions(party: UserParty) {
  const client = useOmsClient();
  const session = useSession();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const { partyId } = party;
  const userLoginId = party.userLoginId ?? '';
  const policy = useUserPolicy(party);
  const { plan } = policy;

  const setLoginBlocked = useCallback(
    async (blocked: boolean) => {
      const enabled = blocked ? 'N' : 'Y';
      const cleared = plan({ partyId, userLoginId }, [{ kind: blocked ? 'block' : 'unblock' }]);
      if (!cleared) return;
      try {
        await writeLoginEnabled(client, cleared, enabled);
        patch('party', (current) => (current ? { ...current, enabled } : current));
        notify(t('User login status updated successfully.'), 'success');
      } catch {
        notify(t('Failed to update user login status.'), 'error');
        await refresh('party');
      }
    },
    [client, partyId, userLoginId, plan, patch, refresh, notify, t],
  );

  /** The user is read again afterwards, whatever the answer. */
  const logout = useCallback(async () => {
    const cleared = plan({ partyId, userLoginId }, [{ kind: 'forceLogout' }]);
    if (!cleared) return;
    try {
      await writeForceLogout(client, cleared);
      notify(t('User has been logged out.'), 'success');
    } catch {
      notify(t('Failed to perform force logout.'), 'error');
    }
    await refresh('party');
  }, [client, partyId, userLoginId, plan, refresh, notify, t]);

  const changePassword = useCallback(
    async (newPassword: string, newPasswordVerify: string) => {
      const cleared = plan({ partyId, userLoginId }, [{ kind: 'password' }]);
      if (!cleared) return;
      try {
        await writePassword(client, cleared, { newPassword, newPasswordVerify });
        notify(t('Password reset successful.'), 'success');
      } catch {
        notify(t('Failed to reset password.'), 'error');
      }
    },
    [client, partyId, userLoginId, plan, notify, t],
  );

  const sendResetEmail = useCallback(
    async (emailAddress: string) => {
      const cleared = plan({ partyId, userLoginId }, [{ kind: 'resetEmail' }]);
      if (!cleared) return;
      try {
        await writeResetEmail(client, cleared, emailAddress);
        notify(t('Password reset email sent successfully.'), 'success');
      } catch {
        notify(t('Failed to send password reset email.'), 'error');
      }
    },
    [client, partyId, userLoginId, plan, notify, t],
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
        if (owner === undefined) {
          const cleared = plan({ partyId, userLoginId: username }, [{ kind: 'createLogin' }]);
          if (!cleared) return false;
          await writeNewLogin(client, cleared, { password, organizationPartyId: session.organizationPartyId });
        }
      } catch {
        notify(t('Something went wrong.'), 'error');
        return false;
      }
      await refresh('party');
      return true;
    },
    [client, partyId, session.organizationPartyId, plan, refresh, notify, t],
  );

  return { policy, setLoginBlocked, logout, changePassword, sendResetEmail, addCredentials };
}
