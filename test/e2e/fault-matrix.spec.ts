/**
 * The fault matrix (issue 12): writes × faults through the shell-dev host against the OMS dev
 * server. Each row is one write the app makes, done through its screen; each cell injects one
 * fault on that write's call and checks that
 *   - the failure text of that action shows, and no success text;
 *   - the control is usable again (no stuck spinner, no disabled button, a dialog keeps its input);
 * and after the row's faults, a reload shows what performFind reads from the server (a fault never
 * runs the service, so it is what was there before). No uncaught error or unhandled rejection may
 * reach the page (fixtures' checks). `emptyOk` (2xx `{}`) only applies to writes whose
 * answer carries data the app needs; for the others a real OMS never answers so, and the cell is
 * n/a. A `drop` is injected eight times: when a kept-alive connection closes unanswered, Chromium
 * silently sends the request again on another one (as many times as it has idle connections), so
 * the app sees the failure only once every resend is dropped too. The matrix is printed by the
 * last test, which fails if any cell did; each row's cells are kept in a file until then, so a
 * failing row (Playwright then starts a fresh worker) loses nothing.
 *
 * Then the lost answers (issue 21), each from the row's screen opened afresh: `lostAnswer` (the OMS
 * did the write, the answer was cut short after its headers), `lateAnswer` (the client gave up
 * before the commit, then the same action again) and `resent` (issue 35: the browser sent the write
 * twice, the OMS ran both, the app got the second answer): the screen says what the row's
 * `lost.shows` (for `resent`: `lost.resent`) says, shows what performFind reads without a reload,
 * and the write left one record; `lost.restore` then undoes it.
 *
 * One page logged in once (fixtures' adminPage), no rebuilds; rows in matrix-user-rows.ts, matrix-account-rows.ts, matrix-contact-rows.ts,
 * matrix-profile-rows.ts, matrix-removal-rows.ts, matrix-onboarding-rows.ts (create user and every
 * quick-setup step), matrix-settings-rows.ts and matrix-permission-rows.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, clearFaults, E2E_WRITE_TIMEOUT_MS, e2eUrls, expect, injectFault, RESEND_BUDGET, test, usersApp } from './fixtures';
import { ACCOUNT_ROWS } from './matrix-account-rows';
import { CONTACT_ROWS } from './matrix-contact-rows';
import { ONBOARDING_ROWS } from './matrix-onboarding-rows';
import { PERMISSION_ROWS } from './matrix-permission-rows';
import { PROFILE_ROWS } from './matrix-profile-rows';
import { REMOVAL_ROWS } from './matrix-removal-rows';
import { SETTINGS_ROWS } from './matrix-settings-rows';
import { FAULTS, LOST_FAULTS, matrixTable } from './matrix-support';
import type { Column, Fault, LostFault, MatrixRow } from './matrix-support';
import { USER_ROWS } from './matrix-user-rows';

const ROWS: MatrixRow[] = [
  ...USER_ROWS,
  ...ACCOUNT_ROWS,
  ...CONTACT_ROWS,
  ...PROFILE_ROWS,
  ...REMOVAL_ROWS,
  ...ONBOARDING_ROWS,
  ...SETTINGS_ROWS,
  ...PERMISSION_ROWS,
];

/** This run's cells, one JSON line per row (the OMS URL's port tells runs apart). */
const resultsFile = () => path.join(os.tmpdir(), `users-fault-matrix-${new URL(e2eUrls().oms).port}.jsonl`);

/** The latest cells of each row of this run (a row run again replaces its earlier line). */
function readResults(): Map<string, Map<Column, string>> {
  const file = resultsFile();
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return new Map(lines.map((line) => {
    const { name, cells } = JSON.parse(line) as { name: string; cells: [Column, string][] };
    return [name, new Map(cells)];
  }));
}

test.afterEach(() => clearFaults());

/**
 * Dismisses every toast on screen, so the next cell's text is its own. The click is dispatched:
 * while a modal dialog is open (a failed save keeps it open) the page behind it takes no pointer.
 */
async function dismissToasts(page: Page): Promise<void> {
  // By CSS, not role: behind a modal dialog the toasts are aria-hidden. One may close by itself meanwhile.
  for (const dismiss of await page.locator('.fui-Toast button').all()) await dismiss.dispatchEvent('click', undefined, { timeout: 1000 }).catch(() => undefined);
  // Polled every 50 ms: a dismissed toast leaves in ~0.3 s here, which a locator assertion's
  // back-off (its checks thin out to every 0.5 s) would see only at ~0.8 s, ten times a row.
  await expect.poll(() => page.locator('.fui-Toast').count(), { intervals: [50] }).toBe(0);
}

async function runCell(page: Page, row: MatrixRow, fault: Fault): Promise<void> {
  // Chromium's resends of a dropped call are dropped too (RESEND_BUDGET); the rest is cleared below.
  await injectFault(row.call, fault, { times: fault === 'drop' ? RESEND_BUDGET : 1 });
  await row.act(page);
  const app = usersApp(page);
  await expect(app.toast(row.failure).first()).toBeVisible();
  if (row.success) await expect(app.toast(row.success)).toHaveCount(0);
  await row.usable(page);
  await clearFaults();
  await dismissToasts(page);
}

