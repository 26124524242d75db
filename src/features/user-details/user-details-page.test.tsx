import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectPolicyReads } from '../../../test/features/policy-details';
import { expectFind, expectService, findBody, found, holdReply, omsScope, SERVICE_ERROR } from '../../../test/oms-nock';
import { LocationProbe, NavigateButton } from '../../../test/probes';
import { mockLogin, OMS_BASE, renderApp, TOKEN } from '../../../test/render';
import { AppRoutes } from '../../app/routes';
import { expectDetailsReads, findToast, getCard, GROUP_NAMES, LIAM, MARIA, MARIA_GROUPS, renderDetails, ROLES, SHOPS } from '../../../test/features/user-details';

jest.setTimeout(30_000);

function routes(extra?: React.ReactNode) {
  return (
    <>
      <AppRoutes />
      <LocationProbe />
      {extra}
    </>
  );
}

describe('user details: the read', () => {
  it("shows 'Fetching user details', then the cards; the second wave starts only after the party answered, in parallel", async () => {
    mockLogin();
    const party = holdReply(200, found([MARIA]));
    const groups = holdReply(200, found(MARIA_GROUPS));
    const favourites = holdReply(200, found([]));
    const creator = holdReply(200, found([{ userLoginId: 'admin', partyId: '10000' }]));
    const wave1 = omsScope();
    wave1.post('/api/performFind', findBody('PartyAndUserLoginSecurityGroupDetails', { partyId: '10003' })).reply(party.reply);
    expectFind(wave1, 'PartyContactDetailByPurpose', [], { partyId: '10003' });
    expectFind(wave1, 'FacilityParty', [], { partyId: '10003' });
    expectFind(wave1, 'ProductStoreAndRole', [], { partyId: '10003' });
    expectFind(wave1, 'PartyRole', [], { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
    expectFind(wave1, 'PartyContentDetail', [], { partyId: '10003' });
    const wave2 = omsScope();
    wave2.post('/api/performFind', findBody('UserLoginSecurityGroup', { userLoginId: 'maria.garcia' })).reply(groups.reply);
    wave2.post('/api/performFind', findBody('UserPreference', { userLoginId: 'maria.garcia' })).reply(favourites.reply);
    wave2.post('/api/performFind', findBody('UserLogin', { userLoginId: 'admin' })).reply(creator.reply);
    const admin = expectFind(omsScope(), 'SecurityGroupPermission', [], { groupId_value: ['STORE_MANAGER', 'CSR'], groupId_op: 'in', permissionId: 'STOREFULFILLMENT_ADMIN' });
    const lookups = omsScope();
    expectFind(lookups, 'SecurityGroup', GROUP_NAMES);
    expectFind(lookups, 'RoleType', ROLES);
    lookups.get('/api/performFind').query(true).reply(200, found(SHOPS));
    // The change policy's facts, which the cards that write read with the cards.
    expectPolicyReads(expectFind, lookups);

    renderApp({ path: '/user-details/10003' });
    expect(await screen.findByText('Fetching user details')).toBeInTheDocument();
    // Wave 1 (the party and the partyId-only reads) is in flight together; wave 2 has not started.
    await waitFor(() => expect(wave1.pendingMocks()).toEqual([]));
    expect(party.requested).toBe(true);
    expect([groups.requested, favourites.requested, creator.requested]).toEqual([false, false, false]);

    party.release();
    // All three wave-2 reads are requested while none has answered: they run in parallel.
    await waitFor(() => expect([groups.requested, favourites.requested, creator.requested]).toEqual([true, true, true]));
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    // The fulfillment-admin check needs the groups: it waits for them.
    expect(admin.isDone()).toBe(false);
    groups.release();
    favourites.release();
    creator.release();
    await waitFor(() => expect(admin.isDone()).toBe(true));
    expect(await screen.findByText('Customer Service Representative')).toBeInTheDocument();
    wave1.done();
    wave2.done();
    lookups.done();
  });

  it("shows 'User not found' for an unknown party and reads nothing that needs a login", async () => {
    mockLogin();
    const oms = expectDetailsReads(omsScope(), null, {}, 'NOBODY');
    renderApp({ path: '/user-details/NOBODY' });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("shows 'Failed to fetch user data' when the party read fails, and reads again on Retry", async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [200, SERVICE_ERROR]);
    for (const entity of ['PartyContactDetailByPurpose', 'FacilityParty', 'ProductStoreAndRole', 'PartyRole', 'PartyContentDetail']) expectFind(oms, entity, []);
    const view = renderApp({ path: '/user-details/10003' });
    expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));

    const again = expectDetailsReads(omsScope(), LIAM, {}, '10003');
    fireEvent.click(within(view.container).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Liam Walker' })).toBeInTheDocument();
    await waitFor(() => expect(again.pendingMocks()).toEqual([]));
  });

  it('keeps the page when one read fails: only that card shows the error, and its Retry reads it again', async () => {
    const { user } = await renderDetails(MARIA, { answers: { contacts: 'fail' } });
    const contactCard = screen.getByRole('group', { name: 'Contact details' });
    expect(within(contactCard).getByText('Something went wrong while loading. Please try again.')).toBeInTheDocument();
    expect(within(contactCard).getByText('EMP-10003')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Clearance' })).toHaveTextContent('Store Manager');

    const retry = expectFind(omsScope(), 'PartyContactDetailByPurpose', [{ contactMechId: 'CM1', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'm@example.com' }]);
    await user.click(within(contactCard).getByRole('button', { name: 'Retry' }));
    expect(await within(contactCard).findByText('m@example.com')).toBeInTheDocument();
    retry.done();
  });
});

describe('user details: navigation', () => {
  it('Back goes to /tabs/users when nothing in the app led here', async () => {
    const { user } = await renderDetails(MARIA);
    const list = omsScope().post('/api/performFind').reply(200, found([])).persist();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/users'));
    list.persist(false);
  });

  it("'Created by' leads to the creator's details, and Back returns to the user", async () => {
    const { user } = await renderDetails(MARIA, { answers: { creatorPartyId: '10000' } });
    const creatorReads = expectDetailsReads(omsScope(), { ...LIAM, partyId: '10000', firstName: 'Ada', lastName: 'Admin' }, {}, '10000', false);
    // Enabled once the creator's partyId is read (a click on it before would do nothing).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Created by admin' })).toBeUsable());
    await user.click(screen.getByRole('button', { name: 'Created by admin' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-details/10000');
    await waitFor(() => expect(creatorReads.pendingMocks()).toEqual([]));

    const again = expectDetailsReads(omsScope(), MARIA, {}, '10003', false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria Garcia' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-details/10003');
    await waitFor(() => expect(again.pendingMocks()).toEqual([]));
  });

  it('reached through the /login hand-off, Back goes two steps back in history', async () => {
    mockLogin();
    const reads = expectDetailsReads(omsScope(), MARIA);
    const handOff = `/login?${new URLSearchParams({ token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'https://r.test', partyId: '10003' })}`;
    renderApp({ path: '/tabs/settings', session: null, children: routes(<NavigateButton to={handOff} label="hand-off" />) });
    // Standalone without a session the guard sends the visitor to the launchpad; the hand-off logs in.
    fireEvent.click(await screen.findByRole('button', { name: 'hand-off' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maria Garcia' })).toBeInTheDocument();
    await waitFor(() => expect(reads.pendingMocks()).toEqual([]));
    omsScope().get('/api/getAvailableTimeZones').reply(200, []);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    // Two entries back from [/tabs/settings, /user-details/10003 (replaced /login)] leaves the memory router's start.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tabs/settings'));
  });
});

describe('user details: a write that changes what the screen reads', () => {
  it('Login details creates the login (enabled, organization preference), then shows it and the screen reads what needs a login', async () => {
    const { user } = await renderDetails(LIAM);
    const card = getCard('Login details');
    const oms = omsScope();
    expectFind(oms, 'UserLogin', [], { userLoginId: 'liam.walker' });
    expectService(oms, 'createNewUserLoginAndSetUserPreference', {
      partyId: '10004',
      userLoginId: 'liam.walker',
      currentPassword: 'abc1!',
      currentPasswordVerify: 'abc1!',
      enabled: 'Y',
      userPrefTypeId: 'ORGANIZATION_PARTY',
      userPrefValue: 'COMPANY',
    });
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...LIAM, userLoginId: 'liam.walker', enabled: 'Y', hasLoggedOut: 'N' }], { partyId: '10004' });
    expectFind(oms, 'UserLoginSecurityGroup', MARIA_GROUPS.slice(0, 1).map((group) => ({ ...group, userLoginId: 'liam.walker' })), { userLoginId: 'liam.walker' });
    expectFind(oms, 'UserPreference', [], { userLoginId: 'liam.walker' });
    expectFind(oms, 'SecurityGroupPermission', [], { permissionId: 'STOREFULFILLMENT_ADMIN' });
    await user.type(within(card).getByPlaceholderText('Default password'), 'abc1!');
    await user.click(within(card).getByRole('button', { name: 'Add credentials' }));
    expect(await within(card).findByRole('switch', { name: 'Block login' })).toBeInTheDocument();
    expect(await within(getCard('Clearance')).findByText('Store Manager')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it('a write that changes the party but neither its login nor its creator reads nothing else again', async () => {
    // Every section is mounted: any read besides the ones expected here is an unmatched request.
    const { user } = await renderDetails(MARIA);
    const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', firstName: 'Mary', lastName: 'Garcia' });
    await user.click(within(getCard('Maria Garcia')).getByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.type(within(dialog).getByLabelText('First name'), 'Mary');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A rename patches the party.
    expect(await screen.findByText('Mary Garcia', { selector: 'h2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A force logout reads the party again.
    expectService(oms, 'forceLogout', { userLoginId: 'maria.garcia' });
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, firstName: 'Mary', hasLoggedOut: 'Y' }], { partyId: '10003' });
    // (findBy: the page is accessible again once the closed dialog released it.)
    const logout = await within(getCard('Login details')).findByRole('button', { name: 'Force logout' });
    await user.click(logout);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await findToast('User has been logged out.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(logout).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText('Mary Garcia', { selector: 'h2' })).toBeInTheDocument();
    oms.done();
  });
});
