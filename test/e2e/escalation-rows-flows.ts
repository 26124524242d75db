/**
 * Escalation-matrix rows of the flows (issue 63): quick setup of an existing login (template CSR),
 * import (a row naming an existing user; a row in the restricted group), offboarding, and the
 * permission grid (WEBTOOLS_VIEW, APP_SUPER_USER's permission, in the super column; a grant to a
 * group the viewer is in, in the own column). No template hands out a restricted group, so quick
 * setup's restricted cells are n/a; the grid's targets are groups, so its restricted cells are too.
 * Restore and the access review: escalation-rows-restore.ts.
 */
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { e2eUrls, expect, omsFind, omsPost, usersApp } from './fixtures';
import { currentGroups, everHeld, leaveGroup, logsIn, openDetails, REASONS, RESTRICTED, recordServices } from './escalation-support';
import type { Cell, EscalationRow, Person } from './escalation-support';

/** Quick setup of the target's existing login with the CSR template, Finish pressed. */
async function finishQuickSetup(page: Page, target: Person): Promise<void> {
  await page.goto(`${e2eUrls().host}/users/user-quick-setup/${target.partyId}`);
  await expect(page.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Select template' }).click();
  await page.getByRole('option', { name: 'CSR', exact: true }).click();
  await page.getByRole('textbox', { name: /^Username/ }).fill(target.userLoginId);
  await page.getByLabel(/^Password/).fill(target.password);
  await page.getByRole('textbox', { name: /^Email/ }).fill(`${target.userLoginId}.esc@example.com`);
  await page.getByRole('button', { name: 'Finish setup' }).click();
}

const steps = (page: Page) => page.getByRole('list', { name: 'Setup steps' });

/** The group step is refused with `reason`, no group write is sent, the login keeps its groups and password. */
function quickSetupRefused(reason: string): Cell {
  return async ({ page, target, token }) => {
    const before = await currentGroups(token, target.userLoginId);
    const services = recordServices(page);
    try {
      await finishQuickSetup(page, target);
      await expect(steps(page).locator('[data-step="securityGroup"]')).toHaveAttribute('data-status', 'refused');
      await expect(steps(page)).toContainText(reason);
      await expect(page.getByRole('alertdialog', { name: 'Setup complete' })).toHaveCount(0);
      expect(services.sent).not.toContain('addPartyUserPermission');
    } finally {
      services.stop();
    }
    expect(await currentGroups(token, target.userLoginId)).toEqual(before);
    expect(await logsIn(target.userLoginId, target.password)).toBe(true);
  };
}

/** A super viewer's quick setup runs on the existing login: CSR read back, then ended again. */
const quickSetupRuns: Cell = async ({ page, target, token }) => {
  try {
    await finishQuickSetup(page, target);
    await expect(page.getByRole('alertdialog', { name: 'Setup complete' })).toBeVisible();
    expect(await currentGroups(token, target.userLoginId)).toContain('CSR');
  } finally {
    await leaveGroup(token, target.userLoginId, 'CSR');
  }
  expect(await logsIn(target.userLoginId, target.password)).toBe(true);
};

const quickSetup: EscalationRow = {
  name: 'quick setup of an existing login',
  cells: {
    'admin/super': quickSetupRuns,
    'admin/own': quickSetupRuns,
    'sam/super': quickSetupRefused(REASONS.superTarget),
    'sam/own': quickSetupRefused(REASONS.ownAccess),
  },
};

/** The name of the file each page chose last. */
const shownFiles = new WeakMap<Page, string>();
const fileName = (page: Page): string => shownFiles.get(page) ?? '';

/** The import screen with a file of one row for `login` in `group`; answers the preview's table. */
async function previewImport(page: Page, rows: Array<{ first: string; last: string; login: string; group: string }>): Promise<void> {
  const file = Buffer.from(
    Papa.unparse({
      fields: ['First name', 'Last name', 'Username', 'Password', 'Email', 'Security group'],
      data: rows.map((row) => [row.first, row.last, row.login, 'secret@12', `${row.login}@example.com`, row.group]),
    }),
  );
  await page.goto(`${e2eUrls().host}/users/import-users`);
  await expect(page.getByRole('heading', { name: 'Import users', level: 1 })).toBeVisible();
  const name = `esc${Date.now()}.csv`;
  shownFiles.set(page, name);
  await page.getByTestId('import-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await expect(page.getByRole('table', { name: 'Rows of the file' })).toBeVisible();
}

const fileTable = (page: Page) => page.getByRole('table', { name: 'Rows of the file' });

/**
 * A row naming the target's existing login, in CSR: the import only makes new logins, so the row
 * is refused for every viewer with the username taken (issue 63 found quick setup's steps run on it).
 */
const importExisting: Cell = async ({ page, target, token }) => {
  const before = await currentGroups(token, target.userLoginId);
  await previewImport(page, [{ first: 'X', last: target.name.split(' ')[1]!, login: target.userLoginId, group: 'CSR' }]);
  await expect(fileTable(page).getByRole('row').filter({ hasText: target.userLoginId })).toContainText(`Username ${target.userLoginId} is already taken.`);
  await expect(page.getByText('0 rows ready, 1 with problems')).toBeVisible();
  expect(await currentGroups(token, target.userLoginId)).toEqual(before);
};

/** A new login in the restricted group: flagged with the reason, left out of the data manager's file. */
const importRestricted: Cell = async ({ page, token }) => {
  const login = `esc.wm${Date.now().toString(36)}`;
  await previewImport(page, [{ first: 'Wim', last: 'Restricted', login, group: RESTRICTED.groupId }]);
  await expect(fileTable(page)).toContainText(REASONS.restrictedGroup);
  await expect(page.getByTestId('data-manager-dropped')).toContainText('Rows not sent to the data manager');
  expect(await omsFind(token, { entityName: 'UserLogin', inputFields: { userLoginId: login } })).toEqual([]);
  expect(await everHeld(token, login, RESTRICTED.groupId)).toBe(0);
};

/** Rule 4 binds a super viewer too: admin sends the file to the data manager; the restricted row never reaches the OMS. */
const dataManagerRestricted: Cell = async (context) => {
  const { page, token } = context;
  const stamp = Date.now().toString(36);
  const rows = [
    { first: 'Dora', last: `Plain${stamp}`, login: `dora.esc${stamp}`, group: 'CSR' },
    { first: 'Wes', last: `Restricted${stamp}`, login: `wes.esc${stamp}`, group: RESTRICTED.groupId },
  ];
  await previewImport(page, rows);
  await expect(fileTable(page)).toContainText(REASONS.restrictedGroup);
  await expect(page.getByTestId('data-manager-dropped')).toContainText('Rows not sent to the data manager');
  await page.getByRole('button', { name: 'Send to the OMS data manager' }).click();
  await expect(page.getByText('Sent: the OMS imports the file in the background.')).toBeVisible();
  const job = page.getByRole('table', { name: 'Import history' }).getByRole('row').filter({ hasText: fileName(page) });
  await expect(job.first()).toContainText('Finished', { timeout: 60_000 });
  expect(await omsFind(token, { entityName: 'UserLogin', inputFields: { userLoginId: rows[1]!.login } })).toEqual([]);
  expect(await everHeld(token, rows[1]!.login, RESTRICTED.groupId)).toBe(0);
  expect(await currentGroups(token, rows[0]!.login)).toEqual(['CSR']);
  // The one made: out of the other specs' lists.
  const [login] = await omsFind<{ partyId: string }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: rows[0]!.login } });
  if (login) await omsPost(token, 'service/updatePerson', { partyId: login.partyId, statusId: 'PARTY_DISABLED' });
};

