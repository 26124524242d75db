/**
 * What a person gets on the first screen (`BENCH_ONLY=usable`, run through `npm run bench`, which
 * builds the remote and the host first): the Users tab, on both paths admins take, against the OMS
 * dev server with BENCH_USERS (10,000) extra users, loopback, in Chromium:
 *   - standalone: the launchpad's hand-off URL of the remote's own page (a full page load; the
 *     clock starts at navigation start);
 *   - launchpad: the shell-dev host, logged in and idle on its home page, then a click on 'Users'
 *     in its app switcher (the clock starts at the click; the pointer comes over the link in the
 *     same moment, so an intent handler gains nothing a real click would not give it);
 *   - launchpad at once: the same click as soon as the link shows after the login, before the
 *     host has been idle (what it loads and reads once idle may be under way, or not started).
 *     No goal of its own: it says what a click in the host's first moments gets.
 * For each load the page notes, on its own clock:
 *   - rows: 10 user rows on screen (whatever draws them);
 *   - usable: the first click that opens a user. From the clock's start the page clicks every
 *     30 ms where the first row's groups cell is on screen (document.elementFromPoint: what a
 *     person's click would hit), and the figure is the moment the router pushes /user-details/…
 *     (history.pushState, patched before the app loads), not a poll.
 * BENCH_COMPARE=<another remote build's folder> loads that build too (standalone from its own
 * static server; in the host with `?remote=` pointing at its manifest), alternating run by run,
 * and prints the median of the paired differences and ratios; BENCH_COMPARE_HOST=<another host
 * build's folder> runs that build in that host (the host of the same commit: what a host does on
 * intent is part of the path). BENCH_RUNS (default 5).
 * BENCH_FLOOR=1 also loads the floor control (./floor/build.ts: React + Fluent UI drawing the rows
 * from the spec's two waves of reads, nothing else) standalone, in the same alternation, and prints
 * its paired ratio to the compared build: the least any standalone Users tab costs on this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../../shell-dev/oms/seed/fixtures';
import { startOmsServer } from '../../shell-dev/oms/server';
import { startStaticServer } from '../../shell-dev/static-server';
import type { HostConfig } from '../../shell-dev/host/src/config';
import { handOffUrl, omsLogin } from '../handoff';
import { buildFloorPage } from './floor/build';
import { median } from './stats';

const root = path.resolve(__dirname, '../..');
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const HOST_DIST = process.env.BENCH_HOST_DIST ?? path.join(root, 'dist-shell');
const COMPARE = process.env.BENCH_COMPARE;
const COMPARE_HOST = process.env.BENCH_COMPARE_HOST;
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const FLOOR = process.env.BENCH_FLOOR === '1';
const FLOOR_DIST = path.join(root, 'node_modules/.cache/users-bench/floor');

/** Before anything of the page runs: the clock, the rows check, the clicker and the push recorder. */
const WATCH = `(() => {
  window.__bench = { start: undefined, rows: undefined, usable: undefined };
  const push = history.pushState;
  history.pushState = function (...args) {
    const b = window.__bench;
    if (b.start !== undefined && b.usable === undefined && String(args[2] ?? '').includes('/user-details/')) {
      b.usable = performance.now();
      if (window.__benchDone) window.__benchDone();
    }
    return push.apply(this, args);
  };
  const rowsShown = () => document.querySelectorAll('[role="table"] [role="row"][aria-rowindex]').length >= 11;
  const frame = () => {
    const b = window.__bench;
    if (b.start !== undefined && b.rows === undefined && rowsShown()) b.rows = performance.now();
    if (b.usable === undefined) requestAnimationFrame(frame);
  };
  const click = () => {
    const cell = document.querySelector('[role="table"] [role="row"][aria-rowindex="2"] [role="cell"]:nth-child(3)');
    if (!cell) return;
    const box = cell.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const target = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (target instanceof HTMLElement) target.click();
  };
  window.__benchStart = (at) => {
    window.__bench.start = at;
    requestAnimationFrame(frame);
    const timer = setInterval(() => (window.__bench.usable === undefined ? click() : clearInterval(timer)), 30);
  };
})()`;

