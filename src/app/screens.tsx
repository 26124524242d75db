/**
 * Every screen of the route table loads its code when it is first opened: each is its own chunk,
 * so the Users tab carries only what it shows. A screen's chunk can also be fetched earlier
 * (`preload`): the screen a page lands on while the session starts, and the next likely one once
 * the current screen has settled. `<ScreenSuspense>` shows a labelled spinner meanwhile.
 */
import { Component, Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../components/states';
import { SCREEN_LOADERS } from './screen-loaders';
import { screenNameForPath } from './screen-paths';
import type { ScreenName } from './screen-paths';

export interface LazyScreen<P extends object> {
  /** The screen; renders once its chunk is in (inside a `<ScreenSuspense>`). */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the chunk (once); a failed fetch is tried again on the next call. */
  preload(): Promise<unknown>;
  /** Whether the chunk is in (the screen renders without suspending). */
  loaded(): boolean;
}

/**
 * A thenable that calls back at once: React.lazy reads it synchronously, so a screen whose code is
 * already in renders in the same pass instead of suspending once. A suspension shows the fallback,
 * and React then holds the screen back for up to 300 ms (its fallback throttle) — on a full page
 * load that held every card, and the reads that start when they mount, for ~260 ms.
 */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

export function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyScreen<P> {
  let loading: Promise<M> | undefined;
  let loaded: { module: M } | undefined;
  const preload = (): Promise<M> => {
    loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => (loaded ? settled({ default: pick(loaded.module) }) : preload().then((module) => ({ default: pick(module) }))) as Promise<{ default: ComponentType<P> }>);
  return { Component, preload, loaded: () => loaded !== undefined };
}

export const screens = {
  users: lazyScreen(SCREEN_LOADERS.users, (m) => m.UsersPage),
  permissions: lazyScreen(SCREEN_LOADERS.permissions, (m) => m.PermissionsTab),
  settings: lazyScreen(SCREEN_LOADERS.settings, (m) => m.SettingsPage),
  userDetails: lazyScreen(SCREEN_LOADERS.userDetails, (m) => m.UserDetailsScreen),
  createUser: lazyScreen(SCREEN_LOADERS.createUser, (m) => m.CreateUserPage),
  userConfirmation: lazyScreen(SCREEN_LOADERS.userConfirmation, (m) => m.UserConfirmationRoute),
  importUsers: lazyScreen(SCREEN_LOADERS.importUsers, (m) => m.ImportUsersPage),
  quickSetup: lazyScreen(SCREEN_LOADERS.quickSetup, (m) => m.QuickSetupPage),
  createSecurityGroup: lazyScreen(SCREEN_LOADERS.createSecurityGroup, (m) => m.CreateSecurityGroupPage),
  addPermissions: lazyScreen(SCREEN_LOADERS.addPermissions, (m) => m.AddPermissionsPage),
  accessReview: lazyScreen(SCREEN_LOADERS.accessReview, (m) => m.AccessReviewPage),
} as const satisfies Record<ScreenName, Pick<LazyScreen<object>, 'preload' | 'loaded'>>;

/** The screen an app path shows; '/', '/tabs' and '/login' lead to `home`. */
export function screenForPath(path: string, home: string): Pick<LazyScreen<object>, 'preload' | 'loaded'> | undefined {
  const name = screenNameForPath(path, home);
  return name ? screens[name] : undefined;
}

/** webpack's error for a chunk that could not be fetched (offline, a redeploy removed it). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function ReloadPage(): React.JSX.Element {
  const { t } = useTranslation();
  return <ErrorState message={t('Something went wrong while loading. Please try again.')} onRetry={() => window.location.reload()} />;
}

/** A screen whose code could not be fetched offers a reload; any other error goes on up. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ReloadPage />;
  }
}

function ScreenLoading(): React.JSX.Element {
  const { t } = useTranslation();
  return <LoadingState label={t('Loading')} />;
}

/** Where a lazy screen renders: a labelled spinner while its code loads. */
export function ScreenSuspense({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
