/**
 * The Users tab's benchmark (run through `npm run bench`, which builds first): the production build
 * of the remote, standalone, in Chromium, against the OMS dev server with BENCH_USERS (10,000)
 * extra users. Measures
 *   - first rows: from opening the launchpad hand-off URL to the first user row on screen;
 *   - first rows, warm: from a filter change to the new first row;
 *   - scroll through: with 'Hide disabled users' off (every user), scrolling to the end until the
 *     last user is listed: every page of 20 loaded, merged and rendered;
 *   - frames: requestAnimationFrame intervals with every user loaded (the virtualised list's
 *     smoothness), scrolling at a wheel's pace (150 px a frame) and flinging (2,400 px a frame),
 *     and the rows actually in the DOM.
 * Prints a table and writes JSON to bench-results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { startOmsServer } from '../../shell-dev/oms/server';
import { startStaticServer } from '../../shell-dev/static-server';
import { handOffUrl, omsLogin } from '../handoff';

const root = path.resolve(__dirname, '../..');
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const FIRST_ROW = '[role="table"] [role="row"][aria-rowindex="2"]';

interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  over50ms: number;
}

interface RunResult {
  firstRowsColdMs: number;
  firstRowsAfterFilterMs: number;
  usersListed: number;
  listPages: number;
  /** Mean time of one list call seen from the page: request sent to answer read. */
  listCallMs: number;
  scrollThroughMs: number;
  scrollFrames: FrameStats;
  loadedScrollFrames: FrameStats;
  steadyScrollFrames: FrameStats;
  rowsInDom: number;
  jsHeapMb: number | null;
}

function frameStats(deltas: number[]): FrameStats {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { frames: deltas.length, p50: at(0.5), p95: at(0.95), max: Math.round(sorted[sorted.length - 1] ?? 0), over50ms: deltas.filter((d) => d > 50).length };
}

async function usersLabel(page: Page): Promise<number> {
  // The count is written the language's way: '10,007 users'.
  const label = page.getByText(/^\d[\d,]* users?$/);
  await label.waitFor();
  return Number((await label.textContent())?.split(' ')[0]?.replace(/,/g, ''));
}

// The in-page scripts are strings: tsx (esbuild) wraps named functions in a `__name` helper the
// page does not have, so functions passed to page.evaluate would not run there.

