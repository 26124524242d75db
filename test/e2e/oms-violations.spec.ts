/**
 * The browser tests' check of the OMS dev server's watch (fixtures.ts `omsViolations`,
 * ./oms-violations.ts): a test during which a write the app's change policy should have prevented
 * reached the OMS fails, listing it; a test that sends one straight to the OMS on purpose declares
 * it, and the declaration never excuses one sent from a browser page. Each test here makes a login
 * of its own in no group and gives it Warehouse Manager, a restricted group it never held (rule 4:
 * recorded whoever the caller, the admin included).
 */
import type { Page } from '@playwright/test';
import { apiLogin, createUserWithLogin, e2eUrls, expect, expectDirectOmsViolations, omsPost, omsViolationMarker, omsViolationsSince, test, unexpectedOmsViolations } from './fixtures';

let made = 0;
async function loginInNoGroup(token: string): Promise<string> {
  made += 1;
  const userLoginId = `vera.${made}.${Date.now().toString(36)}`;
  await createUserWithLogin(token, { firstName: 'Vera', lastName: `Violation${made}`, userLoginId, password: 'Vera@12345' });
  return userLoginId;
}

const restrictedAdd = (userLoginId: string) => ({ userLoginId, groupIds: ['WAREHOUSE_MANAGER'] });

/** The admin's addPartyUserPermission sent by a page of the host (with its Origin header, as the app sends it). */
async function addFromPage(page: Page, token: string, userLoginId: string): Promise<void> {
  await page.goto(`${e2eUrls().host}/login`);
  const answer = await page.evaluate(
    async ({ url, token: bearer, body }) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>,
    { url: new URL('service/addPartyUserPermission', e2eUrls().oms).toString(), token, body: restrictedAdd(userLoginId) },
  );
  expect(answer).toEqual({ userLoginId, groupIds: ['WAREHOUSE_MANAGER'] });
}

test('the check reports a restricted group sent straight to the OMS: its rule, service, caller, target and outcome', async () => {
  const { token } = await apiLogin('admin');
  const userLoginId = await loginInNoGroup(token);
  const since = await omsViolationMarker();
  await omsPost(token, 'service/addPartyUserPermission', restrictedAdd(userLoginId));
  // What the fixture would fail this test with, had it not declared it (below).
  expect(await unexpectedOmsViolations(since, test.info())).toEqual([
    `rule 4 (a restricted group only goes to a login that held it): addPartyUserPermission by admin on login ${userLoginId}, adds restricted group WAREHOUSE_MANAGER to ${userLoginId}, which never held it; written; sent straight to the OMS`,
  ]);
  expectDirectOmsViolations();
  expect(await unexpectedOmsViolations(since, test.info())).toEqual([]);
});

test.describe('the fixture fails the test', () => {
  // Each body passes on its own (it checks the OMS recorded the write): only the fixture's check,
  // after the body, can make it fail. Had the fixture not checked, Playwright would report
  // "expected to fail, but passed".
  test('when a restricted group was sent straight to the OMS and the test did not declare it', async () => {
    test.fail();
    const { token } = await apiLogin('admin');
    const userLoginId = await loginInNoGroup(token);
    const since = await omsViolationMarker();
    await omsPost(token, 'service/addPartyUserPermission', restrictedAdd(userLoginId));
    expect(await omsViolationsSince(since)).toEqual([expect.objectContaining({ rule: 4, service: 'addPartyUserPermission', userLoginId: 'admin', target: { kind: 'login', id: userLoginId }, refused: false, from: 'direct' })]);
  });

  test('when one came from a browser page, though the test declared its direct ones', async ({ page }) => {
    test.fail();
    expectDirectOmsViolations();
    const { token } = await apiLogin('admin');
    const userLoginId = await loginInNoGroup(token);
    const since = await omsViolationMarker();
    await addFromPage(page, token, userLoginId);
    expect(await omsViolationsSince(since)).toEqual([expect.objectContaining({ rule: 4, target: { kind: 'login', id: userLoginId }, from: 'browser' })]);
  });
});
