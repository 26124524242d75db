/**
 * Session start is two waves of OMS requests before the first user rows (issue 14): the
 * permissions, the profile and the organization party together, then the list with its lookups
 * (the security groups).
 * The waves come from the order of the browser's own events (test/request-waves.ts). With a local
 * OMS an answer can come back within the milliseconds between two requests a screen sends without
 * waiting for each other; 300 ms of emulated latency (a real network's round trip) keeps such
 * requests in one wave, so the count shows what waits for what, not how busy the machine is.
 * A launchpad that warmed the app up while idle (users/prefetch `warmUpUsers`) makes it one wave:
 * the list leaves with the session reads, which check the kept facts again.
 */
import type { Page } from '@playwright/test';
import { describeWaves, recordOmsRequests } from '../request-waves';
import { apiLogin, e2eUrls, emulateLatency, expect, loginThroughHost, standaloneHandOffUrl, test } from './fixtures';

/** The session's reads, then the list with its lookups, in waves `session` and `list`. */
const sessionAndList = (session: number, list: number) => [
  `${session} getPermissions`,
  `${session} user-profile`,
  `${session} performFind PartyRole`,
  `${list} performFind PartyAndUserLoginSecurityGroupDetails`,
  `${list} performFind SecurityGroup`,
];

const firstUserRow = (page: Page) => page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ has: page.getByRole('link') }).first();

async function wavesBeforeRows(page: Page, open: () => Promise<unknown>): Promise<{ waves: number; report: string; names: string[] }> {
  const recorder = await recordOmsRequests(page, e2eUrls().oms);
  await emulateLatency(page, 300);
  await open();
  await expect(firstUserRow(page)).toBeVisible();
  await recorder.stop();
  const requests = recorder.requests();
  return { waves: recorder.waves(), report: describeWaves(requests), names: requests.map((request) => `${request.wave} ${request.name}`) };
}

test('standalone: the first user rows come after two waves of OMS requests', async ({ page }) => {
  const session = await apiLogin('admin');
  const { waves, report, names } = await wavesBeforeRows(page, () => page.goto(standaloneHandOffUrl(session)));
  console.info(`standalone hand-off → Users tab:\n${report}`);
  expect(names, report).toEqual(expect.arrayContaining(sessionAndList(1, 2)));
  expect(waves, report).toBe(2);
});

test('in the host: the remote\'s first user rows come after two waves of OMS requests', async ({ page }) => {
  const { host } = e2eUrls();
  // The home page's idle warm-up (users/prefetch `warmUpUsers`) reads the session facts once the
  // page is idle, which may come after 'networkidle': its reads, sent just before the reload, would
  // count as the reloaded page's first wave. The reload starts once they are answered.
  const warmedUp = page.waitForResponse((response) => response.url().endsWith('/api/user-profile') && response.ok(), { timeout: 15_000 });
  await loginThroughHost(page, 'admin');
  await warmedUp;
  await page.waitForLoadState('networkidle');
  const { waves, report, names } = await wavesBeforeRows(page, () => page.goto(`${host}/users/tabs/users`));
  console.info(`host reload → Users tab:\n${report}`);
  expect(names, report).toEqual(expect.arrayContaining(sessionAndList(1, 2)));
  expect(waves, report).toBe(2);
  // Asked once: the host's idle warm-up leaves them to the root's login under way.
  expect(names.filter((name) => /getPermissions|user-profile/.test(name)).sort(), report).toEqual(['1 getPermissions', '1 user-profile']);
});

test('in the host, idle on its home page, a click on Users sends the session reads and the list in one wave', async ({ page }) => {
  // Once idle, the host's warm-up (users/prefetch `warmUpUsers`) reads what the app's login needs to
  // know about the user: the only user-profile read of the home page.
  const warmedUp = page.waitForResponse((response) => response.url().endsWith('/api/user-profile') && response.ok(), { timeout: 15_000 });
  await loginThroughHost(page, 'admin');
  await warmedUp;
  await page.waitForLoadState('networkidle');
  const { waves, report, names } = await wavesBeforeRows(page, () => page.getByRole('navigation', { name: 'App switcher' }).getByRole('link', { name: 'Users', exact: true }).click());
  console.info(`host home → click on Users:\n${report}`);
  expect(names, report).toEqual(expect.arrayContaining(sessionAndList(1, 1)));
  expect(waves, report).toBe(1);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText('Authenticating')).toHaveCount(0);
});
