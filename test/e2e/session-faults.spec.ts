/**
 * Faults that hit a whole screen rather than one write (issue 12): a storm of 401s, a slow OMS and
 * dropped reads, through the standalone page and the host against the OMS dev server.
 */
import type { Page, Response } from '@playwright/test';
import { KNOWN_PERSON, apiLogin, clearFaults, e2eUrls, emulateLatency, expect, faultsLeft, injectFault, loginThroughHost, standaloneHandOffUrl, test } from './fixtures';

const firstUserRow = (page: Page) => page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('link') }).first();

test.afterEach(() => clearFaults());

interface StormRecord {
  unauthorised: number;
  /** OMS calls sent after the first 401 answer: writes and logouts must not be among them. */
  after: string[];
  loginVisits: string[];
}

/** Records the OMS answers and the visits of the host's /login from now on. */
function recordStorm(page: Page): StormRecord {
  const { host, oms } = e2eUrls();
  const record: StormRecord = { unauthorised: 0, after: [], loginVisits: [] };
  page.on('response', (response: Response) => {
    if (response.url().startsWith(oms) && response.status() === 401) record.unauthorised++;
  });
  page.on('request', (request) => {
    if (record.unauthorised > 0 && request.url().startsWith(oms) && request.method() !== 'OPTIONS') record.after.push(`${request.method()} ${request.url().slice(oms.length)}`);
  });
  // Arrivals on the host's /login, by a page load or by the host's router (not the login page's
  // own updates of its query).
  let onLogin = false;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const arrived = frame.url().startsWith(`${host}/login`);
    if (arrived && !onLogin) record.loginVisits.push(frame.url());
    onLogin = arrived;
  });
  return record;
}

/** Client-side navigation to `path` (the router follows popstate), without a page load. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const writes = (calls: string[]) => calls.filter((call) => call.startsWith('POST service/') || call.includes('logout'));

/**
 * Ten reads answered 401 together: a group's permissions open with a burst of reads at once (the
 * catalog's three, the group's grants, a member count per group), and with 300 ms of emulated
 * latency they are all on their way before the first 401 comes back. Opened inside the app, as a
 * link would, so no new login comes first. Ends on the host's login.
 */
async function stormOnPermissions(page: Page, permissionsPath: string): Promise<StormRecord> {
  const { host } = e2eUrls();
  await expect(firstUserRow(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const storm = recordStorm(page);
  await injectFault('performFind', 'unauthorised', { times: 10 });
  await emulateLatency(page, 300);
  await openInApp(page, permissionsPath);
  await expect(page).toHaveURL(new RegExp(`^${host}/login(\\?|$)`));
  await page.waitForLoadState('networkidle');
  // The OMS answered all ten with 401 (counted by the server: the page may abort the rest).
  expect(await faultsLeft()).toEqual([]);
  expect(storm.unauthorised).toBeGreaterThanOrEqual(1);
  expect(storm.loginVisits).toHaveLength(1);
  expect(writes(storm.after), storm.after.join('\n')).toEqual([]);
  return storm;
}

test('standalone: a 401 storm ends in one trip to the launchpad login, with nothing written after it', async ({ page }) => {
  const { host, remote } = e2eUrls();
  await page.goto(standaloneHandOffUrl(await apiLogin('admin')));
  const storm = await stormOnPermissions(page, '/tabs/permissions?groupId=CSR');
  expect(new URL(storm.loginVisits[0] ?? '').searchParams.get('redirectUrl')).toBe(`${remote}/login`);
  // The session is gone: the remote's own page asks for a login again.
  await emulateLatency(page, 0);
  await page.goto(`${remote}/tabs/users`);
  await expect(page).toHaveURL(new RegExp(`^${host}/login\\?`));
});

test('in the host: a 401 storm ends in one trip to the login, with nothing written after it', async ({ page }) => {
  const { host } = e2eUrls();
  await loginThroughHost(page, 'admin', '/users/tabs/users');
  await stormOnPermissions(page, '/users/tabs/permissions?groupId=CSR');
  // The host's session is gone too: its pages ask for a login again.
  await emulateLatency(page, 0);
  await page.goto(`${host}/users/tabs/users`);
  await expect(page).toHaveURL(new RegExp(`^${host}/login`));
});

/** Opens the known person from the Users tab's search, inside the app (no reload, no new login). */
async function openKnownPersonInApp(page: Page, beforeClick: () => Promise<void>): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(KNOWN_PERSON.userLoginId);
  await search.press('Enter');
  const link = page.getByRole('table', { name: 'Users' }).getByRole('link', { name: `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}` });
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  await beforeClick();
  await link.click();
}

test('a read held back 20 s shows its loading state, and the screen can be left meanwhile', async ({ page }) => {
  await loginThroughHost(page, 'admin', '/users/tabs/users');
  await expect(firstUserRow(page)).toBeVisible();
  // The party read is held back: the screen's other reads (the cards', the lookups') go out with it
  // and may reach the OMS first, so the fault names its entity (findUserParty, src/oms/user-details.ts).
  // The user list reads that entity too, but it has settled before the fault is set.
  await openKnownPersonInApp(page, () => injectFault('performFind', 'delay', { delayMs: 20_000, entity: 'PartyAndUserLoginSecurityGroupDetails' }));
  await expect(page.getByText('Fetching user details')).toBeVisible();
  // Leave before the answer: back on the Users tab at once.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(firstUserRow(page)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Fetching user details')).toHaveCount(0);
});

test('dropped contact-card reads: the card offers Retry, and Retry brings its data', async ({ page }) => {
  await loginThroughHost(page, 'admin', '/users/tabs/users');
  await expect(firstUserRow(page)).toBeVisible();
  // The contact card's reads (findPartyContacts, src/oms/contacts.ts) lose their connection,
  // Chromium's own silent resend included, until the faults are cleared; the party read and the
  // other cards' reads go through. (Not "the first performFind goes through": the card reads go
  // out together with the party read and may reach the OMS before it.)
  await openKnownPersonInApp(page, () => injectFault('performFind', 'drop', { entity: 'PartyContactDetailByPurpose', times: 50 }));
  const contacts = page.getByRole('group', { name: 'Contact details' });
  await expect(contacts.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await expect(contacts.getByText(KNOWN_PERSON.email)).toHaveCount(0);
  await clearFaults();
  await contacts.getByRole('button', { name: 'Retry' }).first().click();
  await expect(contacts.getByText(KNOWN_PERSON.email)).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
