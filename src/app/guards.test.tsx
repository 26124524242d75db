import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, NavigateButton } from '../../test/probes';
import nock from 'nock';
import { mockLogin, OMS_ORIGIN, preloadScreens, renderApp } from '../../test/render';
import { mockUsersTab } from '../../test/users-tab';
import { deniedRedirectTarget, ROUTE_DENIED_MESSAGE } from './guards';
import { AppRoutes } from './routes';

// Screens load lazily (src/app/screens): require them once, before the tests and their timeouts.
beforeAll(preloadScreens, 60_000);

// May list users (USERS_LIST_VIEW), nothing more.
const VIEW_ONLY = ['USERS_APP_VIEW', 'USERS_LIST_VIEW'];

function renderAt(path: string) {
  return renderApp({
    path,
    children: (
      <>
        <AppRoutes />
        <LocationProbe />
        <NavigateButton to="/create-user" />
        <NavigateButton to="/tabs/permissions" />
      </>
    ),
  });
}

describe('deniedRedirectTarget', () => {
  it.each([
    [undefined, '/tabs/settings'],
    ['/', '/tabs/settings'],
    ['/login', '/tabs/settings'],
    ['/login?token=x&oms=y', '/tabs/settings'],
    ['/tabs/users', '/tabs/users'],
    ['/tabs/users?q=ann', '/tabs/users?q=ann'],
    ['/user-details/P1', '/user-details/P1'],
  ])('from %s -> %s', (previous, target) => {
    expect(deniedRedirectTarget(previous)).toBe(target);
  });
});

describe('permission guard', () => {
  // Most of these land on the Users tab, the app's home.
  beforeEach(() => mockUsersTab());

  it('sends a user who opens /create-user directly to /tabs/settings with the spec toast', async () => {
    const scope = mockLogin({ permissions: VIEW_ONLY });
    const zones = nock(OMS_ORIGIN).get('/api/getAvailableTimeZones').reply(200, []);
    renderAt('/create-user');
    expect(await screen.findByText(ROUTE_DENIED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/settings'));
    expect(screen.getAllByText(ROUTE_DENIED_MESSAGE)).toHaveLength(1);
    await waitFor(() => zones.done());
    scope.done();
  });

  it('sends a user without APP_USER_CREATE who opens /import-users directly to /tabs/settings with the spec toast', async () => {
    const scope = mockLogin({ permissions: VIEW_ONLY });
    const zones = nock(OMS_ORIGIN).get('/api/getAvailableTimeZones').reply(200, []);
    renderAt('/import-users');
    expect(await screen.findByText(ROUTE_DENIED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/settings'));
    await waitFor(() => zones.done());
    scope.done();
  });

  it('keeps a user on the previous path when they navigate to a page they may not open', async () => {
    const scope = mockLogin({ permissions: VIEW_ONLY });
    renderAt('/tabs/users');
    await screen.findByRole('tab', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'go /create-user' }));
    expect(await screen.findByText(ROUTE_DENIED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tabs\/users$/));
    scope.done();
  });

  it('guards the Permissions tab with APP_PERMISSION_VIEW', async () => {
    const scope = mockLogin({ permissions: VIEW_ONLY });
    renderAt('/tabs/users');
    await screen.findByRole('tab', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'go /tabs/permissions' }));
    expect(await screen.findByText(ROUTE_DENIED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tabs\/users$/));
    scope.done();
  });

  it('lets a user with the permission in', async () => {
    const scope = mockLogin({ permissions: ['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_VIEW'] });
    renderAt('/tabs/permissions');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByTestId('location')).toHaveTextContent('/tabs/permissions');
    expect(screen.queryByText(ROUTE_DENIED_MESSAGE)).not.toBeInTheDocument();
    scope.done();
  });

  it("shows 'Authenticating' until the session is there", async () => {
    const scope = mockLogin();
    renderAt('/tabs/users');
    expect(screen.getAllByText('Authenticating').length).toBeGreaterThan(0);
    await screen.findByRole('tab', { name: 'Users' });
    scope.done();
  });

  it('redirects / to the Users tab', async () => {
    const scope = mockLogin();
    renderAt('/');
    await screen.findByRole('tab', { name: 'Users' });
    expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users');
    scope.done();
  });
});
