/**
 * The size report (run through `npm run bench`, which builds the remote and the host first): the
 * production builds on static servers against the OMS dev server, in Chromium. Opens
 *   - standalone: the launchpad hand-off URL of the remote's own page, which lands on the Users tab;
 *   - hosted: the shell-dev host's /users/tabs/users after a host login (the host shares react,
 *     react-dom, the router, jotai and Fluent UI), counting the remote's own files;
 * records every JS and CSS file the browser loaded until the first user row shows, and gzip -9
 * sizes each. Files loaded afterwards, once the page is idle (the preloaded next screen), are
 * listed apart: they do not hold up the route. The biggest modules and packages come from each
 * file's source map. The OMS requests before the first row are counted in waves (goal: 2), with
 * 300 ms of latency emulated so that only a real wait makes a new wave. Prints the totals next to
 * the goals and writes JSON to bench-results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, Page, Response } from 'playwright-core';
import { DEMO_LOGINS } from '../../shell-dev/oms/seed/fixtures';
import { handOffUrl, omsLogin } from '../handoff';
import { describeWaves, recordOmsRequests } from '../request-waves';
import type { OmsRequest } from '../request-waves';
import { startAppServers } from '../servers';
import { isIconLibrary, moduleChars, moduleGroup } from './source-map-sizes';

const root = path.resolve(__dirname, '../..');
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const HOST_DIST = process.env.BENCH_HOST_DIST ?? path.join(root, 'dist-shell');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const FIRST_ROW = '[role="table"] [role="row"][aria-rowindex="2"]';
/** Issue 19's goals, gzip bytes of JS + CSS (issue 14's were 230 and 80 KB). */
const GOALS = { standalone: 215 * 1024, hosted: 75 * 1024 } as const;
const TOP = Number(process.env.BENCH_SIZE_TOP ?? 12);

interface LoadedFile {
  url: string;
  /** The file in a build folder, when it is one of ours (for its source map). */
  file?: string;
  bytes: number;
  gzip: number;
  /** Loaded after the first rows showed (an idle preload). */
  afterRows: boolean;
}

