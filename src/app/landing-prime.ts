/**
 * A root's landing screen, started with its session: the screen's first reads are asked for as
 * soon as the session is set, before the screen first renders, so an answer already waiting (the
 * standalone page's first script or the host's `./prefetch` sent the same read) is in that first
 * render, not one render and a paint later (paired: standalone first working click ×0.91, launchpad ×0.88). The
 * screen's own first load then takes what this began. Only the Users tab has such a read.
 */
import type { createStore } from 'jotai';
import { mayDo } from '../catalog/users-app';
import { primeUsersAtom } from '../features/users/atoms';
import { heldPermissionsAtom } from '../session/atoms';
import { screenNameForPath } from './screen-paths';

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Starts the first reads of the screen at `path` (the app's own path, below its mount path), in a
 * root whose '/' leads to `home`.
 */
export function primeLanding(store: JotaiStore, path: string, search: string, home: string): void {
  // A login form's root is on its way elsewhere, perhaps: only a landing asks early.
  if (path === '/login' || screenNameForPath(path, home) !== 'users') return;
  // A login that may not list users goes to the Me tab: nothing of the list is read for it.
  if (!mayDo('USERS_LIST_VIEW', store.get(heldPermissionsAtom))) return;
  // Its failure is the list's own to show, as when the tab asks.
  void store.set(primeUsersAtom, new URLSearchParams(search)).catch(() => undefined);
}
