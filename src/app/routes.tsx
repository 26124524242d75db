/**
 * The spec's route table. Every route except / and /login needs a session; some need an app action.
 * Paths are relative so the same tree works under a host's mount path and standalone. Each screen
 * loads its code when opened (./screens).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/states';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { backBehaviour } from '../features/user-details/back';
import { whenIdle } from '../lib/idle';
import { firstScreenShown } from './first-screen';
import { stripBase, useAppPath } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import { sessionAtom } from '../session/atoms';
import { RequireAuth, RequirePermission, RequireUsersList } from './guards';
import { useHasAction, useSession } from '../session/hooks';
import { locationHistoryAtom } from './location-history';
import { LoginPage } from './login-page';
import { ScreenSuspense, screenForPath, screens } from './screens';
import { TabShell } from './tab-shell';

const { Component: UsersPage } = screens.users;
const { Component: PermissionsTab } = screens.permissions;
const { Component: SettingsPage } = screens.settings;
const { Component: UserDetailsPage } = screens.userDetails;
const { Component: CreateUserPage } = screens.createUser;
const { Component: UserConfirmationRoute } = screens.userConfirmation;
const { Component: QuickSetupPage } = screens.quickSetup;
const { Component: ImportUsersPage } = screens.importUsers;
const { Component: CreateSecurityGroupPage } = screens.createSecurityGroup;
const { Component: AddPermissionsPage } = screens.addPermissions;
const { Component: AccessReviewPage } = screens.accessReview;

/** Once the users are on screen, the next likely screen is a user's details: fetch it when idle. */
function usersShown(): void {
  firstScreenShown();
  whenIdle(() => void screens.userDetails.preload().catch(() => undefined));
}

export type AppHome = '/tabs/users' | '/tabs/permissions' | '/tabs/settings';

/**
 * The Me tab (/tabs/me): the viewer's own details, read-only but for their own password, for a
 * login that may not list users. One who may list sees their own details as any user's.
 */
function MeRoute(): React.JSX.Element {
  const { partyId } = useSession().profile;
  const mayList = useHasAction('USERS_LIST_VIEW');
  const toPath = useAppPath();
  if (mayList) return <Navigate to={toPath(`/user-details/${encodeURIComponent(partyId)}`)} replace />;
  return (
    <ScreenSuspense>
      <UserDetailsPage key={partyId} partyId={partyId} back="none" selfService onShown={firstScreenShown} />
    </ScreenSuspense>
  );
}

export interface AppRoutesProps {
  /** Where `/` and `/tabs` lead. */
  home?: AppHome;
  /** False when the host draws its own navigation (route-tree exposes). */
  showTabs?: boolean;
}

/** An unknown address leads home. */
function Home({ to }: { to: string }): React.JSX.Element {
  const toPath = useAppPath();
  return <Navigate to={toPath(to)} replace />;
}

/**
 * The app's root ('/', and '/tabs') shows the home screen at once: the routes match as if the
 * address were already home's, and the address is replaced after that first commit. A redirect
 * (`<Navigate>`) drew nothing first, then — the router's navigations being transitions — the
 * screen in 5 ms slices with a browser frame between each: a host's link to the app's root
 * (/users) showed the shell ~50 ms after the click instead of in its first commit.
 */
function useHomeAtOnce(home: AppHome): Location {
  const location = useLocation();
  const navigate = useNavigate();
  const { basePath } = useAppServices();
  const toPath = useAppPath();
  const atRoot = /^\/?(tabs\/?)?$/.test(stripBase(basePath, location.pathname));
  const target = toPath(home);
  useEffect(() => {
    if (atRoot) void navigate({ pathname: target, search: location.search, hash: location.hash }, { replace: true });
  }, [atRoot, navigate, target, location.search, location.hash]);
  return atRoot ? { ...location, pathname: target } : location;
}

function UserDetailsRoute(): React.JSX.Element {
  const { partyId = '' } = useParams();
  const history = useAtomValue(locationHistoryAtom);
  const redirectedFrom = useAtomValue(sessionAtom)?.redirectedFrom;
  const { basePath } = useAppServices();
  const { pathname, search } = useLocation();
  // The tracker records this path in an effect: until then `current` is still the page that led here.
  const here = `${stripBase(basePath, pathname)}${search}`;
  const origin = history.current !== here ? history.current : history.previous;
  return (
    <ScreenSuspense>
      <UserDetailsPage key={partyId} partyId={partyId} back={backBehaviour(origin, redirectedFrom)} onShown={firstScreenShown} />
    </ScreenSuspense>
  );
}

