/**
 * The suite's three languages (issue 23), through the host: admin picks Español or 日本語 in
 * Settings and every screen follows at once (the access review and the access history too). On each screen the app shows no en-US text that the
 * language translates (data aside), no date in the en-US form, passes the axe scan, and at 390 px
 * wide no button or tab label is cut off. The preference is put back to en-US for the other specs.
 */
import type { Page } from '@playwright/test';
import enUS from '../../src/i18n/locales/en-US.json';
import es from '../../src/i18n/locales/es.json';
import ja from '../../src/i18n/locales/ja.json';
import { CATALOG } from '../../src/catalog/catalog.data';
import { apiLogin, createUserParty, e2eUrls, expect, expectNoSeriousA11yViolations, loginThroughHost, omsFind, omsPost, test } from './fixtures';

const LANGUAGES = [
  { id: 'es', name: 'Español', texts: es as Record<string, string>, date: /^\d{1,2} [a-z]{3,4}\.? \d{4}$/ },
  { id: 'ja', name: '日本語', texts: ja as Record<string, string>, date: /^\d{4}年\d{1,2}月\d{1,2}日$/ },
] as const;

/** en-US texts the language writes differently (a text it keeps as is, e.g. 'CSR', is not English left over). */
function englishOnly(texts: Record<string, string>): string[] {
  const english = enUS as Record<string, string>;
  return Object.entries(english)
    .filter(([key]) => !/_(one|many|other)$/.test(key) && !key.includes('{{'))
    .filter(([key, text]) => texts[key] !== undefined && texts[key] !== text)
    .map(([, text]) => text);
}

/**
 * The OMS's own texts (group, classification, store, facility and people's names) and the suite's
 * app names: data and product names, shown as they are, so a group named 'Integration' or the app
 * 'Users' is not English left over.
 */
async function omsTexts(token: string): Promise<Set<string>> {
  const reads: [string, string[]][] = [
    ['SecurityGroup', ['groupName', 'description']],
    ['ProductStore', ['storeName']],
    ['Facility', ['facilityName']],
    ['Person', ['firstName', 'lastName']],
  ];
  // The suite's apps go by their product names (src/catalog: not translated).
  const texts = new Set<string>(CATALOG.map((app) => app.name));
  for (const [entityName, fields] of reads) {
    for (const row of await omsFind<Record<string, unknown>>(token, { entityName, inputFields: {}, noConditionFind: 'Y', viewSize: 5000 })) {
      for (const field of fields) if (typeof row[field] === 'string' && row[field]) texts.add((row[field] as string).trim());
    }
  }
  return texts;
}

/** The en-US date form ('25th Oct 2023'). */
const ENGLISH_DATE = /\b\d{1,2}(st|nd|rd|th) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;

/** Every text the app shows on the page (text nodes, aria-labels, placeholders, titles), each trimmed. */
async function shownTexts(page: Page, language: string): Promise<string[]> {
  return page.evaluate((lang) => {
    const roots = [...document.querySelectorAll(`.fui-FluentProvider[lang="${lang}"]`)];
    const texts: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"], [hidden], script, style')) continue;
        const text = node.textContent?.trim();
        if (text) texts.push(text);
      }
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
      }
    }
    return texts;
  }, language);
}

/** Buttons and tabs whose label does not fit (scroll width beyond the client width). */
async function cutOffLabels(page: Page, language: string): Promise<string[]> {
  return page.evaluate((lang) => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`.fui-FluentProvider[lang="${lang}"] :is(button, [role="tab"], [role="button"])`)) {
      const text = element.innerText.trim();
      if (!text || element.offsetParent === null) continue;
      if (element.scrollWidth > element.clientWidth + 1) cut.push(text);
    }
    return cut;
  }, language);
}

async function chooseLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.goto(`${e2eUrls().host}/users/tabs/settings`);
  await page.getByRole('combobox', { name: from }).click();
  await page.getByRole('option', { name: to }).click();
}

for (const language of LANGUAGES) {
  test(`${language.name}: every screen, date and label in ${language.id}; axe and 390 px hold`, async ({ page }) => {
    test.setTimeout(240_000);
    const { token } = await apiLogin('admin');
    const partyId = await createUserParty(token, { firstName: `Lang${language.id}${Date.now()}`, lastName: 'Screens' });
    const screens: [string, string][] = [
      ['the Users tab', '/users/tabs/users'],
      ['user details', '/users/user-details/10000'],
      ['the Permissions tab', '/users/tabs/permissions?groupId=CSR'],
      ['Permissions by app', '/users/tabs/permissions?view=app&app=fulfillment'],
      ['the Settings tab', '/users/tabs/settings'],
      ['create user', '/users/create-user'],
      ['the user confirmation', `/users/user-confirmation/${partyId}`],
      ['quick setup', `/users/user-quick-setup/${partyId}`],
      ['import users', '/users/import-users'],
      ['create security group', '/users/create-security-group'],
      ['add permissions', '/users/add-permissions?groupId=CSR'],
      ['the access review', '/users/access-review'],
    ];
    /** A screen's part shown only when asked (its button's en-US text): opened before the checks. */
    const opens: Record<string, string> = { 'user details': 'Show access history' };
    const data = await omsTexts(token);
    const untranslated = new Set(englishOnly(language.texts).filter((text) => !data.has(text)));
    await loginThroughHost(page, 'admin');
    try {
      await chooseLanguage(page, 'Language', language.name);
      await expect(page.locator(`.fui-FluentProvider[lang="${language.id}"] h1`)).toHaveText(language.texts.Settings!);
      // At once, no reload: the Users tab's dates and count are the language's.
      await page.getByRole('tab', { name: language.texts.Users! }).click();
      await expect(page.locator(`.fui-FluentProvider[lang="${language.id}"] h1`)).toHaveText(language.texts.Users!);
      await expect.poll(async () => (await shownTexts(page, language.id)).filter((text) => language.date.test(text)).length).toBeGreaterThan(0);
      expect((await shownTexts(page, language.id)).filter((text) => ENGLISH_DATE.test(text))).toEqual([]);
      for (const [name, path] of screens) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${e2eUrls().host}${path}`);
        await expect(page.locator(`.fui-FluentProvider[lang="${language.id}"] h1`).first()).toBeVisible();
        const open = opens[name];
        if (open) await page.getByRole('button', { name: language.texts[open]! }).click();
        await page.waitForLoadState('networkidle');
        const texts = await shownTexts(page, language.id);
        // Soft: one run reports every screen.
        expect.soft(texts.filter((text) => untranslated.has(text)), `en-US texts on ${name} in ${language.id}`).toEqual([]);
        expect.soft(texts.filter((text) => ENGLISH_DATE.test(text)), `en-US dates on ${name} in ${language.id}`).toEqual([]);
        if (language.id === 'ja') await expectNoSeriousA11yViolations(page, `${name} in ja`);
        await page.setViewportSize({ width: 390, height: 800 });
        await page.waitForTimeout(200);
        expect.soft(await cutOffLabels(page, language.id), `cut-off labels on ${name} at 390 px in ${language.id}`).toEqual([]);
      }
    } finally {
      // The OMS keeps the preference: put admin back to English for the other specs.
      await omsPost((await apiLogin('admin')).token, 'setUserLocale', { newLocale: 'en-US' });
    }
  });
}
