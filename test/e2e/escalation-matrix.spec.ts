/**
 * The escalation matrix (issue 63): each write path × {a super user as target, a restricted group,
 * the viewer's own user} × {a super viewer (admin), a security admin who is not a super user
 * (sam.secure)}, through the host against the OMS dev server. Each cell checks what is offered
 * (off with the change policy's reason, missing from a list, a refused step saying why) and what
 * reaches the OMS (read back with performFind: nothing where the policy says no; where it says
 * yes, the write is made, read back and undone through the OMS's API). The fixtures' omsViolations
 * check fails a row whose screens sent a write the policy should have prevented.
 *
 * One page per viewer, signed in once (the worker's); the run's own users (a plain one who never
 * held the restricted group, one who holds it) are made once per OMS. The last test prints the
 * matrix (✓ / ✘ / n/a) and fails if any cell did; each row's cells are kept in a file until then,
 * so a failing row (Playwright then starts a fresh worker) loses nothing. Rows:
 * escalation-rows-details.ts, escalation-rows-profile.ts, escalation-rows-access.ts, escalation-rows-flows.ts, escalation-rows-restore.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin, e2eUrls, expect, loginThroughHost, omsPost, test as base } from './fixtures';
import { ACCESS_ROWS } from './escalation-rows-access';
import { DETAILS_ROWS } from './escalation-rows-details';
import { FLOW_ROWS } from './escalation-rows-flows';
import { PROFILE_ROWS } from './escalation-rows-profile';
import { RESTORE_ROWS } from './escalation-rows-restore';
import { putAwayMadeUsers } from './offboardees';
import { COLUMNS, escalationTable, makeRunUsers, targetOf, VIEWER_USERS } from './escalation-support';
import type { CellResult, Column, EscalationRow, Person, Viewer } from './escalation-support';

const ROWS: EscalationRow[] = [...DETAILS_ROWS, ...PROFILE_ROWS, ...ACCESS_ROWS, ...FLOW_ROWS, ...RESTORE_ROWS];

const runFile = (name: string) => path.join(os.tmpdir(), `users-escalation-${new URL(e2eUrls().oms).port}-${name}`);

/** The run's users: made once per OMS (a restarted worker reads them back from the file). */
async function runUsers(): Promise<{ plain: Person; holder: Person }> {
  const file = runFile('users.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as { plain: Person; holder: Person };
  const users = await makeRunUsers();
  fs.writeFileSync(file, JSON.stringify(users));
  return users;
}

function readResults(): Map<string, Map<Column, CellResult>> {
  const file = runFile('cells.jsonl');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return new Map(
    lines.map((line) => {
      const { name, cells } = JSON.parse(line) as { name: string; cells: [Column, CellResult][] };
      return [name, new Map(cells)];
    }),
  );
}

const test = base.extend<{ viewerPages: Record<Viewer, Page> }, { samPage: Page }>({
  samPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await loginThroughHost(page, { userLoginId: VIEWER_USERS.sam.userLoginId, password: VIEWER_USERS.sam.password });
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  viewerPages: async ({ adminPage, samPage }, provide) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.stack ?? error.message);
    samPage.on('pageerror', onError);
    await provide({ admin: adminPage, sam: samPage });
    samPage.off('pageerror', onError);
    expect(errors, 'uncaught errors in the security admin page').toEqual([]);
  },
});

// The users the restore cells make and offboard: put out of the other specs' way at the end.
putAwayMadeUsers();

let users: { plain: Person; holder: Person } | undefined;
// Before the tests: making the holder puts a restricted group on a login straight through the OMS.
test.beforeAll(async () => {
  users = await runUsers();
});

// Once every row has run, the run's two users leave the other specs' lists (the default filter hides a disabled party).
test.afterAll(async () => {
  if (!users || ROWS.some((row) => !readResults().has(row.name))) return;
  const { token } = await apiLogin('admin');
  for (const person of [users.plain, users.holder]) await omsPost(token, 'service/updatePerson', { partyId: person.partyId, statusId: 'PARTY_DISABLED' }).catch(() => undefined);
});

for (const row of ROWS) {
  test(`escalation: ${row.name}`, async ({ viewerPages }, testInfo) => {
    test.setTimeout(120_000);
    const { plain, holder } = users!;
    const { token } = await apiLogin('admin');
    const cells = new Map<Column, CellResult>();
    const failed: string[] = [];
    try {
      for (const column of COLUMNS) {
        const cell = row.cells[column];
        if (!cell) {
          cells.set(column, 'n/a');
          continue;
        }
        const [viewer, target] = column.split('/') as [Viewer, 'super' | 'restricted' | 'own'];
        const page = viewerPages[viewer];
        try {
          await cell({ page, adminPage: viewerPages.admin, viewer, me: VIEWER_USERS[viewer], target: targetOf(target, viewer, plain), token, plain, holder });
          cells.set(column, '✓');
        } catch (error) {
          cells.set(column, '✘');
          failed.push(`${column}: ${error instanceof Error ? error.message.split('\n').slice(0, 8).join('\n') : String(error)}`);
          await testInfo.attach(`${column}.png`, { body: await page.screenshot(), contentType: 'image/png' }).catch(() => undefined);
          // The next cell starts from a page without a dialog open.
          await page.keyboard.press('Escape').catch(() => undefined);
        }
      }
    } finally {
      fs.appendFileSync(runFile('cells.jsonl'), `${JSON.stringify({ name: row.name, cells: [...cells] })}\n`);
    }
    expect(failed, failed.join('\n\n')).toEqual([]);
  });
}

test('the escalation matrix, printed', () => {
  const results = readResults();
  const { table, failed } = escalationTable(
    ROWS.map((row) => row.name),
    results,
  );
  console.info(`\nEscalation matrix (viewer/target; admin: a super user, sam: a security admin)\n${table}`);
  expect(ROWS.filter((row) => !results.has(row.name)).map((row) => row.name), 'every row ran').toEqual([]);
  expect(failed).toEqual([]);
});
