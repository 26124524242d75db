/**
 * Session state, one copy per mounted root (each exposed root has its own Jotai store, so two
 * embeds never share a session and unmounting clears it).
 */
import { atom } from 'jotai';
import type { OmsClient } from '../oms/client';
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

/** The server permissions the login holds; the gates are evaluated on them by the catalog (`useHasAction`). */
export const heldPermissionsAtom = atom<ReadonlySet<string>>((get) => new Set(get(sessionAtom)?.permissionIds ?? []));
