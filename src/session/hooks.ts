/**
 * React access to the session: who is logged in, what they may do, and the logout flow. (Login,
 * which reports through the toaster, is src/app/use-login.ts: the session knows no components.)
 */
import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/dates';
import type { DateInput } from '../lib/dates';
import { useAppServices } from '../lib/services';
import type { OmsClient } from '../oms/client';
import { logout as omsLogout } from '../oms/session';
import { mayDo } from '../catalog/users-app';
import type { AppAction } from '../catalog/users-app';
import { authStatusAtom, heldPermissionsAtom, omsClientAtom, sessionAtom } from './atoms';
import { launchpadLoginUrl } from './environment';
import { clearDrafts, clearLoginInput, hostMemory, tabStorage } from './storage';
import type { Session } from './types';

/** The logged-in session; only for screens behind the authentication guard. */
export function useSession(): Session {
  const session = useAtomValue(sessionAtom);
  if (!session) throw new Error('useSession needs an authenticated session (use it behind RequireAuth)');
  return session;
}

export function useOmsClient(): OmsClient {
  const client = useAtomValue(omsClientAtom);
  if (!client) throw new Error('useOmsClient needs an authenticated session (use it behind RequireAuth)');
  return client;
}

/** Whether the login may do `action`: its gate, evaluated by the catalog on the permissions it holds. */
export function useHasAction(action: AppAction): boolean {
  return mayDo(action, useAtomValue(heldPermissionsAtom));
}

/** Formats a date the spec's way (its own form in es and ja) in the logged-in user's time zone. */
export function useFormatDate(): (value: DateInput) => string {
  const timeZone = useAtomValue(sessionAtom)?.timeZone;
  const language = useTranslation().i18n.language;
  return useCallback((value: DateInput) => formatDate(value, timeZone, language), [timeZone, language]);
}

export interface LogoutOptions {
  /** The logout was caused by a 401: do not call the OMS (it would answer 401 again). */
  unauthorised?: boolean;
}

/**
 * Logout: 'Logging out' loader, the OMS logout call (unless unauthorised), all state cleared, then
 * the identity provider (SAML2SSO), the host, or the launchpad login.
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const store = useStore();
  const { environment, loader, host, mountPath, resetState } = useAppServices();
  return useCallback(
    async (options: LogoutOptions = {}) => {
      const client = store.get(omsClientAtom);
      if (store.get(authStatusAtom) === 'logging-out') return;
      store.set(authStatusAtom, 'logging-out');
      loader.present('Logging out');
      let identityProviderLogoutUrl: string | undefined;
      if (!options.unauthorised && client) {
        try {
          const answer = await omsLogout(client);
          if (answer.logoutAuthType === 'SAML2SSO' && answer.logoutUrl) identityProviderLogoutUrl = answer.logoutUrl;
        } catch (error) {
          console.error('OMS logout failed; clearing the session anyway', error instanceof Error ? error.message : error);
        }
      }
      client?.cache.clear();
      clearLoginInput(host ? hostMemory : environment.storage);
      // The tab's drafts (an access review's decisions) are this login's: a logout drops them. An
      // expired session (a 401) keeps them: the same login coming back gets its work back, and a
      // draft is scoped to its OMS and login, so another login never sees it.
      if (!options.unauthorised) clearDrafts(tabStorage());
      // Standalone, the page is about to leave: stay 'logging-out' so nothing tries to log in again.
      const finalStatus = host && !identityProviderLogoutUrl ? 'signed-out' : 'logging-out';
      resetState((fresh) => fresh.set(authStatusAtom, finalStatus));
      loader.dismiss();

      if (identityProviderLogoutUrl) {
        environment.redirect(identityProviderLogoutUrl);
      } else if (host) {
        if (options.unauthorised) host.onUnauthorised?.();
        else host.onLogout?.();
      } else {
        environment.redirect(launchpadLoginUrl(environment, { isLoggedOut: !options.unauthorised, appPath: mountPath }));
      }
    },
    [store, environment, loader, host, mountPath, resetState],
  );
}
