/**
 * The `users` remote, loaded at run time with the Module Federation runtime: registered from its
 * manifest URL (no static remotes in the build), then each expose loaded on demand. The module
 * types come from the remote's source (type-only imports: nothing of it is bundled here).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { UsersApp } from '../../../src/expose/app';
import type { mount } from '../../../src/expose/mount';
import type { UserAccess } from '../../../src/expose/user-access';
import type { UserCard } from '../../../src/expose/user-card';

export type { HostSession } from '../../../src/expose/types';
export type { MountOptions, Unmount } from '../../../src/expose/mount';

export const REMOTE_NAME = 'users';

/** The exposes this host uses, by name, with the module shape each one has. */
export interface UsersExposes {
  App: { default: typeof UsersApp };
  UserCard: { default: typeof UserCard };
  UserAccess: { default: typeof UserAccess };
  mount: { default: typeof mount };
}
export type ExposeName = keyof UsersExposes;

let manifestUrl: string | undefined;

/** Registers (or re-registers, dropping whatever failed or was cached) the remote's manifest. */
export function registerUsersRemote(url: string, options: { force?: boolean } = {}): void {
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

/** Loads one expose; rejects with a readable error when the remote cannot be reached. */
export async function loadUsersExpose<K extends ExposeName>(name: K): Promise<UsersExposes[K]> {
  const loaded = await loadRemote<UsersExposes[K]>(`${REMOTE_NAME}/${name}`);
  if (!loaded) throw new Error(`${REMOTE_NAME}/${name} did not load`);
  // Reading the export runs what the module still owes; a module that failed half-way throws here.
  if (typeof loaded.default !== 'function') throw new Error(`${REMOTE_NAME}/${name} has no default export`);
  return loaded;
}
