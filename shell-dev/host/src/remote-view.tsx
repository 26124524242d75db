/**
 * Loads one expose of the `users` remote and renders it, with a loading state and, when the remote
 * cannot be loaded (server down, bad manifest) or throws while rendering, a clear error and a
 * Retry button that registers the remote afresh and tries again.
 */
import { Component, useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { loadedUsersExpose, loadUsersExpose, registerUsersRemote, usersManifestUrl } from './remote';
import type { ExposeName, UsersExposes } from './remote';

const useStyles = makeStyles({
  state: { padding: tokens.spacingHorizontalXXL },
  detail: { display: 'block', marginTop: tokens.spacingVerticalXS, wordBreak: 'break-word' },
});

type LoadState<K extends ExposeName> = { status: 'loading' } | { status: 'ready'; module: UsersExposes[K] } | { status: 'error'; error: Error };

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The expose's module once loaded, and a retry that starts over from the manifest. */
export function useUsersExpose<K extends ExposeName>(name: K): [LoadState<K>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<K>>(() => {
    // Loaded already (the host's idle warm-up, or an earlier page): rendered in the first commit.
    const module = loadedUsersExpose(name);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });
  const loadedAtFirst = useRef(state.status === 'ready');

  useEffect(() => {
    if (attempt === 0 && loadedAtFirst.current) return;
    let active = true;
    loadUsersExpose(name).then(
      (module) => {
        if (active) setState({ status: 'ready', module });
      },
      (error: unknown) => {
        console.error(`users/${name} failed to load`, error);
        if (active) setState({ status: 'error', error: toError(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => {
    registerUsersRemote(usersManifestUrl(), { force: true });
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return [state, retry];
}

export function RemoteLoading({ name }: { name: ExposeName }): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.state} role="status">
      <Spinner label={`Loading the Users app (users/${name})`} />
    </div>
  );
}

export function RemoteError({ name, error, onRetry }: { name: ExposeName; error: Error; onRetry: () => void }): React.JSX.Element {
  const styles = useStyles();
  return (
    <div className={styles.state} role="alert" data-remote-error={name}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>The Users app could not be loaded</MessageBarTitle>
          Could not load users/{name} from {usersManifestUrl()}. Check that the remote is running, then retry.
          <code className={styles.detail}>{error.message}</code>
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}

interface BoundaryProps {
  name: ExposeName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches an expose that throws while rendering, so the host page survives it. */
class RenderBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`users/${this.props.name} failed while rendering`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RemoteError
        name={this.props.name}
        error={error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** Calls the render function inside the boundary, so whatever it throws is caught too. */
function Render<M>({ module, render }: { module: M; render: (module: M) => ReactNode }): ReactNode {
  return render(module);
}

/** Renders `children(module)` once the expose has loaded. */
export function UsersExpose<K extends ExposeName>({
  name,
  children,
}: {
  name: K;
  children: (module: UsersExposes[K]) => ReactNode;
}): React.JSX.Element {
  const [state, retry] = useUsersExpose(name);
  if (state.status === 'loading') return <RemoteLoading name={name} />;
  if (state.status === 'error') return <RemoteError name={name} error={state.error} onRetry={retry} />;
  return (
    <RenderBoundary name={name} onRetry={retry}>
      <Render module={state.module} render={children} />
    </RenderBoundary>
  );
}