/** Scrolls to the end every frame until every user is listed; resolves with the frame intervals. */
const SCROLL_TO_THE_END = `new Promise((resolve, reject) => {
  const deltas = [];
  let last = performance.now();
  const deadline = last + 10 * 60000;
  const done = () => {
    const label = [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent || '').find((text) => /^\\d[\\d,]* users?$/.test(text));
    const total = Number(label ? label.split(' ')[0].replace(/,/g, '') : NaN);
    const rows = [...document.querySelectorAll('[role="table"] [role="row"]')];
    const lastIndex = Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
    const busy = [...document.querySelectorAll('button, .fui-Spinner')].some((el) => /Load more users|Loading more users/.test(el.textContent || ''));
    return !busy && lastIndex === total + 1;
  };
  const step = (now) => {
    deltas.push(now - last);
    last = now;
    window.scrollTo(0, document.documentElement.scrollHeight);
    if (done()) resolve(deltas);
    else if (now > deadline) reject(new Error('the list did not reach its end in 10 minutes'));
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/** Scrolls from the end to the top in big steps, one per frame; resolves with the frame intervals. */
const SCROLL_BACK_TO_TOP = `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now();
  const step = (now) => {
    deltas.push(now - last);
    last = now;
    if (window.scrollY <= 0) return resolve(deltas.slice(1));
    window.scrollBy(0, -2400);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

const JS_HEAP_MB = `performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null`;

/** Before the app loads: keep every resource timing (the browser keeps 250 by default). */
const KEEP_RESOURCE_TIMINGS = 'performance.setResourceTimingBufferSize(1000000)';

/** performFind calls so far: how many, and their total time (request start to answer end). */
const FIND_CALLS = `(() => {
  const calls = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/performFind'));
  return { count: calls.length, totalMs: calls.reduce((sum, entry) => sum + entry.responseEnd - entry.startTime, 0) };
})()`;

/** Wheel-like scrolling: 150 px a frame (9,000 px/s) for `frames` frames; resolves with the intervals. */
const scrollSteadily = (frames: number) => `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now();
  let left = ${frames};
  const step = (now) => {
    deltas.push(now - last);
    last = now;
    if (--left <= 0) return resolve(deltas.slice(1));
    window.scrollBy(0, 150);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

interface ListCalls {
  count: number;
  totalMs: number;
}


async function measure(page: Page, handOff: string, remote: string): Promise<RunResult> {
  await page.addInitScript(KEEP_RESOURCE_TIMINGS);
  const coldStart = Date.now();
  await page.goto(handOff);
  await page.locator(FIRST_ROW).waitFor();
  const firstRowsColdMs = Date.now() - coldStart;

  // A filter change: the old list goes, the new first page comes.
  const filterStart = Date.now();
  await page.getByRole('switch', { name: 'Hide disabled users' }).click();
  await page.waitForURL(/hideDisabled=false/);
  await page.locator('[role="table"]').waitFor();
  await page.locator(FIRST_ROW).waitFor();
  const firstRowsAfterFilterMs = Date.now() - filterStart;
  if (!page.url().startsWith(remote)) throw new Error(`left the app: ${page.url()}`);

  const before = await page.evaluate<ListCalls>(FIND_CALLS);
  const scrollStart = Date.now();
  const scrollDeltas = await page.evaluate<number[]>(SCROLL_TO_THE_END);
  const scrollThroughMs = Date.now() - scrollStart;
  const after = await page.evaluate<ListCalls>(FIND_CALLS);
  const usersListed = await usersLabel(page);
  // The filter's first page plus every page the scroll loaded.
  const listPages = after.count - before.count + 1;
  const listCallMs = (after.totalMs - before.totalMs) / Math.max(1, after.count - before.count);

  const loadedDeltas = await page.evaluate<number[]>(SCROLL_BACK_TO_TOP);
  await page.evaluate('window.scrollTo(0, 0)');
  const steadyDeltas = await page.evaluate<number[]>(scrollSteadily(300));
  const rowsInDom = await page.locator('[role="table"] [role="row"]').count();
  const jsHeapMb = await page.evaluate<number | null>(JS_HEAP_MB);
  return {
    firstRowsColdMs,
    firstRowsAfterFilterMs,
    usersListed,
    listPages,
    listCallMs: Math.round(listCallMs),
    scrollThroughMs,
    scrollFrames: frameStats(scrollDeltas),
    loadedScrollFrames: frameStats(loadedDeltas),
    steadyScrollFrames: frameStats(steadyDeltas),
    rowsInDom,
    jsHeapMb,
  };
}

function printTable(results: RunResult[]): void {
  const rows: Array<[string, (r: RunResult) => string]> = [
    ['first rows (hand-off URL -> first row)', (r) => `${r.firstRowsColdMs} ms`],
    ['first rows after a filter change', (r) => `${r.firstRowsAfterFilterMs} ms`],
    ['users listed at the end', (r) => String(r.usersListed)],
    ['list pages requested (20 view rows each: one per user and group)', (r) => String(r.listPages)],
    ['scroll through every user', (r) => `${(r.scrollThroughMs / 1000).toFixed(1)} s`],
    ['  per page, all in', (r) => `${(r.scrollThroughMs / Math.max(1, r.listPages)).toFixed(0)} ms`],
    ['  per page, the OMS call alone', (r) => `${r.listCallMs} ms`],
    ['  frames while loading p50 / p95 / max', (r) => `${r.scrollFrames.p50} / ${r.scrollFrames.p95} / ${r.scrollFrames.max} ms`],
    ['all loaded, 150 px a frame: p50 / p95 / max', (r) => `${r.steadyScrollFrames.p50} / ${r.steadyScrollFrames.p95} / ${r.steadyScrollFrames.max} ms`],
    ['  frames over 50 ms (of 300)', (r) => String(r.steadyScrollFrames.over50ms)],
    ['all loaded, 2,400 px a frame: p50 / p95 / max', (r) => `${r.loadedScrollFrames.p50} / ${r.loadedScrollFrames.p95} / ${r.loadedScrollFrames.max} ms`],
    ['  frames over 50 ms', (r) => `${r.loadedScrollFrames.over50ms} of ${r.loadedScrollFrames.frames}`],
    ['rows in the DOM with all loaded', (r) => String(r.rowsInDom)],
    ['JS heap at the end', (r) => (r.jsHeapMb === null ? '-' : `${r.jsHeapMb} MB`)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.info(`\nUsers tab, ${USERS} generated users, ${RUNS} run(s)`);
  console.info(`${'measure'.padEnd(width)} | ${results.map((_, i) => `run ${i + 1}`.padStart(14)).join(' | ')}`);
  console.info(`${'-'.repeat(width)}-|-${results.map(() => '-'.repeat(14)).join('-|-')}`);
  for (const [label, value] of rows) console.info(`${label.padEnd(width)} | ${results.map((r) => value(r).padStart(14)).join(' | ')}`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`No build in ${DIST}: run \`npm run bench\` (it builds first).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-'));
  const remote = await startStaticServer({ root: DIST });
  const seedStart = Date.now();
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, users: USERS, quiet: true, allowedOrigins: [remote.origin] });
  console.info(`bench: OMS ${oms.url} seeded with ${USERS} extra users in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; remote ${remote.origin}`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const chromiumVersion = browser.version();
  const results: RunResult[] = [];
  let control: FrameStats | undefined;
  try {
    // The machine's floor: the same steady scroll over a page with nothing on it.
    const blank = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await blank.setContent('<div style="height: 700000px"></div>');
    control = frameStats(await blank.evaluate<number[]>(scrollSteadily(300)));
    await blank.close();

    for (let run = 0; run < RUNS; run++) {
      const handOff = handOffUrl(remote.origin, oms.url, await omsLogin(oms.url, 'admin', 'admin@123'));
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      results.push(await measure(page, handOff, remote.origin));
      await context.close();
    }
  } finally {
    await browser.close();
    await oms.close();
    await remote.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  printTable(results);
  if (control) console.info(`\ncontrol: an empty page scrolled the same way, frame p50 / p95 / max ${control.p50} / ${control.p95} / ${control.max} ms`);
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `users-list-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const environment = { users: USERS, control, cpus: os.cpus().length, loadAverage: os.loadavg(), chromium: chromiumVersion, node: process.version };
  fs.writeFileSync(file, `${JSON.stringify({ environment, results }, null, 2)}\n`);
  console.info(`\nbench: results in ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
