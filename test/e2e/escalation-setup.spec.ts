/**
 * The change policy on quick setup and the OMS data manager (issue 63), signed in as sam.secure
 * (SECURITY_ADMIN, not a super user) through the host against the OMS dev server: quick setup on
 * admin (in SUPER) sends no addPartyUserPermission for admin and says why; a file with a row in
 * SECURITY_ADMIN sent to the data manager reaches the OMS without that row. What the OMS holds is
 * read back with performFind.
 */
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { apiLogin, DEMO_LOGINS, expect, loginThroughHost, omsFind, SECURITY_ADMIN_USER, SEED_PASSWORD, test } from './fixtures';

async function find(entityName: string, inputFields: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Array<Record<string, unknown>>> {
  const { token } = await apiLogin('admin');
  return omsFind(token, { entityName, inputFields, ...extra });
}

const currentGroups = async (userLoginId: string) =>
  (await find('UserLoginSecurityGroup', { userLoginId }, { filterByDate: 'Y', viewSize: 200 })).map((row) => String(row.groupId)).sort();

/** Signs in through the host's login form as sam.secure and opens `path`. */
const loginAsSam = (page: Page, path: string) => loginThroughHost(page, { userLoginId: SECURITY_ADMIN_USER.userLoginId, password: SEED_PASSWORD }, path);

/** The service calls the page sends, by name. */
function recordServices(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/service\/([^/?]+)/.exec(request.url());
    if (match && request.method() === 'POST') sent.push(match[1]!);
  });
  return sent;
}

test('quick setup of admin (in SUPER) by a security admin: no addPartyUserPermission for admin, each step says why, admin holds what it held', async ({ page }) => {
  const admin = DEMO_LOGINS.admin;
  const before = await currentGroups(admin.userLoginId);
  expect(before).toContain('SUPER');
  const sent = recordServices(page);
  await loginAsSam(page, `/users/user-quick-setup/${admin.partyId}`);
  await expect(page.getByRole('heading', { name: 'Create user', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
  await page.getByRole('combobox', { name: 'Select template' }).click();
  await page.getByRole('option', { name: 'CSR', exact: true }).click();
  await page.getByRole('textbox', { name: /^Username/ }).fill(admin.userLoginId);
  await page.getByLabel(/^Password/).fill('secret@12');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada.admin.setup@example.com');
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page.locator('.fui-ToastTitle').filter({ hasText: 'Not all of the setup ran. Not run: Create the login (Only a super user can change a super user.), Add to the security group' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Setup steps' });
  await expect(steps.locator('[data-step="securityGroup"]')).toHaveAttribute('data-status', 'refused');
  await expect(steps.locator('[data-step="login"]')).toHaveAttribute('data-status', 'refused');
  await expect(steps).toContainText('Only a super user can change a super user.');
  await expect(page.getByRole('alertdialog', { name: 'Setup complete' })).toHaveCount(0);

  expect(sent).not.toContain('addPartyUserPermission');
  expect(sent).not.toContain('createUpdatePartyEmailAddress');
  expect(await currentGroups(admin.userLoginId)).toEqual(before);
  const emails = await find('PartyContactDetailByPurpose', { partyId: admin.partyId, infoString: 'ada.admin.setup@example.com' });
  expect(emails).toEqual([]);
});

test('a file with a row in SECURITY_ADMIN sent to the OMS data manager by a security admin: that row never reaches the OMS, the others do', async ({ page }) => {
  const prefix = `Esc${Date.now()}`;
  const rows = [
    { first: prefix, last: 'Plain', login: `${prefix}.plain`.toLowerCase(), group: '' },
    { first: prefix, last: 'Secure', login: `${prefix}.secure`.toLowerCase(), group: 'SECURITY_ADMIN' },
  ];
  const file = Buffer.from(
    Papa.unparse({
      fields: ['First name', 'Last name', 'Username', 'Password', 'Email', 'Security group'],
      data: rows.map((row) => [row.first, row.last, row.login, 'secret@12', `${row.login}@example.com`, row.group]),
    }),
  );
  const fileName = `${prefix}.csv`;
  await loginAsSam(page, '/users/import-users');
  await expect(page.getByRole('heading', { name: 'Import users', level: 1 })).toBeVisible();
  await page.getByTestId('import-file-input').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: file });
  await expect(page.getByText('1 row ready, 1 with problems')).toBeVisible();
  // The preview names the policy's reason on the row, and says the row is not sent.
  await expect(page.getByRole('table', { name: 'Rows of the file' })).toContainText('This group is restricted: only users who already belong to it keep it.');
  await expect(page.getByTestId('data-manager-dropped')).toContainText('Rows not sent to the data manager');

  await page.getByRole('button', { name: 'Send to the OMS data manager' }).click();
  await expect(page.getByText('Sent: the OMS imports the file in the background.')).toBeVisible();
  const job = page.getByRole('table', { name: 'Import history' }).getByRole('row').filter({ hasText: fileName });
  await expect(job).toContainText('Finished', { timeout: 90_000 });
  // The OMS read one row: the other was never in the file.
  await expect(job.getByRole('cell').nth(2)).toHaveText('1');

  expect(await find('UserLogin', { userLoginId: rows[1]!.login })).toEqual([]);
  expect(await find('UserLoginSecurityGroup', { userLoginId: rows[1]!.login })).toEqual([]);
  expect(await find('Person', { firstName: prefix, lastName: 'Secure' })).toEqual([]);
  expect(await find('UserLogin', { userLoginId: rows[0]!.login })).toHaveLength(1);
  expect(await currentGroups(rows[0]!.login)).toEqual(['CSR']);
});