const importRow: EscalationRow = {
  name: 'import users (preview; data manager)',
  cells: {
    'admin/super': importExisting,
    'admin/restricted': dataManagerRestricted,
    'admin/own': importExisting,
    'sam/super': importExisting,
    'sam/restricted': importRestricted,
    'sam/own': importExisting,
  },
};

export const offboardDialog = (page: Page, target: Person) => page.getByRole('dialog', { name: `Offboard ${target.name}` });

/** Opens 'Offboard…' on the target's page. */
export async function openOffboard(page: Page, target: Person): Promise<void> {
  await openDetails(page, target);
  await page.getByRole('button', { name: 'Offboard…' }).click();
  await expect(offboardDialog(page, target)).toBeVisible();
}

/** Offboarding the target is refused with `reason`; nothing of it reaches the OMS. */
function offboardRefused(reason: string): Cell {
  return async ({ page, target, token }) => {
    const before = await currentGroups(token, target.userLoginId);
    await openOffboard(page, target);
    const dialog = offboardDialog(page, target);
    await expect(dialog).toContainText(reason);
    const offboard = dialog.getByRole('button', { name: 'Offboard', exact: true });
    if ((await offboard.count()) > 0) await expect(offboard).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await currentGroups(token, target.userLoginId)).toEqual(before);
  };
}

