import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { LocationProbe, NavigateButton } from '../../test/probes';
import { ADMIN_PROFILE, ALL_PERMISSIONS, mockLogin, OMS_BASE, OMS_ORIGIN, ORGANIZATION_PARTY_ID, preloadScreens, recordingEnvironment, renderApp, TOKEN } from '../../test/render';
import { mockUsersTab } from '../../test/users-tab';
import { AppRoutes } from './routes';

// Screens load lazily (src/app/screens): require them once, before the tests and their timeouts.
beforeAll(preloadScreens, 60_000);

const handOff = (extra: Record<string, string> = {}) =>
  `/login?${new URLSearchParams({ token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'https://oms-redirect.test', ...extra })}`;

function renderStandalone(path: string, environment = recordingEnvironment()) {
  return renderApp({
    path,
    session: null,
    environment,
    children: (
      <>
        <AppRoutes />
        <LocationProbe />
        <NavigateButton to="/login" />
      </>
    ),
  });
}

beforeEach(() => window.sessionStorage.clear());
// The hand-off lands on the Users tab, the app's home.
beforeEach(() => mockUsersTab());

describe('/login hand-off', () => {
  it('logs in with the query token and lands on the Users tab', async () => {
    const scope = mockLogin();
    renderStandalone(handOff());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    expect(screen.getByRole('tab', { name: 'Users' })).toBeInTheDocument();
    scope.done();
  });

  it('reads the permissions, the profile and the organization party in one wave', async () => {
    // The permissions answer waits until the other two reads have arrived: a login that waited for
    // the permissions before asking for the rest would never get there.
    const arrived = new Set<string>();
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    const note = (name: string) => {
      arrived.add(name);
      if (arrived.has('profile') && arrived.has('organization')) release();
    };
    const waited = Promise.race([bothArrived.then(() => 'together'), new Promise<string>((resolve) => setTimeout(() => resolve('one after the other'), 3000))]);
    const scope = nock(OMS_ORIGIN)
      .post('/api/getPermissions')
      .reply(async () => {
        await waited;
        return [200, { docs: ALL_PERMISSIONS.map((permissionId) => ({ permissionId })), count: ALL_PERMISSIONS.length }];
      })
      .get('/api/user-profile')
      .reply(() => (note('profile'), [200, ADMIN_PROFILE]))
      .post('/api/performFind', (body: { entityName?: string }) => body.entityName === 'PartyRole')
      .reply(() => (note('organization'), [200, { docs: [{ partyId: ORGANIZATION_PARTY_ID }], count: 1 }]));
    renderStandalone(handOff());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'), { timeout: 5000 });
    expect(await waited).toBe('together');
    scope.done();
  });

  it('refuses a user without USERS_APP_VIEW with the spec message and keeps nothing of the profile', async () => {
    const scope = nock(OMS_ORIGIN)
      .post('/api/getPermissions')
      .reply(200, { docs: [{ permissionId: 'SECURITY_VIEW' }], count: 1 });
    // Read in the same wave, then dropped.
    nock(OMS_ORIGIN).get('/api/user-profile').optionally().reply(200, ADMIN_PROFILE);
    nock(OMS_ORIGIN).post('/api/performFind').optionally().reply(200, { docs: [{ partyId: ORGANIZATION_PARTY_ID }], count: 1 });
    renderStandalone(handOff());
    expect(await screen.findAllByText('You do not have permission to access the app.')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    scope.done();
  });

  it('warns when the OMS redirection URL is missing and still logs in', async () => {
    const scope = mockLogin();
    renderStandalone(`/login?${new URLSearchParams({ token: TOKEN, oms: OMS_BASE })}`);
    expect(await screen.findByText('Some of the app functionality will not work due to missing configuration.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    scope.done();
  });

  it('goes to the user details of the partyId after login', async () => {
    const scope = mockLogin();
    // The details screen then reads the user: this OMS knows no such party.
    nock(OMS_ORIGIN).post('/api/performFind').reply(200, { error: 'No record found' }).persist();
    renderStandalone(handOff({ partyId: 'PARTY 7' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-details/PARTY%207'));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    scope.done();
  });

  it('sends an expired token back to the launchpad login with isLoggedOut=true, calling nothing', async () => {
    const environment = recordingEnvironment();
    renderStandalone(handOff({ expirationTime: String(Date.now() - 1000) }), environment);
    await waitFor(() => expect(environment.redirects).toHaveLength(1));
    const url = new URL(environment.redirects[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://launchpad.test/login');
    expect(url.searchParams.get('isLoggedOut')).toBe('true');
    expect(url.searchParams.get('redirectUrl')).toBe('https://users.test/login');
  });

  it('keeps a valid expiration time and the redirectedFrom value in the session', async () => {
    const scope = mockLogin();
    renderStandalone(handOff({ expirationTime: String(Date.now() + 3_600_000), redirectedFrom: 'https://orders.test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    const stored = JSON.parse(window.sessionStorage.getItem('users.session') ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ token: TOKEN, oms: OMS_BASE, redirectedFrom: 'https://orders.test' });
    scope.done();
  });

  it('sends an already authenticated user on /login without token or oms to /', async () => {
    const scope = mockLogin();
    renderStandalone(handOff());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    await userEvent.click(screen.getByRole('button', { name: 'go /login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    scope.done();
  });

  it('resumes the tab session from sessionStorage on /login without a token', async () => {
    window.sessionStorage.setItem('users.session', JSON.stringify({ token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'x' }));
    const scope = mockLogin();
    renderStandalone('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    scope.done();
  });

  it('shows the login failure message when the OMS cannot be read', async () => {
    const scope = nock(OMS_ORIGIN)
      .post('/api/getPermissions')
      .reply(500, { error: { message: 'down' } })
      .get('/api/user-profile')
      .reply(500, { error: { message: 'down' } })
      .post('/api/performFind')
      .reply(500, { error: { message: 'down' } });
    renderStandalone(handOff());
    expect(await screen.findAllByText('Something went wrong while login. Please contact administrator')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    scope.done();
  });

  it('fails the login when only the profile cannot be read, although the permissions allow it', async () => {
    const scope = nock(OMS_ORIGIN)
      .post('/api/getPermissions')
      .reply(200, { docs: ALL_PERMISSIONS.map((permissionId) => ({ permissionId })), count: ALL_PERMISSIONS.length })
      .get('/api/user-profile')
      .reply(500, { error: { message: 'down' } })
      .post('/api/performFind')
      .reply(200, { docs: [{ partyId: ORGANIZATION_PARTY_ID }], count: 1 });
    renderStandalone(handOff());
    expect(await screen.findAllByText('Something went wrong while login. Please contact administrator')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(window.sessionStorage.length).toBe(0);
    scope.done();
  });

  it('reports incomplete permissions and carries on', async () => {
    const scope = nock(OMS_ORIGIN)
      .post('/api/getPermissions', (b: { viewIndex: number }) => b.viewIndex === 0)
      .reply(200, { docs: [{ permissionId: 'USERS_APP_VIEW' }, { permissionId: 'USERS_LIST_VIEW' }], count: 201 })
      .post('/api/getPermissions', (b: { viewIndex: number }) => b.viewIndex === 1)
      .reply(500, {})
      .get('/api/user-profile')
      .reply(200, { partyId: 'A', userLoginId: 'admin' })
      .post('/api/performFind')
      .reply(200, { docs: [{ partyId: 'COMPANY' }], count: 1 });
    renderStandalone(handOff());
    expect(await screen.findByText('Something went wrong while getting complete user permissions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    scope.done();
  });

  it('sends an unauthenticated visitor of a guarded route to the launchpad login', async () => {
    const environment = recordingEnvironment();
    renderStandalone('/tabs/users', environment);
    expect(screen.getByText('Authenticating')).toBeInTheDocument();
    await waitFor(() => expect(environment.redirects).toEqual(['https://launchpad.test/login?redirectUrl=https%3A%2F%2Fusers.test%2Flogin']));
  });
});
