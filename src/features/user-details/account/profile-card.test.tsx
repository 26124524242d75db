import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope, SERVICE_ERROR } from '../../../../test/oms-nock';
import { OMS_ORIGIN } from '../../../../test/render';
import { LoginCard } from './login-card';
import { GENIE_VIDEO_URL, ProfileCard } from './profile-card';
import { BROADWAY, findToast, getCard, LIAM, MARIA, renderCard, stubImageDecoding } from '../../../../test/features/user-details';

jest.setTimeout(30_000);
beforeAll(stubImageDecoding);

const NO_STATUS_PERMISSION = ['USERS_APP_VIEW', 'SECURITY_VIEW'];

describe('Profile card', () => {
  it("shows the picture, name, username and 'Your user' for the logged-in user", async () => {
    await renderCard(ProfileCard, MARIA, { profile: { partyId: '10003', userLoginId: 'maria.garcia' }, answers: { logo: '/resources/uploads/maria.png' } });
    const card = getCard('Maria Garcia');
    expect(within(card).getByText('maria.garcia')).toBeInTheDocument();
    expect(within(card).getByText('Your user')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', `${OMS_ORIGIN}/resources/uploads/maria.png`);
    expect(within(card).getByRole('button', { name: 'Replace profile picture' })).toBeInTheDocument();
  });

  it("'Your user' also when the admin is logged in with another login of the same person", async () => {
    await renderCard(ProfileCard, MARIA, { profile: { partyId: '10003', userLoginId: 'maria.ops' } });
    expect(within(getCard('Maria Garcia')).getByText('Your user')).toBeInTheDocument();
  });

  it("shows initials and 'Add profile picture' without a picture, and no badge for another user", async () => {
    await renderCard(ProfileCard, MARIA);
    const card = getCard('Maria Garcia');
    expect(within(card).getByText('MG')).toBeInTheDocument();
    expect(within(card).queryByText('Your user')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add profile picture' })).toBeInTheDocument();
  });

  it("a system-created user's 'Created by' shows the genie and opens the video", async () => {
    const { user, environment } = await renderCard(ProfileCard, LIAM);
    await user.click(within(getCard('Liam Walker')).getByRole('button', { name: 'Created by \u{1F9DE}' }));
    expect(environment.opened).toEqual([GENIE_VIDEO_URL]);
  });

  describe('Edit name', () => {
    it('renames a person (updatePerson with the trimmed names)', async () => {
      const { user } = await renderCard(ProfileCard, MARIA);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', firstName: 'Mary', lastName: 'Garcia-Lopez' });
      await user.click(within(getCard('Maria Garcia')).getByRole('button', { name: 'Edit name' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
      await user.clear(within(dialog).getByLabelText('First name'));
      await user.type(within(dialog).getByLabelText('First name'), ' Mary ');
      await user.clear(within(dialog).getByLabelText('Last name'));
      await user.type(within(dialog).getByLabelText('Last name'), 'Garcia-Lopez');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('User renamed successfully.')).toBeInTheDocument();
      expect(screen.getByText('Mary Garcia-Lopez', { selector: 'h2' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      oms.done();
    });

    it('renames a facility login (updatePartyGroup with groupName)', async () => {
      const { user } = await renderCard(ProfileCard, BROADWAY);
      const oms = expectService(omsScope(), 'updatePartyGroup', { partyId: '10007', groupName: 'Broadway NYC' });
      await user.click(within(getCard('Broadway')).getByRole('button', { name: 'Edit name' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
      await user.type(within(dialog).getByLabelText('Name'), ' NYC');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('User renamed successfully.')).toBeInTheDocument();
      oms.done();
    });

    it('does not run without a first name; a failed rename says so, keeps the dialog with the input and reads the party again', async () => {
      const { user } = await renderCard(ProfileCard, MARIA);
      await user.click(within(getCard('Maria Garcia')).getByRole('button', { name: 'Edit name' }));
      let dialog = await screen.findByRole('dialog', { name: 'Edit name' });
      await user.clear(within(dialog).getByLabelText('First name'));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', firstName: 'Mia', lastName: 'Garcia' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [MARIA], { partyId: '10003' });
      // The page becomes accessible again once the closed dialog released it.
      await user.click(await within(getCard('Maria Garcia')).findByRole('button', { name: 'Edit name' }));
      dialog = await screen.findByRole('dialog', { name: 'Edit name' });
      await user.clear(within(dialog).getByLabelText('First name'));
      await user.type(within(dialog).getByLabelText('First name'), 'Mia');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await findToast('Failed to rename user.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(screen.getByText('Maria Garcia', { selector: 'h2' })).toBeInTheDocument();
      expect(screen.queryByText('User renamed successfully.')).not.toBeInTheDocument();
      expect(within(dialog).getByLabelText('First name')).toHaveValue('Mia');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeUsable());
      expect(error).toHaveBeenCalled();
      error.mockRestore();
    });
  });

  describe('profile picture', () => {
    const upload = (file: File) => fireEvent.change(screen.getByLabelText('Add profile picture', { selector: 'input' }), { target: { files: [file] } });

    it('uploads an image as multipart and shows the new picture', async () => {
      await renderCard(ProfileCard, MARIA);
      let sent = '';
      const oms = omsScope()
        .post('/api/service/uploadPartyLogoImage', (body: string) => {
          sent = body;
          return true;
        })
        .reply(200, {});
      expectFind(oms, 'PartyContentDetail', [{ partyId: '10003', dataResourceId: 'DR9' }], { partyId: '10003' });
      expectFind(oms, 'DataResource', [{ dataResourceId: 'DR9', objectInfo: '/uploads/new.png' }], { dataResourceId: 'DR9' });
      upload(new File(['png bytes'], 'me.png', { type: 'image/png' }));
      expect(await findToast('Image uploaded successfully.')).toBeInTheDocument();
      await waitFor(() => expect(getCard('Maria Garcia').querySelector('img')).toHaveAttribute('src', `${OMS_ORIGIN}/uploads/new.png`));
      expect(sent).toContain('name="partyId"');
      expect(sent).toContain('10003');
      expect(sent).toContain('name="_uploadedFile_contentType"');
      expect(sent).toContain('image/*');
      expect(sent).toMatch(/name="uploadedFile"; filename="me.png"/);
      oms.done();
    });

    it("refuses other types and files that do not load as images: 'Please upload a valid image file'", async () => {
      await renderCard(ProfileCard, MARIA);
      upload(new File(['x'], 'doc.pdf', { type: 'application/pdf' }));
      expect(await findToast('Please upload a valid image file')).toBeInTheDocument();
      upload(new File(['not an image'], 'fake.png', { type: 'image/png' }));
      await waitFor(() => expect(screen.getAllByText('Please upload a valid image file')).toHaveLength(2));
    });

    it('a picture read that failed offers Retry, not "Add profile picture", and Retry reads it again', async () => {
      const { user } = await renderCard(ProfileCard, MARIA, { answers: { logo: 'fail' } });
      const profile = getCard('Maria Garcia');
      expect(within(profile).queryByRole('button', { name: 'Add profile picture' })).not.toBeInTheDocument();
      expect(within(profile).getByText('Something went wrong.')).toBeInTheDocument();
      const oms = omsScope();
      expectFind(oms, 'PartyContentDetail', [{ partyId: '10003', dataResourceId: 'DR9' }], { partyId: '10003' });
      expectFind(oms, 'DataResource', [{ dataResourceId: 'DR9', objectInfo: '/uploads/maria.png' }], { dataResourceId: 'DR9' });
      await user.click(within(profile).getByRole('button', { name: 'Retry loading the profile picture' }));
      expect(await within(profile).findByRole('button', { name: 'Replace profile picture' })).toBeInTheDocument();
      await waitFor(() => expect(profile.querySelector('img')).toHaveAttribute('src', `${OMS_ORIGIN}/uploads/maria.png`));
      oms.done();
    });

    it("says 'Failed to upload image.' when the upload fails", async () => {
      await renderCard(ProfileCard, MARIA);
      const oms = omsScope().post('/api/service/uploadPartyLogoImage').reply(500, { error: { message: 'disk full' } });
      expectFind(oms, 'PartyContentDetail', [], { partyId: '10003' });
      upload(new File(['gif'], 'me.gif', { type: 'image/gif' }));
      expect(await findToast('Failed to upload image.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    });
  });

  describe('Disable user', () => {
    it('disables the party, then blocks its login itself (a real OMS does not), and reads the party again', async () => {
      const { user } = await renderCard([ProfileCard, LoginCard], MARIA);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', statusId: 'PARTY_DISABLED' });
      expectService(oms, 'updateUserLoginStatus', { partyId: '10003', userLoginId: MARIA.userLoginId, enabled: 'N' });
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, statusId: 'PARTY_DISABLED', enabled: 'N' }], { partyId: '10003' });
      // The login card reads why the login is now blocked (an admin's block: nothing more to say).
      expectFind(oms, 'UserLogin', [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }], { userLoginId: MARIA.userLoginId });
      const toggle = within(getCard('Maria Garcia')).getByRole('switch', { name: 'Disable user' });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      expect(await findToast('User status updated successfully.')).toBeInTheDocument();
      await waitFor(() => expect(toggle).toBeChecked());
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      const login = getCard('Login details');
      expect(within(login).getByRole('switch', { name: 'Block login' })).toBeChecked();
      expect(screen.queryByText('Failed to update user login status.')).not.toBeInTheDocument();
      oms.done();
    });

    it('tells when the party was disabled but its login could not be blocked, and shows the login as the server has it', async () => {
      const { user } = await renderCard([ProfileCard, LoginCard], MARIA);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', statusId: 'PARTY_DISABLED' });
      expectService(oms, 'updateUserLoginStatus', { partyId: '10003', userLoginId: MARIA.userLoginId, enabled: 'N' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, statusId: 'PARTY_DISABLED', enabled: 'Y' }], { partyId: '10003' });
      const toggle = within(getCard('Maria Garcia')).getByRole('switch', { name: 'Disable user' });
      await user.click(toggle);
      expect(await findToast('Failed to update user login status.')).toBeInTheDocument();
      expect(screen.getByText('User status updated successfully.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      await waitFor(() => expect(toggle).toBeChecked());
      expect(within(getCard('Login details')).getByRole('switch', { name: 'Block login' })).not.toBeChecked();
    });

    it('sends no login call when the party update fails', async () => {
      const { user } = await renderCard(ProfileCard, MARIA);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', statusId: 'PARTY_DISABLED' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [MARIA], { partyId: '10003' });
      const toggle = within(getCard('Maria Garcia')).getByRole('switch', { name: 'Disable user' });
      await user.click(toggle);
      expect(await findToast('Failed to update user status.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(toggle).not.toBeChecked();
      expect(screen.queryByText('User status updated successfully.')).not.toBeInTheDocument();
      oms.done();
    });

    it('sends only updatePerson for a user without a login', async () => {
      const noLogin = { ...MARIA, userLoginId: undefined, enabled: undefined };
      const { user } = await renderCard(ProfileCard, noLogin);
      const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', statusId: 'PARTY_DISABLED' });
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...noLogin, statusId: 'PARTY_DISABLED' }], { partyId: '10003' });
      const toggle = within(getCard('Maria Garcia')).getByRole('switch', { name: 'Disable user' });
      await user.click(toggle);
      expect(await findToast('User status updated successfully.')).toBeInTheDocument();
      await waitFor(() => expect(toggle).toBeChecked());
      oms.done();
    });

    it('enables a facility login with updatePartyGroup, and shows the failure text and the server state on failure', async () => {
      const { user } = await renderCard(ProfileCard, { ...BROADWAY, statusId: 'PARTY_DISABLED' });
      const oms = expectService(omsScope(), 'updatePartyGroup', { partyId: '10007', statusId: 'PARTY_ENABLED' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...BROADWAY, statusId: 'PARTY_DISABLED' }], { partyId: '10007' });
      const toggle = within(getCard('Broadway')).getByRole('switch', { name: 'Disable user' });
      await user.click(toggle);
      expect(await findToast('Failed to update user status.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
      expect(toggle).toBeChecked();
    });

    it('is disabled without APP_UPDT_BLOCK_LOGIN', async () => {
      await renderCard(ProfileCard, MARIA, { permissions: NO_STATUS_PERMISSION });
      expect(within(getCard('Maria Garcia')).getByRole('switch', { name: 'Disable user' })).toBeDisabled();
    });
  });
});
