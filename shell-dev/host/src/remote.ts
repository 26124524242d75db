/**
 * The `users` remote, loaded at run time with the Module Federation runtime: registered from its
 * manifest URL (no static remotes in the build), then each expose loaded on demand. The module
 * types come from the remote's source (type-only imports: nothing of it is bundled here).
 */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { preloadScreenCode, UsersApp } from '../../../src/expose/app';
import type { mount } from '../../../src/expose/mount';
import type { prefetchUsers, warmUpUsers } from '../../../src/expose/prefetch';
import type { UserAccess } from '../../../src/expose/user-access';
import type { UserCard } from '../../../src/expose/user-card';
import type { HostSession } from '../../../src/expose/types';

export type { HostSession } from '../../../src/expose/types';
export type { MountOptions, Unmount } from '../../../src/expose/mount';

export const REMOTE_NAME = 'users';

/** The exposes this host uses, by name, with the module shape each one has. */
export interface UsersExposes {
  App: { default: typeof UsersApp; preloadScreenCode: typeof preloadScreenCode };
  UserCard: { default: typeof UserCard };
  UserAccess: { default: typeof UserAccess };
  mount: { default: typeof mount };
  prefetch: { default: typeof prefetchUsers; warmUpUsers: typeof warmUpUsers };
}
export type ExposeName = keyof UsersExposes;

let manifestUrl: string | undefined;

/** Registers (or re-registers, dropping whatever failed or was cached) the remote's manifest. */
export function registerUsersRemote(url: string, options: { force?: boolean } = {}): void {
  prefetchModule = undefined;
  prefetchLoaded = undefined;
  loadedExposes.clear();
  registerRemotes([{ name: REMOTE_NAME, entry: url }], { force: options.force ?? manifestUrl !== undefined });
  manifestUrl = url;
}

export function usersManifestUrl(): string {
  if (!manifestUrl) throw new Error('The users remote is not registered yet');
  return manifestUrl;
}

/** The folder the remote is served from (its standalone page lives there too). */
export function usersRemoteBase(): string {
  return new URL('.', usersManifestUrl()).href;
}

/** The exposes loaded from the registered remote, by name. */
const loadedExposes = new Map<ExposeName, UsersExposes[ExposeName]>();

/** Loads one expose; rejects with a readable error when the remote cannot be reached. */
export async function loadUsersExpose<K extends ExposeName>(name: K): Promise<UsersExposes[K]> {
  const loaded = await loadRemote<UsersExposes[K]>(`${REMOTE_NAME}/${name}`);
  if (!loaded) throw new Error(`${REMOTE_NAME}/${name} did not load`);
  // Reading the export runs what the module still owes; a module that failed half-way throws here.
  if (typeof loaded.default !== 'function') throw new Error(`${REMOTE_NAME}/${name} has no default export`);
  loadedExposes.set(name, loaded);
  return loaded;
}

/**
 * An expose this page has already loaded (while idle, or for an earlier page), or undefined: a
 * page renders it in its first commit instead of a loading state and then the expose.
 */
export function loadedUsersExpose<K extends ExposeName>(name: K): UsersExposes[K] | undefined {
  return loadedExposes.get(name) as UsersExposes[K] | undefined;
}

/** `users/prefetch`, once asked for (it is a few KB: the host loads it when idle, see below). */
let prefetchModule: Promise<UsersExposes['prefetch']> | undefined;
let prefetchLoaded: UsersExposes['prefetch'] | undefined;

/**
 * Loads `users/prefetch` (with the manifest and remoteEntry.js) ahead of any intent: the launchpad
 * does it once idle after its first screen, so that on intent only the call is left.
 */
export function loadUsersPrefetch(): Promise<UsersExposes['prefetch']> {
  prefetchModule ??= loadUsersExpose('prefetch').then(
    (module) => (prefetchLoaded = module),
    (error: unknown) => {
      prefetchModule = undefined;
      throw error;
    },
  );
  return prefetchModule;
}

/**
 * Data and code before the click (the host contract's `users/prefetch`, docs/ARCHITECTURE.md):
 * called on intent — the pointer over, or the focus on, a link into the app — and again when the
 * page that renders it mounts (a repeat does nothing). `./prefetch` sends the landing screen's OMS
 * reads with the session, at once when it is already loaded; the code of `expose` (its files, named
 * by the manifest) is fetched beside. `path` is the app's path below /users.
 */
export function warmUsersApp(session: HostSession, path: string, expose: ExposeName = 'App'): void {
  const call = ({ default: prefetchUsers }: UsersExposes['prefetch']) => prefetchUsers(session, { path });
  if (prefetchLoaded) call(prefetchLoaded);
  // The app reads for itself, and reports a remote it cannot load.
  else loadUsersPrefetch().then(call, () => undefined);
  void preloadRemote([{ nameOrAlias: REMOTE_NAME, exposes: [expose], resourceCategory: 'sync' }]).catch(() => undefined);
}
