/**
 * The launchpad's warm-up (`users/prefetch` `warmUpUsers`): what the app's login needs to know
 * about the user, read while the host is idle and kept in the page's memory for the host's token.
 * A hosted root's login starts from it, and reads it again in the background.
 */
import { act, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { ADMIN_PROFILE, ALL_PERMISSIONS, heldLogin, hostSession, mockLogin, OMS_BASE, OMS_ORIGIN, ORGANIZATION_PARTY_ID, preloadScreens, renderApp, TOKEN } from '../../test/render';
import { statusProbe } from '../../test/probes';
import { mockUsersTab } from '../../test/users-tab';
import { AppRoutes } from '../app/routes';
import { OmsClient } from '../oms/client';
import { clearPrefetched, offeredCount } from '../oms/prefetch';
import { findUserParty } from '../oms/user-details';
import { hostMemory, readKeptFacts } from '../session/storage';
import { prefetchUsers, warmUpUsers } from './prefetch';

beforeAll(preloadScreens, 60_000);
afterEach(clearPrefetched);

describe('warmUpUsers', () => {
  it("keeps the token's facts in the page's memory, never in the tab's storage, and reads them once", async () => {
    const login = mockLogin();
    await warmUpUsers(hostSession());
    login.done();
    const kept = readKeptFacts(hostMemory, TOKEN);
    expect(kept?.profile.partyId).toBe(ADMIN_PROFILE.partyId);
    expect(kept?.organizationPartyId).toBe(ORGANIZATION_PARTY_ID);
    expect(kept?.permissionIds).toContain('USERS_APP_VIEW');
    expect(window.sessionStorage.length).toBe(0);
    // Held already: no request (an unanswered one fails the test).
    await warmUpUsers(hostSession());
    // Another token's are never used.
    expect(readKeptFacts(hostMemory, 'another-token')).toBeUndefined();
  });

  it('keeps nothing for a user the app does not let in', async () => {
    mockLogin({ permissions: ['SECURITY_VIEW'] });
    await expect(warmUpUsers(hostSession())).rejects.toThrow();
    expect(readKeptFacts(hostMemory, TOKEN)).toBeUndefined();
  });

  it("waits for a hosted root's login of the token in flight and asks the OMS nothing itself", async () => {
    const login = heldLogin(ALL_PERMISSIONS);
    mockUsersTab();
    renderApp({ path: '/tabs/users', children: <AppRoutes /> });
    await waitFor(() => expect(login.scope.pendingMocks()).toHaveLength(0));
    let warmed = false;
    const warmUp = warmUpUsers(hostSession()).then(() => (warmed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warmed).toBe(false);
    // No second set of session reads: none is mocked, so one would reject the warm-up.
    await act(async () => {
      login.release();
      await warmUp;
    });
    expect(readKeptFacts(hostMemory, TOKEN)?.profile.partyId).toBe(ADMIN_PROFILE.partyId);
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });

  it("leaves the landing reads a host's prefetchUsers sent to the root about to log in with them", async () => {
    const login = mockLogin();
    mockUsersTab();
    prefetchUsers(hostSession());
    await waitFor(() => expect(login.isDone()).toBe(true));
    // Nothing mocked for it: a read of its own would reject, or take the root's answers.
    const offered = offeredCount();
    await warmUpUsers(hostSession());
    expect(offeredCount()).toBe(offered);
    renderApp({ path: '/tabs/users', children: <AppRoutes /> });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(readKeptFacts(hostMemory, TOKEN)?.profile.partyId).toBe(ADMIN_PROFILE.partyId));
  });

  it("still reads its token's facts while another session's answers wait in the page", async () => {
    const other = nock(OMS_ORIGIN).post('/api/performFind').matchHeader('authorization', 'Bearer another-token').reply(200, { docs: [{ partyId: '10004' }], count: 1 });
    await findUserParty(new OmsClient({ baseUrl: OMS_BASE, token: 'another-token', recordAnswers: true }), '10004');
    other.done();
    expect(offeredCount()).toBe(1);
    const login = mockLogin();
    await warmUpUsers(hostSession());
    login.done();
    expect(readKeptFacts(hostMemory, TOKEN)?.profile.partyId).toBe(ADMIN_PROFILE.partyId);
    // The other session's answer is left where it was.
    expect(offeredCount()).toBe(1);
  });

  it('an expired session reads nothing', async () => {
    await warmUpUsers(hostSession({ expirationTime: Date.now() - 1_000 }));
    expect(readKeptFacts(hostMemory, TOKEN)).toBeUndefined();
  });
});

describe('a hosted root', () => {
  it('starts from the warmed-up facts: the Users tab shows before the session reads answer, which it still makes once', async () => {
    mockLogin();
    await warmUpUsers(hostSession());
    mockUsersTab();
    const background = heldLogin(ALL_PERMISSIONS);
    const { seen, Probe } = statusProbe();
    renderApp({ path: '/tabs/users', children: <><Probe /><AppRoutes /></> });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    // Signed in before the root's content first rendered: no 'Authenticating' pass at all.
    expect(seen[0]).toBe('authenticated');
    expect(screen.queryByText('Authenticating')).not.toBeInTheDocument();
    background.release();
    await waitFor(() => expect(background.scope.isDone()).toBe(true));
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });

  it("keeps its own login's facts for the next root of the page, not in the tab's storage", async () => {
    const login = mockLogin();
    mockUsersTab();
    const { seen, Probe } = statusProbe();
    renderApp({ path: '/tabs/users', children: <><Probe /><AppRoutes /></> });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    login.done();
    // Nothing kept yet: this one waited for the OMS.
    expect(seen[0]).toBe('signed-out');
    expect(readKeptFacts(hostMemory, TOKEN)?.profile.partyId).toBe(ADMIN_PROFILE.partyId);
    expect(window.sessionStorage.getItem('users.session.facts')).toBeNull();
  });
});