interface Load {
  rowsMs: number;
  usableMs: number;
}

interface Build {
  label: string;
  dist: string;
  origin: string;
  /** The host this build runs in. */
  hostOrigin: string;
  standalone: Load[];
  hosted: Load[];
  hostedAtOnce: Load[];
  /** The floor control: a standalone page only, no host. */
  floor?: boolean;
}

const doneHooks = new WeakMap<Page, () => void>();

async function measure(page: Page, start: () => Promise<void>): Promise<Load> {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve, reject) => {
    doneHooks.set(page, resolve);
    timer = setTimeout(() => reject(new Error('no user opened within 30 s')), 30_000);
  });
  await start();
  await done.finally(() => clearTimeout(timer));
  const at = await page.evaluate<{ start: number; rows?: number; usable: number }>('window.__bench');
  return { rowsMs: Math.round((at.rows ?? NaN) - at.start), usableMs: Math.round(at.usable - at.start) };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(process.env.BENCH_REDUCED_MOTION ? { reducedMotion: 'reduce' as const } : {}) });
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  await page.exposeFunction('__benchDone', () => doneHooks.get(page)?.());
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

async function standalone(browser: Browser, build: Build, omsUrl: string): Promise<Load> {
  const page = await newPage(browser);
  try {
    const session = await omsLogin(omsUrl, 'admin', 'admin@123');
    await page.addInitScript('window.__benchStart(0)');
    return await measure(page, async () => {
      await page.goto(handOffUrl(build.origin, omsUrl, session), { waitUntil: 'commit' });
    });
  } finally {
    await page.context().close();
  }
}

/** A click on the host's 'Users' link: once the host is idle (`settled`), or as soon as the link shows. */
async function hosted(browser: Browser, build: Build, hostOrigin: string, settled: boolean): Promise<Load> {
  const page = await newPage(browser);
  try {
    const { userLoginId, password } = DEMO_LOGINS.admin;
    await page.goto(`${hostOrigin}/login?remote=${encodeURIComponent(`${build.origin}/mf-manifest.json`)}`);
    await page.getByLabel('Username').fill(userLoginId);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    if (settled) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    } else await page.locator('nav[aria-label="App switcher"] a[href="/users"]').waitFor();
    return await measure(page, () =>
      page.evaluate(`(() => {
        const link = document.querySelector('nav[aria-label="App switcher"] a[href="/users"]');
        const at = performance.now();
        link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        link.dispatchEvent(new PointerEvent('pointerenter'));
        window.__benchStart(at);
        link.click();
      })()`),
    );
  } finally {
    await page.context().close();
  }
}

function report(build: Build, compared: boolean): void {
  const line = (label: string, loads: Load[]) => {
    const rows = loads.map((load) => load.rowsMs);
    const usable = loads.map((load) => load.usableMs);
    console.info(`  ${label.padEnd(11)} rows visible ${String(median(rows)).padStart(5)} ms (${rows.join(' / ')}), first working click ${String(median(usable)).padStart(5)} ms (${usable.join(' / ')})`);
  };
  console.info(`\n${compared ? `${build.label} (${path.relative(root, build.dist) || '.'})` : 'Users tab'}: median of ${RUNS} run(s), ${USERS} generated users`);
  line('standalone', build.standalone);
  if (build.floor) return;
  line('launchpad', build.hosted);
  line('at once', build.hostedAtOnce);
}

/** Median paired difference and ratio of one figure of `a`'s loads to `b`'s. */
function paired(a: Load[], b: Load[], field: keyof Load): string {
  const mine = a.map((load) => load[field]);
  const theirs = b.map((load) => load[field]);
  const diff = median(mine.map((value, index) => value - (theirs[index] ?? NaN)));
  const ratio = median(mine.map((value, index) => value / (theirs[index] ?? NaN)));
  return `${diff > 0 ? '+' : ''}${diff} ms, ×${ratio.toFixed(2)}`;
}

