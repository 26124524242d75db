import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expectFind, expectService, omsScope, SERVICE_ERROR, expectMadeOnce } from '../../../../test/oms-nock';
import { ContactCard } from './contact-card';
import { BROADWAY, findToast, getCard, LIAM, MARIA, renderCard } from '../../../../test/features/user-details';

jest.setTimeout(30_000);

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function openMenu(user: UserEvent, label: string) {
  await user.click(await within(getCard('Contact details')).findByRole('button', { name: label }));
  return screen.findByRole('menu');
}

describe('Contact details card', () => {
  it('shows the email, phone number and External ID, and placeholders with add buttons when empty', async () => {
    await renderCard(ContactCard, MARIA);
    const card = getCard('Contact details');
    expect(within(card).getByText('maria.garcia@example.com')).toBeInTheDocument();
    expect(within(card).getByText('5550103')).toBeInTheDocument();
    expect(within(card).getByText('EMP-10003')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Email actions' })).toBeInTheDocument();
  });

  describe('email', () => {
    it('adds a trimmed, valid email (PRIMARY_EMAIL) and shows it', async () => {
      const { user } = await renderCard(ContactCard, LIAM);
      const oms = expectService(omsScope(), 'createUpdatePartyEmailAddress', { partyId: '10004', emailAddress: 'liam@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, [200, { contactMechId: 'CM_NEW' }]);
      expectMadeOnce(oms, 'PartyContactDetailByPurpose', { contactMechId: 'CM_NEW', infoString: 'liam@example.com' }, { partyId: '10004', contactMechPurposeTypeId: 'PRIMARY_EMAIL' });
      await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add email' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Please enter a value')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'liam@example');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Invalid email address.')).toBeInTheDocument();
      await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), '  liam@example.com ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Email added successfully.')).toBeInTheDocument();
      expect(await within(getCard('Contact details')).findByText('liam@example.com')).toBeInTheDocument();
      await dialogGone();
      // The opener, Add email, went with the save: the focus goes to the email's menu button in its place (not <body>).
      await waitFor(() => expect(within(getCard('Contact details')).getByRole('button', { name: 'Email actions' })).toHaveFocus());
      oms.done();
    });

    it("says 'Failed to add email.' and shows what the server has", async () => {
      const { user } = await renderCard(ContactCard, LIAM);
      const oms = expectService(omsScope(), 'createUpdatePartyEmailAddress', { partyId: '10004', emailAddress: 'liam@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, [200, SERVICE_ERROR]);
      // The server has something the card did not show: only the read again can put it there.
      expectFind(oms, 'PartyContactDetailByPurpose', [{ contactMechId: 'CM_SRV', contactMechPurposeTypeId: 'PRIMARY_PHONE', contactNumber: '5550123' }], { partyId: '10004' });
      await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add email' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'liam@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Failed to add email.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(await within(getCard('Contact details')).findByText('5550123')).toBeInTheDocument();
      expect(within(getCard('Contact details')).queryByText('liam@example.com')).not.toBeInTheDocument();
      // Nothing typed is lost: the dialog stays open with the address, Save usable again.
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('liam@example.com');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable());
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await dialogGone();
    });

    it("an add answered without a contactMechId is 'Failed to add email.', never a success, and the card shows what the server has", async () => {
      const { user } = await renderCard(ContactCard, LIAM);
      const oms = expectService(omsScope(), 'createUpdatePartyEmailAddress', { partyId: '10004', emailAddress: 'liam@example.com', contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, [200, {}]);
      expectFind(oms, 'PartyContactDetailByPurpose', [{ contactMechId: 'CM_SERVER', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'liam@example.com' }], { partyId: '10004' });
      await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add email' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add email' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'liam@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Failed to add email.')).toBeInTheDocument();
      expect(screen.queryByText('Email added successfully.')).not.toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(await within(getCard('Contact details')).findByText('liam@example.com')).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeUsable());
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await dialogGone();

      // Remove now sends the id the server has, not an empty one.
      expectService(oms, 'deletePartyContactMech', { contactMechId: 'CM_SERVER', partyId: '10004' });
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Remove' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      // The removal settles before the test ends (a reply aborted by the teardown would read again).
      expect(await findToast('Email removed successfully.')).toBeInTheDocument();
      expect(await within(getCard('Contact details')).findByRole('button', { name: 'Add email' })).toBeInTheDocument();
      oms.done();
    });

    it('edits the email (with its contactMechId); an unchanged value just closes', async () => {
      const { user } = await renderCard(ContactCard, MARIA);
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Edit' }));
      let dialog = await screen.findByRole('dialog', { name: 'Edit email' });
      expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('maria.garcia@example.com');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ' ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await dialogGone();

      const oms = expectService(omsScope(), 'createUpdatePartyEmailAddress', { partyId: '10003', emailAddress: 'maria@example.org', contactMechId: 'CM_EMAIL' }, [200, { contactMechId: 'CM_EMAIL2' }]);
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Edit' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit email' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maria@example.org');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Email updated successfully.')).toBeInTheDocument();
      expect(await within(getCard('Contact details')).findByText('maria@example.org')).toBeInTheDocument();
      oms.done();
    });

    it("says 'Failed to update email.' on a failed edit", async () => {
      const { user } = await renderCard(ContactCard, MARIA);
      const oms = expectService(omsScope(), 'createUpdatePartyEmailAddress', { partyId: '10003', emailAddress: 'maria@example.org', contactMechId: 'CM_EMAIL' }, [500, {}]);
      expectFind(oms, 'PartyContactDetailByPurpose', [{ contactMechId: 'CM_EMAIL', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'maria.garcia@example.com' }], { partyId: '10003' });
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit email' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maria@example.org');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Failed to update email.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(within(getCard('Contact details')).getByText('maria.garcia@example.com')).toBeInTheDocument();
    });

    it('removes the email after the confirmation', async () => {
      const { user } = await renderCard(ContactCard, MARIA);
      const oms = expectService(omsScope(), 'deletePartyContactMech', { contactMechId: 'CM_EMAIL', partyId: '10003' });
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Remove' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove email' });
      expect(confirm).toHaveTextContent('Are you sure you want to remove the email?');
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(await findToast('Email removed successfully.')).toBeInTheDocument();
      // The focus, back on the email's menu button, moves to the Add email that takes its place (not <body>).
      await waitFor(() => expect(within(getCard('Contact details')).getByRole('button', { name: 'Add email' })).toHaveFocus());
      oms.done();
    });

    it("says 'Failed to remove email.' and keeps what the server has", async () => {
      const { user } = await renderCard(ContactCard, MARIA);
      const oms = expectService(omsScope(), 'deletePartyContactMech', { contactMechId: 'CM_EMAIL', partyId: '10003' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyContactDetailByPurpose', [{ contactMechId: 'CM_EMAIL', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'maria.garcia@example.com' }], { partyId: '10003' });
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Remove' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      expect(await findToast('Failed to remove email.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(within(getCard('Contact details')).getByText('maria.garcia@example.com')).toBeInTheDocument();
    });

    it("copies the value: 'Copied to clipboard'", async () => {
      const { user } = await renderCard(ContactCard, MARIA);
      const write = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(within(await openMenu(user, 'Email actions')).getByRole('menuitem', { name: 'Copy' }));
      expect(await findToast('Copied to clipboard')).toBeInTheDocument();
      expect(write).toHaveBeenCalledWith('maria.garcia@example.com');
    });
  });

  describe('phone number', () => {
    it('adds a phone number (PRIMARY_PHONE), edits and removes it', async () => {
      const { user } = await renderCard(ContactCard, LIAM);
      const oms = expectService(omsScope(), 'createUpdatePartyTelecomNumber', { partyId: '10004', contactNumber: '5550199', contactMechPurposeTypeId: 'PRIMARY_PHONE' }, [200, { contactMechId: 'CM_TEL' }]);
      expectMadeOnce(oms, 'PartyContactDetailByPurpose', { contactMechId: 'CM_TEL', contactNumber: '5550199' }, { partyId: '10004', contactMechPurposeTypeId: 'PRIMARY_PHONE' });
      expectService(oms, 'createUpdatePartyTelecomNumber', { partyId: '10004', contactNumber: '5550100', contactMechId: 'CM_TEL' }, [200, { contactMechId: 'CM_TEL' }]);
      expectService(oms, 'deletePartyContactMech', { contactMechId: 'CM_TEL', partyId: '10004' });
      await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add phone number' }));
      let dialog = await screen.findByRole('dialog', { name: 'Add phone number' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '5550199');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Phone number added successfully.')).toBeInTheDocument();
      await dialogGone();

      await user.click(within(await openMenu(user, 'Phone number actions')).getByRole('menuitem', { name: 'Edit' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit phone number' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Phone number' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '5550100');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Phone number updated successfully.')).toBeInTheDocument();
      await dialogGone();

      await user.click(within(await openMenu(user, 'Phone number actions')).getByRole('menuitem', { name: 'Remove' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Are you sure you want to remove the phone number?');
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(await findToast('Phone number removed successfully.')).toBeInTheDocument();
      oms.done();
    });

    it.each([
      ['add', 'Failed to add phone number.'],
      ['update', 'Failed to update phone number.'],
      ['remove', 'Failed to remove phone number.'],
    ])("%s failure: '%s'", async (action, message) => {
      const party = action === 'add' ? LIAM : MARIA;
      const { user } = await renderCard(ContactCard, party);
      const oms = omsScope();
      if (action === 'remove') oms.post('/api/service/deletePartyContactMech').reply(200, SERVICE_ERROR);
      else oms.post('/api/service/createUpdatePartyTelecomNumber').reply(200, SERVICE_ERROR);
      expectFind(oms, 'PartyContactDetailByPurpose', [], { partyId: party.partyId });
      if (action === 'add') {
        await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add phone number' }));
      } else {
        await user.click(within(await openMenu(user, 'Phone number actions')).getByRole('menuitem', { name: action === 'update' ? 'Edit' : 'Remove' }));
      }
      if (action === 'remove') {
        await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      } else {
        const dialog = await screen.findByRole('dialog');
        await user.clear(within(dialog).getByRole('textbox', { name: 'Phone number' }));
        await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '1234');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      }
      expect(await findToast(message)).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    });
  });

  describe('External ID', () => {
    it('adds an External ID to a facility login with updatePartyGroup', async () => {
      const { user } = await renderCard(ContactCard, BROADWAY);
      const oms = expectService(omsScope(), 'updatePartyGroup', { partyId: '10007', externalId: 'EXT-7' });
      await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add external ID' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add external ID' });
      await user.type(within(dialog).getByRole('textbox', { name: 'External ID' }), 'EXT-7');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('External ID added successfully.')).toBeInTheDocument();
      expect(await within(getCard('Contact details')).findByText('EXT-7')).toBeInTheDocument();
      oms.done();
    });

    it('edits and removes (externalId sent as an empty string) a person\'s External ID', async () => {
      const { user } = await renderCard(ContactCard, MARIA);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', externalId: 'EMP-1' });
      expectService(oms, 'updatePerson', { partyId: '10003', externalId: '' });
      await user.click(within(await openMenu(user, 'External ID actions')).getByRole('menuitem', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit external ID' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'External ID' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'External ID' }), 'EMP-1');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('External ID updated successfully.')).toBeInTheDocument();
      await dialogGone();

      await user.click(within(await openMenu(user, 'External ID actions')).getByRole('menuitem', { name: 'Remove' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Are you sure you want to remove the external ID?');
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(await findToast('External ID removed successfully.')).toBeInTheDocument();
      expect(await within(getCard('Contact details')).findByRole('button', { name: 'Add external ID' })).toBeInTheDocument();
      oms.done();
    });

    it.each([
      ['add', 'Failed to add external ID.'],
      ['update', 'Failed to update external ID.'],
      ['remove', 'Failed to remove external ID.'],
    ])("%s failure: '%s', then the party as the server has it", async (action, message) => {
      const party = action === 'add' ? LIAM : MARIA;
      const { user } = await renderCard(ContactCard, party);
      const oms = omsScope().post('/api/service/updatePerson').reply(200, SERVICE_ERROR);
      // The server's External ID is neither the card's nor the typed one: only the read again shows it.
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...party, externalId: 'EXT-SERVER' }], { partyId: party.partyId });
      if (action === 'add') await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Add external ID' }));
      else await user.click(within(await openMenu(user, 'External ID actions')).getByRole('menuitem', { name: action === 'update' ? 'Edit' : 'Remove' }));
      if (action === 'remove') {
        await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      } else {
        const dialog = await screen.findByRole('dialog');
        await user.clear(within(dialog).getByRole('textbox', { name: 'External ID' }));
        await user.type(within(dialog).getByRole('textbox', { name: 'External ID' }), 'X-1');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      }
      expect(await findToast(message)).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(await within(getCard('Contact details')).findByText('EXT-SERVER')).toBeInTheDocument();
    });
  });
});
