/**
 * Where the focus goes on a route change, with the keyboard alone (issue 25, item 6): after each
 * route change inside the app it lands on the new screen's heading (h1, tabindex -1), inside the
 * remote's own area of the host page, and the next Tab goes on from there; the first load and a
 * change of the query alone (a filter, ?groupId=) leave it where it is. The user created on the way
 * is read back from the OMS with performFind. A dialog opened by a button gives the focus back to
 * that button when it closes (Escape or Cancel), as 'Offboard…' shows. A control busy with its own
 * write keeps the focus: busy-focus.spec.ts.
 */
import type { Page } from '@playwright/test';
import { apiLogin, createUserParty, createUserWithLogin, e2eUrls, expect, omsFind, standaloneHandOffUrl, tabTo, test } from './fixtures';

interface Focused {
  tag: string;
  text: string;
  /** A screen heading (data-screen-heading). */
  screenHeading: boolean;
  /** Inside the remote's FluentProvider, nested in the host's (true only in the host). */
  inRemoteRoot: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const ownRoot = element.closest('.fui-FluentProvider');
    return {
      tag: element.tagName,
      text: (element.textContent ?? '').trim(),
      screenHeading: element.hasAttribute('data-screen-heading'),
      inRemoteRoot: Boolean(ownRoot?.parentElement?.closest('.fui-FluentProvider')),
    };
  });
}

/** The focus is on the screen heading `name`, in the remote's area when `hosted`. */
async function expectHeadingFocused(page: Page, name: string, hosted = true): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeFocused();
  expect(await focused(page)).toEqual({ tag: 'H1', text: name, screenHeading: true, inRemoteRoot: hosted });
}

