/**
 * Bulk actions (issue 38; run through `npm run bench`, which builds with USERS_BENCH=1 first): the
 * production build, standalone, in Chromium, against the OMS dev server seeded with BENCH_USERS
 * (10,000) extra users on a fresh temporary database.
 *   - preview: on the Users tab's default filter, one row ticked, 'Select all {n} matching',
 *     'Offboard' (the preview that reads the most: logins, groups, stores, facilities, the picker
 *     role): from the click to the preview's first user lines (target < 1 s), and to every user
 *     planned ('Changes: … Skipped: …'); the OMS requests it made, which must be bulk reads (a few
 *     performFinds with `in` lists), never one per user. Median of BENCH_RUNS (3).
 *   - run: BENCH_BULK_USERS (500) users made through the OMS API, each with a login, 2 security
 *     groups, 2 product stores and 1 facility, found by a word in their last name; all selected,
 *     Offboard, 'Apply to 500 users' → 'Done 500 of 500' (target < 3 min), then every user read
 *     back with performFind: logins blocked and logged out, no current group, store or facility row.
 * Prints a table with targets and marks; writes bench-results/bulk.json (and a timestamped copy).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, errors } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { ORGANIZATION } from '../../shell-dev/oms/seed/fixtures';
import { startOmsServer } from '../../shell-dev/oms/server';
import { startStaticServer } from '../../shell-dev/static-server';
import { handOffUrl, omsLogin } from '../handoff';
import { recordOmsRequests } from '../request-waves';
import { median, printTable } from './stats';

const root = path.resolve(__dirname, '../..');
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const RUN_USERS = Math.max(1, Number(process.env.BENCH_BULK_USERS ?? 500));
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const TARGETS = { previewFirstMs: 1000, runMs: 3 * 60_000 } as const;
const RUN_LIMIT_MS = 15 * 60_000;

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function post<T>(omsUrl: string, token: string, call: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(call, omsUrl), { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T & { error?: unknown; _ERROR_MESSAGE_?: unknown };
  if (call === 'performFind' && answer.error === 'No record found') return { docs: [], count: 0 } as T;
  if (!response.ok || answer._ERROR_MESSAGE_ || answer.error) throw new Error(`${call}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const count = async (omsUrl: string, token: string, entityName: string, inputFields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  (await post<{ count: number }>(omsUrl, token, 'performFind', { entityName, inputFields, viewSize: 1, ...extra })).count;

/** `count` users whose last names carry `word`: a login, CSR and STORE_MANAGER, two stores, one picker facility. */
async function makeUsers(omsUrl: string, token: string, word: string, total: number): Promise<string[]> {
  const partyIds: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const { partyId } = await post<{ partyId: string }>(omsUrl, token, 'service/createRelationship', {
        partyTypeId: 'PERSON', firstName: 'Bulk', lastName: `${word}${index}`, partyIdFrom: ORGANIZATION.partyId,
        roleTypeIdFrom: 'INTERNAL_ORGANIZATIO', roleTypeIdTo: 'APPLICATION_USER', partyRelationshipTypeId: 'EMPLOYMENT',
      });
      const userLoginId = `${word}.${index}`.toLowerCase();
      await post(omsUrl, token, 'service/createNewUserLoginAndSetUserPreference', {
        partyId, userLoginId, currentPassword: 'Bulk@12345', currentPasswordVerify: 'Bulk@12345', requirePasswordChange: 'N', enabled: 'Y',
        userPrefTypeId: 'ORGANIZATION_PARTY', userPrefValue: ORGANIZATION.partyId,
      });
      await post(omsUrl, token, 'service/addPartyUserPermission', { userLoginId, groupIds: ['CSR', 'STORE_MANAGER'] });
      for (const productStoreId of ['STORE_US', 'STORE_CA']) await post(omsUrl, token, 'service/createProductStoreRole', { partyId, productStoreId, roleTypeId: 'APPLICATION_USER' });
      await post(omsUrl, token, 'service/ensurePartyRole', { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
      await post(omsUrl, token, 'service/addPartyToFacility', { partyId, facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER' });
      partyIds.push(partyId);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return partyIds;
}

async function openUsers(browser: Browser, remote: string, omsUrl: string, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(handOffUrl(remote, omsUrl, await omsLogin(omsUrl, 'admin', 'admin@123')));
  await page.locator('[role="row"] input[type="checkbox"]').first().waitFor();
  if (query) {
    await page.goto(`${remote}/tabs/users?q=${encodeURIComponent(query)}`);
    await page.getByRole('checkbox', { name: /^Select Bulk / }).first().waitFor();
  }
  return page;
}

/** Ticks the first row, then every user matching; answers how many the bar says. */
async function selectAllMatching(page: Page): Promise<number> {
  // One user's row (not the header's 'Select all shown'), then everyone the filter matches.
  await page.getByRole('checkbox', { name: /^Select (?!all )/ }).first().check();
  const bar = page.getByRole('region', { name: 'Selected users' });
  const all = bar.getByRole('button', { name: /^Select all [\d,]+ matching$/ });
  const total = Number(((await all.textContent()) ?? '').replace(/\D/g, ''));
  await all.click();
  await bar.getByText(`Selected: ${total.toLocaleString('en-US')}`).waitFor();
  return total;
}

interface PreviewRun {
  selected: number;
  /** From the click: the first OMS request sent (the dialog's code loaded and mounted), the lines. */
  firstRequestMs: number;
  firstLinesMs: number;
  allPlannedMs: number;
  requests: number;
  byCall: Record<string, number>;
}

async function previewRun(browser: Browser, remote: string, omsUrl: string): Promise<PreviewRun> {
  const page = await openUsers(browser, remote, omsUrl);
  try {
    const selected = await selectAllMatching(page);
    const recorder = await recordOmsRequests(page, omsUrl);
    const dialog = page.getByRole('dialog', { name: 'Offboard' });
    // Timed in the page: the click's own timestamp, the frame-independent DOM changes, the first request's resource entry.
    await page.evaluate(`(() => {
      const marks = (window.__bulkBench = {});
      performance.setResourceTimingBufferSize(10000);
      document.addEventListener('click', (event) => {
        if (marks.click === undefined && event.target.closest('button')?.textContent === 'Offboard') marks.click = event.timeStamp;
      }, true);
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (!dialog) return;
        if (marks.first === undefined && dialog.querySelector('ul[aria-label="Selected users"] li')) marks.first = performance.now();
        if (marks.all === undefined && /^Changes: [\\d,]+\\. Skipped: [\\d,]+\\.$/.test([...dialog.querySelectorAll('[role="status"]')].map((node) => node.textContent).join('|').split('|').find((text) => text.startsWith('Changes:')) ?? '')) marks.all = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    await page.getByRole('region', { name: 'Selected users' }).getByRole('button', { name: 'Offboard', exact: true }).click();
    await dialog.getByText(/^Changes: [\d,]+\. Skipped: [\d,]+\.$/).waitFor({ timeout: 120_000 });
    const marks = await page.evaluate<{ click: number; first: number; all: number; request: number }>(`(() => {
      const marks = window.__bulkBench;
      const finds = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/performFind') && entry.startTime >= marks.click);
      return { ...marks, request: Math.min(...finds.map((entry) => entry.startTime)) };
    })()`);
    const firstRequestMs = Math.round(marks.request - marks.click);
    const firstLinesMs = Math.round(marks.first - marks.click);
    const allPlannedMs = Math.round(marks.all - marks.click);
    await recorder.stop();
    const byCall: Record<string, number> = {};
    for (const request of recorder.requests()) byCall[request.name] = (byCall[request.name] ?? 0) + 1;
    return { selected, firstRequestMs, firstLinesMs, allPlannedMs, requests: recorder.requests().length, byCall };
  } finally {
    await page.context().close();
  }
}

interface BulkRun {
  users: number;
  runMs: number;
  screen: string;
  readBack: { blockedLoggedOut: number; currentGroups: number; currentStores: number; currentFacilities: number };
}

async function bulkRun(browser: Browser, remote: string, omsUrl: string): Promise<BulkRun> {
  const { token } = await omsLogin(omsUrl, 'admin', 'admin@123');
  const word = `Bulkoff${Date.now().toString(36)}`;
  const made = Date.now();
  const partyIds = await makeUsers(omsUrl, token, word, RUN_USERS);
  console.info(`bench: made ${partyIds.length} users to offboard in ${((Date.now() - made) / 1000).toFixed(0)} s`);
  const page = await openUsers(browser, remote, omsUrl, word);
  try {
    const selected = await selectAllMatching(page);
    if (selected !== RUN_USERS) throw new Error(`the filter matched ${selected} users, not ${RUN_USERS}`);
    await page.getByRole('region', { name: 'Selected users' }).getByRole('button', { name: 'Offboard', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Offboard' });
    await dialog.getByText(`Changes: ${RUN_USERS.toLocaleString('en-US')}. Skipped: 0.`).waitFor({ timeout: 120_000 });
    const started = Date.now();
    await dialog.getByRole('button', { name: `Apply to ${RUN_USERS.toLocaleString('en-US')} users` }).click();
    const done = dialog.getByText(`Done ${RUN_USERS.toLocaleString('en-US')} of ${RUN_USERS.toLocaleString('en-US')}; 0 failed.`);
    for (;;) {
      try {
        await done.waitFor({ timeout: 15_000 });
        break;
      } catch (error) {
        if (!(error instanceof errors.TimeoutError)) throw error;
        if (Date.now() - started > RUN_LIMIT_MS) throw new Error(`the run was not over after ${RUN_LIMIT_MS / 60_000} min`, { cause: error });
        console.info(`bench: bulk offboarding, ${((Date.now() - started) / 1000).toFixed(0)} s: ${await dialog.getByRole('status').last().textContent().catch(() => '?')}`);
      }
    }
    const runMs = Date.now() - started;
    const screen = (await done.textContent()) ?? '';
    const inParties = { partyId: partyIds, partyId_op: 'in' };
    const logins = (await post<{ docs: Array<{ userLoginId: string }> }>(omsUrl, token, 'performFind', { entityName: 'UserLogin', inputFields: inParties, fieldList: ['userLoginId'], viewSize: RUN_USERS })).docs.map((row) => row.userLoginId);
    const readBack = {
      blockedLoggedOut: await count(omsUrl, token, 'UserLogin', { ...inParties, enabled: 'N', hasLoggedOut: 'Y' }),
      currentGroups: await count(omsUrl, token, 'UserLoginSecurityGroup', { userLoginId: logins, userLoginId_op: 'in' }, { filterByDate: 'Y' }),
      currentStores: await count(omsUrl, token, 'ProductStoreRole', inParties, { filterByDate: 'Y' }),
      currentFacilities: await count(omsUrl, token, 'FacilityParty', inParties, { filterByDate: 'Y' }),
    };
    return { users: RUN_USERS, runMs, screen, readBack };
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`No build in ${DIST}: run \`npm run bench\` (it builds first).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-bulk-'));
  const remote = await startStaticServer({ root: DIST });
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, users: USERS, quiet: true, allowedOrigins: [remote.origin] });
  console.info(`bench: OMS ${oms.url} with ${USERS} extra users; remote ${remote.origin}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const previews: PreviewRun[] = [];
  let run: BulkRun | undefined;
  try {
    for (let index = 0; index < RUNS; index++) {
      const result = await previewRun(browser, remote.origin, oms.url);
      console.info(`bench: preview ${index + 1}/${RUNS}: ${result.selected} users, first request ${result.firstRequestMs} ms, first lines ${result.firstLinesMs} ms, all planned ${result.allPlannedMs} ms, ${result.requests} requests`);
      previews.push(result);
    }
    run = await bulkRun(browser, remote.origin, oms.url);
  } finally {
    await browser.close();
    await oms.close();
    await remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const first = median(previews.map((r) => r.firstLinesMs));
  const all = median(previews.map((r) => r.allPlannedMs));
  const selected = previews[0]?.selected ?? 0;
  const requests = median(previews.map((r) => r.requests));
  const back = run.readBack;
  const clean = back.blockedLoggedOut === run.users && back.currentGroups === 0 && back.currentStores === 0 && back.currentFacilities === 0;
  const rows: Array<[string, string, string]> = [
    [`Offboard preview of all ${selected.toLocaleString('en-US')} matching: click → first user lines`, `< ${TARGETS.previewFirstMs} ms`, `${first} ms ${mark(first < TARGETS.previewFirstMs)} (${previews.map((r) => r.firstLinesMs).join(' / ')})`],
    ['  click → the first OMS request (the dialog loaded and mounted)', '', `${median(previews.map((r) => r.firstRequestMs))} ms`],
    ['  click → every user planned', '', `${all} ms (${previews.map((r) => r.allPlannedMs).join(' / ')})`],
    ['  OMS requests for the preview (bulk reads, not one per user)', `< ${selected.toLocaleString('en-US')}`, `${requests} ${mark(requests < selected / 10)}`],
    [`in-app bulk Offboard of ${run.users} users (2 groups, 2 stores, 1 facility each): Apply → Done`, `< ${TARGETS.runMs / 60_000} min`, `${(run.runMs / 1000).toFixed(1)} s ${mark(run.runMs < TARGETS.runMs)} (${(run.runMs / run.users).toFixed(0)} ms a user)`],
    ['  the screen says', '', run.screen],
    ['  read back: blocked and logged out / current groups, stores, facilities', `${run.users} / 0, 0, 0`, `${back.blockedLoggedOut} / ${back.currentGroups}, ${back.currentStores}, ${back.currentFacilities} ${mark(clean)}`],
  ];
  printTable(`Bulk actions, ${USERS} extra users, preview median of ${RUNS} run(s); the ${run.users}-user run once`, rows);
  console.info(`OMS requests of one preview: ${Object.entries(previews[0]?.byCall ?? {}).sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`).join(', ')}`);

  fs.mkdirSync(OUT, { recursive: true });
  const environment = { users: USERS, runs: RUNS, runUsers: RUN_USERS, cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version };
  const json = `${JSON.stringify({ environment, targets: TARGETS, summary: { previewFirstMs: first, previewAllMs: all, runMs: run.runMs }, previews, run }, null, 2)}\n`;
  fs.writeFileSync(path.join(OUT, 'bulk.json'), json);
  fs.writeFileSync(path.join(OUT, `bulk-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), json);
  console.info(`\nbench: results in ${path.relative(root, path.join(OUT, 'bulk.json'))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
