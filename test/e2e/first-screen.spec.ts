/**
 * The first screen is usable the moment it is seen (issue 37): the rows an admin sees first are
 * the app's own. The page clicks the first row once, where a person would (the point of the
 * screen the row's groups cell is drawn at: document.elementFromPoint), in the first frame after
 * the row is painted — standalone from the hand-off, and in the launchpad after a click on Users —
 * and that one click opens the user's details. Then the same first screen in es and ja.
 */
import type { Page } from '@playwright/test';
import es from '../../src/i18n/locales/es.json';
import ja from '../../src/i18n/locales/ja.json';
import { apiLogin, e2eUrls, expect, loginThroughHost, omsPost, standaloneHandOffUrl, test } from './fixtures';

/**
 * Before anything of the page runs: once the first user row is on screen, one click where it is
 * drawn, in the first task after the frame that painted it. The page notes what it hit and which
 * user the row links to.
 */
const CLICK_WHEN_SEEN = `(() => {
  const ROW = '[role="table"] [role="row"][aria-rowindex="2"]';
  const clickOnce = () => {
    if (window.__firstClick) return;
    const row = document.querySelector(ROW);
    const cell = row && row.querySelector('[role="cell"]:nth-child(3)');
    if (!cell) return;
    const box = cell.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    observer.disconnect();
    const link = row.querySelector('a[href*="/user-details/"]');
    requestAnimationFrame(() => setTimeout(() => {
      const target = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      window.__firstClick = { href: link ? link.getAttribute('href') : null, hit: target ? target.tagName : null };
      if (target instanceof HTMLElement) target.click();
    }));
  };
  const observer = new MutationObserver(clickOnce);
  observer.observe(document, { childList: true, subtree: true });
})()`;

interface FirstClick {
  href: string | null;
  hit: string | null;
}

async function firstClick(page: Page): Promise<FirstClick> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __firstClick?: unknown }).__firstClick !== undefined)).toBe(true);
  return page.evaluate(() => (window as unknown as { __firstClick: FirstClick }).__firstClick);
}

test('standalone: one click on the first row, the moment it is painted, opens that user', async ({ page }) => {
  await page.addInitScript(CLICK_WHEN_SEEN);
  await page.goto(standaloneHandOffUrl(await apiLogin('admin')));
  const click = await firstClick(page);
  expect(click.href, 'the row painted first links to a user').toMatch(/^\/user-details\/[^/]+$/);
  await expect(page).toHaveURL(`${e2eUrls().remote}${click.href}`);
  await expect(page.getByRole('group', { name: 'Login details' })).toBeVisible();
});

test('launchpad: after a click on Users, one click on the first row, the moment it is painted, opens that user', async ({ page }) => {
  await loginThroughHost(page, 'admin');
  await page.addInitScript(CLICK_WHEN_SEEN);
  // The init script runs on the next document: the host's page is loaded again, idle on its home.
  await page.reload();
  await page.getByRole('navigation', { name: 'App switcher' }).getByRole('link', { name: 'Users' }).click();
  const click = await firstClick(page);
  expect(click.href, 'the row painted first links to a user').toMatch(/^\/users\/user-details\/[^/]+$/);
  await expect(page).toHaveURL(`${e2eUrls().host}${click.href}`);
  await expect(page.getByRole('group', { name: 'Login details' })).toBeVisible();
});

for (const [locale, texts] of [
  ['es', es],
  ['ja', ja],
] as const) {
  test(`standalone: the first screen in ${locale}, from the first frame it shows`, async ({ page }) => {
    const session = await apiLogin('admin');
    await omsPost(session.token, 'setUserLocale', { newLocale: locale });
    try {
      // What the first frame with rows shows: its heading, column headers and actions.
      await page.addInitScript(`(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]')) return;
          observer.disconnect();
          const main = document.querySelector('main') || document.body;
          window.__firstRowsText = main.innerText;
          window.__firstRowsLang = document.querySelector('.fui-FluentProvider')?.getAttribute('lang');
        });
        observer.observe(document, { childList: true, subtree: true });
      })()`);
      await page.goto(standaloneHandOffUrl(session));
      await expect.poll(() => page.evaluate(() => (window as unknown as { __firstRowsText?: string }).__firstRowsText)).toBeTruthy();
      const first = await page.evaluate(() => {
        const seen = window as unknown as { __firstRowsText: string; __firstRowsLang: string };
        return { text: seen.__firstRowsText, lang: seen.__firstRowsLang };
      });
      expect(first.lang).toBe(locale);
      for (const key of ['Users', 'Name', 'Security groups', 'Status', 'Created', 'Create user', 'Import users'] as const) {
        expect(first.text, `'${key}' in ${locale}`).toContain(texts[key]);
      }
      expect(first.text).not.toContain('Create user');
      await expect(page.getByRole('heading', { level: 1, name: texts.Users })).toBeVisible();
    } finally {
      await omsPost(session.token, 'setUserLocale', { newLocale: 'en-US' });
    }
  });
}
