/**
 * Starts the session when a root mounts. Hosted: log in with the host's token (and again when the
 * host hands over a new one), from the facts this page already holds for it when it has them.
 * Standalone: resume the sessionStorage session (from the facts its login kept, checked again in
 * the background), or send an unauthenticated visitor to the launchpad login. /login runs its own
 * hand-off; the standalone page takes the hand-off before the first render and hands it here
 * (`handOff`), to log in with once.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { stripBase } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import { authStatusAtom } from '../session/atoms';
import { launchpadLoginUrl } from '../session/environment';
import type { LoginInput } from '../session/login';
import { hostMemory, readKeptFacts, readLoginInput } from '../session/storage';
import type { HostSession } from '../session/types';
import { useSessionStart } from './use-login';

function hostInput(host: HostSession): LoginInput {
  return {
    token: host.token,
    oms: host.oms,
    expirationTime: host.expirationTime,
    omsRedirectionUrl: host.omsRedirectionUrl,
    locale: host.locale,
    timeZone: host.timeZone,
  };
}

export function AuthBootstrap({ handOff }: { handOff?: LoginInput }): null {
  const { host, environment, basePath, mountPath } = useAppServices();
  const status = useAtomValue(authStatusAtom);
  const { login, signInKept } = useSessionStart();
  const { pathname } = useLocation();
  const appPath = stripBase(basePath, pathname);
  const lastHostToken = useRef<string | undefined>(undefined);
  const handOffTaken = useRef(false);

  // A session this root can start from kept facts is signed in before anything below renders: the
  // root's first render is the screen, not an 'Authenticating' first. Only the root's own store is
  // written (nothing watches it yet); the login below then checks the facts in the background.
  const [resumed] = useState(() => {
    if (host) {
      const kept = readKeptFacts(hostMemory, host.token);
      if (kept) signInKept(hostInput(host), kept);
      return undefined;
    }
    if (handOff || appPath === '/login') return undefined;
    const stored = readLoginInput(environment.storage);
    const kept = stored && readKeptFacts(environment.storage, stored.token);
    return stored && kept && signInKept(stored, kept) ? { input: stored, kept } : undefined;
  });
  const resumeChecked = useRef(false);

  // Both logins start before the root's first paint: one that has to wait for the OMS paints its
  // 'Authenticating' with the root's first frame.
  useLayoutEffect(() => {
    if (!host || lastHostToken.current === host.token) return;
    lastHostToken.current = host.token;
    // What an earlier login (or the host's warm-up, src/expose/prefetch.ts) of this token found:
    // start from it and check it again in the background, as a standalone tab does.
    void login(hostInput(host), { kept: readKeptFacts(hostMemory, host.token) });
  }, [host, login]);

  useLayoutEffect(() => {
    if (resumed && !resumeChecked.current) {
      // Signed in from the tab's kept facts while rendering: the login only checks them again.
      resumeChecked.current = true;
      void login(resumed.input, { kept: resumed.kept });
      return;
    }
    if (host || status !== 'signed-out' || appPath === '/login') return;
    if (handOff && !handOffTaken.current) {
      handOffTaken.current = true;
      void login(handOff);
      return;
    }
    const stored = readLoginInput(environment.storage);
    if (stored) {
      void login(stored, { kept: readKeptFacts(environment.storage, stored.token) });
    } else {
      environment.redirect(launchpadLoginUrl(environment, { appPath: mountPath }));
    }
  }, [host, status, appPath, environment, login, mountPath, handOff, resumed]);

  return null;
}
