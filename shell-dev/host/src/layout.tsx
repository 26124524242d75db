/**
 * The signed-in frame: a banner with the app switcher, who is signed in, "Open standalone" and
 * "Log out", then the page. Pages render their own landmarks: the Users app brings its own
 * navigation and main region, so the host does not wrap it in another <main>.
 */
import { useEffect } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { loadUsersExpose, loadUsersPrefetch, usersRemoteBase, warmUsersApp } from './remote';
import type { HostSession } from './remote';
import { clearSession, handOffUrl, useHostSession, useLaunchpadSession } from './session';
import type { LaunchpadSession } from './session';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1, textDecoration: 'none' },
  switcher: { display: 'flex', gap: tokens.spacingHorizontalS, flexGrow: 1 },
  link: {
    color: tokens.colorNeutralForeground1,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  current: { backgroundColor: tokens.colorNeutralBackground1, fontWeight: tokens.fontWeightSemibold },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** A link into the Users app starts its reads and code when the pointer comes over it or it takes the focus. */
export function warmOnIntent(hostSession: HostSession): { onPointerEnter: () => void; onFocus: () => void } {
  const warm = () => warmUsersApp(hostSession, '/tabs/users');
  return { onPointerEnter: warm, onFocus: warm };
}

/** What every signed-in page gets from the frame. */
export interface SignedIn {
  session: LaunchpadSession;
  hostSession: HostSession;
}

export function useSignedIn(): SignedIn {
  return useOutletContext<SignedIn>();
}

export const APPS = [
  { to: '/', label: 'Home', end: true },
  { to: '/users', label: 'Users', end: false },
  { to: '/orders', label: 'Orders', end: false },
  { to: '/plain', label: 'Plain mount', end: false },
] as const;

function SignedInFrame({ session }: { session: LaunchpadSession }): React.JSX.Element {
  const styles = useStyles();
  const hostSession = useHostSession(session);
  const context: SignedIn = { session, hostSession };
  // Once idle: `users/prefetch` (a few KB), so that a link into the Users app can start its reads
  // the moment it is wanted, and its warm-up, which reads what the app's login needs to know about
  // the user and keeps it in the page (the click's reads are then one wave); then `./App` and its
  // landing screen's code, run but not rendered, so that a click into the app only renders.
  useEffect(() => {
    const load = () =>
      void loadUsersPrefetch()
        .then(({ warmUpUsers }) => {
          warmUpUsers(hostSession).catch(() => undefined);
          return loadUsersExpose('App');
        })
        .then((app) => app.preloadScreenCode('/tabs/users'))
        .catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') return void setTimeout(load, 500);
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [hostSession]);
  return (
    <>
      <header className={styles.banner}>
        <NavLink to="/" className={styles.brand}>
          Launchpad (shell-dev)
        </NavLink>
        <nav aria-label="App switcher" className={styles.switcher}>
          {APPS.map((app) => (
            <NavLink
              key={app.to}
              to={app.to}
              end={app.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.current}` : styles.link)}
              {...(app.to === '/users' ? warmOnIntent(hostSession) : {})}
            >
              {app.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.user}>
          <Text>
            Signed in as <strong>{session.username}</strong>
          </Text>
          <Button as="a" href={handOffUrl(new URL('login', usersRemoteBase()).href, session)}>
            Open standalone
          </Button>
          <Button onClick={() => clearSession('logged-out')}>Log out</Button>
        </div>
      </header>
      <Outlet context={context} />
    </>
  );
}

/** Pages behind the host login; anyone else goes to /login and comes back afterwards. */
export function Layout(): React.JSX.Element {
  const session = useLaunchpadSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <SignedInFrame session={session} />;
}