/** The screens of the user creation flow (all need APP_USER_CREATE). */
function userCreationScreen(path: 'create-user' | 'user-confirmation/:partyId' | 'user-quick-setup/:partyId' | 'import-users'): React.JSX.Element {
  if (path === 'create-user') return <CreateUserPage />;
  if (path === 'import-users') return <ImportUsersPage />;
  if (path === 'user-confirmation/:partyId') return <UserConfirmationRoute />;
  return <QuickSetupRoute />;
}

/**
 * Fetches the code of the screen at the current location right away, while the session starts
 * and the guards wait, instead of after them; says whether the first screen's code is in. Until it
 * is, the routes wait with a plain loading state: a screen that suspends on its first render shows
 * its fallback, and React then holds the screen back for at least 300 ms — in a host whose reads
 * went ahead (users/prefetch) the session is often there before the screen's code. Later screens
 * suspend as usual.
 */
function useCurrentScreenCode(home: AppHome): boolean {
  const { basePath } = useAppServices();
  const path = stripBase(basePath, useLocation().pathname);
  const [firstReady, setFirstReady] = useState(() => screenForPath(path, home)?.loaded() ?? true);
  useEffect(() => {
    let live = true;
    // A chunk that fails to load is the screen's to report (with Retry).
    const settle = () => live && setFirstReady(true);
    const preloading = screenForPath(path, home)?.preload();
    if (preloading) preloading.then(settle, settle);
    else settle();
    return () => {
      live = false;
    };
  }, [path, home]);
  return firstReady;
}

function QuickSetupRoute(): React.JSX.Element {
  const { partyId = '' } = useParams();
  return <QuickSetupPage key={partyId} partyId={partyId} />;
}

export function AppRoutes({ home = '/tabs/users', showTabs = true }: AppRoutesProps): React.JSX.Element {
  const firstScreenCode = useCurrentScreenCode(home);
  const location = useHomeAtOnce(home);
  const { t } = useTranslation();
  if (!firstScreenCode) return <LoadingState label={t('Loading')} />;
  return (
    <Routes location={location}>
      <Route path="login" element={<LoginPage />} />
      <Route
        path="tabs"
        element={
          <RequireAuth>
            <TabShell showTabs={showTabs} />
          </RequireAuth>
        }
      >
        <Route
          path="users"
          element={
            <RequireUsersList>
              <ScreenSuspense>
                <UsersPage onRowsShown={usersShown} />
              </ScreenSuspense>
            </RequireUsersList>
          }
        />
        <Route path="me" element={<MeRoute />} />
        <Route
          path="permissions"
          element={
            <RequireUsersList>
              <RequirePermission action="APP_PERMISSION_VIEW">
                <ScreenSuspense>
                  <PermissionsTab />
                </ScreenSuspense>
              </RequirePermission>
            </RequireUsersList>
          }
        />
        <Route
          path="settings"
          element={
            <ScreenSuspense>
              <SettingsPage />
            </ScreenSuspense>
          }
        />
      </Route>
      <Route
        path="user-details/:partyId"
        element={
          <RequireAuth>
            <RequireUsersList>
              <UserDetailsRoute />
            </RequireUsersList>
          </RequireAuth>
        }
      />
      {(['create-user', 'user-confirmation/:partyId', 'user-quick-setup/:partyId', 'import-users'] as const).map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth>
              <RequireUsersList>
                <RequirePermission action="APP_USER_CREATE">
                  <ScreenSuspense>{userCreationScreen(path)}</ScreenSuspense>
                </RequirePermission>
              </RequireUsersList>
            </RequireAuth>
          }
        />
      ))}
      <Route
        path="create-security-group"
        element={
          <RequireAuth>
            <RequireUsersList>
              <ScreenSuspense>
                <CreateSecurityGroupPage />
              </ScreenSuspense>
            </RequireUsersList>
          </RequireAuth>
        }
      />
      <Route
        path="access-review"
        element={
          <RequireAuth>
            <RequireUsersList>
              <RequirePermission action="APP_PERMISSION_VIEW">
                <ScreenSuspense>
                  <AccessReviewPage />
                </ScreenSuspense>
              </RequirePermission>
            </RequireUsersList>
          </RequireAuth>
        }
      />
      <Route
        path="add-permissions"
        element={
          <RequireAuth>
            <RequireUsersList>
              <ScreenSuspense>
                <AddPermissionsPage />
              </ScreenSuspense>
            </RequireUsersList>
          </RequireAuth>
        }
      />
      <Route path="*" element={<Home to={home} />} />
    </Routes>
  );
}
