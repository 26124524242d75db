/**
 * The standalone page's first paint (issue 19, src/standalone/first-paint): after the hand-off the
 * Users tab's first rows, and on a full navigation user details' first cards, are drawn from the
 * first script's answers before the app's code runs; the app then takes over without a shift. The
 * app's code is held back here (its script's answer waits) so the picture can be looked at, then
 * let go. Nobody without USERS_APP_VIEW ever sees it.
 */
import type { Page } from '@playwright/test';
import { apiLogin, e2eUrls, expect, KNOWN_PERSON, standaloneHandOffUrl, test } from './fixtures';

/** Holds the answer of the app's main script until `release()`. */
async function holdAppCode(page: Page): Promise<{ release(): void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Notes, from before the page's own scripts, whether the picture was ever in the document. */
async function watchForPicture(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { __pictureSeen?: boolean };
    seen.__pictureSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('users-first-paint')) seen.__pictureSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the heading, the table, its column headers and the first rows' names are, inside `scope`. */
async function layout(page: Page, scope: string): Promise<Record<string, Box>> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
    const note = (name: string, element: Element | null | undefined) => {
      if (!element) return;
      const { x, y, width, height } = element.getBoundingClientRect();
      boxes[name] = { x, y, width, height };
    };
    note('heading', root?.querySelector('h1'));
    note('table', root?.querySelector('[role="table"]'));
    root?.querySelectorAll('[role="columnheader"]').forEach((header, index) => note(`column ${index}`, header));
    for (const index of [2, 3, 4, 11]) {
      const row = root?.querySelector(`[role="row"][aria-rowindex="${index}"]`);
      note(`row ${index}`, row);
      note(`row ${index} name`, row?.querySelector('a'));
      row?.querySelectorAll('[role="cell"]').forEach((cell, column) => note(`row ${index} cell ${column}`, cell));
    }
    return boxes;
  }, scope);
}

const rowTexts = (page: Page, scope: string) =>
  page.locator(`${scope} [role="row"][aria-rowindex]:not([aria-rowindex="1"])`).evaluateAll((rows) => rows.slice(0, 10).map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent)));

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`hand-off at ${viewport.width} px: the first rows show before the app runs, as the app shows them, and give way to it without a shift`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const code = await holdAppCode(page);
    await page.goto(standaloneHandOffUrl(await apiLogin('admin')));

    const picture = page.locator('#users-first-paint');
    await expect(picture.locator('[role="row"][aria-rowindex="11"]')).toBeVisible();
    // The app's code has not run: nothing of React's in the root.
    await expect(page.locator('#root')).toBeEmpty();
    // A still picture: out of the accessibility tree, and a click on it goes nowhere.
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('table')).toHaveCount(0);
    const url = page.url();
    await picture.locator('[role="row"][aria-rowindex="2"] a').click({ force: true });
    expect(page.url()).toBe(url);
    const before = await layout(page, '#users-first-paint');
    const texts = await rowTexts(page, '#users-first-paint');
    const headings = await picture.locator('h1, [role="columnheader"]').allTextContents();

    code.release();
    await expect(picture).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(10)).toBeVisible();
    expect(await rowTexts(page, '#root')).toEqual(texts);
    expect(await page.locator('#root').locator('h1, [role="columnheader"]').allTextContents()).toEqual(headings);
    const after = await layout(page, '#root');
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [name, box] of Object.entries(before)) {
      const app = after[name]!;
      // The picture's table holds a screenful of rows, the app's all it loaded: only its height differs.
      const sides = name === 'table' ? (['x', 'y', 'width'] as const) : (['x', 'y', 'width', 'height'] as const);
      for (const side of sides) {
        expect(Math.abs(app[side] - box[side]), `${name} ${side}: picture ${box[side]}, app ${app[side]}`).toBeLessThanOrEqual(2);
      }
    }
    // One table for assistive technology: the app's.
    await expect(page.getByRole('table')).toHaveCount(1);
  });
}

/** User details' heading, cards and the texts both show, each where it is, inside `scope`. */
async function detailsLayout(page: Page, scope: string, texts: readonly string[]): Promise<Record<string, Box>> {
  return page.evaluate(
    ([selector, wanted]) => {
      const root = document.querySelector(selector)!;
      const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
      const note = (name: string, element: Element | null | undefined) => {
        if (!element) return;
        const { x, y, width, height } = element.getBoundingClientRect();
        boxes[name] = { x, y, width, height };
      };
      note('heading', root.querySelector('h1'));
      [...root.querySelectorAll('h2')].slice(0, 3).forEach((heading, index) => note(`h2 ${index}`, heading));
      [...root.querySelectorAll(selector === '#root' ? '[role="group"]' : '.fpd-card')].slice(0, 3).forEach((card, index) => note(`card ${index}`, card));
      // The innermost elements holding exactly each text (a button, a label, a value), in order.
      const holders = [...root.querySelectorAll('*')].filter((element) => element.tagName !== 'STYLE');
      for (const text of wanted) {
        const exact = holders.filter((element) => element.textContent?.trim() === text && ![...element.children].some((child) => child.textContent?.trim() === text));
        exact.forEach((element, index) => note(`${text} ${index}`, element));
      }
      return boxes;
    },
    [scope, texts] as const,
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`user details at ${viewport.width} px: a full navigation shows the first cards before the app runs, and they give way to the app's without a shift`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(standaloneHandOffUrl(await apiLogin('admin')));
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(3)).toBeVisible();
    const code = await holdAppCode(page);
    await page.goto(`${e2eUrls().remote}/user-details/${KNOWN_PERSON.partyId}`);

    const picture = page.locator('#users-first-paint');
    await expect(picture.getByText(KNOWN_PERSON.email)).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    const texts = [KNOWN_PERSON.userLoginId, 'Username', KNOWN_PERSON.email, KNOWN_PERSON.contactNumber, KNOWN_PERSON.externalId, 'Edit name', 'Add profile picture', 'Disable user', 'Block login', 'Reset password', 'Force logout'];
    const before = await detailsLayout(page, '#users-first-paint', texts);
    const headings = await picture.locator('h1, h2').allTextContents();

    code.release();
    await expect(picture).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Contact details' }).getByText(KNOWN_PERSON.email)).toBeVisible();
    expect((await page.locator('#root').locator('h1, h2').allTextContents()).slice(0, headings.length)).toEqual(headings);
    const after = await detailsLayout(page, '#root', texts);
    // Every text in both, as often (the login id twice: under the name and in Login details).
    expect(Object.keys(before).sort()).toEqual(Object.keys(after).sort());
    expect(Object.keys(before)).toContain(`${KNOWN_PERSON.userLoginId} 1`);
    for (const [name, box] of Object.entries(before)) {
      const app = after[name]!;
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(app[side] - box[side]), `${name} ${side}: picture ${box[side]}, app ${app[side]}`).toBeLessThanOrEqual(2);
      }
    }
  });
}

test('no picture for a login without USERS_APP_VIEW, a filtered list or another screen; the app starts regardless', async ({ page }) => {
  await watchForPicture(page);
  const nobody = await apiLogin('nobody');
  await page.goto(standaloneHandOffUrl(nobody));
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have permission to access the app.' }).first()).toBeVisible();
  expect(await page.evaluate('window.__pictureSeen')).toBe(false);

  await page.goto(standaloneHandOffUrl(await apiLogin('admin')));
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(3)).toBeVisible();
  const { remote } = e2eUrls();
  for (const path of ['/tabs/users?q=ann', '/tabs/settings']) {
    await page.goto(`${remote}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate('window.__pictureSeen'), path).toBe(false);
  }
});
