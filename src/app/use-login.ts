/**
 * The login flow for a root: 'Authenticating', the session derived from a launchpad token, kept in
 * the store (and in sessionStorage when standalone), 401s wired to a single logout, and the outcome
 * reported through the toaster. It lives in src/app because it needs the toaster; src/session
 * knows no components.
 *
 * Standalone, a full navigation in the same tab starts from the facts its login kept (permissions,
 * profile, organization: storage.ts) without waiting for the OMS, and reads them again at once in
 * the background: a changed answer updates the session, a 401 logs out as ever, and an answer
 * without USERS_APP_VIEW ends the session with the same refusal a login gets. A hosted root does
 * the same from the facts the page holds for the host's token (storage.ts `hostMemory`). Such a
 * root signs in before anything below it renders (`useSessionStart`'s `signInKept`): its first
 * render is the screen.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useNotify } from '../components/toaster';
import { matchLocale } from '../i18n';
import { stripBase } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import type { OmsClient } from '../oms/client';
import { authErrorAtom, authStatusAtom, omsClientAtom, sessionAtom } from '../session/atoms';
import { launchpadLoginUrl } from '../session/environment';
import { useLogout } from '../session/hooks';
import { establishSession, isExpired, LoginError, MESSAGES, readSessionFacts, sessionClient, sessionFromFacts } from '../session/login';
import type { LoginDeps, LoginInput, SessionFacts } from '../session/login';
import { clearLoginInput, hostMemory, keepSessionFacts, saveLoginInput, trackHostLogin } from '../session/storage';
import type { Session } from '../session/types';
import { primeLanding } from './landing-prime';

export type LoginOutcome = { ok: true; session: Session } | { ok: false; reason: LoginError['reason'] };

export interface LoginOptions {
  /** What this token's login found, kept for the tab: start from it and check it in the background. */
  kept?: SessionFacts;
}

/** What every login of this root is made of. */
function useLoginParts() {
  const store = useStore();
  const { environment, loader, host, basePath, home } = useAppServices();
  // Where the root is when the session begins (read then, not when these parts were made).
  const location = useLocation();
  const where = useRef(location);
  useLayoutEffect(() => {
    where.current = location;
  }, [location]);
  const notify = useNotify();
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  return useMemo(() => {
    const deps: LoginDeps = {
      omsDomain: environment.omsDomain,
      now: environment.now,
      notify: (key) => notify(t(MESSAGES[key]), key === 'permissionsIncomplete' ? 'error' : 'warning'),
      clientOptions: {
        now: environment.now,
        loader,
        onUnauthorised: () => void logout({ unauthorised: true }),
      },
    };
    const keep = (input: LoginInput, facts: SessionFacts) => {
      if (host) return keepSessionFacts(hostMemory, input.token, facts);
      saveLoginInput(environment.storage, input);
      keepSessionFacts(environment.storage, input.token, facts);
    };
    const sessionOf = (input: LoginInput, client: OmsClient, facts: SessionFacts): Session => {
      const established = sessionFromFacts(input, client, facts);
      return { ...established, locale: matchLocale(established.locale) };
    };
    const signIn = (input: LoginInput, client: OmsClient, facts: SessionFacts, session: Session): Session => {
      keep(input, facts);
      store.set(omsClientAtom, client);
      store.set(sessionAtom, session);
      const { pathname, search } = where.current;
      if (home) primeLanding(store, stripBase(basePath, pathname), search, home);
      store.set(authStatusAtom, 'authenticated');
      return session;
    };
    const start = async (input: LoginInput, client: OmsClient, facts: SessionFacts): Promise<Session> => {
      const session = sessionOf(input, client, facts);
      // The first screen shows in the user's language from its first frame: its texts come first.
      if (i18n.language !== session.locale) await i18n.changeLanguage(session.locale).catch(() => undefined);
      return signIn(input, client, facts, session);
    };
    /** Signs in at once from kept facts; false when it cannot without waiting (expired, another language's texts). */
    const signInKept = (input: LoginInput, kept: SessionFacts): boolean => {
      if (isExpired(input.expirationTime, environment.now())) return false;
      let client: OmsClient;
      try {
        client = sessionClient(input, deps);
      } catch {
        return false;
      }
      const session = sessionOf(input, client, kept);
      if (i18n.language !== session.locale) return false;
      signIn(input, client, kept, session);
      return true;
    };
    return { store, deps, start, signInKept };
  }, [store, environment, loader, host, basePath, home, notify, t, i18n, logout]);
}