/** How long a late answer's write is held: past the client's time-out, then it commits. */
const LATE_MS = E2E_WRITE_TIMEOUT_MS + 1500;

/**
 * A lost answer: the OMS does the write, the answer is gone (`lostAnswer`), or comes after the
 * client gave up (`lateAnswer`, then the same action again, as an admin would). The screen then
 * says what `row.lost.shows` (after a retry: its success), shows what performFind reads without a
 * reload, and the write left one record, never two.
 */
async function runLostCell(page: Page, row: MatrixRow, fault: LostFault, token: string): Promise<void> {
  const app = usersApp(page);
  let shows = row.lost.shows;
  await dismissToasts(page);
  if (fault === 'lostAnswer' || fault === 'resent') {
    // One use: the write runs (twice for `resent`, as a real OMS runs a browser's resend); every later request runs as sent.
    await injectFault(row.call, fault);
    await row.act(page);
    if (fault === 'resent') shows = row.lost.resent ?? 'success';
  } else {
    await injectFault(row.call, 'lateAnswer', { delayMs: LATE_MS });
    await row.act(page);
    // The client gave up before the commit: the OMS has nothing yet, so a failure is the truth.
    await expect(app.toast(row.failure).first()).toBeVisible({ timeout: LATE_MS + 5000 });
    if (row.success) await expect(app.toast(row.success)).toHaveCount(0);
    // The commit, then the same action again: recognised (nothing sent), or sent once more.
    await page.waitForTimeout(LATE_MS - E2E_WRITE_TIMEOUT_MS + 1000);
    await dismissToasts(page);
    await row.act(page);
    shows = row.lost.afterRetry ?? 'success';
  }
  if (shows === 'success') {
    // A row without a check of its own for a resend waits for what it waits for after a lost answer.
    const check = fault === 'resent' ? (row.lost.resentCheck ?? row.lost.check) : row.lost.check;
    if (check) await check(page);
    else if (row.success) await expect(app.toast(row.success).first()).toBeVisible();
    await expect(app.toast(row.failure)).toHaveCount(0);
  } else {
    await expect(app.toast(row.failure).first()).toBeVisible();
    if (row.success) await expect(app.toast(row.success)).toHaveCount(0);
  }
  await row.leave?.(page);
  // No reload: the screen's own reads after the write show what the OMS has.
  await row.matchesServer(page, token);
  if (row.lost.records) expect(await row.lost.records(token), 'records the write left').toBe(1);
}

for (const row of ROWS) {
  test(`${row.name}: ${row.call} under every fault`, async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const cells = new Map<Column, string>();
    await row.open(page);
    const failed: string[] = [];
    for (const fault of FAULTS) {
      if (fault === 'emptyOk' && !row.answersWithData) {
        cells.set(fault, 'n/a');
        continue;
      }
      try {
        await runCell(page, row, fault);
        cells.set(fault, 'pass');
      } catch (error) {
        cells.set(fault, 'FAIL');
        failed.push(`${fault}: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error)}`);
        await clearFaults();
        // Start the next cell from a clean page.
        await row.open(page);
      }
    }
    try {
      await row.leave?.(page);
      // What the screen shows after a reload is what the OMS holds.
      await page.reload();
      await row.matchesServer(page, (await apiLogin('admin')).token);
      cells.set('reload', 'pass');
    } catch (error) {
      cells.set('reload', 'FAIL');
      failed.push(`after a reload: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error)}`);
    }
    try {
      const { token } = await apiLogin('admin');
      // The refusing faults left the row's data as it was; rows whose lost cells need a record of
      // their own (a party to set up, a name to create) take a fresh one.
      await row.lost.restore(token);
      for (const fault of LOST_FAULTS) {
        if (row.lost.only && !row.lost.only.includes(fault)) {
          cells.set(fault, 'n/a');
          continue;
        }
        try {
          await row.open(page);
          await runLostCell(page, row, fault, token);
          cells.set(fault, 'pass');
        } catch (error) {
          cells.set(fault, 'FAIL');
          failed.push(`${fault}: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join('\n') : String(error)}`);
        } finally {
          await clearFaults();
          await dismissToasts(page).catch(() => undefined);
          await row.lost.restore(token);
        }
      }
      if (row.lost.reopenAfter) await row.open(page);
    } finally {
      fs.appendFileSync(resultsFile(), `${JSON.stringify({ name: row.name, cells: [...cells] })}\n`);
    }
    expect(failed, failed.join('\n\n')).toEqual([]);
  });
}

test('the fault matrix, printed', () => {
  const results = readResults();
  const { table, failed } = matrixTable(results);
  console.info(`\nFault matrix\n${table}`);
  expect(results.size, 'every row ran').toBe(ROWS.length);
  expect(failed).toEqual([]);
});
