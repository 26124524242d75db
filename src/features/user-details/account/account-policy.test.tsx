/**
 * The change policy on the Login details, Profile and Contact cards (issue 63): a security admin
 * who is not a super user gets every control that would change a super user off, with the policy's
 * reason, and nothing reaches the OMS (nock refuses any request not expected); a super user's
 * writes are sent. The reset email stays open to all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, expectService, omsScope } from '../../../../test/oms-nock';
import { SECURITY_ADMIN_VIEWER } from '../../../../test/features/policy-details';
import { findToast, getCard, MARIA, MARIA_GROUPS, renderCard } from '../../../../test/features/user-details';
import { ContactCard } from './contact-card';
import { LoginCard } from './login-card';
import { ProfileCard } from './profile-card';

jest.setTimeout(30_000);

const SUPER_TARGET = 'Only a super user can change a super user.';
/** Maria in SUPER: a super user. */
const IN_SUPER = { groups: [{ groupId: 'SUPER', userLoginId: 'maria.garcia', fromDate: 1 }, ...MARIA_GROUPS] };
const asSecurityAdmin = { permissions: [...SECURITY_ADMIN_VIEWER.permissions], answers: { ...IN_SUPER, policy: { viewerGroups: ['SECURITY_ADMIN'] } } };

describe('Login details card: a super user, to a security admin', () => {
  it('offers no block, force logout or password, says why, and sends nothing', async () => {
    const { user } = await renderCard(LoginCard, MARIA, asSecurityAdmin);
    const card = getCard('Login details');
    expect(within(card).getByText(SUPER_TARGET)).toBeInTheDocument();
    const block = within(card).getByRole('switch', { name: 'Block login' });
    expect(block).toBeDisabled();
    expect(block).toHaveAccessibleDescription(SUPER_TARGET);
    const logout = within(card).getByRole('button', { name: 'Force logout' });
    expect(logout).not.toBeUsable();
    expect(logout).toHaveAccessibleDescription(SUPER_TARGET);
    await user.click(block);
    await user.click(logout);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Reset password: only the reset email (to the address on file) is offered.
    await user.click(within(card).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByText(SUPER_TARGET)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('New password')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset password' })).toBeDisabled();
    const oms = expectService(omsScope(), 'sendResetPasswordMail', { emailAddress: 'maria.garcia@example.com', userName: 'maria.garcia' }, [200, {}], '/api/sendResetPasswordMail');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password email' }));
    expect(await findToast('Password reset email sent successfully.')).toBeInTheDocument();
    oms.done();
  });

  it('counts a member of a group holding super-user power as a super user', async () => {
    const answers = { groups: [{ groupId: 'MERCH_ADMIN', userLoginId: 'maria.garcia', fromDate: 1 }], policy: { viewerGroups: ['SECURITY_ADMIN'], superPowerGroups: ['SUPER', 'MERCH_ADMIN'] } };
    await renderCard(LoginCard, MARIA, { permissions: [...SECURITY_ADMIN_VIEWER.permissions], answers });
    expect(within(getCard('Login details')).getByRole('switch', { name: 'Block login' })).toHaveAccessibleDescription(SUPER_TARGET);
  });

  it("still lets the viewer set their own password (a super user's own page)", async () => {
    const { user } = await renderCard(LoginCard, MARIA, { ...asSecurityAdmin, profile: { partyId: '10003', userLoginId: 'maria.garcia' }, answers: IN_SUPER });
    await user.click(within(getCard('Login details')).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText('New password'), 'abc1!');
    await user.type(within(dialog).getByLabelText('Verify password'), 'abc1!');
    const oms = expectService(omsScope(), 'resetPassword', { newPassword: 'abc1!', newPasswordVerify: 'abc1!', userLoginId: 'maria.garcia' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Password reset successful.')).toBeInTheDocument();
    oms.done();
  });
});

describe('Login details card: a super user, to a super user', () => {
  it("sets the super user's password and blocks their login", async () => {
    const { user } = await renderCard(LoginCard, MARIA, { answers: IN_SUPER });
    const card = getCard('Login details');
    expect(within(card).queryByText(SUPER_TARGET)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText('New password'), 'abc1!');
    await user.type(within(dialog).getByLabelText('Verify password'), 'abc1!');
    const oms = expectService(omsScope(), 'resetPassword', { newPassword: 'abc1!', newPasswordVerify: 'abc1!', userLoginId: 'maria.garcia' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Password reset successful.')).toBeInTheDocument();
    oms.done();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const block = expectService(omsScope(), 'updateUserLoginStatus', { enabled: 'N', partyId: '10003', userLoginId: 'maria.garcia' });
    expectFind(block, 'UserLogin', [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }], { userLoginId: 'maria.garcia' });
    await user.click(within(card).getByRole('switch', { name: 'Block login' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Block user login' })).getByRole('button', { name: 'Yes' }));
    expect(await findToast('User login status updated successfully.')).toBeInTheDocument();
    await waitFor(() => block.done());
  });
});

describe('Profile card: a super user, to a security admin', () => {
  it('offers no rename, picture or disable, says why, and sends nothing', async () => {
    const { user } = await renderCard(ProfileCard, MARIA, asSecurityAdmin);
    const card = getCard('Maria Garcia');
    expect(within(card).getByText(SUPER_TARGET)).toBeInTheDocument();
    const edit = within(card).getByRole('button', { name: 'Edit name' });
    expect(edit).not.toBeUsable();
    expect(edit).toHaveAccessibleDescription(SUPER_TARGET);
    expect(within(card).getByRole('button', { name: 'Add profile picture' })).not.toBeUsable();
    const disable = within(card).getByRole('switch', { name: 'Disable user' });
    expect(disable).toBeDisabled();
    expect(disable).toHaveAccessibleDescription(SUPER_TARGET);
    await user.click(edit);
    await user.click(disable);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a super user disables a super user (and blocks their login)', async () => {
    const { user } = await renderCard(ProfileCard, MARIA, { answers: IN_SUPER });
    const oms = expectService(omsScope(), 'updatePerson', { partyId: '10003', statusId: 'PARTY_DISABLED' });
    expectService(oms, 'updateUserLoginStatus', { enabled: 'N', partyId: '10003', userLoginId: 'maria.garcia' });
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, statusId: 'PARTY_DISABLED', enabled: 'N' }], { partyId: '10003' });
    await user.click(within(getCard('Maria Garcia')).getByRole('switch', { name: 'Disable user' }));
    expect(await findToast('User status updated successfully.')).toBeInTheDocument();
    await waitFor(() => oms.done());
  });
});

describe('Contact card: a super user, to a security admin', () => {
  it("offers no change of a super user's email (where the reset email goes), says why, and sends nothing", async () => {
    const { user } = await renderCard(ContactCard, MARIA, asSecurityAdmin);
    const card = getCard('Contact details');
    expect(within(card).getByText(SUPER_TARGET)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Email actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Copy stays.
    expect(screen.getByRole('menuitem', { name: 'Copy' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("a super user edits a super user's email", async () => {
    const { user } = await renderCard(ContactCard, MARIA, { answers: IN_SUPER });
    await user.click(within(getCard('Contact details')).getByRole('button', { name: 'Email actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'maria@example.com');
    const oms = expectService(omsScope(), 'createUpdatePartyEmailAddress', { partyId: '10003', emailAddress: 'maria@example.com', contactMechId: 'CM_EMAIL' }, [200, { contactMechId: 'CM_EMAIL' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Email updated successfully.')).toBeInTheDocument();
    oms.done();
  });
});
