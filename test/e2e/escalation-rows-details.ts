/**
 * Escalation-matrix rows of the user-details screen (issue 63): Clearance's Add Security Group,
 * Reset password, Block login, Force logout and Disable user. The targets: tomas.nakamura (in
 * SUPER), the run's plain user for the restricted group, the viewer's own user. A super viewer's
 * writes on tomas are made, read back and undone; the viewer's own block, force logout and disable
 * (ending one's own access, which the policy allows) are checked as offered and not pressed: they
 * would end the shared page's session.
 */
import type { Page } from '@playwright/test';
import { apiLogin, createUserWithLogin, expect, expectDirectOmsViolations, omsFind, omsPost, usersApp } from './fixtures';
import { card, currentGroups, everHeld, leaveGroup, loginState, logsIn, openDetails, partyStatus, PLAIN, REASONS, RESTRICTED } from './escalation-support';
import type { Cell, CellContext, EscalationRow } from './escalation-support';

const GROUPS_SAVED = 'Security group(s) updated successfully.';
const select = (page: Page) => page.getByRole('dialog', { name: 'Select security groups' });

async function openGroupSelect(page: Page, search: string): Promise<void> {
  await card(page, 'Clearance').getByRole('button', { name: 'Add Security Group', exact: true }).click();
  await select(page).getByRole('searchbox', { name: 'Search security groups' }).fill(search);
}