function compare(a: Build, b: Build): void {
  console.info(`\n${a.label} vs ${b.label}, paired runs (the two alternate, the same minutes): median difference, median ratio`);
  const pairs = (pick: (build: Build) => Load[], field: keyof Load) => paired(pick(a), pick(b), field);
  console.info(`  standalone  rows ${pairs((build) => build.standalone, 'rowsMs')}; first working click ${pairs((build) => build.standalone, 'usableMs')} (goal ×0.47)`);
  console.info(`  launchpad   rows ${pairs((build) => build.hosted, 'rowsMs')}; first working click ${pairs((build) => build.hosted, 'usableMs')} (goal ×0.51)`);
  console.info(`  at once     rows ${pairs((build) => build.hostedAtOnce, 'rowsMs')}; first working click ${pairs((build) => build.hostedAtOnce, 'usableMs')}`);
}

async function main(): Promise<void> {
  const dists = [DIST, ...(COMPARE ? [COMPARE] : [])];
  for (const dist of [...dists, HOST_DIST]) if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run \`npm run bench\` (it builds first).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'users-bench-usable-'));
  if (FLOOR) await buildFloorPage(FLOOR_DIST);
  const servers = await Promise.all(dists.map((dist) => startStaticServer({ root: dist })));
  const floorServer = FLOOR ? await startStaticServer({ root: FLOOR_DIST }) : undefined;
  const hostJson: Record<string, HostConfig> = {};
  const hosts = await Promise.all([HOST_DIST, ...(COMPARE && COMPARE_HOST ? [COMPARE_HOST] : [])].map((root) => startStaticServer({ root, json: hostJson })));
  const host = hosts[0]!;
  const builds: Build[] = dists.map((dist, index) => ({ label: index === 0 ? 'this build' : 'compared', dist, origin: servers[index]!.origin, hostOrigin: (hosts[index] ?? host).origin, standalone: [], hosted: [], hostedAtOnce: [] }));
  const floor: Build | undefined = floorServer && { label: 'floor control', dist: FLOOR_DIST, origin: floorServer.origin, hostOrigin: host.origin, standalone: [], hosted: [], hostedAtOnce: [], floor: true };
  const measured = floor ? [...builds, floor] : builds;
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, users: USERS, quiet: true, allowedOrigins: [...hosts.map((server) => server.origin), ...measured.map((build) => build.origin)] });
  hostJson['/config.json'] = { omsUrl: oms.url, remoteManifestUrl: `${builds[0]!.origin}/mf-manifest.json` };
  console.info(`bench: OMS ${oms.url} with ${USERS} extra users; ${builds.map((build) => `${build.label} ${build.origin} in the host ${build.hostOrigin}`).join(', ')}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const build of run % 2 === 0 ? measured : [...measured].reverse()) {
        build.standalone.push(await standalone(browser, build, oms.url));
        if (build.floor) continue;
        build.hosted.push(await hosted(browser, build, build.hostOrigin, true));
        build.hostedAtOnce.push(await hosted(browser, build, build.hostOrigin, false));
      }
    }
  } finally {
    await browser.close();
    await oms.close();
    await Promise.all([...servers, ...hosts, ...(floorServer ? [floorServer] : [])].map((server) => server.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const build of measured) report(build, measured.length > 1);
  if (builds[0] && builds[1]) compare(builds[0], builds[1]);
  if (floor) {
    const against = builds[1] ?? builds[0]!;
    console.info(`\nfloor control vs ${against.label}, paired, standalone: rows ${paired(floor.standalone, against.standalone, 'rowsMs')}; first working click ${paired(floor.standalone, against.standalone, 'usableMs')}`);
    if (builds[1]) console.info(`${builds[0]!.label} vs floor control, paired, standalone: first working click ${paired(builds[0]!.standalone, floor.standalone, 'usableMs')}`);
  }
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `usable-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const environment = { users: USERS, runs: RUNS, cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version };
  fs.writeFileSync(file, `${JSON.stringify({ environment, builds: measured.map(({ label, dist, standalone: s, hosted: h, hostedAtOnce: a }) => ({ label, dist, standalone: s, hosted: h, hostedAtOnce: a })) }, null, 2)}\n`);
  console.info(`\nbench: results in ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
