/**
 * The change policy on the user-details screen against the OMS dev server (issue 63): a security
 * admin who is not a super user (sam.secure, SECURITY_ADMIN) on a super user's page (admin, in
 * SUPER) is offered no password, block or force logout, with the policy's reason, and the OMS
 * still has admin's password; a super user (admin) sets another super user's password (tomas, in
 * SUPER), read back by logging in with it, and sets it back.
 */
import { DEMO_LOGINS, NO_TIMEZONE_USER, SECURITY_ADMIN_USER, SEED_PASSWORD, apiLogin, expect, loginThroughHost, omsFind, omsPost, test } from './fixtures';

const SUPER_TARGET = 'Only a super user can change a super user.';
const detailsPath = (partyId: string) => `/users/user-details/${partyId}`;


/** Whether the OMS lets the login in with this password (its own login service). */
async function logsIn(userLoginId: string, password: string): Promise<boolean> {
  const answer = await omsPost<{ token?: unknown }>(undefined, 'login', { USERNAME: userLoginId, PASSWORD: password });
  return typeof answer.token === 'string';
}

test("a security admin is offered no password, block or force logout on a super user's page, and the OMS keeps admin's password", async ({ page }) => {
  const admin = DEMO_LOGINS.admin;
  await loginThroughHost(page, { userLoginId: SECURITY_ADMIN_USER.userLoginId, password: SEED_PASSWORD }, detailsPath(admin.partyId));
  await expect(page.getByRole('heading', { level: 2, name: `${admin.firstName} ${admin.lastName}` })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
  const login = page.getByRole('group', { name: 'Login details' });
  await expect(login.getByText(SUPER_TARGET)).toBeVisible();
  await expect(login.getByRole('switch', { name: 'Block login' })).toBeDisabled();
  await expect(login.getByRole('button', { name: 'Force logout' })).toHaveAttribute('aria-describedby', /.+/);

  // Reset password: with an email on file it opens for the reset email only (no password fields,
  // the reason, the lock off); without one it is off, described by the reason.
  const { token } = await apiLogin('admin');
  const emails = await omsFind(token, { entityName: 'PartyContactDetailByPurpose', inputFields: { partyId: admin.partyId, contactMechPurposeTypeId: 'PRIMARY_EMAIL' }, filterByDate: 'Y' });
  const reset = login.getByRole('button', { name: 'Reset password' });
  if (emails.length > 0) {
    await reset.click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await expect(dialog.getByText(SUPER_TARGET)).toBeVisible();
    await expect(dialog.getByLabel('New password')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Reset password', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await expect(reset).toBeDisabled();
    await expect(reset).toHaveAttribute('aria-describedby', /.+/);
  }
  // Read back: admin still logs in with the old password.
  expect(await logsIn(admin.userLoginId, admin.password)).toBe(true);
});

test("a super user sets another super user's password (read back by logging in with it)", async ({ page }) => {
  const tomas = NO_TIMEZONE_USER;
  const next = 'Policy@123';
  await loginThroughHost(page, 'admin', detailsPath(tomas.partyId));
  await expect(page.getByRole('heading', { level: 2, name: `${tomas.firstName} ${tomas.lastName}` })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
  const login = page.getByRole('group', { name: 'Login details' });
  await expect(login.getByText(SUPER_TARGET)).toHaveCount(0);
  await login.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('New password').fill(next);
  await dialog.getByLabel('Verify password').fill(next);
  try {
    await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expect(page.getByText('Password reset successful.', { exact: true })).toBeVisible();
    expect(await logsIn(tomas.userLoginId, next)).toBe(true);
  } finally {
    // Other specs log in as tomas with the seed's password.
    const { token } = await apiLogin('admin');
    await omsPost(token, 'service/resetPassword', { userLoginId: tomas.userLoginId, newPassword: tomas.password, newPasswordVerify: tomas.password });
  }
  expect(await logsIn(tomas.userLoginId, tomas.password)).toBe(true);
});