async function closeSelect(page: Page): Promise<void> {
  const dialog = select(page);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/** Adds the plain group through the select dialog: saved, read back, then ended again. */
const addPlainGroup: Cell = async ({ page, target, token }) => {
  await openDetails(page, target);
  try {
    await openGroupSelect(page, 'merch');
    await select(page).getByRole('checkbox', { name: new RegExp(PLAIN.name) }).check();
    await select(page).getByRole('button', { name: 'Save' }).click();
    await expect(usersApp(page).toast(GROUPS_SAVED).first()).toBeVisible();
    expect(await currentGroups(token, target.userLoginId)).toContain(PLAIN.groupId);
  } finally {
    await leaveGroup(token, target.userLoginId, PLAIN.groupId);
  }
};

/** The restricted group is not in the list (searched for by name); nothing reaches the OMS. */
async function restrictedNotOffered({ page, target, token }: CellContext): Promise<void> {
  await openDetails(page, target);
  await openGroupSelect(page, 'warehouse');
  await expect(select(page).getByRole('checkbox', { name: new RegExp(RESTRICTED.name) })).toHaveCount(0);
  await closeSelect(page);
  expect(await everHeld(token, target.userLoginId, RESTRICTED.groupId)).toBe(0);
}

const clearance: EscalationRow = {
  name: 'Clearance: add a group',
  cells: {
    'admin/super': addPlainGroup,
    'admin/restricted': restrictedNotOffered,
    'admin/own': addPlainGroup,
    async 'sam/super'({ page, target, token }) {
      const before = await currentGroups(token, target.userLoginId);
      await openDetails(page, target);
      const add = card(page, 'Clearance').getByRole('button', { name: 'Add Security Group', exact: true });
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(REASONS.superTargetGroups);
      expect(await currentGroups(token, target.userLoginId)).toEqual(before);
    },
    async 'sam/restricted'(context) {
      await restrictedNotOffered(context);
      // A plain group is the security admin's to give.
      await addPlainGroup(context);
    },
    async 'sam/own'({ page, target, token }) {
      const before = await currentGroups(token, target.userLoginId);
      await openDetails(page, target);
      await expect(card(page, 'Clearance')).toContainText(REASONS.ownAccess);
      await openGroupSelect(page, 'merch');
      await expect(select(page).getByRole('checkbox', { name: new RegExp(PLAIN.name) })).toHaveCount(0);
      await closeSelect(page);
      expect(await currentGroups(token, target.userLoginId)).toEqual(before);
    },
  },
};

const NEW_PASSWORD = 'Escal@456';

/** Sets the target's password in the dialog; read back by logging in with it; set back after. */
const setPassword: Cell = async ({ page, target }) => {
  // A token taken before: the viewer's own password changes here.
  const { token } = await apiLogin('admin');
  await openDetails(page, target);
  await card(page, 'Login details').getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByLabel('New password').fill(NEW_PASSWORD);
  await dialog.getByLabel('Verify password').fill(NEW_PASSWORD);
  try {
    await dialog.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expect(usersApp(page).toast('Password reset successful.').first()).toBeVisible();
    expect(await logsIn(target.userLoginId, NEW_PASSWORD)).toBe(true);
  } finally {
    await omsPost(token, 'service/resetPassword', { userLoginId: target.userLoginId, newPassword: target.password, newPasswordVerify: target.password });
  }
  expect(await logsIn(target.userLoginId, target.password)).toBe(true);
};

const password: EscalationRow = {
  name: 'Reset password',
  cells: {
    'admin/super': setPassword,
    'admin/own': setPassword,
    async 'sam/super'({ page, target }) {
      await openDetails(page, target);
      const reset = card(page, 'Login details').getByRole('button', { name: 'Reset password' });
      // With an email on file it opens for the reset email only; without one it is off.
      if (await reset.isEnabled()) {
        await reset.click();
        const dialog = page.getByRole('dialog', { name: 'Reset password' });
        await expect(dialog.getByText(REASONS.superTarget)).toBeVisible();
        await expect(dialog.getByLabel('New password')).toHaveCount(0);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      } else {
        await expect(reset).toHaveAccessibleDescription(REASONS.superTarget);
      }
      expect(await logsIn(target.userLoginId, target.password)).toBe(true);
    },
    'sam/own': setPassword,
  },
};

const loginCard = (page: Page) => card(page, 'Login details');

/** A control on one's own user that the policy leaves on (ending one's own access): offered, not pressed. */
function ownOffered(control: (page: Page) => ReturnType<Page['getByRole']>): Cell {
  return async ({ page, target }) => {
    await openDetails(page, target);
    await expect(control(page)).toBeEnabled();
    await expect(control(page)).not.toHaveAccessibleDescription(/super user|raise your own/);
  };
}

const blockSwitch = (page: Page) => loginCard(page).getByRole('switch', { name: 'Block login' });
const block: EscalationRow = {
  name: 'Block login',
  cells: {
    async 'admin/super'({ page, target, token }) {
      await openDetails(page, target);
      try {
        await blockSwitch(page).click();
        await page.getByRole('alertdialog', { name: 'Block user login' }).getByRole('button', { name: 'Yes' }).click();
        await expect(usersApp(page).toast('User login status updated successfully.').first()).toBeVisible();
        expect((await loginState(token, target.userLoginId)).enabled).toBe('N');
      } finally {
        await omsPost(token, 'service/updateUserLoginStatus', { partyId: target.partyId, userLoginId: target.userLoginId, enabled: 'Y' });
      }
    },
    'admin/own': ownOffered(blockSwitch),
    async 'sam/super'({ page, target, token }) {
      await openDetails(page, target);
      await expect(blockSwitch(page)).toBeDisabled();
      await expect(loginCard(page).getByText(REASONS.superTarget)).toBeVisible();
      expect((await loginState(token, target.userLoginId)).enabled).not.toBe('N');
    },
    'sam/own': ownOffered(blockSwitch),
  },
};

const logoutButton = (page: Page) => loginCard(page).getByRole('button', { name: 'Force logout' });
const forceLogout: EscalationRow = {
  name: 'Force logout',
  cells: {
    async 'admin/super'({ page, target, token }) {
      // A session of tomas's to end.
      expect(await logsIn(target.userLoginId, target.password)).toBe(true);
      await openDetails(page, target);
      try {
        await logoutButton(page).click();
        await page.getByRole('alertdialog', { name: 'Force logout' }).getByRole('button', { name: 'Yes' }).click();
        await expect(usersApp(page).toast('User has been logged out.').first()).toBeVisible();
        expect((await loginState(token, target.userLoginId)).hasLoggedOut).toBe('Y');
      } finally {
        await logsIn(target.userLoginId, target.password);
      }
    },
    'admin/own': ownOffered(logoutButton),
    async 'sam/super'({ page, target, token }) {
      expect(await logsIn(target.userLoginId, target.password)).toBe(true);
      await openDetails(page, target);
      await expect(logoutButton(page)).toBeDisabled();
      await expect(logoutButton(page)).toHaveAccessibleDescription(REASONS.superTarget);
      expect((await loginState(token, target.userLoginId)).hasLoggedOut).not.toBe('Y');
    },
    'sam/own': ownOffered(logoutButton),
  },
};

const disableSwitch = (page: Page, name: string) => card(page, name).getByRole('switch', { name: 'Disable user' });
const disable: EscalationRow = {
  name: 'Disable user',
  cells: {
    async 'admin/super'({ page, target, token }) {
      await openDetails(page, target);
      try {
        await disableSwitch(page, target.name).click();
        await expect(usersApp(page).toast('User status updated successfully.').first()).toBeVisible();
        expect(await partyStatus(token, target.partyId)).toBe('PARTY_DISABLED');
      } finally {
        await omsPost(token, 'service/updatePerson', { partyId: target.partyId, statusId: 'PARTY_ENABLED' });
        await omsPost(token, 'service/updateUserLoginStatus', { partyId: target.partyId, userLoginId: target.userLoginId, enabled: 'Y' });
      }
    },
    'admin/own': async (context) => ownOffered((page) => disableSwitch(page, context.target.name))(context),
    async 'sam/super'({ page, target, token }) {
      await openDetails(page, target);
      await expect(disableSwitch(page, target.name)).toBeDisabled();
      await expect(card(page, target.name).getByText(REASONS.superTarget)).toBeVisible();
      expect(await partyStatus(token, target.partyId)).not.toBe('PARTY_DISABLED');
    },
    'sam/own': async (context) => ownOffered((page) => disableSwitch(page, context.target.name))(context),
  },
};

/**
 * Rule 5: a login's groups are read whole. A user of the cell's own in every group that gives no
 * super-user power (over 20), then SUPER last: the security admin's page still locks them.
 */
const manyGroups: EscalationRow = {
  name: 'a super user in 25+ groups (SUPER last)',
  cells: {
    async 'sam/super'({ page, token }) {
      // The set-up puts the login in restricted groups too, straight through the OMS.
      expectDirectOmsViolations();
      const all = await omsFind<{ groupId: string }>(token, { entityName: 'SecurityGroup', noConditionFind: 'Y', fieldList: ['groupId'], viewSize: 500 });
      const powered = new Set((await omsFind<{ groupId: string }>(token, { entityName: 'SecurityGroupPermission', inputFields: { permissionId: 'WEBTOOLS_VIEW' }, filterByDate: 'Y', viewSize: 500 })).map((row) => row.groupId));
      const others = all.map((row) => row.groupId).filter((groupId) => groupId !== 'SUPER' && !powered.has(groupId));
      expect(others.length, 'groups to fill the first page with').toBeGreaterThan(20);
      const stamp = Date.now().toString(36);
      const person = { userLoginId: `many.esc${stamp}`, name: `Mona Many${stamp}`, password: 'Escal@123', partyId: '' };
      person.partyId = await createUserWithLogin(token, { firstName: 'Mona', lastName: `Many${stamp}`, userLoginId: person.userLoginId, password: person.password, groupIds: others });
      await omsPost(token, 'service/addPartyUserPermission', { userLoginId: person.userLoginId, groupIds: ['SUPER'] });
      try {
        const before = await currentGroups(token, person.userLoginId);
        expect(before.length).toBeGreaterThan(20);
        await openDetails(page, person);
        const add = card(page, 'Clearance').getByRole('button', { name: 'Add Security Group', exact: true });
        await expect(add).toBeDisabled();
        await expect(add).toHaveAccessibleDescription(REASONS.superTargetGroups);
        await expect(blockSwitch(page)).toBeDisabled();
        await expect(loginCard(page).getByText(REASONS.superTarget)).toBeVisible();
        expect(await currentGroups(token, person.userLoginId)).toEqual(before);
        expect((await loginState(token, person.userLoginId)).enabled).not.toBe('N');
      } finally {
        // Out of the other specs' lists and of SUPER.
        await leaveGroup(token, person.userLoginId, 'SUPER');
        await omsPost(token, 'service/updatePerson', { partyId: person.partyId, statusId: 'PARTY_DISABLED' });
      }
    },
  },
};

export const DETAILS_ROWS: EscalationRow[] = [clearance, password, block, forceLogout, disable, manyGroups];
