/**
 * Escalation-matrix rows of the access paths (issue 63): 'Same access as…', App access's 'Add to
 * group…', and the Users tab's bulk 'Add to security group' and 'Remove from security group'.
 * Same access copies from the run's holder (CSR and the restricted group): onto a super user or
 * one's own user a super viewer is offered the copy (compared, not applied: it would end SUPER);
 * the security admin is refused each change with the policy's reason.
 */
import type { Page } from '@playwright/test';
import { e2eUrls, expect, omsPost } from './fixtures';
import { currentGroups, everHeld, leaveGroup, openDetails, PLAIN, REASONS, RESTRICTED } from './escalation-support';
import type { Cell, CellContext, EscalationRow, Person } from './escalation-support';

const sameDialog = (page: Page) => page.getByRole('dialog', { name: 'Same access as…' });
const groupLines = (page: Page) => sameDialog(page).getByRole('region', { name: 'Security groups' }).getByRole('listitem');

/** Compares the target with the run's holder; answers the dialog at its review. */
async function compareWithHolder({ page, target, holder }: CellContext): Promise<void> {
  await openDetails(page, target);
  await page.getByRole('button', { name: 'Same access as…' }).click();
  await sameDialog(page).getByRole('searchbox', { name: 'Search users' }).fill(holder.name.split(' ')[1]!);
  await sameDialog(page).getByRole('radio', { name: new RegExp(holder.userLoginId) }).check();
  await sameDialog(page).getByRole('button', { name: 'Compare' }).click();
  await expect(sameDialog(page).getByText(`${target.name} compared with ${holder.name}:`)).toBeVisible();
}

async function cancelSame(page: Page): Promise<void> {
  await sameDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(sameDialog(page)).toBeHidden();
}

const notGivenRestricted = `Not given ${RESTRICTED.name}: ${REASONS.restrictedGroup}`;

/** The restricted group is not given (the reason), nothing else differs, nothing can be applied. */
const sameRestricted: Cell = async (context) => {
  await compareWithHolder(context);
  await expect(groupLines(context.page)).toContainText([notGivenRestricted]);
  await expect(sameDialog(context.page).getByRole('button', { name: 'Apply changes' })).toBeDisabled();
  await cancelSame(context.page);
  expect(await everHeld(context.token, context.target.userLoginId, RESTRICTED.groupId)).toBe(0);
};

/** A super viewer on a super user or their own: offered (no reason but rule 4's), not applied. */
const sameOfferedToSuper: Cell = async (context) => {
  const before = await currentGroups(context.token, context.target.userLoginId);
  await compareWithHolder(context);
  await expect(groupLines(context.page)).toContainText([notGivenRestricted]);
  await expect(groupLines(context.page).filter({ hasText: /super user|raise your own/ })).toHaveCount(0);
  await expect(sameDialog(context.page).getByRole('button', { name: 'Apply changes' })).toBeEnabled();
  await cancelSame(context.page);
  expect(await currentGroups(context.token, context.target.userLoginId)).toEqual(before);
};

const sameAccess: EscalationRow = {
  name: 'Same access as…',
  cells: {
    'admin/super': sameOfferedToSuper,
    'admin/restricted': sameRestricted,
    'admin/own': sameOfferedToSuper,
    async 'sam/super'(context) {
      const before = await currentGroups(context.token, context.target.userLoginId);
      await compareWithHolder(context);
      await expect(groupLines(context.page)).toContainText([`Not given Customer Service Representative: ${REASONS.superTargetGroups}`]);
      await expect(sameDialog(context.page).getByText('Nothing to apply: what is left as it is says why.')).toBeVisible();
      await expect(sameDialog(context.page).getByRole('button', { name: 'Apply changes' })).toBeDisabled();
      await cancelSame(context.page);
      expect(await currentGroups(context.token, context.target.userLoginId)).toEqual(before);
    },
    'sam/restricted': sameRestricted,
    async 'sam/own'(context) {
      const before = await currentGroups(context.token, context.target.userLoginId);
      await compareWithHolder(context);
      await expect(groupLines(context.page)).toContainText([`Not given Customer Service Representative: ${REASONS.ownAccess}`]);
      await cancelSame(context.page);
      expect(await currentGroups(context.token, context.target.userLoginId)).toEqual(before);
    },
  },
};

