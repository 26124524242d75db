/**
 * Access review (issue 39; run through `npm run bench`, which builds with USERS_BENCH=1 first): the
 * production build, standalone, in Chromium, against the OMS dev server seeded with BENCH_USERS
 * (10,000) extra users and their login history (~26 logins per active user: ~261,000
 * UserLoginHistory rows). From the click on the Users tab's 'Access review':
 *   - the review's first screen: the first login rows with every flag's count (target < 1.5 s;
 *     this screen shows its rows and counts together, so the two targets meet at one moment:
 *     flags and counts for all logins < 3 s);
 *   - the exact last login of the rows on screen;
 *   - the OMS requests it made (bulk: a few finds in pages or `in` lists, never one per login).
 * Median of BENCH_RUNS (3). Writes bench-results/review.json (and a timestamped copy).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { startOmsServer } from '../../shell-dev/oms/server';
import { startStaticServer } from '../../shell-dev/static-server';
import { handOffUrl, omsLogin } from '../handoff';
import { recordOmsRequests } from '../request-waves';
import { median, printTable } from './stats';

const root = path.resolve(__dirname, '../..');
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const TARGETS = { firstScreenMs: 1500, countsMs: 3000 } as const;

interface Run {
  logins: number;
  firstScreenMs: number;
  lastLoginsMs: number;
  requests: number;
  byCall: Record<string, number>;
}

async function run(browser: Browser, remote: string, omsUrl: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  try {
    await page.goto(handOffUrl(remote, omsUrl, await omsLogin(omsUrl, 'admin', 'admin@123')));
    await page.getByRole('button', { name: 'Access review', exact: true }).waitFor();
    const recorder = await recordOmsRequests(page, omsUrl);
    await page.evaluate(`(() => {
      const marks = (window.__reviewBench = {});
      document.addEventListener('click', (event) => {
        if (marks.click === undefined && event.target.closest('button')?.textContent === 'Access review') marks.click = event.timeStamp;
      }, true);
      new MutationObserver(() => {
        const table = document.querySelector('[role="table"][aria-label="Logins under review"]');
        if (marks.first === undefined && table?.querySelector('[role="rowgroup"] [role="row"]')) marks.first = performance.now();
        // The 'Last login' cells (the third), '…' until their exact read is in.
        const lastLogins = table ? [...table.querySelectorAll('[role="rowgroup"] [role="row"] > [role="cell"]:nth-child(3)')].map((cell) => cell.textContent ?? '') : [];
        if (marks.first !== undefined && marks.last === undefined && lastLogins.length > 0 && lastLogins.every((text) => /days ago|Never logged in/.test(text))) marks.last = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })()`);
    await page.getByRole('button', { name: 'Access review', exact: true }).click();
    const table = page.getByRole('table', { name: 'Logins under review' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    await page.waitForFunction('window.__reviewBench.last !== undefined', undefined, { timeout: 60_000 });
    const marks = await page.evaluate<{ click: number; first: number; last: number }>('window.__reviewBench');
    const status = (await page.getByRole('status').filter({ hasText: /^Logins: / }).textContent()) ?? '';
    await recorder.stop();
    const byCall: Record<string, number> = {};
    for (const request of recorder.requests()) byCall[request.name] = (byCall[request.name] ?? 0) + 1;
    return {
      logins: Number(/of ([\d,]+)/.exec(status)?.[1]?.replace(/,/g, '') ?? 0),
      firstScreenMs: Math.round(marks.first - marks.click),
      lastLoginsMs: Math.round(marks.last - marks.click),
      requests: recorder.requests().length,
      byCall,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`No build in ${DIST}: run \`npm run bench\` (it builds first).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-review-'));
  const remote = await startStaticServer({ root: DIST });
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, users: USERS, quiet: true, allowedOrigins: [remote.origin] });
  console.info(`bench: OMS ${oms.url} with ${USERS} extra users and their login history; remote ${remote.origin}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const runs: Run[] = [];
  try {
    for (let index = 0; index < RUNS; index++) {
      const result = await run(browser, remote.origin, oms.url);
      console.info(`bench: review ${index + 1}/${RUNS}: ${result.logins} logins, first screen with counts ${result.firstScreenMs} ms, last logins on screen ${result.lastLoginsMs} ms, ${result.requests} requests`);
      runs.push(result);
    }
  } finally {
    await browser.close();
    await oms.close();
    await remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const first = median(runs.map((r) => r.firstScreenMs));
  const last = median(runs.map((r) => r.lastLoginsMs));
  const requests = median(runs.map((r) => r.requests));
  const logins = runs[0]?.logins ?? 0;
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const rows: Array<[string, string, string]> = [
    [`access review of ${logins.toLocaleString('en-US')} logins: click → first rows with every flag's count`, `< ${TARGETS.firstScreenMs} ms (counts < ${TARGETS.countsMs} ms)`, `${first} ms ${mark(first < TARGETS.firstScreenMs)} (${runs.map((r) => r.firstScreenMs).join(' / ')})`],
    ['  click → the exact last login of the rows on screen', '', `${last} ms (${runs.map((r) => r.lastLoginsMs).join(' / ')})`],
    ['  OMS requests (bulk, not one per login)', `< ${logins.toLocaleString('en-US')}`, `${requests} ${mark(requests < logins / 10)}`],
  ];
  printTable(`Access review, ${USERS} extra users, median of ${RUNS} run(s)`, rows);
  console.info(`OMS requests of one run: ${Object.entries(runs[0]?.byCall ?? {}).sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`).join(', ')}`);
  fs.mkdirSync(OUT, { recursive: true });
  const json = `${JSON.stringify({ environment: { users: USERS, runs: RUNS, cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version }, targets: TARGETS, summary: { firstScreenMs: first, lastLoginsMs: last, requests }, runs }, null, 2)}\n`;
  fs.writeFileSync(path.join(OUT, 'review.json'), json);
  fs.writeFileSync(path.join(OUT, `review-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), json);
  console.info(`\nbench: results in ${path.relative(root, path.join(OUT, 'review.json'))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