/** On one's own page 'Offboard…' is off, its tooltip says why; nothing changes. */
const ownOffboardOff: Cell = async ({ page, target, token }) => {
  const before = await currentGroups(token, target.userLoginId);
  await openDetails(page, target);
  const button = page.getByRole('button', { name: 'Offboard…' });
  await expect(button).toBeDisabled();
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('You cannot offboard your own user: it would log you out before the offboarding ends.');
  await page.mouse.move(0, 0);
  expect(await currentGroups(token, target.userLoginId)).toEqual(before);
};

const offboarding: EscalationRow = {
  name: 'offboarding',
  cells: {
    // A super viewer is offered offboarding a super user (the preview, Offboard on); not pressed: it would end tomas's SUPER.
    async 'admin/super'({ page, target }) {
      await openOffboard(page, target);
      const dialog = offboardDialog(page, target);
      await expect(dialog.getByRole('list', { name: 'What ends' })).toContainText('End the security groups');
      await expect(dialog).not.toContainText(REASONS.superTarget);
      await expect(dialog.getByRole('button', { name: 'Offboard', exact: true })).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
    'admin/own': ownOffboardOff,
    'sam/super': offboardRefused(REASONS.superTarget),
    'sam/own': ownOffboardOff,
  },
};

const POWER = 'WEBTOOLS_VIEW';
const capabilityCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: 'Manage super users', exact: true }) });
const groupsDialog = (page: Page) => page.getByRole('dialog', { name: 'Manage security groups' });
const GRANTEE = { groupId: 'FULFILLMENT_ASSOCIATE', name: 'Fulfillment Associate' } as const;

async function grants(token: string, groupId: string, permissionId: string): Promise<Array<{ fromDate: number }>> {
  return omsFind(token, { entityName: 'SecurityGroupPermission', inputFields: { groupId, permissionId }, filterByDate: 'Y' });
}

async function endGrants(token: string, groupId: string, permissionId: string): Promise<void> {
  for (const { fromDate } of await grants(token, groupId, permissionId)) {
    await omsPost(token, 'service/updateSecurityPermissionToSecurityGroup', { groupId, permissionId, fromDate, thruDate: Date.now() });
  }
}

async function openPowerGroups(page: Page, search: string): Promise<void> {
  await page.goto(`${e2eUrls().host}/users/tabs/permissions?view=app&app=users`);
  await capabilityCard(page).getByRole('button', { name: 'Manage security groups: Manage super users' }).click();
  await groupsDialog(page).getByRole('searchbox', { name: 'Search security groups' }).fill(search);
}

const OWN_GROUP_PERMISSION = 'COMMERCEUSER_VIEW';
const permissionBox = (page: Page, permissionId: string) => page.locator(`[data-permission="${permissionId}"]`).first().getByRole('checkbox');

const grid: EscalationRow = {
  name: 'permission grid',
  cells: {
    async 'admin/super'({ page, token }) {
      try {
        await openPowerGroups(page, GRANTEE.name);
        const box = groupsDialog(page).getByRole('checkbox', { name: new RegExp(`^${GRANTEE.name}`) });
        await box.click();
        await groupsDialog(page).getByRole('button', { name: 'Review changes' }).click();
        await groupsDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
        await expect(usersApp(page).toast('Security group permission association successfully updated.').first()).toBeVisible();
        expect(await grants(token, GRANTEE.groupId, POWER)).toHaveLength(1);
      } finally {
        await endGrants(token, GRANTEE.groupId, POWER);
      }
    },
    async 'sam/super'({ page, token }) {
      await openPowerGroups(page, GRANTEE.name);
      const box = groupsDialog(page).getByRole('checkbox', { name: new RegExp(`^${GRANTEE.name}`) });
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(REASONS.superPower);
      await groupsDialog(page).getByRole('button', { name: 'Cancel' }).click();
      expect(await grants(token, GRANTEE.groupId, POWER)).toEqual([]);
    },
    async 'sam/own'({ page, token }) {
      const group = 'SECURITY_ADMIN';
      const before = await grants(token, group, OWN_GROUP_PERMISSION);
      await page.goto(`${e2eUrls().host}/users/tabs/permissions?groupId=${group}`);
      await page.getByRole('searchbox', { name: 'Search permissions' }).fill(OWN_GROUP_PERMISSION);
      await expect(permissionBox(page, OWN_GROUP_PERMISSION)).toBeDisabled();
      await expect(permissionBox(page, OWN_GROUP_PERMISSION)).toHaveAccessibleDescription(REASONS.ownAccess);
      expect(await grants(token, group, OWN_GROUP_PERMISSION)).toEqual(before);
    },
  },
};

export const FLOW_ROWS: EscalationRow[] = [quickSetup, importRow, offboarding, grid];