type LoginParts = ReturnType<typeof useLoginParts>;
type Login = (input: LoginInput, options?: LoginOptions) => Promise<LoginOutcome>;

/**
 * Both ways a root starts its session, from one set of parts: `login` (below), and `signInKept`,
 * which signs the root in from facts kept for its token, synchronously. The latter is called while
 * the root first renders (from a state initialiser: it only writes the root's own, still unwatched
 * store), so the screen is its first render; the login that follows with the same facts then only
 * checks them again in the background.
 */
export function useSessionStart(): { login: Login; signInKept: LoginParts['signInKept'] } {
  const parts = useLoginParts();
  return { login: useLoginWith(parts), signInKept: parts.signInKept };
}

/**
 * Logs in with a launchpad token: shows 'Authenticating', derives the session, stores it (in
 * sessionStorage when standalone) and wires 401s to a single logout.
 */
export function useLogin(): Login {
  return useLoginWith(useLoginParts());
}

function useLoginWith({ store, deps, start }: LoginParts): Login {
  const { environment, loader, host, mountPath } = useAppServices();
  const notify = useNotify();
  const { t } = useTranslation();
  const setStatus = useSetAtom(authStatusAtom);

  return useCallback(
    async (input: LoginInput, options: LoginOptions = {}): Promise<LoginOutcome> => {
      const refuse = (reason: LoginError['reason'], error?: unknown): LoginOutcome => {
        const message = reason === 'no-permission' ? MESSAGES.noPermission : MESSAGES.loginFailed;
        notify(t(message), 'error');
        store.set(authErrorAtom, message);
        store.set(authStatusAtom, 'refused');
        if (error !== undefined) console.warn('Login failed:', error instanceof Error ? error.message : 'unknown error');
        return { ok: false, reason };
      };

      if (options.kept && !isExpired(input.expirationTime, environment.now())) {
        const kept = options.kept;
        let client = store.get(omsClientAtom);
        let session = store.get(sessionAtom);
        // Signed in from these facts already (signInKept): only the check is left.
        if (!client || session?.token !== input.token || store.get(authStatusAtom) !== 'authenticated') {
          try {
            client = sessionClient(input, deps);
          } catch (error) {
            return refuse('failed', error);
          }
          session = await start(input, client, kept);
        }
        const checked = client;
        void readSessionFacts(checked, deps.notify).then(
          (facts) => {
            const changed = JSON.stringify(facts) !== JSON.stringify(kept);
            if (changed && store.get(omsClientAtom) === checked) void start(input, checked, facts);
          },
          (error: unknown) => {
            if (store.get(omsClientAtom) !== checked || !(error instanceof LoginError) || error.reason !== 'no-permission') return;
            // The OMS no longer lets this user in: the session ends as a refused login would.
            clearLoginInput(host ? hostMemory : environment.storage);
            store.set(sessionAtom, null);
            store.set(omsClientAtom, null);
            refuse('no-permission');
          },
        );
        return { ok: true, session };
      }

      setStatus('authenticating');
      store.set(authErrorAtom, null);
      loader.present('Authenticating');
      try {
        const established = establishSession(input, deps);
        if (host) trackHostLogin(input.token, established);
        const { client, facts } = await established;
        return { ok: true, session: await start(input, client, facts) };
      } catch (error) {
        const reason = error instanceof LoginError ? error.reason : 'failed';
        if (reason === 'expired') {
          store.set(authStatusAtom, 'signed-out');
          if (host) host.onUnauthorised?.();
          else environment.redirect(launchpadLoginUrl(environment, { isLoggedOut: true, appPath: mountPath }));
          return { ok: false, reason };
        }
        return refuse(reason, error);
      } finally {
        loader.dismiss();
      }
    },
    [store, deps, start, environment, loader, host, mountPath, notify, t, setStatus],
  );
}
