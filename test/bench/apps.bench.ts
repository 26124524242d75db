/**
 * Permissions by app (run through `npm run bench`, which builds with USERS_BENCH=1 first): the
 * production build, standalone, in Chromium, against the seeded OMS dev server (every catalog id).
 * Each run, in a fresh browser context after the launchpad hand-off, opens
 * /tabs/permissions?view=app (22 apps, their capabilities, loaded) and clicks 'Fulfillment':
 *   - waves: the OMS requests the click causes (target: one wave — the app's one holders find);
 *   - paint: from the last of those answers (responseEnd) to the page painted with every capability
 *     card of the app (target < 100 ms), and from the click to that paint;
 * and, in the last run, grants 'Look up orders' to one more group through 'Manage security groups'
 * and counts the capability cards rendered from Save to the re-read holders on screen (target: the
 * one card whose holders changed; counted by the USERS_BENCH hook in CapabilityCard).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { CATALOG } from '../../src/catalog/catalog.data';
import { startOmsServer } from '../../shell-dev/oms/server';
import { startStaticServer } from '../../shell-dev/static-server';
import { handOffUrl, omsLogin } from '../handoff';
import { recordOmsRequests } from '../request-waves';

const root = path.resolve(__dirname, '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const TARGETS = { paintMs: 100, waves: 1, cardsPerGrant: 1 } as const;
const APP = CATALOG.find((app) => app.id === 'fulfillment');
const CAPABILITY = 'Look up orders';
/** A seeded functional group that does not hold FF_ORDER_LOOKUP_VIEW. */
const GRANTEE = 'Customer Service Representative';

// In-page scripts are strings: tsx wraps named functions in a helper the page does not have.
const INIT = `(() => {
  performance.setResourceTimingBufferSize(1000000);
  const renders = [];
  window.__usersBench = { renders, capabilityRendered: (id) => renders.push(id) };
})()`;

/** Arms the measure of the next click: resolves when `cards` capability cards are on screen, after that frame's paint. */
const ARM = (cards: number) => `window.__appResult = new Promise((resolve) => {
  document.addEventListener('click', (event) => {
    const t0 = event.timeStamp;
    const tick = () => {
      if (document.querySelectorAll('h4').length >= ${cards}) {
        const cardsAt = performance.now();
        setTimeout(() => resolve({ t0, cardsAt, paintedAt: performance.now() }), 0);
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, { capture: true, once: true });
}); true`;

interface Timing {
  name: string;
  start: number;
  end: number;
}

interface RunResult {
  clickToPaintMs: number;
  answerToPaintMs: number;
  requests: string[];
  waves: number;
  grantRenders?: string[];
}

const OMS_TIMINGS = (omsUrl: string, from: number) => `performance.getEntriesByType('resource')
  .filter((entry) => entry.name.startsWith(${JSON.stringify(omsUrl)}) && entry.startTime >= ${from})
  .map((entry) => ({ name: entry.name.slice(${omsUrl.length}), start: entry.startTime, end: entry.responseEnd }))`;

async function measure(page: Page, origin: string, omsUrl: string, handOff: string, grant: boolean): Promise<RunResult> {
  if (!APP) throw new Error('No fulfillment app in the catalog');
  await page.goto(handOff);
  await page.getByRole('table').waitFor();
  await page.goto(`${origin}/tabs/permissions?view=app`);
  const nav = page.getByRole('navigation', { name: 'Apps' });
  await nav.waitFor();
  await page.evaluate(ARM(APP.capabilities.length));
  const recorder = await recordOmsRequests(page, omsUrl);
  await nav.getByRole('button', { name: /^Fulfillment/ }).click();
  const { t0, paintedAt } = await page.evaluate<{ t0: number; cardsAt: number; paintedAt: number }>('window.__appResult');
  await recorder.stop();
  const timings = await page.evaluate<Timing[]>(OMS_TIMINGS(omsUrl, t0));
  const lastAnswer = Math.max(t0, ...timings.map((t) => t.end));
  const result: RunResult = {
    clickToPaintMs: Math.round(paintedAt - t0),
    answerToPaintMs: Math.round(paintedAt - lastAnswer),
    requests: recorder.requests().map((request) => request.name),
    waves: recorder.waves(),
  };
  if (grant) {
    const card = page.locator('li', { has: page.getByRole('heading', { level: 4, name: CAPABILITY, exact: true }) });
    await card.getByRole('button', { name: `Manage security groups: ${CAPABILITY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage security groups' });
    await dialog.getByRole('checkbox', { name: new RegExp(GRANTEE) }).check();
    await dialog.getByRole('button', { name: 'Review changes' }).click();
    await page.evaluate('window.__usersBench.renders.splice(0)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('link', { name: GRANTEE }).waitFor();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
    result.grantRenders = await page.evaluate<string[]>('window.__usersBench.renders.splice(0)');
  }
  return result;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`No build in ${DIST}: run \`npm run bench\` (it builds first).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-apps-'));
  const remote = await startStaticServer({ root: DIST });
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, quiet: true, allowedOrigins: [remote.origin] });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const results: RunResult[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(INIT);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      const handOff = handOffUrl(remote.origin, oms.url, await omsLogin(oms.url, 'admin', 'admin@123'));
      results.push(await measure(page, remote.origin, oms.url, handOff, run === RUNS - 1));
      await context.close();
    }
  } finally {
    await browser.close();
    await oms.close();
    await remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const grantRenders = results.at(-1)?.grantRenders ?? [];
  const rows: Array<[string, string, string]> = [
    ['open Fulfillment: last answer → cards painted', `< ${TARGETS.paintMs} ms`, `${median(results.map((r) => r.answerToPaintMs))} ms`],
    ['open Fulfillment: click → cards painted', '', `${median(results.map((r) => r.clickToPaintMs))} ms`],
    ['OMS request waves after the click', String(TARGETS.waves), results.map((r) => r.waves).join(', ')],
    ['capability cards rendered by one grant', String(TARGETS.cardsPerGrant), `${grantRenders.length} (${[...new Set(grantRenders)].join(', ')})`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.info(`\nPermissions by app, ${CATALOG.length} apps, ${CATALOG.reduce((n, app) => n + app.capabilities.length, 0)} capabilities, median of ${RUNS} run(s) (each: ${results.map((r) => r.answerToPaintMs).join(' / ')} ms)`);
  console.info(`${'measure'.padEnd(width)} | ${'target'.padStart(9)} | measured`);
  for (const [label, target, value] of rows) console.info(`${label.padEnd(width)} | ${target.padStart(9)} | ${value}`);
  console.info(`requests after the click, last run: ${results.at(-1)?.requests.join(', ')}`);
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `apps-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ environment: { runs: RUNS, cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version }, results }, null, 2)}\n`);
  console.info(`\nbench: results in ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
