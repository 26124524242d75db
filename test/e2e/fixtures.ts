/**
 * Shared helpers for the browser tests (global-setup.ts starts the OMS dev server, the host and the
 * remote; run everything with `npm run test:e2e`, one file with `npm run test:e2e -- users.spec.ts`).
 *
 *   import { test, expect, loginThroughHost, expectNoSeriousA11yViolations } from './fixtures';
 *
 * - `test`, `expect`: Playwright's, with an automatic check that the page threw no uncaught error
 *   and that the OMS recorded no write the app's change policy should have prevented during the test
 *   (./oms-violations.ts: `expectDirectOmsViolations()` for a test's own straight-to-the-OMS ones);
 *   `adminPage` is a page shared by a worker's tests, logged in once as the admin.
 * - `e2eUrls()`: `{ host, remote, oms }` of this run (host/remote origins, OMS API base ending /api/);
 *   `foreignHostUrl()`: the same host built sharing only React (foreign-host.spec.ts).
 * - `DEMO_LOGINS` and the seeded records (KNOWN_PERSON, …): re-exported from shell-dev/oms/seed/fixtures.
 * - `loginThroughHost(page, 'admin', '/users/tabs/users')`: logs in on the host's /login form and
 *   waits until the host has left /login (then opens `path`, if given, inside the host).
 * - `usersApp(page)`: locators for the Users app inside the host (tab bar, tabs, toasts, states).
 * - `omsFind(token, { entityName, inputFields })`: the docs of a performFind ('No record found' = []).
 * - `injectFault('service/addPartyToFacility', 'errorMessage', { times, skip, delayMs })`: the next such
 *   call fails (any mode of shell-dev/oms/faults.ts); `{ entity }` limits a 'performFind' fault to the
 *   finds of one entityName; `faultsLeft()` lists the unused ones and `clearFaults()` drops them.
 * - `emulateLatency(page, 300)`: every answer the page gets arrives that much later (Chromium's own
 *   network emulation), so requests that do not wait for each other go out before any answer.
 * - `apiLogin('admin')`: `{ token, expirationTime }` straight from the OMS, for setting up data or
 *   ending sessions; `omsPost(token, 'service/forceLogout', { userLoginId })` calls any POST endpoint
 *   and fails on an OMS error answer; `createUserParty(token, { firstName, lastName })` makes a user
 *   as the create-user screen does, `createUserWithLogin(token, { …, userLoginId, password, groupIds })`
 *   one with a login (these and the URLs live in ./oms-api.ts, re-exported here).
 * - `standaloneHandOffUrl(session, { partyId })`: the launchpad hand-off URL of the remote's own page.
 * - `expectNoSeriousA11yViolations(page, 'what is on screen')`: axe-core scan of the page once its
 *   reads and animations have settled; fails listing every serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Locator, Page, Response } from '@playwright/test';
import type { FaultMode } from '../../shell-dev/oms/faults';
import { DEMO_LOGINS } from '../../shell-dev/oms/seed/fixtures';
import { handOffUrl } from '../handoff';
import { e2eUrls } from './oms-api';
import type { ApiSession, DemoUser } from './oms-api';
import { OMS_VIOLATIONS_MESSAGE, omsViolationMarker, unexpectedOmsViolations } from './oms-violations';

export { expect };
export * from '../../shell-dev/oms/seed/fixtures';
export * from './oms-api';
export * from './oms-violations';


/** The foreign host: the shell-dev host built sharing only React (run.mjs), on its own origin. */
export function foreignHostUrl(): string {
  const url = process.env.E2E_FOREIGN_HOST_URL;
  if (!url) throw new Error('The e2e servers are not running: start the tests with `npm run test:e2e`.');
  return url;
}