const accessCard = (page: Page) => page.locator('.fui-Card', { has: page.getByRole('heading', { name: 'App access' }) });

async function showAppAccess(page: Page, target: Person): Promise<void> {
  await openDetails(page, target);
  await accessCard(page).getByRole('button', { name: 'Show app access' }).click();
  await expect(accessCard(page).getByRole('list', { name: 'App access' }).getByRole('listitem').first()).toBeVisible();
}

/** A super user opens every app: 'Add to group…' is offered nowhere, and nothing changes. */
const appAccessNothingToAdd: Cell = async ({ page, target, token }) => {
  const before = await currentGroups(token, target.userLoginId);
  await showAppAccess(page, target);
  await expect(accessCard(page).getByRole('button', { name: /^Add to group…/ })).toHaveCount(0);
  expect(await currentGroups(token, target.userLoginId)).toEqual(before);
};

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add to group…' });

async function openFulfillmentAdd(page: Page, target: Person): Promise<void> {
  await showAppAccess(page, target);
  const fulfillment = accessCard(page).getByRole('list', { name: 'App access' }).getByRole('listitem').filter({ has: page.locator('summary', { hasText: /^Fulfillment/ }) });
  await fulfillment.locator('summary').first().click();
  await fulfillment.getByRole('button', { name: 'Add to group…' }).first().click();
  await expect(addDialog(page)).toBeVisible();
}

/** The groups that would open Fulfillment for a plain user: never a restricted one. */
const appAccessRestricted: Cell = async ({ page, target, token }) => {
  await openFulfillmentAdd(page, target);
  await expect(addDialog(page).getByRole('radio').first()).toBeVisible();
  const labels = await addDialog(page).locator('.fui-Radio').allTextContents();
  for (const restricted of ['Warehouse Manager', 'Store Associate', 'Security Admin', 'Commerce User']) expect(labels.filter((label) => label.startsWith(restricted)), restricted).toEqual([]);
  await addDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(addDialog(page)).toBeHidden();
  expect(await everHeld(token, target.userLoginId, RESTRICTED.groupId)).toBe(0);
};

const appAccess: EscalationRow = {
  name: "App access 'Add to group…'",
  cells: {
    'admin/super': appAccessNothingToAdd,
    'admin/restricted': appAccessRestricted,
    'admin/own': appAccessNothingToAdd,
    'sam/super': appAccessNothingToAdd,
    'sam/restricted': appAccessRestricted,
    async 'sam/own'({ page, target, token }) {
      const before = await currentGroups(token, target.userLoginId);
      await openFulfillmentAdd(page, target);
      await expect(addDialog(page).getByRole('status')).toContainText(`No group you may add them to grants it. ${REASONS.ownAccess}`);
      await expect(addDialog(page).getByRole('button', { name: 'Add to group', exact: true })).toBeDisabled();
      await addDialog(page).getByRole('button', { name: 'Cancel' }).click();
      expect(await currentGroups(token, target.userLoginId)).toEqual(before);
    },
  },
};

const bulkDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The Users tab searched for the target's last name, the target selected, the bulk action opened. */
async function openBulk(page: Page, target: Person, action: string): Promise<void> {
  await page.goto(`${e2eUrls().host}/users/tabs/users?q=${encodeURIComponent(target.name.split(' ')[1]!)}`);
  await page.getByRole('checkbox', { name: `Select ${target.name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  await expect(bar.getByText('Selected: 1')).toBeVisible();
  await bar.getByRole('button', { name: action, exact: true }).click();
}

async function chooseGroup(page: Page, title: string, groupName: string): Promise<void> {
  await bulkDialog(page, title).getByRole('combobox', { name: 'Security group' }).click();
  await page.getByRole('listbox', { name: 'Security group' }).getByRole('option', { name: groupName }).click();
}

async function closeBulk(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(bulkDialog(page, title)).toBeHidden();
}

/** Runs the bulk action on the one selected user: done, read back by `check`. */
async function applyBulk(page: Page, title: string): Promise<void> {
  const dialog = bulkDialog(page, title);
  await expect(dialog.getByText('Changes: 1. Skipped: 0.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Apply to 1 user/ }).click();
  await expect(dialog.getByText('Done 1 of 1; 0 failed.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The one user is skipped with `reason`; nothing can be applied. */
async function skippedBulk(page: Page, title: string, target: Person, reason: string): Promise<void> {
  const dialog = bulkDialog(page, title);
  await expect(dialog.getByText('Changes: 0. Skipped: 1.')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: target.userLoginId })).toContainText(reason);
  const apply = dialog.getByRole('button', { name: /^Apply to/ });
  if ((await apply.count()) > 0) await expect(apply).toBeDisabled();
  await closeBulk(page, title);
}

const ADD = 'Add to security group';
const bulkAddDone: Cell = async ({ page, target, token }) => {
  try {
    await openBulk(page, target, ADD);
    await chooseGroup(page, ADD, PLAIN.name);
    await applyBulk(page, ADD);
    expect(await currentGroups(token, target.userLoginId)).toContain(PLAIN.groupId);
  } finally {
    await leaveGroup(token, target.userLoginId, PLAIN.groupId);
  }
};
const bulkAddRestricted: Cell = async ({ page, target, token }) => {
  await openBulk(page, target, ADD);
  await bulkDialog(page, ADD).getByRole('combobox', { name: 'Security group' }).click();
  const list = page.getByRole('listbox', { name: 'Security group' });
  await expect(list.getByRole('option', { name: PLAIN.name })).toBeVisible();
  await expect(list.getByRole('option', { name: RESTRICTED.name })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await closeBulk(page, ADD);
  expect(await everHeld(token, target.userLoginId, RESTRICTED.groupId)).toBe(0);
};
function bulkAddSkipped(reason: string): Cell {
  return async ({ page, target, token }) => {
    const before = await currentGroups(token, target.userLoginId);
    await openBulk(page, target, ADD);
    await chooseGroup(page, ADD, PLAIN.name);
    await skippedBulk(page, ADD, target, reason);
    expect(await currentGroups(token, target.userLoginId)).toEqual(before);
  };
}

const bulkAdd: EscalationRow = {
  name: "bulk 'Add to security group'",
  cells: {
    'admin/super': bulkAddDone,
    'admin/restricted': bulkAddRestricted,
    'admin/own': bulkAddDone,
    'sam/super': bulkAddSkipped(REASONS.superTargetGroups),
    'sam/restricted': bulkAddRestricted,
    'sam/own': bulkAddSkipped(REASONS.ownAccess),
  },
};

const REMOVE = 'Remove from security group';
/** The target is given the plain group first (by admin, through the OMS), then the bulk removal is tried. */
function bulkRemove(expected: 'done' | string): Cell {
  return async ({ page, target, token }) => {
    await omsPost(token, 'service/addPartyUserPermission', { userLoginId: target.userLoginId, groupIds: [PLAIN.groupId] });
    try {
      await openBulk(page, target, REMOVE);
      await chooseGroup(page, REMOVE, PLAIN.name);
      if (expected === 'done') {
        await applyBulk(page, REMOVE);
        expect(await currentGroups(token, target.userLoginId)).not.toContain(PLAIN.groupId);
      } else {
        await skippedBulk(page, REMOVE, target, expected);
        expect(await currentGroups(token, target.userLoginId)).toContain(PLAIN.groupId);
      }
    } finally {
      await leaveGroup(token, target.userLoginId, PLAIN.groupId);
    }
  };
}

const bulkRemoveRow: EscalationRow = {
  name: "bulk 'Remove from security group'",
  cells: {
    'admin/super': bulkRemove('done'),
    'admin/own': bulkRemove('Your own user is left out.'),
    'sam/super': bulkRemove(REASONS.superTargetGroups),
    'sam/own': bulkRemove('Your own user is left out.'),
  },
};

export const ACCESS_ROWS: EscalationRow[] = [sameAccess, appAccess, bulkAdd, bulkRemoveRow];