interface RouteReport {
  route: string;
  goal: number;
  files: LoadedFile[];
  gzip: number;
  afterRowsGzip: number;
  groups: Array<[string, number]>;
  modules: Array<[string, number]>;
  iconLibraryGzip: number;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Before the app loads: note the time (epoch ms) the first user row enters the DOM. A mutation
 * observer runs before any idle callback, so a preload started once the rows show comes after it.
 */
const NOTE_FIRST_ROW = `new MutationObserver((_, observer) => {
  const rows = [...document.querySelectorAll(${JSON.stringify(FIRST_ROW)})];
  const now = performance.timeOrigin + performance.now();
  if (rows.length > 0) {
    window.__firstRowAt = now;
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

/** Records the JS and CSS the page loads, with when each request started (epoch ms). */
function recordFiles(page: Page, dists: Record<string, string>): Promise<LoadedFile & { startedAt: number }>[] {
  const files: Promise<LoadedFile & { startedAt: number }>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { origin, pathname } = new URL(response.url());
    const dist = dists[origin];
    const file = dist ? path.join(dist, decodeURIComponent(pathname)) : undefined;
    // A file the browser had from an earlier page of the context (the host's login page) comes
    // back revalidated, 304 without a body (the static servers send ETags): the page still uses
    // all of it, so it counts as the file the server holds, as a first visit would fetch it.
    const body = response.status() === 304 && file ? fs.promises.readFile(file) : response.body();
    files.push(
      body.then((body) => {
        return {
          url: response.url(),
          file,
          bytes: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          afterRows: false,
          startedAt: response.request().timing().startTime,
        };
      }),
    );
  });
  return files;
}

/** Latency added to every request (Chromium's emulation): requests that do not wait for each other stay in one wave. */
const WAVE_LATENCY_MS = 300;

interface RouteLoad {
  files: LoadedFile[];
  /** The OMS requests sent before the first row showed, in waves (test/request-waves.ts). */
  requests: OmsRequest[];
}

/**
 * Opens the route, waits for the first row, then for the page to go idle. The OMS requests until
 * the first row are recorded in waves, with WAVE_LATENCY_MS on every request (bytes do not change).
 */
async function loadRoute(page: Page, url: string, dists: Record<string, string>, omsUrl: string): Promise<RouteLoad> {
  await page.addInitScript(NOTE_FIRST_ROW);
  const recorded = recordFiles(page, dists);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: WAVE_LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  const oms = await recordOmsRequests(page, omsUrl);
  await page.goto(url);
  await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
  await oms.stop();
  await page.waitForFunction('window.__firstRowAt !== undefined', undefined, { timeout: 60_000 });
  const firstRowAt = await page.evaluate<number>('window.__firstRowAt');
  await page.waitForLoadState('networkidle');
  // requestIdleCallback preloads run once the main thread rests; let them start and finish.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(recorded);
  return { files: files.map(({ startedAt, ...file }) => ({ ...file, afterRows: startedAt > firstRowAt })), requests: oms.requests() };
}

function report(route: string, goal: number, files: LoadedFile[]): RouteReport {
  const counted = files.filter((file) => !file.afterRows);
  const modules = new Map<string, number>();
  let iconLibraryGzip = 0;
  for (const file of counted) {
    if (!file.file || !fs.existsSync(file.file)) continue;
    const chars = moduleChars(file.file);
    const total = [...chars.values()].reduce((sum, value) => sum + value, 0);
    for (const [module, size] of chars) {
      const gzip = total > 0 ? (size / total) * file.gzip : 0;
      modules.set(module, (modules.get(module) ?? 0) + gzip);
      if (isIconLibrary(module)) iconLibraryGzip += gzip;
    }
  }
  const groups = new Map<string, number>();
  for (const [module, gzip] of modules) groups.set(moduleGroup(module), (groups.get(moduleGroup(module)) ?? 0) + gzip);
  const biggest = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return {
    route,
    goal,
    files,
    gzip: counted.reduce((sum, file) => sum + file.gzip, 0),
    afterRowsGzip: files.filter((file) => file.afterRows).reduce((sum, file) => sum + file.gzip, 0),
    groups: biggest(groups),
    modules: biggest(modules),
    iconLibraryGzip,
  };
}

function print(result: RouteReport): void {
  const counted = result.files.filter((file) => !file.afterRows);
  const verdict = result.gzip <= result.goal ? 'goal met' : `over by ${kb(result.gzip - result.goal)}`;
  console.info(`\n${result.route}: ${kb(result.gzip)} gz JS+CSS in ${counted.length} files (goal <= ${kb(result.goal)}: ${verdict})`);
  const name = (file: LoadedFile) => new URL(file.url).pathname;
  for (const file of [...result.files].sort((a, b) => Number(a.afterRows) - Number(b.afterRows) || b.gzip - a.gzip)) {
    console.info(`  ${kb(file.gzip).padStart(9)} gz ${kb(file.bytes).padStart(9)} raw  ${name(file)}${file.afterRows ? '  (after the rows, idle preload)' : ''}`);
  }
  if (result.afterRowsGzip > 0) console.info(`  loaded after the rows showed: ${kb(result.afterRowsGzip)} gz (not counted)`);
  console.info('  biggest packages / app folders (gz, from source maps):');
  for (const [group, gzip] of result.groups) console.info(`  ${kb(gzip).padStart(9)}  ${group}`);
  console.info('  biggest modules:');
  for (const [module, gzip] of result.modules) console.info(`  ${kb(gzip).padStart(9)}  ${module}`);
  console.info(`  icon library (@fluentui/react-icons lib/icons, lib/sizedIcons, lib/fonts) in these files: ${kb(result.iconLibraryGzip)}`);
}

async function standalone(browser: Browser, remote: string, omsUrl: string): Promise<RouteLoad> {
  const { userLoginId, password } = DEMO_LOGINS.admin;
  const session = await omsLogin(omsUrl, userLoginId, password);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return await loadRoute(page, handOffUrl(remote, omsUrl, session), { [remote]: DIST }, omsUrl);
  } finally {
    await context.close();
  }
}

async function hosted(browser: Browser, host: string, remote: string, omsUrl: string): Promise<RouteLoad> {
  const { userLoginId, password } = DEMO_LOGINS.admin;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${host}/login`);
    await page.getByLabel('Username').fill(userLoginId);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    // A fresh page load of the route: the host's own files and the remote's, counted apart.
    await page.waitForLoadState('networkidle');
    return await loadRoute(page, `${host}/users/tabs/users`, { [host]: HOST_DIST, [remote]: DIST }, omsUrl);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  for (const dir of [DIST, HOST_DIST]) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${dir}: run \`npm run bench\` (it builds first).`);
  }
  const servers = await startAppServers({ remoteDist: DIST, hostDist: HOST_DIST });
  const { remote, host, oms } = servers;
  if (!host) throw new Error('size bench: the host was not started');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  let results: RouteReport[];
  let waves: { route: string; requests: OmsRequest[] }[];
  try {
    const aloneLoad = await standalone(browser, remote.origin, oms.url);
    const hostLoad = await hosted(browser, host.origin, remote.origin, oms.url);
    const alone = aloneLoad.files;
    const inHost = hostLoad.files;
    waves = [
      { route: 'standalone', requests: aloneLoad.requests },
      { route: 'hosted', requests: hostLoad.requests },
    ];
    const fromRemote = inHost.filter((file) => new URL(file.url).origin === remote.origin);
    const fromHost = inHost.filter((file) => new URL(file.url).origin !== remote.origin);
    results = [
      report('standalone: hand-off URL -> Users tab', GOALS.standalone, alone),
      report("hosted: the host's /users/tabs/users, the remote's own files", GOALS.hosted, fromRemote),
    ];
    results.forEach(print);
    const hostGzip = fromHost.filter((file) => !file.afterRows).reduce((sum, file) => sum + file.gzip, 0);
    console.info(`\n(the host's own files on that page, shared libraries included: ${kb(hostGzip)} gz in ${fromHost.length} files; not the remote's)`);
  } finally {
    await browser.close();
    await servers.close();
  }

  console.info('\nsummary (gzip -9 of JS+CSS loaded until the first user row):');
  for (const result of results) console.info(`  ${result.route.padEnd(64)} ${kb(result.gzip).padStart(10)}   goal <= ${kb(result.goal)}`);
  console.info(`\nOMS request waves before the first user row (${WAVE_LATENCY_MS} ms latency emulated; goal: 2):`);
  for (const { route, requests } of waves) {
    const count = Math.max(0, ...requests.map((request) => request.wave));
    console.info(`  ${route}: ${count} wave(s), ${requests.length} requests ${count <= 2 ? 'PASS' : 'MISS'}`);
    console.info(describeWaves(requests).replace(/^/gm, '    '));
  }
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `size-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const environment = { node: process.version, cpus: os.cpus().length, dist: path.relative(root, DIST), hostDist: path.relative(root, HOST_DIST) };
  fs.writeFileSync(file, `${JSON.stringify({ environment, results, waves }, null, 2)}\n`);
  console.info(`\nbench: results in ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