/**
 * Playwright's test, failing any test during which the page threw an uncaught error; and
 * `adminPage`: a page shared by the tests of a worker, logged in once as the admin (with reduced
 * motion, so dialogs and toasts do not animate), for table-driven specs that open one screen after
 * another (the fault matrix, double submit). A failed test ends the worker (Playwright's rule), so
 * the next one starts on a new page; a failed test keeps a screenshot of it. Every spec uses this
 * one `test`, so all run in one worker in file order (the fault matrix before quick-setup.spec,
 * which makes the FAC_LOGIN role type the matrix needs missing).
 */
/**
 * Never the password (issue 39): OFBiz keeps the password typed at a failed login in
 * UserLoginHistory.passwordUsed and answers it to any read that names no fieldList. Every test's
 * page is watched: an OMS find answer the app receives with that field fails the test.
 */
function watchPasswordUsed(page: Page): () => Promise<string[]> {
  const checks: Array<Promise<string | null>> = [];
  const onResponse = (response: Response) => {
    if (!response.url().endsWith('/performFind') && !response.url().includes('/performFind?')) return;
    checks.push(response.text().then((text) => (text.includes('"passwordUsed"') ? response.url() : null), () => null));
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return (await Promise.all(checks)).filter((url): url is string => url !== null);
  };
}

export const test = base.extend<{ omsViolations: void; noUncaughtPageErrors: void; adminPage: Page }, { sharedAdminPage: Page }>({
  // First set up, last torn down: the writes of the test (and of its pages' teardown) are all in.
  // Fails the test when the OMS dev server recorded a write the app's change policy should have
  // prevented (./oms-violations.ts; a test's own straight-to-the-OMS ones only if it declared them).
  omsViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, testInfo) => {
      const since = await omsViolationMarker();
      await use();
      expect(await unexpectedOmsViolations(since, testInfo), OMS_VIOLATIONS_MESSAGE).toEqual([]);
    },
    { auto: true },
  ],
  noUncaughtPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      const passwords = watchPasswordUsed(page);
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(await passwords(), 'OMS answers carrying passwordUsed').toEqual([]);
    },
    { auto: true },
  ],
  sharedAdminPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await loginThroughHost(page, 'admin');
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ sharedAdminPage }, provide, testInfo) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.stack ?? error.message);
    sharedAdminPage.on('pageerror', onError);
    const passwords = watchPasswordUsed(sharedAdminPage);
    await provide(sharedAdminPage);
    sharedAdminPage.off('pageerror', onError);
    expect(await passwords(), 'OMS answers carrying passwordUsed').toEqual([]);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await sharedAdminPage.screenshot(), contentType: 'image/png' }).catch(() => undefined);
    }
    expect(errors, 'uncaught errors in the shared page').toEqual([]);
  },
});


/** The write time-out the browser tests build the remote with (run.mjs: OMS_WRITE_TIMEOUT_MS). */
export const E2E_WRITE_TIMEOUT_MS = 5000;

export interface FaultOptions {
  /** How many matching calls fail (default 1). */
  times?: number;
  /** How many matching calls go through first (default 0). */
  skip?: number;
  /** For `delay` and `lateAnswer`: how long the call is held back (default 1000; 65000 for `lateAnswer`). */
  delayMs?: number;
  /** Only for 'performFind': only finds of this entityName match (others neither fail nor use up `times`/`skip`). */
  entity?: string;
}

/** `times` of a drop fault (the network is gone for that many requests): Chromium resends a POST whose
 * kept-alive connection closed unanswered, again per dropped resend (chains past 8 seen in CI); one
 * past the budget reaches the OMS and runs the write. */
export const RESEND_BUDGET = 32;

/**
 * Makes the OMS dev server fail the next calls of `call` (e.g. 'service/addPartyToFacility'); a
 * number is `times`. Modes: shell-dev/oms/README.md, "Fault injection".
 */
export async function injectFault(call: string, mode: FaultMode, options: number | FaultOptions = 1): Promise<void> {
  const { times = 1, skip, delayMs, entity } = typeof options === 'number' ? { times: options } : options;
  const response = await fetch(new URL('dev/faults', e2eUrls().oms), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ call, mode, times, skip, delayMs, entity }),
  });
  if (!response.ok) throw new Error(`injectFault ${call} ${mode}: HTTP ${response.status}`);
}

