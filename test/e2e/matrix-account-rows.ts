/**
 * Fault-matrix rows of the user details' account writes (Felix Fulton): disable the user, reset
 * the password, remove a security group.
 */
import type { Page } from '@playwright/test';
import { FULFILLMENT_ADMIN_USER, SEED_PASSWORD, expect, omsFind, omsPost } from './fixtures';
import { joinGroup } from './matrix-restore';
import { cancelDialog, card } from './matrix-support';
import type { MatrixRow } from './matrix-support';
import { openFelix } from './matrix-user-rows';

const FELIX = FULFILLMENT_ADMIN_USER;
const profile = (page: Page) => card(page, `${FELIX.firstName} ${FELIX.lastName}`);
const GROUP_NAME = 'Fulfillment Admin';
const NEW_PASSWORD = 'Matrix@123';

export const ACCOUNT_ROWS: MatrixRow[] = [
  {
    name: 'disable the user',
    call: 'service/updatePerson',
    failure: 'Failed to update user status.',
    success: 'User status updated successfully.',
    lost: { shows: 'success', restore: (token) => omsPost(token, 'service/updatePerson', { partyId: FELIX.partyId, statusId: 'PARTY_ENABLED' }).then(() => undefined) },
    open: openFelix,
    async act(page) {
      await profile(page).getByRole('switch', { name: 'Disable user' }).click();
    },
    async usable(page) {
      const toggle = profile(page).getByRole('switch', { name: 'Disable user' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
    },
    async matchesServer(page, token) {
      const [person] = await omsFind<{ statusId?: string | null }>(token, { entityName: 'Party', inputFields: { partyId: FELIX.partyId } });
      const toggle = profile(page).getByRole('switch', { name: 'Disable user' });
      if (person?.statusId === 'PARTY_DISABLED') await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
    },
  },
  {
    name: 'reset the password',
    call: 'service/resetPassword',
    failure: 'Failed to reset password.',
    success: 'Password reset successful.',
    // A password cannot be read back: after a lost answer the app cannot tell, and says it failed.
    lost: {
      shows: 'failure',
      restore: (token) => omsPost(token, 'service/resetPassword', { userLoginId: FELIX.userLoginId, newPassword: SEED_PASSWORD, newPasswordVerify: SEED_PASSWORD }).then(() => undefined),
    },
    open: openFelix,
    async act(page) {
      const dialog = page.getByRole('dialog', { name: 'Reset password' });
      if (!(await dialog.isVisible())) await card(page, 'Login details').getByRole('button', { name: 'Reset password' }).click();
      await dialog.getByLabel('New password').fill(NEW_PASSWORD);
      await dialog.getByLabel('Verify password').fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    },
    async usable(page) {
      // The spec closes the dialog either way; the card's button opens it again.
      await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeHidden();
      await expect(card(page, 'Login details').getByRole('button', { name: 'Reset password' })).toBeEnabled();
    },
    leave: (page) => cancelDialog(page, 'Reset password'),
    async matchesServer(page, token) {
      // The password is not readable; the login is still there, as the server has it.
      const [login] = await omsFind<{ userLoginId: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: FELIX.userLoginId } });
      await expect(card(page, 'Login details').getByText(login?.userLoginId ?? 'missing')).toBeVisible();
    },
  },
  {
    name: 'remove a security group',
    call: 'service/removePartyUserPermission',
    failure: 'Something went wrong.',
    success: 'Security group removed successfully.',
    lost: { shows: 'success', restore: (token) => joinGroup(token, FELIX.userLoginId, FELIX.securityGroupId) },
    open: openFelix,
    async act(page) {
      await card(page, 'Clearance').getByRole('button', { name: `Actions for ${GROUP_NAME}` }).click();
      await page.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    },
    async usable(page) {
      const clearance = card(page, 'Clearance');
      await expect(clearance.getByRole('button', { name: `Actions for ${GROUP_NAME}` })).toBeEnabled();
      await expect(clearance.getByText(GROUP_NAME)).toBeVisible();
    },
    async matchesServer(page, token) {
      const held = await omsFind(token, {
        entityName: 'UserLoginSecurityGroup',
        inputFields: { userLoginId: FELIX.userLoginId, groupId: FELIX.securityGroupId },
        filterByDate: 'Y',
      });
      await expect(card(page, 'Clearance').getByText(GROUP_NAME)).toHaveCount(held.length > 0 ? 1 : 0);
    },
  },
];
