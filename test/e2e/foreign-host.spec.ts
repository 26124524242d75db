/**
 * A suite app that shares only React with the remote (the shell-dev host built with
 * HOST_SHARED=react,react-dom, see run.mjs): the remote must run on its own copies of Fluent UI,
 * the router, Jotai and Griffel. Until the icons' Griffel was shared, the remote's own Fluent UI
 * waited on itself there and the page stayed on "Loading the Users app" with no error.
 */
import type { Page } from '@playwright/test';
import { KNOWN_PERSON, expect, foreignHostUrl, submitHostLogin, test, usersApp } from './fixtures';

const NAME = `${KNOWN_PERSON.firstName} ${KNOWN_PERSON.lastName}`;
const OWN_COPIES = ['@fluentui/react-components', 'react-router-dom', 'jotai', '@griffel/react'];

/** Who provided each library in the foreign host's share scope (the federation runtime's global). */
async function providers(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Shared = { from?: string };
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__;
    const scope = Object.entries(federation?.__SHARE__ ?? {}).find(([instance]) => instance.startsWith('launchpad'))?.[1].default ?? {};
    return Object.fromEntries(Object.entries(scope).map(([name, versions]) => [name, Object.values(versions).map((shared) => shared.from ?? '?')]));
  });
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${foreignHostUrl()}/login`);
  await submitHostLogin(page, 'admin');
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

test('a host sharing only React runs the Users app on the remote\'s own Fluent UI, router, Jotai and Griffel', async ({ page }) => {
  const host = foreignHostUrl();
  await logIn(page);
  await page.goto(`${host}/users/tabs/users`);
  await expect(usersApp(page).tab('Users')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(KNOWN_PERSON.firstName);
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: NAME, exact: true }).click();
  await expect(page).toHaveURL(`${host}/users/user-details/${KNOWN_PERSON.partyId}`);
  await expect(page.getByText(KNOWN_PERSON.userLoginId).first()).toBeVisible();
  await expect(page.getByText(KNOWN_PERSON.email).first()).toBeVisible();

  const shares = await providers(page);
  expect(shares.react, 'react').toEqual(['launchpad']);
  for (const name of OWN_COPIES) expect(shares[name], name).toEqual(['users']);
});

test('a host sharing only React mounts the app through users/mount', async ({ page }) => {
  const host = foreignHostUrl();
  await logIn(page);
  await page.goto(`${host}/plain/tabs/users`);
  await expect(page.locator('[data-plain-mount]').getByRole('table', { name: 'Users' }).getByRole('row').nth(3)).toBeVisible();
  await usersApp(page).tab('Settings').click();
  await expect(page).toHaveURL(`${host}/plain/tabs/settings`);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeEnabled();
});

test('a host sharing only React embeds users/UserCard', async ({ page }) => {
  await logIn(page);
  await page.goto(`${foreignHostUrl()}/orders?partyId=${KNOWN_PERSON.partyId}`);
  const card = page.getByRole('region', { name: `User ${KNOWN_PERSON.partyId}` });
  await expect(card.getByText(NAME)).toBeVisible();
});
