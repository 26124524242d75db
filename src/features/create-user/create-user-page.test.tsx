import { fireEvent, screen, waitFor } from '@testing-library/react';
import type nock from 'nock';
import { canonical, expectFind, expectService, holdReply } from '../../../test/oms-nock';
import { mockUsersTab } from '../../../test/users-tab';
import { EMPLOYMENT, expectConfirmationReads, fill, findToast, location, navigationType, NOW, renderCreateUser } from '../../../test/features/create-user';

jest.setTimeout(30_000);

const createButton = () => screen.getByRole('button', { name: 'Create User' });

const ANN = { partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee', ...EMPLOYMENT };

/** The look for a party this login (admin) made with Ann Lee's names, answering `docs`. */
function expectJustCreatedLookup(oms: nock.Scope, docs: unknown[]): void {
  expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', docs, { firstName: 'Ann', lastName: 'Lee', createdByUserLogin: 'admin', partyTypeId: 'PERSON' });
}

describe('Create user: a person', () => {
  it('sends the form with the EMPLOYMENT relationship, says so, and replaces the route with the confirmation', async () => {
    const { user, oms } = await renderCreateUser();
    expect(screen.getByRole('switch', { name: 'Facility login' })).not.toBeChecked();
    await fill(user, 'First name', ' Ann ');
    await fill(user, 'Last name', 'Lee');
    await fill(user, 'Employee ID', 'E-42');
    await fill(user, 'Email', 'ann.lee@example.com');
    await fill(user, 'Phone number', '+1 555 0100');
    expectService(oms, 'createRelationship', { ...ANN, externalId: 'E-42', emailAddress: 'ann.lee@example.com', contactNumber: '+1 555 0100' }, [
      200,
      { partyId: '10100' },
    ]);
    // After the create: the parties this login made with those names (one: no resend made a second).
    expectJustCreatedLookup(oms, [{ partyId: '10100', createdDate: NOW, externalId: 'E-42' }]);
    expectConfirmationReads(oms, '10100', { partyId: '10100', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee', externalId: 'E-42' });

    await user.click(createButton());
    expect(await findToast('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user-confirmation/10100'));
    expect(navigationType()).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Lee' })).toBeInTheDocument();
    oms.done();
  });

  it('validates on submit: every failure joined with spaces in one toast, nothing sent', async () => {
    const { user } = await renderCreateUser();
    await fill(user, 'Email', 'ann@example');
    await user.click(createButton());
    expect(await findToast('First name is required. Last name is required. Invalid email address.')).toBeInTheDocument();

    await fill(user, 'First name', 'Ann');
    await fill(user, 'Last name', '  ');
    await user.click(createButton());
    expect(await findToast('Last name is required. Invalid email address.')).toBeInTheDocument();
    expect(location()).toBe('/create-user');
  });

  it.each([
    ["the server's message (200 _ERROR_MESSAGE_)", [200, { _ERROR_MESSAGE_: 'Party COMPANY does not have the role INTERNAL_ORGANIZATIO' }], 'Party COMPANY does not have the role INTERNAL_ORGANIZATIO'],
    ["the server's message (4xx error.message)", [409, { error: { message: 'A party with ID X already exists.' } }], 'A party with ID X already exists.'],
    ["'Failed to create user.' without one", [500, {}], 'Failed to create user.'],
    ["'Failed to create user.' for a 2xx answer without partyId", [200, {}], 'Failed to create user.'],
  ] as const)('a failure shows %s and stays, ready to try again', async (_case, reply, message) => {
    const { user, oms } = await renderCreateUser();
    await fill(user, 'First name', 'Ann');
    await fill(user, 'Last name', 'Lee');
    expectService(oms, 'createRelationship', ANN, reply);
    await user.click(createButton());
    expect(await findToast(message)).toBeInTheDocument();
    expect(location()).toBe('/create-user');
    await waitFor(() => expect(createButton()).toBeUsable());
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(screen.queryByText('User created successfully')).not.toBeInTheDocument();
    oms.done();
  });

  it('creates one user for a double click or Enter twice: busy (aria-disabled) while in flight, later submits ignored', async () => {
    const { user, oms } = await renderCreateUser();
    await fill(user, 'First name', 'Ann');
    await fill(user, 'Last name', 'Lee');
    const held = holdReply(200, { partyId: '10100' });
    oms.post('/api/service/createRelationship', (body: unknown) => canonical(body) === canonical(ANN)).reply(held.reply);
    expectJustCreatedLookup(oms, [{ partyId: '10100', createdDate: NOW }]);
    let extra = 0;
    oms
      .post('/api/service/createRelationship')
      .optionally()
      .reply(() => {
        extra += 1;
        return [200, { partyId: 'SECOND' }];
      });
    expectConfirmationReads(oms, '10100', { partyId: '10100', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee' });

    // Two submits in the same tick (Enter pressed twice), then a double click on the button.
    const form = createButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(held.requested).toBe(true));
    expect(createButton()).toHaveAttribute('aria-disabled', 'true');
    await user.dblClick(createButton());
    fireEvent.submit(form);

    held.release();
    await waitFor(() => expect(location()).toBe('/user-confirmation/10100'));
    await screen.findByRole('heading', { level: 2, name: 'Ann Lee' });
    expect(extra).toBe(0);
    expect(screen.getAllByText('User created successfully')).toHaveLength(1);
  });

  it('a create the browser sent twice: the second party is disabled and the confirmation names both ids', async () => {
    const { user, oms } = await renderCreateUser();
    await fill(user, 'First name', 'Ann');
    await fill(user, 'Last name', 'Lee');
    expectService(oms, 'createRelationship', ANN, [200, { partyId: '10101' }]);
    expectJustCreatedLookup(oms, [{ partyId: '10101', createdDate: NOW + 30 }, { partyId: '10100', createdDate: NOW }]);
    expectService(oms, 'updatePerson', { partyId: '10100', statusId: 'PARTY_DISABLED' });
    expectConfirmationReads(oms, '10101', { partyId: '10101', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee' });
    await user.click(createButton());
    expect(await findToast('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/user-confirmation/10101'));
    expect(await screen.findByText('The OMS received this create twice and made a second user, 10100. It was disabled; this user is 10101.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Ann Lee' });
    oms.done();
  });

  it('a lost answer: the party this login just made with those names is offered, not created twice; Open it goes on to the confirmation', async () => {
    const { user, oms } = await renderCreateUser();
    await fill(user, 'First name', 'Ann');
    await fill(user, 'Last name', 'Lee');
    oms.post('/api/service/createRelationship', (body: unknown) => canonical(body) === canonical(ANN)).replyWithError('socket hang up');
    expectJustCreatedLookup(oms, [{ partyId: '10100', firstName: 'Ann', lastName: 'Lee', createdDate: NOW - 1000 }]);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A user named Ann Lee was just created. Open it?');
    expect(screen.queryByText('Failed to create user.')).not.toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expectConfirmationReads(oms, '10100', { partyId: '10100', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee' });
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await waitFor(() => expect(location()).toBe('/user-confirmation/10100'));
    await screen.findByRole('heading', { level: 2, name: 'Ann Lee' });
    oms.done();
  });

  it('a lost answer and no such party yet: the failure shows; the next Create looks first and offers the party made meanwhile, sending nothing', async () => {
    const { user, oms } = await renderCreateUser();
    await fill(user, 'First name', 'Ann');
    await fill(user, 'Last name', 'Lee');
    oms.post('/api/service/createRelationship').replyWithError('socket hang up');
    expectJustCreatedLookup(oms, []);
    createButton().focus();
    await user.keyboard('{Enter}');
    expect(await findToast('Failed to create user.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    await waitFor(() => expect(createButton()).not.toHaveAttribute('aria-disabled'));
    // A late commit: the party is there now. No second createRelationship (nock would refuse it).
    expectJustCreatedLookup(oms, [{ partyId: '10100', firstName: 'Ann', lastName: 'Lee', createdDate: NOW }]);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A user named Ann Lee was just created. Open it?');
    // Not that one: the next Create creates.
    await user.click(screen.getByRole('button', { name: 'No, create another' }));
    expectService(oms, 'createRelationship', ANN, [200, { partyId: '10101' }]);
    expectJustCreatedLookup(oms, [{ partyId: '10101', createdDate: NOW + 5000 }, { partyId: '10100', createdDate: NOW }]);
    expectConfirmationReads(oms, '10101', { partyId: '10101', partyTypeId: 'PERSON', firstName: 'Ann', lastName: 'Lee' });
    await user.click(createButton());
    await waitFor(() => expect(location()).toBe('/user-confirmation/10101'));
    await screen.findByRole('heading', { level: 2, name: 'Ann Lee' });
    oms.done();
  });

  it('goes Back to /tabs/users when opened directly', async () => {
    mockUsersTab();
    const { user } = await renderCreateUser();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/tabs/users'));
  });
});
