/**
 * The Me tab (issue 63): a login that may open the app (USERS_APP_VIEW) but not list users (the
 * catalog's USERS_LIST_VIEW) gets its own details, read-only but for its own password, in place of
 * the Users and Permissions tabs; every route that shows users sends it there, the hand-off's
 * partyId of someone else too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectDetailsReads, GROUP_NAMES, MARIA, MARIA_GROUPS, ROLES } from '../../test/features/user-details';
import { expectFind, expectService, omsScope } from '../../test/oms-nock';
import { LocationProbe } from '../../test/probes';
import { mockLogin, OMS_BASE, preloadScreens, renderApp, TOKEN } from '../../test/render';
import { AppRoutes } from './routes';

beforeAll(preloadScreens, 60_000);
// The whole screen renders slowly in jsdom.
jest.setTimeout(30_000);

/** Maria may open the app and nothing else. */
const APP_ONLY = ['USERS_APP_VIEW'];
const MARIA_PROFILE = { partyId: MARIA.partyId, userLoginId: 'maria.garcia', partyName: 'Maria Garcia' };

/** Every request no expectation answered: the Me tab reads only the viewer's own details. */
let unmatched: string[] = [];
const noteUnmatched = (request: { path?: string; body?: unknown }) => {
  const body = typeof request.body === 'string' ? request.body : '';
  unmatched.push(`${request.path ?? ''} ${body.slice(0, 120)}`);
};
beforeEach(() => {
  unmatched = [];
  nock.emitter.on('no match', noteUnmatched);
  window.sessionStorage.clear();
});
afterEach(() => {
  nock.emitter.removeListener('no match', noteUnmatched);
});

/** The viewer's own details, and the lists Me names them with (no shops: Favourites is not on Me). */
function expectOwnDetails(): nock.Scope {
  const scope = expectDetailsReads(omsScope(), MARIA, {}, MARIA.partyId, false);
  expectFind(scope, 'SecurityGroup', GROUP_NAMES);
  expectPolicyFacts(scope);
  return expectFind(scope, 'RoleType', ROLES);
}

/** The change policy's facts, read once the page's cards ask: the viewer's groups, the super-power groups. */
function expectPolicyFacts(scope: nock.Scope = omsScope()): nock.Scope {
  expectFind(scope, 'UserLoginSecurityGroup', MARIA_GROUPS, { userLoginId: 'maria.garcia' });
  return expectFind(scope, 'SecurityGroupPermission', [{ groupId: 'SUPER', permissionId: 'WEBTOOLS_VIEW' }], { permissionId_value: ['WEBTOOLS_VIEW'] });
}

function renderAt(path: string, options: { standalone?: boolean } = {}) {
  return renderApp({
    path,
    session: options.standalone ? null : undefined,
    children: (
      <>
        <AppRoutes />
        <LocationProbe />
      </>
    ),
  });
}

const location = () => screen.getByTestId('location');

async function meShown(): Promise<void> {
  await screen.findByText('Maria Garcia', { selector: 'h2' }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryAllByText('Loading')).toEqual([]));
}

