/**
 * Session state, one copy per mounted root (each exposed root has its own Jotai store, so two
 * embeds never share a session and unmounting clears it).
 */
import { atom } from 'jotai';
import type { OmsClient } from '../oms/client';
import type { AppAction } from './app-actions';
import type { Session } from './types';

export type AuthStatus =
  /** No session yet: hosted roots and /login are about to log in; others send to the launchpad. */
  | 'signed-out'
  | 'authenticating'
  | 'authenticated'
  /** The OMS refused this user (no USERS_APP_VIEW, or login failed); `authErrorAtom` says why. */
  | 'refused'
  | 'logging-out';

export const authStatusAtom = atom<AuthStatus>('signed-out');
export const authErrorAtom = atom<string | null>(null);
export const sessionAtom = atom<Session | null>(null);
export const omsClientAtom = atom<OmsClient | null>(null);

export const appActionsAtom = atom<ReadonlySet<AppAction>>((get) => new Set(get(sessionAtom)?.actions ?? []));