/** The faults not used up yet, with the uses each has left. */
export async function faultsLeft(): Promise<{ call: string; mode: FaultMode; remaining: number }[]> {
  const response = await fetch(new URL('dev/faults', e2eUrls().oms));
  if (!response.ok) throw new Error(`faultsLeft: HTTP ${response.status}`);
  const answer = (await response.json()) as { faults: { call: string; mode: FaultMode; remaining: number }[] };
  return answer.faults.map(({ call, mode, remaining }) => ({ call, mode, remaining }));
}

/**
 * Adds `latencyMs` to every request of the page (Chromium's network emulation, as DevTools'
 * throttling does): requests a screen sends without waiting for an answer all leave before the
 * first answer arrives, however busy the machine is.
 */
export async function emulateLatency(page: Page, latencyMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
}

/** Clears every fault not used up yet. */
export async function clearFaults(): Promise<void> {
  const response = await fetch(new URL('dev/faults', e2eUrls().oms), { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearFaults: HTTP ${response.status}`);
}

/** The hand-off URL the launchpad sends to the remote's standalone /login. */
export function standaloneHandOffUrl(session: ApiSession, extra: Record<string, string> = {}): string {
  const { remote, oms } = e2eUrls();
  return handOffUrl(remote, oms, session, extra);
}

/** Fills the host's login form (the OMS field already holds this run's OMS) and submits it. */
export async function submitHostLogin(page: Page, user: DemoUser | { userLoginId: string; password: string }): Promise<void> {
  const { userLoginId, password } = typeof user === 'string' ? DEMO_LOGINS[user] : user;
  await expect(page.getByLabel('OMS instance')).toHaveValue(e2eUrls().oms);
  await page.getByLabel('Username').fill(userLoginId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the host's /login (a demo login, or any seeded one) and, when given, opens `path` in the host. */
export async function loginThroughHost(page: Page, user: DemoUser | { userLoginId: string; password: string }, path?: string): Promise<void> {
  const { host } = e2eUrls();
  await page.goto(`${host}/login`);
  await submitHostLogin(page, user);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  if (path) await page.goto(`${host}${path}`);
}

export interface UsersAppLocators {
  /** The app's tab bar (its navigation landmark). */
  tabBar: Locator;
  /** The tab shell's main region (the current tab's content). */
  main: Locator;
  tab(name: 'Users' | 'Permissions' | 'Settings' | string): Locator;
  /** A toast (Fluent's toast container) showing this text. */
  toast(text: string | RegExp): Locator;
}

export function usersApp(page: Page): UsersAppLocators {
  const tabBar = page.getByRole('navigation', { name: 'Users app navigation' });
  return {
    tabBar,
    main: page.getByRole('main', { name: 'Main content' }),
    tab: (name) => tabBar.getByRole('tab', { name }),
    toast: (text) => page.locator('.fui-ToastContainer').filter({ hasText: text }),
  };
}

/**
 * Waits for running short animations (a toast fading in, a tab indicator sliding) to finish, so a
 * scan never measures colours halfway through a fade. Long or endless ones (spinners, the toast's
 * 3 s dismiss timer) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 1000);
    await Promise.race([Promise.allSettled(short.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * axe-core scan of the page once its reads and animations are over; fails on any serious or
 * critical violation. Tabster's focus sentinels (`<i data-tabster-dummy tabindex=0 aria-hidden>`,
 * added by Fluent UI v9 around tab lists, toasts, dialogs) are left out: they only pass focus on
 * and are a known false positive of aria-hidden-focus (microsoft/tabster#288, microsoft/fluentui#25133).
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // The screen as it settles: its reads answered (a button enabled by an answer transitions its
  // colours, and a scan in the middle of that measures half-way colours), then its animations over.
  await page.waitForLoadState('networkidle');
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `serious or critical accessibility violations on ${screen}`).toEqual([]);
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
}
