import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope, SERVICE_ERROR } from '../../../../test/oms-nock';
import { ClearanceCard } from '../access/clearance-card';
import { LoginCard } from './login-card';
import { findToast, getCard, LIAM, MARIA, NOW, renderCard } from '../../../../test/features/user-details';

jest.setTimeout(30_000);

const VIEWER = ['USERS_APP_VIEW', 'SECURITY_VIEW'];
const LOCKED_OUT = 'This user was disabled due to repeated failed password attempts';
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Login details card, with a login', () => {
  it('shows the username, and blocks the login after the block confirmation', async () => {
    const { user } = await renderCard(LoginCard, MARIA);
    const card = getCard('Login details');
    expect(within(card).getByText('maria.garcia')).toBeInTheDocument();
    const oms = expectService(omsScope(), 'updateUserLoginStatus', { enabled: 'N', partyId: '10003', userLoginId: 'maria.garcia' });
    // Now blocked, the card reads why: an admin's block (no disabledDateTime) says nothing more.
    expectFind(oms, 'UserLogin', [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }], { userLoginId: 'maria.garcia' });
    const toggle = within(card).getByRole('switch', { name: 'Block login' });
    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Block user login' });
    expect(dialog).toHaveTextContent('Block this user from logging into OMS. Login can be re-enabled by disabling this setting');
    expect(toggle).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await findToast('User login status updated successfully.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await waitFor(() => oms.done());
    expect(within(card).queryByText(LOCKED_OUT)).not.toBeInTheDocument();
  });

  describe('a disabled user whose login is not blocked (a failed block after Disable user)', () => {
    const OPEN = 'This user is disabled, but their login is not blocked: they can still log in.';
    const DISABLED = { ...MARIA, statusId: 'PARTY_DISABLED', enabled: 'Y' };

    it('says they can still log in and offers the block, sent once, after which the card says nothing more', async () => {
      const { user } = await renderCard(LoginCard, DISABLED);
      const card = getCard('Login details');
      expect(within(card).getByText(OPEN)).toBeInTheDocument();
      // The spec keeps Block login off for a disabled user.
      expect(within(card).getByRole('switch', { name: 'Block login' })).toBeDisabled();
      const block = within(card).getByRole('button', { name: 'Block their login' });
      expect(block).toHaveAccessibleDescription(OPEN);
      const oms = expectService(omsScope(), 'updateUserLoginStatus', { enabled: 'N', partyId: '10003', userLoginId: 'maria.garcia' });
      expectFind(oms, 'UserLogin', [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }], { userLoginId: 'maria.garcia' });
      await user.dblClick(block);
      expect(await findToast('User login status updated successfully.')).toBeInTheDocument();
      await waitFor(() => expect(within(card).queryByText(OPEN)).not.toBeInTheDocument());
      expect(within(card).getByRole('switch', { name: 'Block login' })).toBeChecked();
      // The button went with the block: its focus moved on to the next control, not to <body>.
      expect(document.activeElement).not.toBe(document.body);
      expect(card).toContainElement(document.activeElement as HTMLElement);
      await waitFor(() => oms.done());
      // The double click wrote once: no second call, so no refusal of one.
      expect(screen.queryByText('Failed to update user login status.')).not.toBeInTheDocument();
    });

    it('a refused block says so and keeps the offer', async () => {
      const { user } = await renderCard(LoginCard, DISABLED);
      const card = getCard('Login details');
      const oms = expectService(omsScope(), 'updateUserLoginStatus', { enabled: 'N', partyId: '10003', userLoginId: 'maria.garcia' }, [200, SERVICE_ERROR]);
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [DISABLED], { partyId: '10003' });
      await user.click(within(card).getByRole('button', { name: 'Block their login' }));
      expect(await findToast('Failed to update user login status.')).toBeInTheDocument();
      await waitFor(() => oms.done());
      expect(within(card).getByText(OPEN)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Block their login' })).toBeUsable();
    });

    it('to a viewer without APP_UPDT_BLOCK_LOGIN: the fact, no button', async () => {
      await renderCard(LoginCard, DISABLED, { permissions: VIEWER });
      expect(within(getCard('Login details')).getByText(OPEN)).toBeInTheDocument();
      expect(within(getCard('Login details')).queryByRole('button', { name: 'Block their login' })).not.toBeInTheDocument();
    });

    it('says nothing for a disabled user whose login is blocked', async () => {
      await renderCard(LoginCard, { ...DISABLED, enabled: 'N' });
      expect(within(getCard('Login details')).queryByText(OPEN)).not.toBeInTheDocument();
    });
  });

  it('says the OMS disabled a login after repeated failed passwords (disabledDateTime, no disabledBy)', async () => {
    await renderCard(LoginCard, { ...MARIA, enabled: 'N' }, { answers: { loginLockout: [{ disabledDateTime: NOW - 60_000, disabledBy: null, successiveFailedLogins: 3 }] } });
    const card = getCard('Login details');
    expect(within(card).getByRole('switch', { name: 'Block login' })).toBeChecked();
    expect(within(card).getByText(LOCKED_OUT)).toBeInTheDocument();
  });

  it.each([
    ['an admin block (no disabledDateTime)', [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }]],
    ['a block naming who did it', [{ disabledDateTime: NOW, disabledBy: 'admin', successiveFailedLogins: 0 }]],
  ])('says nothing more for %s', async (_label, loginLockout) => {
    await renderCard(LoginCard, { ...MARIA, enabled: 'N' }, { answers: { loginLockout } });
    const card = getCard('Login details');
    expect(within(card).getByRole('switch', { name: 'Block login' })).toBeChecked();
    expect(within(card).queryByText(LOCKED_OUT)).not.toBeInTheDocument();
  });

  it('reads nothing more and says nothing for an enabled login, even with a stale disabledDateTime', async () => {
    const { reads } = await renderCard(LoginCard, MARIA);
    expect(reads.pendingMocks()).toEqual([]);
    expect(within(getCard('Login details')).queryByText(LOCKED_OUT)).not.toBeInTheDocument();
  });

  it('unblocks after the unblock confirmation; a refusal shows the failure text and the server state', async () => {
    const { user } = await renderCard(LoginCard, { ...MARIA, enabled: 'N' });
    const card = getCard('Login details');
    const oms = expectService(omsScope(), 'updateUserLoginStatus', { enabled: 'Y', partyId: '10003', userLoginId: 'maria.garcia' }, [200, SERVICE_ERROR]);
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, enabled: 'N' }], { partyId: '10003' });
    const toggle = within(card).getByRole('switch', { name: 'Block login' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock user login' });
    expect(dialog).toHaveTextContent('Unblocking a user will allow them to login to the OMS again with their credentials.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await findToast('Failed to update user login status.')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    expect(toggle).toBeChecked();
  });

  it('changes nothing when the confirmation is declined (No or Escape)', async () => {
    const { user } = await renderCard(LoginCard, MARIA);
    const toggle = within(getCard('Login details')).getByRole('switch', { name: 'Block login' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
    await dialogGone();
    await user.click(await within(getCard('Login details')).findByRole('switch', { name: 'Block login' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(within(getCard('Login details')).getByRole('switch', { name: 'Block login' })).not.toBeChecked();
  });

  it('Block login needs APP_UPDT_BLOCK_LOGIN and an enabled party', async () => {
    await renderCard(LoginCard, MARIA, { permissions: VIEWER });
    const card = getCard('Login details');
    expect(within(card).getByRole('switch', { name: 'Block login' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Force logout' })).toBeDisabled();
    // The reset email needs no permission (spec): the dialog opens; only its lock button needs APP_UPDT_PASSWORD.
    expect(within(card).getByRole('button', { name: 'Reset password' })).toBeUsable();
  });

  it('Block login is disabled for a disabled party, even with the permission', async () => {
    await renderCard(LoginCard, { ...MARIA, statusId: 'PARTY_DISABLED' });
    expect(within(getCard('Login details')).getByRole('switch', { name: 'Block login' })).toBeDisabled();
  });

  it('legacy data: a party with no status and a login whose enabled is empty can be blocked (only N blocks)', async () => {
    await renderCard(LoginCard, { ...MARIA, statusId: undefined, enabled: undefined });
    const toggle = within(getCard('Login details')).getByRole('switch', { name: 'Block login' });
    expect(toggle).toBeUsable();
    expect(toggle).not.toBeChecked();
  });

  it('a viewer without APP_UPDT_PASSWORD may still reset their own password', async () => {
    await renderCard(LoginCard, MARIA, { permissions: VIEWER, profile: { userLoginId: 'maria.garcia' } });
    expect(within(getCard('Login details')).getByRole('button', { name: 'Reset password' })).toBeUsable();
  });

  describe('Force logout', () => {
    it('asks first, logs the user out and reads the user again', async () => {
      const { user } = await renderCard(LoginCard, MARIA);
      const oms = expectService(omsScope(), 'forceLogout', { userLoginId: 'maria.garcia' });
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, hasLoggedOut: 'Y' }], { partyId: '10003' });
      const button = within(getCard('Login details')).getByRole('button', { name: 'Force logout' });
      await user.click(button);
      const dialog = await screen.findByRole('alertdialog', { name: 'Force logout' });
      expect(dialog).toHaveTextContent('Are you sure you want to perform this action?');
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await findToast('User has been logged out.')).toBeInTheDocument();
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      oms.done();
    });

    it("says 'Failed to perform force logout.' and reads the user again", async () => {
      const { user } = await renderCard(LoginCard, MARIA);
      const oms = expectService(omsScope(), 'forceLogout', { userLoginId: 'maria.garcia' }, [500, { error: { message: 'boom' } }]);
      expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [MARIA], { partyId: '10003' });
      await user.click(within(getCard('Login details')).getByRole('button', { name: 'Force logout' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
      expect(await findToast('Failed to perform force logout.')).toBeInTheDocument();
      await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
    });

    it('is disabled when the user has logged out already', async () => {
      await renderCard(LoginCard, { ...MARIA, hasLoggedOut: 'Y' });
      expect(within(getCard('Login details')).getByRole('button', { name: 'Force logout' })).toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('Reset password', () => {
    async function openReset(permissions?: string[]) {
      const rendered = await renderCard(LoginCard, MARIA, { permissions, profile: { userLoginId: 'maria.garcia' } });
      await rendered.user.click(within(getCard('Login details')).getByRole('button', { name: 'Reset password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
      return { ...rendered, dialog, submit: within(dialog).getByRole('button', { name: 'Reset password' }) };
    }

    it('checks both fields, and submits only when both are valid and equal', async () => {
      const { user, dialog, submit } = await openReset();
      expect(dialog).toHaveTextContent('Password should be at least 5 characters long and contain at least one number, alphabet and special character.');
      expect(submit).toBeDisabled();
      await user.type(within(dialog).getByLabelText('New password'), 'abc');
      expect(within(dialog).getByText('Password requirements not fulfilled.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('New password'), '1!');
      expect(within(dialog).queryByText('Password requirements not fulfilled.')).not.toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Verify password'), 'abc1');
      expect(within(dialog).getByText('Passwords do not match.')).toBeInTheDocument();
      expect(submit).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Verify password'), '!');
      expect(within(dialog).queryByText('Passwords do not match.')).not.toBeInTheDocument();
      expect(submit).toBeUsable();

      const oms = expectService(omsScope(), 'resetPassword', { newPassword: 'abc1!', newPasswordVerify: 'abc1!', userLoginId: 'maria.garcia' });
      await user.click(submit);
      expect(await findToast('Password reset successful.')).toBeInTheDocument();
      await dialogGone();
      oms.done();
    });

    it("closes with 'Failed to reset password.' when the reset fails", async () => {
      const { user, dialog, submit } = await openReset();
      await user.type(within(dialog).getByLabelText('New password'), 'abc1!');
      await user.type(within(dialog).getByLabelText('Verify password'), 'abc1!');
      const oms = expectService(omsScope(), 'resetPassword', { newPassword: 'abc1!', newPasswordVerify: 'abc1!', userLoginId: 'maria.garcia' }, [200, SERVICE_ERROR]);
      await user.click(submit);
      expect(await findToast('Failed to reset password.')).toBeInTheDocument();
      await dialogGone();
      oms.done();
    });

    it('keeps the lock button disabled without APP_UPDT_PASSWORD', async () => {
      const { user, dialog, submit } = await openReset(VIEWER);
      await user.type(within(dialog).getByLabelText('New password'), 'abc1!');
      await user.type(within(dialog).getByLabelText('Verify password'), 'abc1!');
      expect(submit).toBeDisabled();
    });

    it('without APP_UPDT_PASSWORD, for another user: the dialog opens and the reset email is sent; only the lock needs the permission', async () => {
      const rendered = await renderCard(LoginCard, MARIA, { permissions: VIEWER, profile: { userLoginId: 'someone.else' } });
      await rendered.user.click(within(getCard('Login details')).getByRole('button', { name: 'Reset password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
      await rendered.user.type(within(dialog).getByLabelText('New password'), 'abc1!');
      await rendered.user.type(within(dialog).getByLabelText('Verify password'), 'abc1!');
      expect(within(dialog).getByRole('button', { name: 'Reset password' })).toBeDisabled();
      const oms = expectService(omsScope(), 'sendResetPasswordMail', { emailAddress: 'maria.garcia@example.com', userName: 'maria.garcia' }, [200, {}], '/api/sendResetPasswordMail');
      await rendered.user.click(within(dialog).getByRole('button', { name: 'Reset password email' }));
      expect(await findToast('Password reset email sent successfully.')).toBeInTheDocument();
      oms.done();
    });

    it('sends the reset email to the known email, and says so', async () => {
      const { user, dialog } = await openReset();
      const oms = expectService(omsScope(), 'sendResetPasswordMail', { emailAddress: 'maria.garcia@example.com', userName: 'maria.garcia' }, [200, {}], '/api/sendResetPasswordMail');
      await user.click(within(dialog).getByRole('button', { name: 'Reset password email' }));
      expect(await findToast('Password reset email sent successfully.')).toBeInTheDocument();
      oms.done();
      await dialogGone();

      const failing = expectService(omsScope(), 'sendResetPasswordMail', { emailAddress: 'maria.garcia@example.com', userName: 'maria.garcia' }, [200, SERVICE_ERROR], '/api/sendResetPasswordMail');
      await user.click(await within(getCard('Login details')).findByRole('button', { name: 'Reset password' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset password email' }));
      expect(await findToast('Failed to send password reset email.')).toBeInTheDocument();
      failing.done();
    });

    it('offers no reset email without a known email', async () => {
      const { dialog } = await openResetWithoutEmail();
      expect(within(dialog).queryByRole('button', { name: 'Reset password email' })).not.toBeInTheDocument();
    });

    async function openResetWithoutEmail() {
      const rendered = await renderCard(LoginCard, MARIA, { answers: { contacts: [] } });
      await rendered.user.click(within(getCard('Login details')).getByRole('button', { name: 'Reset password' }));
      return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Reset password' }) };
    }
  });
});

describe('Login details card, without a login', () => {
  it('offers a lower-case firstName.lastName username, a hidden password with show/hide and the helper text', async () => {
    const { user } = await renderCard([LoginCard, ClearanceCard], LIAM);
    const card = getCard('Login details');
    expect(within(card).getByRole('textbox', { name: 'Username' })).toHaveValue('liam.walker');
    const password = within(card).getByPlaceholderText('Default password');
    expect(password).toHaveAttribute('type', 'password');
    expect(card).toHaveTextContent('Liam Walker will be asked to reset their password when they login to OMS.');
    await user.click(within(card).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(card).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(getCard('Clearance')).toHaveTextContent('Security groups can only be assigned after a login is created. Please add login credentials for above.');
  });

  it.each([
    ['', '', 'username and password'],
    ['liam', '', 'password'],
    ['   ', 'abc1!', 'username'],
  ])('username %p and password %p: asks for the %s and calls nothing', async (username, password, missing) => {
    const { user } = await renderCard(LoginCard, LIAM);
    const card = getCard('Login details');
    await user.clear(within(card).getByRole('textbox', { name: 'Username' }));
    if (username) await user.type(within(card).getByRole('textbox', { name: 'Username' }), username);
    if (password) await user.type(within(card).getByPlaceholderText('Default password'), password);
    await user.click(within(card).getByRole('button', { name: 'Add credentials' }));
    expect(await findToast(`Please add a ${missing} to create a user login`)).toBeInTheDocument();
  });

  it('checks the trimmed username exists before any create call', async () => {
    const { user } = await renderCard(LoginCard, LIAM);
    const card = getCard('Login details');
    const oms = expectFind(omsScope(), 'UserLogin', [{ userLoginId: 'maria.garcia', partyId: '10003' }], { userLoginId: 'maria.garcia' });
    await user.clear(within(card).getByRole('textbox', { name: 'Username' }));
    await user.type(within(card).getByRole('textbox', { name: 'Username' }), '  maria.garcia ');
    await user.type(within(card).getByPlaceholderText('Default password'), 'abc1!');
    await user.click(within(card).getByRole('button', { name: 'Add credentials' }));
    expect(await findToast('Could not create login user: user with ID maria.garcia already exists.')).toBeInTheDocument();
    oms.done();
  });

  it('a login this party already has under that id (an earlier Add whose answer was lost) is taken as made: nothing is created again', async () => {
    const { user } = await renderCard(LoginCard, LIAM);
    const card = getCard('Login details');
    const oms = expectFind(omsScope(), 'UserLogin', [{ userLoginId: 'liam.walker', partyId: '10004' }], { userLoginId: 'liam.walker' });
    // No createNewUserLoginAndSetUserPreference (nock would refuse it): the party is read again.
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...LIAM, userLoginId: 'liam.walker', enabled: 'Y' }], { partyId: '10004' });
    expectFind(oms, 'PartyContactDetailByPurpose', [], { partyId: '10004' });
    // The new login's groups, which the change policy decides the card's writes on.
    expectFind(oms, 'UserLoginSecurityGroup', [], { userLoginId: 'liam.walker' });
    await user.type(within(card).getByPlaceholderText('Default password'), 'abc1!');
    await user.click(within(card).getByRole('button', { name: 'Add credentials' }));
    expect(await within(getCard('Login details')).findByText('liam.walker')).toBeInTheDocument();
    await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  });

  it("says 'Something went wrong.' when the login cannot be created", async () => {
    const { user } = await renderCard(LoginCard, LIAM);
    const card = getCard('Login details');
    const oms = expectFind(omsScope(), 'UserLogin', [], { userLoginId: 'liam.walker' });
    expectService(oms, 'createNewUserLoginAndSetUserPreference', {
      partyId: '10004',
      userLoginId: 'liam.walker',
      currentPassword: 'abc1!',
      currentPasswordVerify: 'abc1!',
      enabled: 'Y',
      userPrefTypeId: 'ORGANIZATION_PARTY',
      userPrefValue: 'COMPANY',
    }, [200, SERVICE_ERROR]);
    await user.type(within(card).getByPlaceholderText('Default password'), 'abc1!');
    await user.click(within(card).getByRole('button', { name: 'Add credentials' }));
    expect(await findToast('Something went wrong.')).toBeInTheDocument();
    oms.done();
  });

  it('Add credentials needs APP_UPDT_BLOCK_LOGIN', async () => {
    await renderCard(LoginCard, LIAM, { permissions: VIEWER });
    expect(within(getCard('Login details')).getByRole('button', { name: 'Add credentials' })).toBeDisabled();
  });
});
