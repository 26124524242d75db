import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, omsScope, SERVICE_ERROR } from '../../../test/oms-nock';
import type { UserParty } from '../../oms/user-details';
import { expectConfirmationReads, ignoreOtherScreens, location, renderScreen } from '../../../test/features/create-user';

jest.setTimeout(30_000);

const ANN: UserParty = { partyId: '10100', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee', externalId: 'E-42' };
const ANN_CONTACTS = [
  { contactMechId: 'CM1', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'ann.lee@example.com' },
  { contactMechId: 'CM2', contactMechPurposeTypeId: 'PRIMARY_PHONE', contactNumber: '+1 555 0100' },
];
const SETUP_MANUALLY =
  'Automatic user setup helps configure various settings to get them up and running with most frequently used settings. Are you sure you want to set up this user manually?';

function renderConfirmation(partyId = '10100') {
  return renderScreen(`/user-confirmation/${partyId}`, 'Create user');
}

/** The user summary: its label -> value pairs. */
function details(): Record<string, string> {
  const terms = screen.getAllByRole('term').map((term) => term.textContent ?? '');
  const values = screen.getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

describe('User confirmation', () => {
  it('shows the name, partyId, email, phone and Employee ID of a person', async () => {
    const reads = expectConfirmationReads(omsScope(), '10100', ANN, ANN_CONTACTS);
    await renderConfirmation();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('10100')).toBeInTheDocument();
    expect(details()).toEqual({ Email: 'ann.lee@example.com', 'Phone number': '+1 555 0100', 'Employee ID': 'E-42' });
    reads.done();
  });

  it('leaves the Employee ID out for a facility login (PARTY_GROUP)', async () => {
    const reads = expectConfirmationReads(omsScope(), '10101', { partyId: '10101', partyTypeId: 'PARTY_GROUP', groupName: 'Broadway', externalId: 'X' });
    await renderConfirmation('10101');
    expect(await screen.findByRole('heading', { level: 2, name: 'Broadway' })).toBeInTheDocument();
    expect(details()).toEqual({ Email: '-', 'Phone number': '-' });
    reads.done();
  });

  it("says 'Failed to fetch user data' with a Retry that reads again, and 'User not found' for no party", async () => {
    const reads = omsScope();
    expectFind(reads, 'PartyAndUserLoginSecurityGroupDetails', [200, SERVICE_ERROR], { partyId: '10100' });
    expectFind(reads, 'PartyContactDetailByPurpose', [], { partyId: '10100' });
    const { user } = await renderConfirmation();
    expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();

    expectConfirmationReads(reads, '10100', null);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quick Setup' })).not.toBeInTheDocument();
    reads.done();
  });

  it("'Quick Setup' goes to /user-quick-setup/{partyId}", async () => {
    expectConfirmationReads(omsScope(), '10100', ANN);
    const { user } = await renderConfirmation();
    const quickSetup = await screen.findByRole('button', { name: 'Quick Setup' });
    ignoreOtherScreens();
    await user.click(quickSetup);
    await waitFor(() => expect(location()).toBe('/user-quick-setup/10100'));
  });

  it("'Setup Manually' asks first; Cancel stays, 'Setup manually' goes to /user-details/{partyId}", async () => {
    expectConfirmationReads(omsScope(), '10100', ANN);
    const { user } = await renderConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Setup Manually' }));
    let dialog = await screen.findByRole('alertdialog', { name: SETUP_MANUALLY });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/user-confirmation/10100');

    ignoreOtherScreens();
    await user.click(screen.getByRole('button', { name: 'Setup Manually' }));
    dialog = await screen.findByRole('alertdialog', { name: SETUP_MANUALLY });
    await user.click(within(dialog).getByRole('button', { name: 'Setup manually' }));
    await waitFor(() => expect(location()).toBe('/user-details/10100'));
  });
});
