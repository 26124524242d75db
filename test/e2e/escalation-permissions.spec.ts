/**
 * The change policy on the Permissions tab (issue 63), through the host against the OMS dev server,
 * read back with performFind: signed in as sam.secure (SECURITY_ADMIN, not a super user), By app →
 * Users → 'Manage super users' → Manage security groups offers no box to tick for Security Admin
 * (sam's own group) nor any other, with the policy's reason, and the OMS holds no WEBTOOLS_VIEW grant
 * for it; as admin (a super user) granting it to a group works, and ending it again works (the
 * clean-up makes sure, so the seed stays as other specs expect it).
 */
import type { Page } from '@playwright/test';
import { apiLogin, e2eUrls, expect, loginThroughHost, omsFind, omsPost, SECURITY_ADMIN_USER, SEED_PASSWORD, test, usersApp } from './fixtures';

const USERS_APP = '/users/tabs/permissions?view=app&app=users';
const CAPABILITY = 'Manage super users';
const POWER = 'WEBTOOLS_VIEW';
const SAVED = 'Security group permission association successfully updated.';
/** A group no other spec reads the super-user power of (its members are super users only while the test holds the grant). */
const GROUP = { groupId: 'FULFILLMENT_ASSOCIATE', name: 'Fulfillment Associate' } as const;

/** The current SecurityGroupPermission rows of a group and permission, as the OMS has them. */
async function currentGrants(groupId: string): Promise<{ fromDate: number }[]> {
  const { token } = await apiLogin('admin');
  return omsFind(token, { entityName: 'SecurityGroupPermission', inputFields: { groupId, permissionId: POWER }, filterByDate: 'Y' });
}

/** Ends every current grant of the power to the group (the clean-up). */
async function endGrants(groupId: string): Promise<void> {
  const { token } = await apiLogin('admin');
  for (const { fromDate } of await currentGrants(groupId)) {
    await omsPost(token, 'service/updateSecurityPermissionToSecurityGroup', { groupId, permissionId: POWER, fromDate, thruDate: Date.now() });
  }
}

const capabilityCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: CAPABILITY, exact: true }) });

test("a security admin cannot grant 'Manage super users' (WEBTOOLS_VIEW) to their own group, nor to any other", async ({ page }) => {
  expect(await currentGrants(SECURITY_ADMIN_USER.securityGroupId)).toEqual([]);
  await loginThroughHost(page, { userLoginId: SECURITY_ADMIN_USER.userLoginId, password: SEED_PASSWORD }, USERS_APP);

  await capabilityCard(page).getByRole('button', { name: `Manage security groups: ${CAPABILITY}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage security groups' });
  await dialog.getByRole('searchbox', { name: 'Search security groups' }).fill('Security Admin');
  const own = dialog.getByRole('checkbox', { name: /^Security Admin/ });
  await expect(own).toBeDisabled();
  await expect(own).toHaveAccessibleDescription('Only a super user can give super-user access.');
  // Ticked anyway (the tester's click): the box stays off and there is nothing to save.
  await own.click({ force: true });
  await expect(own).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  // No other group either: the power is only a super user's to hand out.
  await dialog.getByRole('searchbox', { name: 'Search security groups' }).fill(GROUP.name);
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${GROUP.name}`) })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  expect(await currentGrants(SECURITY_ADMIN_USER.securityGroupId)).toEqual([]);
  expect(await currentGrants(GROUP.groupId)).toEqual([]);
});

test("a super user grants 'Manage super users' (WEBTOOLS_VIEW) to a group and ends it again", async ({ adminPage: page }) => {
  expect(await currentGrants(GROUP.groupId)).toEqual([]);
  try {
    await page.goto(`${e2eUrls().host}${USERS_APP}`);
    const card = capabilityCard(page);
    const dialog = page.getByRole('dialog', { name: 'Manage security groups' });
    const box = dialog.getByRole('checkbox', { name: new RegExp(`^${GROUP.name}`) });
    const open = async () => {
      await card.getByRole('button', { name: `Manage security groups: ${CAPABILITY}` }).click();
      await dialog.getByRole('searchbox', { name: 'Search security groups' }).fill(GROUP.name);
      await expect(box).toBeEnabled();
    };

    await open();
    await expect(box).not.toBeChecked();
    await box.click();
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(usersApp(page).toast(SAVED)).toBeVisible();
    await expect(card.getByRole('link', { name: GROUP.name })).toBeVisible();
    expect(await currentGrants(GROUP.groupId)).toHaveLength(1);

    await open();
    await expect(box).toBeChecked();
    await box.click();
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('link', { name: GROUP.name })).toHaveCount(0);
    expect(await currentGrants(GROUP.groupId)).toEqual([]);
  } finally {
    await endGrants(GROUP.groupId);
  }
});