test.describe('keyboard focus on route changes', () => {
  test('create user -> confirmation -> quick setup -> user details with the keyboard alone: the focus lands on each heading', async ({ adminPage: page }) => {
    const { host } = e2eUrls();
    const firstName = `Keys${Date.now().toString(36)}`;
    await page.goto(`${host}/users/tabs/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
    // The first load leaves the focus where the page put it.
    expect((await focused(page)).tag).toBe('BODY');

    await tabTo(page, page.getByRole('button', { name: 'Create user', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host}/users/create-user`);
    await expectHeadingFocused(page, 'Create a new user');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Facility login' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await page.keyboard.type(firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Employee ID' })).toBeFocused();
    await page.keyboard.type(`E-${firstName}`);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`^${host}/users/user-confirmation/[^/]+$`));
    const partyId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await expectHeadingFocused(page, 'Create user');
    await expect(page.getByRole('heading', { level: 2, name: `${firstName} Board` })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Quick Setup', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host}/users/user-quick-setup/${partyId}`);
    await expectHeadingFocused(page, 'Create user');

    // The Fulfillment template (the default) makes no login: Finish setup goes straight on.
    const finish = page.getByRole('button', { name: 'Finish setup', exact: true });
    await expect(finish).toBeEnabled();
    await tabTo(page, finish);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host}/users/user-details/${partyId}`);
    await expectHeadingFocused(page, 'User details');

    // What the OMS holds: the person as typed, employed by the organization, set up as a picker.
    const { token } = await apiLogin('admin');
    expect(await omsFind(token, { entityName: 'Person', inputFields: { partyId }, fieldList: ['firstName', 'lastName'] })).toEqual([{ firstName, lastName: 'Board' }]);
    expect(await omsFind(token, { entityName: 'Party', inputFields: { partyId }, fieldList: ['externalId'] })).toEqual([{ externalId: `E-${firstName}` }]);
    const relationships = await omsFind(token, { entityName: 'PartyRelationship', inputFields: { partyIdTo: partyId }, fieldList: ['partyRelationshipTypeId'] });
    expect(relationships).toEqual([{ partyRelationshipTypeId: 'EMPLOYMENT' }]);
    const roles = (await omsFind<{ roleTypeId: string }>(token, { entityName: 'PartyRole', inputFields: { partyId } })).map((row) => row.roleTypeId);
    expect(roles).toContain('WAREHOUSE_PICKER');
  });

  test("quick setup with a login: 'Setup complete' -> Proceed closes the dialog and the focus lands on the user details heading", async ({ adminPage: page }) => {
    const { host } = e2eUrls();
    const { token } = await apiLogin('admin');
    const firstName = `Csr${Date.now().toString(36)}`;
    const partyId = await createUserParty(token, { firstName, lastName: 'Keys' });
    const userLoginId = `${firstName}.keys`.toLowerCase();
    await page.goto(`${host}/users/user-confirmation/${partyId}`);
    await tabTo(page, page.getByRole('button', { name: 'Quick Setup', exact: true }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Create user');

    // The template by keyboard: open the dropdown, type to the option, Enter.
    const template = page.getByRole('combobox', { name: 'Select template' });
    await tabTo(page, template);
    await page.keyboard.press('Enter');
    await page.keyboard.type('CSR');
    await page.keyboard.press('Enter');
    await expect(template).toHaveText('CSR');
    await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue(userLoginId);
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type('secret@12');
    await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type(`${userLoginId}@example.com`);
    await tabTo(page, page.getByRole('button', { name: 'Finish setup', exact: true }));
    await page.keyboard.press('Enter');

    const alert = page.getByRole('alertdialog', { name: 'Setup complete' });
    await expect(alert).toContainText(`${userLoginId} is ready to login`);
    await tabTo(page, alert.getByRole('button', { name: 'Proceed' }), { max: 5 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host}/users/user-details/${partyId}`);
    await expectHeadingFocused(page, 'User details');

    const logins = await omsFind(token, { entityName: 'UserLogin', inputFields: { partyId }, fieldList: ['userLoginId', 'enabled'] });
    expect(logins).toEqual([{ userLoginId, enabled: 'Y' }]);
    const groups = await omsFind<{ groupId: string; thruDate?: unknown }>(token, { entityName: 'UserLoginSecurityGroup', inputFields: { userLoginId } });
    expect(groups.filter((row) => !row.thruDate).map((row) => row.groupId)).toEqual(['CSR']);
  });

  test('in the host: the tabs move the focus to each heading inside the remote; filters and ?groupId= never take it', async ({ adminPage: page }) => {
    const { host } = e2eUrls();
    await page.goto(`${host}/users/tabs/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
    expect((await focused(page)).tag).toBe('BODY');

    // Typing in the search changes the query only: the focus stays in the box.
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await tabTo(page, search);
    await page.keyboard.type('adm');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/tabs\/users\?.*adm/);
    await expect(search).toBeFocused();

    // The tab list is one stop: Shift+Tab back to it, the arrows to a tab, Enter to open it.
    const tabs = page.getByRole('navigation', { name: 'Users app navigation' });
    await tabTo(page, tabs.getByRole('tab', { name: 'Users' }), { back: true });
    await page.keyboard.press('ArrowDown');
    await expect(tabs.getByRole('tab', { name: 'Permissions' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host}/users/tabs/permissions`);
    await expectHeadingFocused(page, 'Permissions');

    // Choosing a group is ?groupId= alone: the focus stays on the group's button.
    const group = page.getByRole('navigation', { name: 'Security groups' }).getByRole('button').first();
    await tabTo(page, group);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/tabs\/permissions\?groupId=/);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(group).toBeFocused();

    await tabTo(page, tabs.getByRole('tab', { name: 'Permissions' }), { back: true });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${host}/users/tabs/settings`);
    await expectHeadingFocused(page, 'Settings');
    // Tab goes on inside the screen, not from the top of the page.
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.inRemoteRoot).toBe(true);
    expect(next.tag).not.toBe('BODY');
  });

  test('standalone: a route change moves the focus to the heading too', async ({ page }) => {
    const session = await apiLogin('admin');
    await page.goto(standaloneHandOffUrl(session));
    await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
    expect((await focused(page)).tag).toBe('BODY');

    await tabTo(page, page.getByRole('button', { name: 'Create user', exact: true }));
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Create a new user', false);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Facility login' })).toBeFocused();
    // Back (Shift+Tab twice: the heading, then Back) returns to the Users tab, focus on its heading.
    await tabTo(page, page.getByRole('button', { name: 'Back' }), { back: true, max: 3 });
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Users', false);
  });
});

test.describe('keyboard focus when a dialog closes', () => {
  test("user details: 'Offboard…' opened with the keyboard gives the focus back to its button on Escape and on Cancel", async ({ adminPage: page }) => {
    const { host } = e2eUrls();
    const { token } = await apiLogin('admin');
    const stamp = Date.now().toString(36);
    const partyId = await createUserWithLogin(token, { firstName: 'Kay', lastName: `Focus${stamp}`, userLoginId: `kay.focus${stamp}`, password: 'Kay@12345' });
    await page.goto(`${host}/users/user-details/${partyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User details', exact: true })).toBeVisible();

    const offboard = page.getByRole('button', { name: 'Offboard…', exact: true });
    const dialog = page.getByRole('dialog', { name: `Offboard Kay Focus${stamp}` });
    await tabTo(page, offboard, { max: 80 });
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'What ends' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(offboard).toBeFocused();
    expect(await focused(page)).toEqual({ tag: 'BUTTON', text: 'Offboard…', screenHeading: false, inRemoteRoot: true });

    // Again, closed with its Cancel button by the keyboard: nothing was offboarded.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'What ends' })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel', exact: true }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(offboard).toBeFocused();
    expect(await omsFind(token, { entityName: 'UserLogin', inputFields: { partyId }, fieldList: ['enabled'] })).toEqual([{ enabled: 'Y' }]);
  });
});
