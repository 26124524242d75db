/**
 * React access to the session: who is logged in, what they may do, and the login/logout flows.
 */
import { useCallback } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/toaster';
import { matchLocale } from '../i18n';
import { formatDate } from '../lib/dates';
import type { DateInput } from '../lib/dates';
import { useAppServices } from '../lib/services';
import type { OmsClient } from '../oms/client';
import { logout as omsLogout } from '../oms/session';
import type { AppAction } from './app-actions';
import { appActionsAtom, authErrorAtom, authStatusAtom, omsClientAtom, sessionAtom } from './atoms';
import { launchpadLoginUrl } from './environment';
import { establishSession, LoginError, MESSAGES } from './login';
import type { LoginInput } from './login';
import { clearLoginInput, saveLoginInput } from './storage';
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

export function useHasAction(action: AppAction): boolean {
  return useAtomValue(appActionsAtom).has(action);
}

/** Formats a date the spec's way in the logged-in user's time zone. */
export function useFormatDate(): (value: DateInput) => string {
  const timeZone = useAtomValue(sessionAtom)?.timeZone;
  return useCallback((value: DateInput) => formatDate(value, timeZone), [timeZone]);
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
      clearLoginInput(environment.storage);
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

export type LoginOutcome = { ok: true; session: Session } | { ok: false; reason: LoginError['reason'] };

/**
 * Logs in with a launchpad token: shows 'Authenticating', derives the session, stores it (in
 * sessionStorage when standalone) and wires 401s to a single logout.
 */
export function useLogin(): (input: LoginInput) => Promise<LoginOutcome> {
  const store = useStore();
  const { environment, loader, host, mountPath } = useAppServices();
  const notify = useNotify();
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  const setStatus = useSetAtom(authStatusAtom);

  return useCallback(
    async (input: LoginInput): Promise<LoginOutcome> => {
      setStatus('authenticating');
      store.set(authErrorAtom, null);
      loader.present('Authenticating');
      try {
        const established = await establishSession(input, {
          omsDomain: environment.omsDomain,
          now: environment.now,
          notify: (key) => notify(t(MESSAGES[key]), key === 'permissionsIncomplete' ? 'error' : 'warning'),
          clientOptions: {
            loader,
            onUnauthorised: () => void logout({ unauthorised: true }),
          },
        });
        const { client } = established;
        const session = { ...established.session, locale: matchLocale(established.session.locale) };
        if (!host) saveLoginInput(environment.storage, input);
        store.set(omsClientAtom, client);
        store.set(sessionAtom, session);
        store.set(authStatusAtom, 'authenticated');
        if (i18n.language !== session.locale) await i18n.changeLanguage(session.locale);
        return { ok: true, session };
      } catch (error) {
        const reason = error instanceof LoginError ? error.reason : 'failed';
        if (reason === 'expired') {
          store.set(authStatusAtom, 'signed-out');
          if (host) host.onUnauthorised?.();
          else environment.redirect(launchpadLoginUrl(environment, { isLoggedOut: true, appPath: mountPath }));
        } else {
          const message = reason === 'no-permission' ? MESSAGES.noPermission : MESSAGES.loginFailed;
          notify(t(message), 'error');
          store.set(authErrorAtom, message);
          store.set(authStatusAtom, 'refused');
          console.warn('Login failed:', error instanceof Error ? error.message : 'unknown error');
        }
        return { ok: false, reason };
      } finally {
        loader.dismiss();
      }
    },
    [store, environment, loader, host, mountPath, notify, t, i18n, setStatus, logout],
  );
}
