/**
 * /login: the launchpad's login. OMS instance (defaulting to config.json's), username, password ->
 * `POST login`; the OMS's error text on failure. With `redirectUrl` (an app's standalone /login,
 * as the remote sends unauthenticated visitors) a successful login hands the session to that URL
 * (`?token=…&oms=…&expirationTime=…&omsRedirectionUrl=…`) if it belongs to the Users remote's
 * origin; `isLoggedOut=true` ends the host session.
 */
import { useEffect, useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { HostConfig } from '../config';
import { omsLogin } from '../oms-login';
import { usersRemoteBase } from '../remote';
import { clearSession, handOffUrl, saveSession, sessionEndNotice, useLaunchpadSession } from '../session';
import type { LaunchpadSession, LoginReason } from '../session';

const useStyles = makeStyles({
  main: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
  form: { display: 'grid', gap: tokens.spacingVerticalM, width: '100%', maxWidth: '420px' },
});

interface LoginState {
  /** The page the signed-in frame sent us from; we go back there after logging in. */
  from?: string;
}

/**
 * The hand-off target, when it is an app this launchpad knows (the Users remote's origin): the
 * session's token must not go to any page that asks for it.
 */
export function handOffTarget(value: string | null, appOrigins: readonly string[]): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return appOrigins.includes(url.origin) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const NOTICES: Record<LoginReason, string> = {
  unauthorised: 'Your session has ended. Log in again.',
  'logged-out': 'You have logged out.',
};

export function LoginPage({ config }: { config: HostConfig }): React.JSX.Element {
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const stored = useLaunchpadSession();
  const requested = params.get('redirectUrl');
  const redirectUrl = handOffTarget(requested, [new URL(usersRemoteBase()).origin]);
  const loggedOut = params.get('isLoggedOut') === 'true';
  const session = loggedOut ? null : stored;
  const [instance, setInstance] = useState(config.omsUrl);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loggedOut) clearSession('logged-out');
  }, [loggedOut]);

  if (session && !redirectUrl) return <Navigate to={state.from ?? '/'} replace />;

  const proceed = (next: LaunchpadSession) => {
    if (redirectUrl) window.location.assign(handOffUrl(redirectUrl, next));
    else void navigate(state.from ?? '/', { replace: true });
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const result = await omsLogin(instance, username.trim(), password);
      const next: LaunchpadSession = { token: result.token, expirationTime: result.expirationTime, omsUrl: result.omsUrl, oms: instance.trim(), username: username.trim() };
      saveSession(next);
      proceed(next);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setBusy(false);
    }
  };

  const reason = loggedOut ? 'logged-out' : sessionEndNotice();
  const notice = reason ? NOTICES[reason] : undefined;
  return (
    <main className={styles.main}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="login-heading">
        <Text as="h1" size={700} weight="semibold" id="login-heading">
          Log in to the launchpad
        </Text>
        {notice ? (
          <MessageBar intent="info">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        ) : null}
        {redirectUrl ? <Text>Log in to continue to {new URL(redirectUrl).origin}.</Text> : null}
        {requested && !redirectUrl ? (
          <MessageBar intent="warning">
            <MessageBarBody>Ignoring redirectUrl {requested}: it is not the Users app this launchpad knows.</MessageBarBody>
          </MessageBar>
        ) : null}
        {session && redirectUrl ? (
          <Button appearance="secondary" onClick={() => proceed(session)}>
            Continue as {session.username}
          </Button>
        ) : null}
        <Field label="OMS instance" hint="A URL (http://…/api/) or an instance name" required>
          <Input value={instance} onChange={(_event, data) => setInstance(data.value)} autoComplete="url" />
        </Field>
        <Field label="Username" required>
          <Input value={username} onChange={(_event, data) => setUsername(data.value)} autoComplete="username" />
        </Field>
        <Field label="Password" required>
          <Input type="password" value={password} onChange={(_event, data) => setPassword(data.value)} autoComplete="current-password" />
        </Field>
        {error ? (
          <div role="alert">
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          </div>
        ) : null}
        <Button type="submit" appearance="primary" disabled={busy || !instance.trim() || !username.trim() || !password}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </main>
  );
}
