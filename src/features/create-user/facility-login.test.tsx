import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { canonical, expectFind, expectService, holdReply, SERVICE_ERROR, expectMadeOnce } from '../../../test/oms-nock';
import { EMPLOYMENT, FACILITIES, expectConfirmationReads, fill, findToast, location, navigationType, renderCreateUser } from '../../../test/features/create-user';

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const PARTIAL = 'User created, but it could not be added to the facility. Add the facility during setup.';
const BROADWAY_LOGIN = { partyId: '10101', partyTypeId: 'PARTY_GROUP', groupName: 'Broadway' };
const PICKER = { partyId: '10101', roleTypeId: 'WAREHOUSE_PICKER' };
const ADD_TO_BROADWAY = { partyId: '10101', facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' };

/** Opens the screen and switches to a facility login (which reads the facilities). */
async function renderFacilityLogin() {
  const screenView = await renderCreateUser();
  expectFind(screenView.oms, 'FacilityAndType', FACILITIES, { facilityTypeId_op: 'notEqual', parentTypeId_op: 'notEqual' });
  await screenView.user.click(screen.getByRole('switch', { name: 'Facility login' }));
  await screen.findByRole('combobox', { name: 'Select facility' });
  return screenView;
}

async function chooseFacility(user: User, name: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: 'Select facility' }));
  await user.click(await screen.findByRole('option', { name }));
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

describe('Create user: a facility login', () => {
  it('switching the kind clears the form', async () => {
    const { user, oms } = await renderCreateUser();
    await fill(user, 'First name', 'Ann');
    expectFind(oms, 'FacilityAndType', FACILITIES);
    await user.click(screen.getByRole('switch', { name: 'Facility login' }));
    await chooseFacility(user, 'Broadway');
    expect(nameField()).toHaveValue('Broadway');
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reset password email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Facility contact number' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Facility login' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await user.click(screen.getByRole('switch', { name: 'Facility login' }));
    expect(nameField()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Select facility' })).toHaveTextContent(/^$/);
    oms.done();
  });

  it("choosing a facility sets the Name to its name, or its id when it has none; the name stays editable", async () => {
    const { user } = await renderFacilityLogin();
    await chooseFacility(user, 'WH_07');
    expect(nameField()).toHaveValue('WH_07');
    await chooseFacility(user, 'Broadway');
    expect(nameField()).toHaveValue('Broadway');
    await fill(user, 'Name', ' NYC');
    expect(nameField()).toHaveValue('Broadway NYC');
  });

  it('validates the name and the facility in one toast, nothing sent', async () => {
    const { user } = await renderFacilityLogin();
    await fill(user, 'Reset password email', 'bad@mail');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await findToast('Name is required. Facility is required. Invalid email address.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Reset password email' }));
    await fill(user, 'Name', 'Broadway');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await findToast('Facility is required.')).toBeInTheDocument();
  });

  it('creates the party, then ensures WAREHOUSE_PICKER before adding it to the facility', async () => {
    const { user, oms } = await renderFacilityLogin();
    await chooseFacility(user, 'Broadway');
    await fill(user, 'Reset password email', 'broadway@example.com');
    await fill(user, 'Facility contact number', '555 0199');
    const created = { partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityId: 'BROADWAY', emailAddress: 'broadway@example.com', contactNumber: '555 0199' };
    expectService(oms, 'createRelationship', { ...created, ...EMPLOYMENT }, [200, { partyId: '10101' }]);
    expectMadeOnce(oms, 'PartyAndUserLoginSecurityGroupDetails', { partyId: '10101' }, { groupName: 'Broadway', createdByUserLogin: 'admin', partyTypeId: 'PARTY_GROUP' });
    const ensure = holdReply(200, {});
    oms.post('/api/service/ensurePartyRole', (body: unknown) => canonical(body) === canonical(PICKER)).reply(ensure.reply);
    expectService(oms, 'addPartyToFacility', ADD_TO_BROADWAY);
    expectMadeOnce(oms, 'FacilityParty', ADD_TO_BROADWAY, ADD_TO_BROADWAY);
    expectConfirmationReads(oms, '10101', BROADWAY_LOGIN);

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(ensure.requested).toBe(true));
    // Nothing is added before the role exists.
    expect(oms.pendingMocks().some((mock) => mock.includes('addPartyToFacility'))).toBe(true);
    ensure.release();
    expect(await findToast('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user-confirmation/10101'));
    expect(navigationType()).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Broadway' })).toBeInTheDocument();
    oms.done();
  });

  it.each([
    ['the role cannot be ensured (nothing is added)', true],
    ['the facility cannot be added', false],
  ])('when %s, still goes to the confirmation but says the facility is missing', async (_case, ensureFails) => {
    const { user, oms } = await renderFacilityLogin();
    await chooseFacility(user, 'Broadway');
    expectService(oms, 'createRelationship', { partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', facilityId: 'BROADWAY', ...EMPLOYMENT }, [200, { partyId: '10101' }]);
    expectMadeOnce(oms, 'PartyAndUserLoginSecurityGroupDetails', { partyId: '10101' }, { groupName: 'Broadway', createdByUserLogin: 'admin', partyTypeId: 'PARTY_GROUP' });
    expectService(oms, 'ensurePartyRole', PICKER, ensureFails ? [200, SERVICE_ERROR] : [200, {}]);
    if (!ensureFails) expectService(oms, 'addPartyToFacility', ADD_TO_BROADWAY, [500, { error: { message: 'Database is down' } }]);
    expectConfirmationReads(oms, '10101', BROADWAY_LOGIN);

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await findToast(PARTIAL)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user-confirmation/10101'));
    await screen.findByRole('heading', { level: 2, name: 'Broadway' });
    expect(screen.queryByText('User created successfully')).not.toBeInTheDocument();
    oms.done();
  });
});
