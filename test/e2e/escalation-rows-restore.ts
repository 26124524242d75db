/**
 * Escalation-matrix rows of restore and the access review (issue 63). Restore: a user of the row's
 * own in SUPER (super column) or in CSR and the restricted group (restricted column), offboarded
 * through the app by admin, then 'Restore access…' pressed through by the viewer: a super user is
 * given SUPER back, a security admin is refused every change to a former super user (rule 1), and
 * either gives back the restricted group the user held (rule 4's exception). One's own user is never
 * offboarded, so restore's own cells are n/a. The access review: Remove on the target's login.
 */
import type { Page } from '@playwright/test';
import { openNewReview } from './access-review-support';
import { apiLogin, expect, expectDirectOmsViolations, omsPost } from './fixtures';
import { currentGroups, leaveGroup, loginState, openDetails, REASONS, RESTRICTED } from './escalation-support';
import type { Cell, EscalationRow, Person } from './escalation-support';
import { offboardDialog, openOffboard } from './escalation-rows-flows';
import { newUser } from './offboardees';
import type { Offboardee } from './offboardees';

/** A user of its own in `groups` (with stores and a facility), offboarded through the app by admin. */
async function offboardedUser(adminPage: Page, label: string, groups: string[]): Promise<Offboardee> {
  const user = await newUser(label, groups);
  const person = { ...user, password: '' };
  await openOffboard(adminPage, person);
  const dialog = offboardDialog(adminPage, person);
  await dialog.getByRole('button', { name: 'Offboard', exact: true }).click();
  await expect(dialog.getByText(`${user.name} is offboarded.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await currentGroups((await apiLogin('admin')).token, user.userLoginId)).toEqual([]);
  return user;
}

const restoreDialog = (page: Page, user: Offboardee) => page.getByRole('dialog', { name: `Restore access for ${user.name}` });

/** 'Restore access…' pressed through to the end by the viewer; answers the dialog. */
async function restoreAs(page: Page, user: Offboardee, reason?: string): Promise<void> {
  await openDetails(page, { ...user, password: '' });
  await page.getByRole('button', { name: 'Restore access…' }).click();
  const dialog = restoreDialog(page, user);
  if (reason) await expect(dialog).toContainText(reason);
  else await expect(dialog.getByRole('list', { name: 'What comes back' })).toBeVisible();
  const restore = dialog.getByRole('button', { name: 'Restore', exact: true });
  if (await restore.isEnabled()) {
    await restore.click();
    await expect(dialog.getByRole('button', { name: /^(Done|Retry)$/ })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

function restoreSuper(allowed: boolean): Cell {
  return async ({ page, adminPage, token }) => {
    const user = await offboardedUser(adminPage, 'su', ['SUPER']);
    try {
      // The user was a super user: what the offboarding ended stays ended for a viewer who is not one (rule 1).
      await restoreAs(page, user, allowed ? undefined : `Full Admin ${REASONS.superTargetGroups}`);
      const groups = await currentGroups(token, user.userLoginId);
      if (allowed) expect(groups).toEqual(['SUPER']);
      else expect(groups).not.toContain('SUPER');
    } finally {
      await leaveGroup(token, user.userLoginId, 'SUPER');
    }
  };
}

/** A restore gives back the restricted group the offboarding ended (the user held it), for either viewer. */
const restoreRestricted: Cell = async ({ page, adminPage, token }) => {
  // The set-up puts a new login in the restricted group straight through the OMS.
  expectDirectOmsViolations();
  const user = await offboardedUser(adminPage, 'wm', ['CSR', RESTRICTED.groupId]);
  await restoreAs(page, user);
  expect(await currentGroups(token, user.userLoginId)).toEqual(['CSR', RESTRICTED.groupId].sort());
};

const restoreRow: EscalationRow = {
  name: 'restore access',
  cells: {
    'admin/super': restoreSuper(true),
    'admin/restricted': restoreRestricted,
    'sam/super': restoreSuper(false),
    'sam/restricted': restoreRestricted,
  },
};


/** The access review searched for the target's login: its row, with the decision for it. */
async function reviewRow(page: Page, target: Person) {
  await openNewReview(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Access review' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search logins' }).fill(target.userLoginId);
  const row = page.getByRole('table', { name: 'Logins under review' }).getByRole('row').filter({ has: page.getByRole('link', { name: target.userLoginId, exact: true }) });
  await expect(row.getByRole('radio', { name: 'Keep' })).toBeVisible();
  return row;
}

/** Remove is off for the target's login, with `reason`; nothing changes. (Apply is not reached.) */
function reviewRefused(reason: string): Cell {
  return async ({ page, target, token }) => {
    const before = await currentGroups(token, target.userLoginId);
    const row = await reviewRow(page, target);
    await expect(row.getByRole('radio', { name: 'Remove' })).toBeDisabled();
    await expect(row).toContainText(reason);
    expect(await currentGroups(token, target.userLoginId)).toEqual(before);
  };
}

const review: EscalationRow = {
  name: "access review's Remove",
  cells: {
    // Offered to a super viewer; not applied: it would offboard tomas.
    async 'admin/super'({ page, target }) {
      const row = await reviewRow(page, target);
      await expect(row.getByRole('radio', { name: 'Remove' })).toBeEnabled();
    },
    'admin/own': reviewRefused('Your own user is left out.'),
    'sam/super': reviewRefused(REASONS.superTarget),
    'sam/own': reviewRefused('Your own user is left out.'),
  },
};

/**
 * Decided again at Apply, from fresh reads: the security admin decides Remove on a plain login,
 * then (another admin, through the OMS) the login joins SUPER; Apply refuses it with the reason
 * and nothing of the offboarding reaches the OMS.
 */
const reviewApply: EscalationRow = {
  name: "access review's Apply (made super after the decision)",
  cells: {
    async 'sam/super'({ page, token }) {
      const user = await newUser('rv');
      const person = { ...user, password: '' };
      try {
        const row = await reviewRow(page, person);
        await row.getByRole('radio', { name: 'Remove' }).check();
        await omsPost(token, 'service/addPartyUserPermission', { userLoginId: user.userLoginId, groupIds: ['SUPER'] });
        await page.getByRole('textbox', { name: 'Search logins' }).fill('');
        await page.getByRole('button', { name: 'Apply removals (1)' }).click();
        const dialog = page.getByRole('dialog', { name: 'Apply the decisions' });
        await dialog.getByRole('button', { name: /^Apply to 1 login/ }).click();
        await page.getByRole('textbox', { name: 'Search logins' }).fill(user.userLoginId);
        await expect(row).toContainText(REASONS.superTarget);
        expect(await currentGroups(token, user.userLoginId)).toContain('SUPER');
        expect((await loginState(token, user.userLoginId)).enabled).not.toBe('N');
      } finally {
        await leaveGroup(token, user.userLoginId, 'SUPER');
      }
    },
  },
};

export const RESTORE_ROWS: EscalationRow[] = [restoreRow, review, reviewApply];
