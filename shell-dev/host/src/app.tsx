/** The launchpad stand-in: its routes, inside one BrowserRouter the Users app renders into. */
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { HostConfig } from './config';
import { Layout } from './layout';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { AccessPage } from './pages/access-page';
import { OrdersPage } from './pages/orders-page';
import { PlainPage } from './pages/plain-page';
import { UsersPage } from './pages/users-page';

export function HostApp({ config }: { config: HostConfig }): React.JSX.Element {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage config={config} />} />
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="users/*" element={<UsersPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="access" element={<AccessPage />} />
          <Route path="plain/*" element={<PlainPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
