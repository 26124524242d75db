/**
 * The login flow for a root: 'Authenticating', the session derived from a launchpad token, kept in
 * the store (and in sessionStorage when standalone), 401s wired to a single logout, and the outcome
 * reported through the toaster. It lives in src/app because it needs the toaster; src/session
 * knows no components.
 */
import { useCallback } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../components/toaster';
import { matchLocale } from '../i18n';
import { useAppServices } from '../lib/services';
import { authErrorAtom, authStatusAtom, omsClientAtom, sessionAtom } from '../session/atoms';
import { launchpadLoginUrl } from '../session/environment';
import { useLogout } from '../session/hooks';
import { establishSession, LoginError, MESSAGES } from '../session/login';
import type { LoginInput } from '../session/login';
import { saveLoginInput } from '../session/storage';
import type { Session } from '../session/types';

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
