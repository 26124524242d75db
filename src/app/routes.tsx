/**
 * The spec's route table. Every route except / and /login needs a session; some need an app action.
 * Paths are relative so the same tree works under a host's mount path and standalone.
 */
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { CreateUserPage } from '../features/create-user/create-user-page';
import { AddPermissionsPage } from '../features/permissions/add-permissions-page';
import { CreateSecurityGroupPage } from '../features/permissions/create-security-group-page';
import { PermissionsTab } from '../features/permissions/permissions-tab';
import { QuickSetupPage } from '../features/quick-setup/quick-setup-page';
import { UserConfirmationRoute } from '../features/create-user/user-confirmation-page';
import { SettingsPage } from '../features/settings/settings-page';
import { backBehaviour } from '../features/user-details/back';
import { UserDetailsPage } from '../features/user-details/user-details-page';
import { UsersPage } from '../features/users/users-page';
import { stripBase, useAppPath } from '../lib/navigation';
import { useAppServices } from '../lib/services';
import { sessionAtom } from '../session/atoms';
import { RequireAuth, RequirePermission } from './guards';
import { locationHistoryAtom } from './location-history';
import { LoginPage } from './login-page';
import { TabShell } from './tab-shell';

export type AppHome = '/tabs/users' | '/tabs/permissions' | '/tabs/settings';

export interface AppRoutesProps {
  /** Where `/` and `/tabs` lead. */
  home?: AppHome;
  /** False when the host draws its own navigation (route-tree exposes). */
  showTabs?: boolean;
}

function Home({ to }: { to: string }): React.JSX.Element {
  const toPath = useAppPath();
  return <Navigate to={toPath(to)} replace />;
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
  return <UserDetailsPage key={partyId} partyId={partyId} back={backBehaviour(origin, redirectedFrom)} />;
}

/** The screens of the user creation flow (all need APP_USER_CREATE). */
function userCreationScreen(path: 'create-user' | 'user-confirmation/:partyId' | 'user-quick-setup/:partyId'): React.JSX.Element {
  if (path === 'create-user') return <CreateUserPage />;
  if (path === 'user-confirmation/:partyId') return <UserConfirmationRoute />;
  return <QuickSetupRoute />;
}

function QuickSetupRoute(): React.JSX.Element {
  const { partyId = '' } = useParams();
  return <QuickSetupPage key={partyId} partyId={partyId} />;
}

export function AppRoutes({ home = '/tabs/users', showTabs = true }: AppRoutesProps): React.JSX.Element {
  return (
    <Routes>
      <Route index element={<Home to={home} />} />
      <Route path="login" element={<LoginPage />} />
      <Route
        path="tabs"
        element={
          <RequireAuth>
            <TabShell showTabs={showTabs} />
          </RequireAuth>
        }
      >
        <Route index element={<Home to={home} />} />
        <Route path="users" element={<UsersPage />} />
        <Route
          path="permissions"
          element={
            <RequirePermission action="APP_PERMISSION_VIEW">
              <PermissionsTab />
            </RequirePermission>
          }
        />
        <Route path="settings" element={<SettingsPage />} />
      </Route>
      <Route
        path="user-details/:partyId"
        element={
          <RequireAuth>
            <UserDetailsRoute />
          </RequireAuth>
        }
      />
      {(['create-user', 'user-confirmation/:partyId', 'user-quick-setup/:partyId'] as const).map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth>
              <RequirePermission action="APP_USER_CREATE">{userCreationScreen(path)}</RequirePermission>
            </RequireAuth>
          }
        />
      ))}
      <Route
        path="create-security-group"
        element={
          <RequireAuth>
            <CreateSecurityGroupPage />
          </RequireAuth>
        }
      />
      <Route
        path="add-permissions"
        element={
          <RequireAuth>
            <AddPermissionsPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Home to={home} />} />
    </Routes>
  );
}
