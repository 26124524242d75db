/** The launchpad hand-off between the host and the remote's own (standalone) page, both ways. */
import {
  DEMO_LOGINS,
  KNOWN_PERSON,
  apiLogin,
  e2eUrls,
  expect,
  expectNoSeriousA11yViolations,
  injectFault,
  loginThroughHost,
  standaloneHandOffUrl,
  submitHostLogin,
  test,
  usersApp,
} from './fixtures';

test('the standalone hand-off URL with partyId lands on that user\'s details', async ({ page }) => {
  const { remote } = e2eUrls();
  const session = await apiLogin('admin');
  await page.goto(standaloneHandOffUrl(session, { partyId: KNOWN_PERSON.partyId }));
  await expect(page).toHaveURL(`${remote}/user-details/${KNOWN_PERSON.partyId}`);
  const name = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(KNOWN_PERSON.userLoginId).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have permission' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the standalone user details');
});

test('a reload while the hand-off is still logging in keeps the session (it is kept before the token leaves the address)', async ({ page }) => {
  const { host, remote } = e2eUrls();
  const session = await apiLogin('admin');
  // The login's profile read is held 3 s: the address has lost the token long before the login is done.
  await injectFault('user-profile', 'delay', { delayMs: 3_000 });
  await page.goto(standaloneHandOffUrl(session));
  await expect(page).toHaveURL(`${remote}/tabs/users`);
  await page.reload();
  await expect(usersApp(page).tab('Users')).toHaveAttribute('aria-selected', 'true');
  expect(page.url()).toBe(`${remote}/tabs/users`);
  expect(page.url().startsWith(host)).toBe(false);
});

test('"Open standalone" in the host hands the session to the remote\'s own page', async ({ page }) => {
  const { remote } = e2eUrls();
  await loginThroughHost(page, 'admin');
  await page.getByRole('link', { name: 'Open standalone' }).click();
  await expect(page).toHaveURL(`${remote}/tabs/users`);
  await expect(usersApp(page).tab('Users')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'the standalone Users tab');
});

test('the standalone page sends a visitor to the host login and back; logout returns there', async ({ page }) => {
  const { host, remote } = e2eUrls();
  await page.goto(`${remote}/`);
  await expect(page).toHaveURL(`${host}/login?redirectUrl=${encodeURIComponent(`${remote}/login`)}`);
  await expect(page.getByText(`Log in to continue to ${remote}.`)).toBeVisible();

  await submitHostLogin(page, 'admin');
  await expect(page).toHaveURL(`${remote}/tabs/users`);
  const app = usersApp(page);
  await app.tab('Settings').click();
  await expect(page.getByText(`You are logged in as ${DEMO_LOGINS.admin.userLoginId}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${host}/login\\?isLoggedOut=true&redirectUrl=`));
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue as/ })).toHaveCount(0);
});

test('the host login hands a session only to the Users app it knows', async ({ page }) => {
  const { host } = e2eUrls();
  const foreign = 'https://elsewhere.example/login';
  await page.goto(`${host}/login?redirectUrl=${encodeURIComponent(foreign)}`);
  await expect(page.getByText(`Ignoring redirectUrl ${foreign}: it is not the Users app this launchpad knows.`)).toBeVisible();
  await submitHostLogin(page, 'admin');
  await expect(page).toHaveURL(`${host}/`);
  await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
});
