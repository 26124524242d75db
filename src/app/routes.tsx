/**
 * The spec's route table. Every route except / and /login needs a session; some need an app action.
 * Paths are relative so the same tree works under a host's mount path and standalone.
 */
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { NotBuiltYet } from '../components/states';
import { SettingsPage } from '../features/settings/settings-page';
import { useAppPath } from '../lib/navigation';
import { RequireAuth, RequirePermission } from './guards';
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
  const { partyId } = useParams();
  return <NotBuiltYet screen={`user-details:${partyId ?? ''}`} />;
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
        <Route path="users" element={<NotBuiltYet screen="users" />} />
        <Route
          path="permissions"
          element={
            <RequirePermission action="APP_PERMISSION_VIEW">
              <NotBuiltYet screen="permissions" />
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
              <RequirePermission action="APP_USER_CREATE">
                <NotBuiltYet screen={path.split('/')[0] ?? path} />
              </RequirePermission>
            </RequireAuth>
          }
        />
      ))}
      {(['create-security-group', 'add-permissions'] as const).map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAuth>
              <NotBuiltYet screen={path} />
            </RequireAuth>
          }
        />
      ))}
      <Route path="*" element={<Home to={home} />} />
    </Routes>
  );
}
