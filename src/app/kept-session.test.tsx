/**
 * A full navigation in the same tab (issue 19): the app starts from the facts the tab's login kept
 * in sessionStorage, without waiting for the OMS, and reads them again in the background.
 */
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { LocationProbe, statusProbe } from '../../test/probes';
import { ADMIN_PROFILE, ALL_PERMISSIONS, heldLogin, mockLogin, OMS_BASE, OMS_ORIGIN, ORGANIZATION_PARTY_ID, preloadScreens, recordingEnvironment, renderApp, TOKEN } from '../../test/render';
import { mockUsersTab } from '../../test/users-tab';
import type { SessionFacts } from '../session/login';
import { AppRoutes } from './routes';

beforeAll(preloadScreens, 60_000);
beforeEach(() => window.sessionStorage.clear());

const KEPT: SessionFacts = { permissionIds: ALL_PERMISSIONS, profile: ADMIN_PROFILE, organizationPartyId: ORGANIZATION_PARTY_ID };

function keep(facts: SessionFacts | null, token = TOKEN): void {
  window.sessionStorage.setItem('users.session', JSON.stringify({ token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'https://oms-redirect.test' }));
  if (facts) window.sessionStorage.setItem('users.session.facts', JSON.stringify({ token, facts }));
}

function renderStandalone(path: string, Probe: () => null = () => null) {
  return renderApp({
    path,
    session: null,
    environment: recordingEnvironment(),
    children: (
      <>
        <Probe />
        <AppRoutes />
        <LocationProbe />
      </>
    ),
  });
}

describe('a full navigation with the facts this tab kept', () => {
  it('shows the screen before the session reads answer, and still reads them once', async () => {
    keep(KEPT);
    mockUsersTab();
    const login = heldLogin(ALL_PERMISSIONS);
    const { seen, Probe } = statusProbe();
    renderStandalone('/tabs/users', Probe);
    // The Users tab (and its rows' request) while the permissions are still unanswered: signed in
    // before the root's content first rendered.
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(seen[0]).toBe('authenticated');
    expect(screen.queryByText('Authenticating')).not.toBeInTheDocument();
    login.release();
    await waitFor(() => expect(login.scope.isDone()).toBe(true));
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });

  it('ends the session with the refusal when the background check finds no USERS_APP_VIEW', async () => {
    keep(KEPT);
    mockUsersTab();
    const login = heldLogin(['SECURITY_VIEW']);
    renderStandalone('/tabs/users');
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    login.release();
    expect(await screen.findAllByText('You do not have permission to access the app.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Users', level: 1 })).not.toBeInTheDocument());
    // Nothing kept: a reload logs in afresh.
    expect(window.sessionStorage.getItem('users.session')).toBeNull();
    expect(window.sessionStorage.getItem('users.session.facts')).toBeNull();
  });

  it('takes the new facts when the background check answers differently', async () => {
    keep({ ...KEPT, permissionIds: ['USERS_APP_VIEW', 'USERS_LIST_VIEW'] });
    mockUsersTab();
    const login = heldLogin(ALL_PERMISSIONS);
    renderStandalone('/tabs/users');
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    // Kept facts without SECURITY_CREATE: no 'Create user' yet.
    expect(screen.queryByRole('button', { name: /create user/i })).not.toBeInTheDocument();
    login.release();
    expect(await screen.findByRole('button', { name: /create user/i })).toBeInTheDocument();
    const stored = JSON.parse(window.sessionStorage.getItem('users.session.facts') ?? '{}') as { facts?: SessionFacts };
    expect(stored.facts?.permissionIds).toEqual(ALL_PERMISSIONS);
  });

  it('a 401 from the background check logs out once, to the launchpad login', async () => {
    keep(KEPT);
    mockUsersTab();
    nock(OMS_ORIGIN)
      .post('/api/getPermissions')
      .reply(401, { error: { message: 'Unauthorized' } })
      .get('/api/user-profile')
      .reply(401, { error: { message: 'Unauthorized' } })
      .post('/api/performFind', (body: { entityName?: string }) => body.entityName === 'PartyRole')
      .reply(401, { error: { message: 'Unauthorized' } });
    const { environment } = renderStandalone('/tabs/users');
    await waitFor(() => expect(environment.redirects).toEqual(['https://launchpad.test/login?redirectUrl=https%3A%2F%2Fusers.test%2Flogin']));
    expect(window.sessionStorage.getItem('users.session.facts')).toBeNull();
  });

  it("never uses another token's facts: that login waits for the OMS as ever", async () => {
    keep(KEPT, 'another-token');
    mockUsersTab();
    const login = mockLogin();
    renderStandalone('/tabs/users');
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    login.done();
  });
});
