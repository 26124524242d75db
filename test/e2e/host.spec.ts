/** The Users app inside the shell-dev host: host login, the tab shell, Settings, load failures. */
import { e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, omsPost, apiLogin, submitHostLogin, test, usersApp } from './fixtures';

test('admin logs in through the host and sees the Users app with its tab bar', async ({ page }) => {
  const { host } = e2eUrls();
  await page.goto(`${host}/`);
  await expect(page).toHaveURL(`${host}/login`);
  await expect(page.getByRole('heading', { name: 'Log in to the launchpad' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the host login');

  await submitHostLogin(page, 'admin');
  await expect(page).toHaveURL(`${host}/`);
  await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the host home');

  await page.getByRole('navigation', { name: 'App switcher' }).getByRole('link', { name: 'Users' }).click();
  const app = usersApp(page);
  await expect(page).toHaveURL(`${host}/users/tabs/users`);
  await expect(app.tab('Users')).toHaveAttribute('aria-selected', 'true');
  await expect(app.tab('Permissions')).toBeVisible();
  await expect(app.tab('Settings')).toBeVisible();
  await expect(app.main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Users tab in the host');
});

test('a failed host login shows the OMS error text', async ({ page }) => {
  const { host, oms } = e2eUrls();
  const answer = await fetch(`${oms}login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ USERNAME: 'admin', PASSWORD: 'not-the-password' }),
  });
  const { _ERROR_MESSAGE_: omsText } = (await answer.json()) as { _ERROR_MESSAGE_?: string };
  expect(omsText).toBeTruthy();

  await page.goto(`${host}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(omsText!);
  await expect(page).toHaveURL(`${host}/login`);
  await expectNoSeriousA11yViolations(page, 'the host login with an error');
});

test('the Settings tab works inside the host: time zone explanation, language switch', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  await loginThroughHost(page, 'admin', '/users');
  await app.tab('Settings').click();
  await expect(page).toHaveURL(`${host}/users/tabs/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(
    page.getByText('The timezone you select is used to ensure automations you schedule are always accurate to the time you select.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the Settings tab in the host');

  try {
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(app.toast('Idioma actualizado correctamente')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación de la aplicación Usuarios' }).getByRole('tab', { name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveText('Español');
    await expectNoSeriousA11yViolations(page, 'the Settings tab in Spanish');

    await page.getByRole('combobox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'English (United States)' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(app.tab('Users')).toBeVisible();
  } finally {
    // The OMS keeps the preference: put admin back to English for the other specs.
    await omsPost((await apiLogin('admin')).token, 'setUserLocale', { newLocale: 'en-US' });
  }
});

test('the plain page mounts the app through users/mount and unmounts it on leaving', async ({ page }) => {
  const { host } = e2eUrls();
  const app = usersApp(page);
  await loginThroughHost(page, 'admin');
  await page.getByRole('navigation', { name: 'App switcher' }).getByRole('link', { name: 'Plain mount' }).click();
  await expect(page).toHaveURL(`${host}/plain/tabs/users`);
  await expect(page.locator('[data-plain-mount]').getByRole('navigation', { name: 'Users app navigation' })).toBeVisible();
  await expect(app.tab('Users')).toHaveAttribute('aria-selected', 'true');
  // Scan the settled screen: Export turns enabled once the list is there (a scan in the middle of
  // its colour transition would measure half-way colours).
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the plain mount');

  await app.tab('Settings').click();
  await expect(page).toHaveURL(`${host}/plain/tabs/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'App switcher' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
  await expect(app.tabBar).toHaveCount(0);
  await expect(page.locator('[data-plain-mount]')).toHaveCount(0);
});

test('a remote that cannot be loaded shows an error with a working Retry', async ({ page }) => {
  const { host, remote } = e2eUrls();
  const manifest = `${remote}/mf-manifest.json`;
  await page.route(manifest, (route) => route.abort('connectionrefused'));
  await loginThroughHost(page, 'admin', '/users');
  const error = page.getByRole('alert').filter({ hasText: 'The Users app could not be loaded' });
  await expect(error).toBeVisible();
  await expect(error).toContainText(manifest);
  await expectNoSeriousA11yViolations(page, 'the remote load error');

  await page.unroute(manifest);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(usersApp(page).tabBar).toBeVisible();
  await expect(page).toHaveURL(`${host}/users/tabs/users`);
  await expect(error).toHaveCount(0);
});

test('the remote runs on the host\'s shared singletons (one React, router, Fluent UI and Griffel)', async ({ page }) => {
  await loginThroughHost(page, 'admin', '/users');
  await expect(usersApp(page).tabBar).toBeVisible();
  // The Module Federation runtime's share scope: who provided each library, whether it was loaded
  // and which containers use it.
  const shares = await page.evaluate(() => {
    type Shared = { from?: string; loaded?: boolean; useIn?: string[] };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__;
    const scope = Object.entries(federation?.__SHARE__ ?? {}).find(([instance]) => instance.startsWith('launchpad'))?.[1].default ?? {};
    return Object.fromEntries(
      Object.entries(scope).map(([name, versions]) => [name, Object.values(versions).filter((shared) => shared.loaded).map((shared) => ({ from: shared.from, useIn: shared.useIn ?? [] }))]),
    );
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', '@fluentui/react-components', '@griffel/react']) {
    // Exactly one copy was loaded, and it is the host's.
    expect(shares[name]?.map((shared) => shared.from), name).toEqual(['launchpad']);
  }
  for (const name of ['react', 'react-router-dom', '@fluentui/react-components', '@griffel/react']) {
    expect(shares[name]?.[0]?.useIn, `${name} used by the remote`).toContain('users');
  }
});

test('the tab shell\'s side pane runs the full height of the page, in the host and standalone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await loginThroughHost(page, 'admin', '/users/tabs/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const nav = usersApp(page).tabBar;
  const bottom = async () => {
    const box = await nav.boundingBox();
    return box ? Math.round(box.y + box.height) : 0;
  };
  expect(await bottom()).toBe(800);

  await page.getByRole('link', { name: 'Open standalone' }).click();
  await expect(usersApp(page).tab('Users')).toBeVisible();
  await usersApp(page).tab('Settings').click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await bottom()).toBe(800);
});
