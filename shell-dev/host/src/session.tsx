/**
 * The launchpad's own session: who logged in, where, and the OMS token. It lives in
 * sessionStorage (one browser tab), like the suite launchpad's, and is what the host hands the
 * remote as its HostSession.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { HostSession } from './remote';

export interface LaunchpadSession {
  token: string;
  /** The OMS instance as the user typed it (URL or bare instance name): what the remote gets. */
  oms: string;
  /** The resolved API base, ending in /api/: the suite's OMS redirection URL. */
  omsUrl: string;
  username: string;
  expirationTime?: number;
}

const STORAGE_KEY = 'launchpad.session';
const NOTICE_KEY = 'launchpad.sessionEnded';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: LaunchpadSession | null = null;

function parseSession(raw: string | null): LaunchpadSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, oms, omsUrl, username, expirationTime } = value as Record<string, unknown>;
    if (typeof token !== 'string' || typeof oms !== 'string' || typeof omsUrl !== 'string' || typeof username !== 'string') return null;
    return { token, oms, omsUrl, username, expirationTime: typeof expirationTime === 'number' ? expirationTime : undefined };
  } catch {
    return null;
  }
}

/** The stored session, or null when there is none or its token has expired. */
export function readSession(): LaunchpadSession | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  if (cachedSession?.expirationTime !== undefined && cachedSession.expirationTime <= Date.now()) return null;
  return cachedSession;
}

export function saveSession(session: LaunchpadSession): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  window.sessionStorage.removeItem(NOTICE_KEY);
  listeners.forEach((listener) => listener());
}

/** Why a session ended; the login page says so until the next login. */
export type LoginReason = 'unauthorised' | 'logged-out';

/**
 * Ends the host session. The signed-in frame then sends the browser to /login (and back to this
 * page after the next login); `reason` is what the login page tells the user.
 */
export function clearSession(reason?: LoginReason): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  if (reason) window.sessionStorage.setItem(NOTICE_KEY, reason);
  listeners.forEach((listener) => listener());
}

/** Why the last session ended, until someone logs in again. */
export function sessionEndNotice(): LoginReason | undefined {
  const value = window.sessionStorage.getItem(NOTICE_KEY);
  return value === 'unauthorised' || value === 'logged-out' ? value : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLaunchpadSession(): LaunchpadSession | null {
  return useSyncExternalStore(subscribe, readSession);
}

/**
 * The session handed to the remote. Stable while the token is the same (the remote logs in again
 * when it receives a new object with a new token).
 */
export function useHostSession(session: LaunchpadSession): HostSession {
  return useMemo(
    () => ({
      token: session.token,
      oms: session.oms,
      expirationTime: session.expirationTime,
      omsRedirectionUrl: session.omsUrl,
      onUnauthorised: () => clearSession('unauthorised'),
      onLogout: () => clearSession('logged-out'),
    }),
    [session.token, session.oms, session.expirationTime, session.omsUrl],
  );
}

/** The `{base}login?token=…&oms=…` hand-off the suite launchpad sends an app's standalone page. */
export function handOffUrl(target: string, session: LaunchpadSession, extra: Record<string, string> = {}): string {
  const url = new URL(target);
  url.searchParams.set('token', session.token);
  url.searchParams.set('oms', session.oms);
  if (session.expirationTime !== undefined) url.searchParams.set('expirationTime', String(session.expirationTime));
  url.searchParams.set('omsRedirectionUrl', session.omsUrl);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}
