/**
 * Fault-matrix rows of the Settings tab: the admin's own time zone and language.
 */
import type { Page } from '@playwright/test';
import { e2eUrls, expect, omsFind, omsPost } from './fixtures';
import type { MatrixRow } from './matrix-support';

const timeZone = (page: Page) => page.getByRole('combobox', { name: 'Time zone' });
/** Named in the app's language: a lost answer's cell switches it to Spanish for real. */
const language = (page: Page) => page.getByRole('combobox', { name: /^(Language|Idioma)$/ });
/** Not the admin's zone (America/New_York) nor language (en-US) in the seed. */
const OTHER_ZONE = 'Europe/Madrid';
const ADMIN_ZONE = 'America/New_York';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/users/tabs/settings`);
  await expect(timeZone(page)).toBeEnabled();
  await expect(language(page)).toBeEnabled();
  // A lost answer's cell switched the app to Spanish for real: back to English (the admin's seed).
  if ((await language(page).textContent()) === 'Español') {
    await language(page).click();
    await page.getByRole('option', { name: 'English (United States)' }).click();
    await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
    await expect(language(page)).toBeEnabled();
  }
}

async function adminLogin(token: string): Promise<{ lastTimeZone?: string | null; lastLocale?: string | null }> {
  const [login] = await omsFind<{ lastTimeZone?: string | null; lastLocale?: string | null }>(token, { entityName: 'UserLogin', inputFields: { userLoginId: 'admin' } });
  return login ?? {};
}

/** The zone's label as the OMS lists it (getAvailableTimeZones), which the combobox shows. */
async function zoneLabel(token: string, tzId: string): Promise<string> {
  const response = await fetch(new URL('getAvailableTimeZones', e2eUrls().oms), { headers: { Authorization: `Bearer ${token}` } });
  const zones = (await response.json()) as Array<{ id: string; label: string }>;
  return zones.find((zone) => zone.id === tzId)?.label ?? tzId;
}

export const SETTINGS_ROWS: MatrixRow[] = [
  {
    name: 'time zone',
    call: 'setUserTimeZone',
    failure: 'Failed to update time zone',
    success: 'Time zone updated successfully',
    lost: { shows: 'success', restore: (token) => omsPost(token, 'setUserTimeZone', { tzId: ADMIN_ZONE }).then(() => undefined) },
    open: openSettings,
    async act(page) {
      await timeZone(page).click();
      await timeZone(page).fill('');
      await timeZone(page).pressSequentially('Madrid');
      await page.getByRole('option', { name: new RegExp(escape(OTHER_ZONE)) }).click();
    },
    async usable(page) {
      await expect(timeZone(page)).toBeEnabled();
      await expect(timeZone(page)).toHaveValue(/America\/New_York/);
    },
    async matchesServer(page, token) {
      const { lastTimeZone } = await adminLogin(token);
      await expect(timeZone(page)).toHaveValue(await zoneLabel(token, lastTimeZone ?? ''));
    },
  },
  {
    name: 'language',
    call: 'setUserLocale',
    failure: 'Failed to update language',
    // Said in the language chosen, once it is (a lost answer's cell chooses it for real).
    success: /Language updated successfully|Idioma actualizado correctamente/,
    lost: { shows: 'success', reopenAfter: true, restore: (token) => omsPost(token, 'setUserLocale', { newLocale: 'en-US' }).then(() => undefined) },
    open: openSettings,
    async act(page) {
      await language(page).click();
      await page.getByRole('option', { name: 'Español' }).click();
    },
    async usable(page) {
      await expect(language(page)).toBeEnabled();
      await expect(language(page)).toHaveText('English (United States)');
      await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
    },
    async matchesServer(page, token) {
      const { lastLocale } = await adminLogin(token);
      await expect(language(page)).toHaveText(lastLocale === 'es' ? 'Español' : 'English (United States)');
    },
  },
];