describe('the Me tab', () => {
  it('is the home of a login without USERS_LIST_VIEW: Me and Settings, no Users or Permissions tab', async () => {
    const login = mockLogin({ permissions: APP_ONLY, profile: MARIA_PROFILE });
    const reads = expectOwnDetails();
    renderAt('/');
    await meShown();
    expect(location()).toHaveTextContent('/tabs/me');
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getAllByRole('tab')).toHaveLength(2);
    expect(tabs.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    expect(tabs.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(tabs.queryByRole('tab', { name: 'Permissions' })).not.toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Me' })).toHaveAttribute('aria-selected', 'true');
    login.done();
    await waitFor(() => expect(reads.pendingMocks()).toEqual([]));
    expect(unmatched).toEqual([]);
  });

  it.each(['/tabs/users', '/tabs/permissions', '/user-details/10004', `/user-details/${MARIA.partyId}`, '/create-user', '/user-quick-setup/10004', '/import-users', '/access-review'])(
    'sends %s to /tabs/me, reading nothing of other users',
    async (path) => {
      mockLogin({ permissions: [...APP_ONLY, 'SECURITY_ADMIN'], profile: MARIA_PROFILE });
      expectOwnDetails();
      renderAt(path);
      await meShown();
      expect(location()).toHaveTextContent(/^\/tabs\/me$/);
      expect(unmatched).toEqual([]);
    },
  );

  it("takes the launchpad's hand-off with someone else's partyId to Me", async () => {
    mockLogin({ permissions: APP_ONLY, profile: MARIA_PROFILE });
    expectOwnDetails();
    renderAt(`/login?${new URLSearchParams({ token: TOKEN, oms: OMS_BASE, partyId: '10004' })}`, { standalone: true });
    await meShown();
    expect(location()).toHaveTextContent(/^\/tabs\/me$/);
    expect(unmatched).toEqual([]);
  });

  it('leads a login that may list users to its own details as any user\'s', async () => {
    mockLogin({ permissions: ['USERS_APP_VIEW', 'USERS_LIST_VIEW'], profile: MARIA_PROFILE });
    expectDetailsReads(omsScope(), MARIA, { policy: { viewerLoginId: 'maria.garcia', viewerGroups: ['CSR'], superPowerGroups: ['SUPER'] } });
    renderAt('/tabs/me');
    await meShown();
    expect(location()).toHaveTextContent(`/user-details/${MARIA.partyId}`);
    expect(screen.getByRole('switch', { name: 'Block login' })).toBeInTheDocument();
  });

  it('shows the own details read-only, with no write control even for a viewer who holds write permissions', async () => {
    mockLogin({ permissions: [...APP_ONLY, 'SECURITY_ADMIN', 'STOREFULFILLMENT_ADMIN'], profile: MARIA_PROFILE });
    const reads = expectOwnDetails();
    renderAt('/tabs/me');
    await meShown();
    await waitFor(() => expect(reads.pendingMocks()).toEqual([]));
    // What the user is: their login, groups and stores, contacts.
    expect(within(screen.getByRole('group', { name: 'Login details' })).getByText('maria.garcia')).toBeInTheDocument();
    expect(screen.getByText('Store Manager')).toBeInTheDocument();
    expect(screen.getByText('Demo Store US')).toBeInTheDocument();
    expect(screen.getByText('maria.garcia@example.com')).toBeInTheDocument();
    // No write control but the password's.
    for (const name of ['Edit name', 'Add profile picture', 'Force logout', 'Offboard…', 'Same access as…', 'Add Security Group', 'Add Product stores']) {
      expect({ name, shown: screen.queryByRole('button', { name }) !== null }).toEqual({ name, shown: false });
    }
    for (const name of ['Block login', 'Disable user', 'Show as picker']) {
      expect({ name, shown: screen.queryByRole('switch', { name }) !== null }).toEqual({ name, shown: false });
    }
    expect(screen.queryAllByRole('button', { name: /^Actions for/ })).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Fulfillment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(unmatched).toEqual([]);
  });

  it('sets the own password from Reset password without APP_UPDT_PASSWORD, as the change policy allows', async () => {
    mockLogin({ permissions: APP_ONLY, profile: MARIA_PROFILE });
    const reads = expectOwnDetails();
    renderAt('/tabs/me');
    await meShown();
    await waitFor(() => expect(reads.pendingMocks()).toEqual([]));
    // Reset password: the own login's, without APP_UPDT_PASSWORD.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText('New password'), 'mine@123');
    await user.type(within(dialog).getByLabelText('Verify password'), 'mine@123');
    const submit = within(dialog).getByRole('button', { name: 'Reset password' });
    await waitFor(() => expect(submit).toBeEnabled());
    const write = expectService(omsScope(), 'resetPassword', { userLoginId: 'maria.garcia', newPassword: 'mine@123', newPasswordVerify: 'mine@123' });
    await user.click(submit);
    await screen.findByText('Password reset successful.');
    write.done();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset password' })).not.toBeInTheDocument());
    expect(unmatched).toEqual([]);
  });

  it('says so when the OMS refuses the own password', async () => {
    mockLogin({ permissions: APP_ONLY, profile: MARIA_PROFILE });
    const reads = expectOwnDetails();
    renderAt('/tabs/me');
    await meShown();
    // Reset password is pressable once the page's reads (the policy's facts among them) are in.
    await waitFor(() => expect(reads.pendingMocks()).toEqual([]));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText('New password'), 'mine@123');
    await user.type(within(dialog).getByLabelText('Verify password'), 'mine@123');
    const submit = within(dialog).getByRole('button', { name: 'Reset password' });
    await waitFor(() => expect(submit).toBeEnabled());
    const write = expectService(omsScope(), 'resetPassword', { userLoginId: 'maria.garcia', newPassword: 'mine@123', newPasswordVerify: 'mine@123' }, [200, { _ERROR_MESSAGE_: 'Permission denied' }]);
    await user.click(submit);
    await screen.findByText('Failed to reset password.');
    expect(screen.queryByText('Password reset successful.')).not.toBeInTheDocument();
    write.done();
  });
});
