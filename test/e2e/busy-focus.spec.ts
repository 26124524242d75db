/**
 * A control busy with its own write keeps the keyboard focus. Chromium moves the focus of an
 * element that becomes `disabled` to <body> (a screen reader loses its place, Escape no longer
 * reaches a dialog), so such controls are aria-disabled while they work (Fluent's
 * `disabledFocusable`) and still refuse a second press. Each write is held by the OMS dev server
 * (a fault with `delayMs`) so the busy state is seen, and read back from the OMS with performFind:
 * Block login and Force logout on user details, a permission's box, Save of Edit name, Export,
 * 'Create User' refused, a time zone the OMS refuses.
 * A focused control that goes with its own write (a removed security group's row) hands the focus
 * to what is now in its place.
 */
import { apiLogin, clearFaults, createUserParty, createUserWithLogin, e2eUrls, expect, injectFault, omsFind, omsPost, tabTo, test } from './fixtures';

test.describe('keyboard focus while a control saves', () => {
  test("user details: 'Block login' and 'Force logout' used with the keyboard keep the focus while the OMS holds them and after", async ({ adminPage: page }) => {
    const { token } = await apiLogin('admin');
    const stamp = Date.now().toString(36);
    const userLoginId = `bo.busy${stamp}`;
    const partyId = await createUserWithLogin(token, { firstName: 'Bo', lastName: `Busy${stamp}`, userLoginId, password: 'Bo@123456' });
    await page.goto(`${e2eUrls().host}/users/user-details/${partyId}`);
    const login = page.getByRole('group', { name: 'Login details' });
    const block = login.getByRole('switch', { name: 'Block login' });
    const logout = login.getByRole('button', { name: 'Force logout', exact: true });
    await tabTo(page, block, { max: 80 });
    await injectFault('service/updateUserLoginStatus', 'delay', { delayMs: 600 });
    try {
      await page.keyboard.press('Space');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes', exact: true }).press('Enter');
      await expect(block).toHaveAttribute('aria-disabled', 'true');
      await expect(block).toBeFocused();
      await expect(block).toBeChecked();
      await expect(block).not.toHaveAttribute('aria-disabled', 'true');
      await expect(block).toBeFocused();

      await tabTo(page, logout, { max: 10 });
      await injectFault('service/forceLogout', 'delay', { delayMs: 600 });
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes', exact: true }).press('Enter');
      await expect(page.getByText('User has been logged out.').first()).toBeVisible();
      // Logged out: the button stays aria-disabled (nothing left to end) and keeps the focus.
      await expect(logout).toHaveAttribute('aria-disabled', 'true');
      await expect(logout).toBeFocused();
    } finally {
      await clearFaults();
    }
    expect(await omsFind(token, { entityName: 'UserLogin', inputFields: { userLoginId }, fieldList: ['enabled', 'hasLoggedOut'] })).toEqual([{ enabled: 'N', hasLoggedOut: 'Y' }]);
  });

  test("user details: a security group removed with the keyboard hands the focus to 'Add to security group' in its place, not to <body>", async ({ adminPage: page }) => {
    const { token } = await apiLogin('admin');
    const stamp = Date.now().toString(36);
    const userLoginId = `gus.group${stamp}`;
    const partyId = await createUserWithLogin(token, { firstName: 'Gus', lastName: `Group${stamp}`, userLoginId, password: 'Gus@12345', groupIds: ['STORE_MANAGER'] });
    await page.goto(`${e2eUrls().host}/users/user-details/${partyId}`);
    const clearance = page.getByRole('group', { name: 'Clearance' });
    const actions = clearance.getByRole('button', { name: /^Actions for / });
    await tabTo(page, actions, { max: 80 });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Remove', exact: true }), { max: 5 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await tabTo(page, confirm.getByRole('button', { name: 'Remove', exact: true }), { max: 5 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Security group removed successfully.').first()).toBeVisible();
    await expect(clearance.getByRole('button', { name: 'Add to security group' })).toBeFocused();
    const rows = await omsFind<{ groupId: string; thruDate?: unknown }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId } });
    expect(rows.map((row) => [row.groupId, Boolean(row.thruDate)])).toEqual([['STORE_MANAGER', true]]);
  });

  test("Permissions: a permission's box checked with the keyboard keeps the focus while the OMS holds the grant", async ({ adminPage: page }) => {
    const { token } = await apiLogin('admin');
    const groupId = `FOCUS_${Date.now().toString(36).toUpperCase()}`;
    await omsPost(token, 'service/createSecurityGroup', { groupId, groupName: `Focus ${groupId}`, description: 'busy-focus.spec' });
    await page.goto(`${e2eUrls().host}/users/tabs/permissions?groupId=${groupId}`);
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill('USERS_APP_VIEW');
    const box = page.locator('[data-permission="USERS_APP_VIEW"]').getByRole('checkbox');
    await box.focus();
    await injectFault('service/addSecurityPermissionToSecurityGroup', 'delay', { delayMs: 600 });
    try {
      await page.keyboard.press('Space');
      await expect(box).toHaveAttribute('aria-disabled', 'true');
      await expect(box).toBeFocused();
      await expect(page.getByText('Security group permission association successfully updated.').first()).toBeVisible();
      await expect(box).toBeChecked();
      await expect(box).toBeFocused();
    } finally {
      await clearFaults();
    }
    const grants = await omsFind<{ permissionId: string; thruDate?: unknown }>(token, { entityName: 'SecurityGroupPermission', inputFields: { groupId } });
    expect(grants.map((grant) => [grant.permissionId, grant.thruDate ?? null])).toEqual([['USERS_APP_VIEW', null]]);
  });

  test("'Edit name' saved with the keyboard and refused by the OMS: the focus stays on Save in the dialog, Escape then closes it and gives it back", async ({ adminPage: page }) => {
    const { token } = await apiLogin('admin');
    const stamp = Date.now().toString(36);
    const partyId = await createUserParty(token, { firstName: 'Lee', lastName: `Refused${stamp}` });
    await page.goto(`${e2eUrls().host}/users/user-details/${partyId}`);
    const edit = page.getByRole('button', { name: 'Edit name', exact: true });
    await tabTo(page, edit, { max: 40 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit name' });
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Kept${stamp}`);
    const save = dialog.getByRole('button', { name: 'Save' });
    await tabTo(page, save, { max: 10 });
    await injectFault('service/updatePerson', 'http500', { delayMs: 500 });
    try {
      await page.keyboard.press('Enter');
      // While the OMS holds the refusal, Save is busy and keeps the focus (a disabled Save dropped it to <body>).
      await expect(save).toHaveAttribute('aria-disabled', 'true');
      await expect(save).toBeFocused();
      // Refused: the failure is shown and the focus is still on Save.
      await expect(page.getByText('Failed to rename user.').first()).toBeVisible();
      await expect(save).toBeFocused();
    } finally {
      await clearFaults();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    expect(await omsFind(token, { entityName: 'Person', inputFields: { partyId }, fieldList: ['lastName'] })).toEqual([{ lastName: `Refused${stamp}` }]);
  });

  test("Users tab: 'Export' pressed with the keyboard keeps the focus while it runs and has it back when its file is saved", async ({ adminPage: page }) => {
    await page.goto(`${e2eUrls().host}/users/tabs/users`);
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await expect(exportButton).toBeEnabled();
    await tabTo(page, exportButton, { max: 40 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(exportButton).toBeFocused();
    await expect(exportButton).toBeEnabled();
  });
  test("'Create User' refused by the OMS, and a time zone it refuses, keep the keyboard focus (they were disabled while they ran)", async ({ adminPage: page }) => {
    const { token } = await apiLogin('admin');
    const lastName = `Refused${Date.now().toString(36)}`;
    await page.goto(`${e2eUrls().host}/users/create-user`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Foc');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    const create = page.getByRole('button', { name: 'Create User' });
    await injectFault('service/createRelationship', 'http500', { delayMs: 600 });
    try {
      await create.focus();
      await page.keyboard.press('Enter');
      await expect(create).toHaveAttribute('aria-disabled', 'true');
      await expect(create).toBeFocused();
      await expect(create).not.toHaveAttribute('aria-disabled', 'true');
      await expect(create).toBeFocused();
      // Refused (the toast says the OMS's reason, the fault matrix checks those texts): still here, nothing made.
      await expect(page).toHaveURL(/\/users\/create-user$/);
      await expect(page.getByText('User created successfully')).toHaveCount(0);
    } finally {
      await clearFaults();
    }
    expect(await omsFind(token, { entityName: 'Person', inputFields: { lastName } })).toEqual([]);

    await page.goto(`${e2eUrls().host}/users/tabs/settings`);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toBeEnabled();
    const [before] = await omsFind<{ lastTimeZone?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'admin' }, fieldList: ['lastTimeZone'] });
    await zone.focus();
    await zone.fill('Chicago');
    await injectFault('setUserTimeZone', 'http500', { delayMs: 600 });
    try {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Failed to update time zone').first()).toBeVisible();
      await expect(zone).toBeFocused();
    } finally {
      await clearFaults();
    }
    const [after] = await omsFind<{ lastTimeZone?: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'admin' }, fieldList: ['lastTimeZone'] });
    expect(after).toEqual(before);
  });
});
