/**
 * The Permissions tab's benchmark (run through `npm run bench`, which builds with USERS_BENCH=1
 * first): the production build of the remote, standalone, in Chromium, against the OMS dev server
 * with BENCH_PERMISSIONS (2,000) generated permissions in 30 generated classification groups.
 * Opens /tabs/permissions?groupId=CSR after the launchpad hand-off and measures
 *   - reads: every performFind of the tab (entity, condition, viewIndex, when it started and
 *     answered) and its waves: wave 1 started before any answer, wave n after an answer of wave n-1;
 *   - paint: from the last catalog/grants answer (responseEnd) to the list painted (the first
 *     frame with the cards, timed after that frame's paint);
 *   - search: from each keystroke in 'Search permissions' (the event's timestamp) to the paint
 *     after the last DOM change it caused (typing BENCH_SEARCH, then deleting it);
 *   - toggle: how many permission cards render between checking one card and the re-read grants
 *     on screen (counted by the USERS_BENCH hook in PermissionCard).
 * Prints a table next to the targets and writes JSON to bench-results/.
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
const PERMISSIONS = Number(process.env.BENCH_PERMISSIONS ?? 2_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const DIST = process.env.BENCH_DIST ?? path.join(root, 'dist');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const SEARCH = process.env.BENCH_SEARCH ?? 'order';
const GROUP = 'CSR';
const TARGETS = { paintMs: 150, keystrokeMs: 50, cardsPerToggle: 1 };

/** The reads the list waits for: the catalog (3 finds) and the group's grants. */
const CATALOG_OR_GRANTS = (read: FindRead): boolean =>
  read.entityName === 'SecurityPermission' ||
  (read.entityName === 'SecurityGroupAndPermission' && (read.condition.includes('groupTypeEnumId=PRM_CLASS_TYPE') || read.condition === `groupId=${GROUP}`)) ||
  (read.entityName === 'SecurityGroup' && read.condition.includes('groupTypeEnumId=PRM_CLASS_TYPE'));

interface FindRead {
  entityName: string;
  /** inputFields as `field=value` pairs. */
  condition: string;
  viewIndex: number;
  viewSize: number | null;
  /** performance.now() in the page: fetch called, the answer's responseEnd (resource timing). */
  start: number;
  end: number;
  wave: number;
}

interface KeyMeasure {
  key: string;
  ms: number;
  cards: number;
  longFrames: LongFrames;
}

/** Long animation frames in a span: how many, their total time, and the style+layout part of it. */
interface LongFrames {
  frames: number;
  ms: number;
  styleLayoutMs: number;
}

interface RunResult {
  reads: FindRead[];
  cards: number;
  lastDataEnd: number;
  paintedAt: number;
  paintMs: number;
  paintFrames: LongFrames;
  /** Navigation (page.goto) to the list painted. */
  openMs: number;
  cardRendersOnLoad: number;
  keys: KeyMeasure[];
  cardRendersWhileSearching: number;
  toggle: { ms: number; renders: number; cards: string[]; readsAfter: number };
  jsHeapMb: number | null;
}

// The in-page scripts are strings: tsx (esbuild) wraps named functions in a `__name` helper the
// page does not have, so functions passed to page.evaluate would not run there.

/**
 * Before the app loads: the render counter the USERS_BENCH build calls, and a frame watcher that
 * notes when the first permission cards are in a frame and the time right after that frame painted
 * (a task queued from requestAnimationFrame runs after the frame's style, layout and paint).
 */
const INIT = `(() => {
  performance.setResourceTimingBufferSize(1000000);
  // Long animation frames (over 50 ms): how much of a slow paint is script, how much style and layout.
  const loafs = [];
  try {
    new PerformanceObserver((list) => loafs.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  window.__loaf = (from, to) => {
    const frames = loafs.filter((f) => f.startTime + f.duration >= from && f.startTime <= to);
    const sum = (pick) => Math.round(frames.reduce((total, f) => total + pick(f), 0));
    return {
      frames: frames.length,
      ms: sum((f) => f.duration),
      styleLayoutMs: sum((f) => (f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0)),
    };
  };
  // Every performFind: its body, when the app called fetch and when the answer ended. Nothing is
  // cloned or read twice (a clone of a Request or Response costs the page's main thread a few ms
  // each, which the measure would then count): the body is taken as the app's client (ky) builds
  // its Request, the end from the resource timing (the fallback: when the headers arrived).
  const bodies = new WeakMap();
  const NativeRequest = window.Request;
  window.Request = new Proxy(NativeRequest, {
    construct(target, args, newTarget) {
      const request = Reflect.construct(target, args, newTarget);
      const body = args[1]?.body;
      if (typeof body === 'string') bodies.set(request, body);
      else if (args[0] instanceof NativeRequest && bodies.has(args[0])) bodies.set(request, bodies.get(args[0]));
      return request;
    },
  });
  const finds = [];
  window.__finds = finds;
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/performFind')) return nativeFetch(input, init);
    const body = typeof init?.body === 'string' ? init.body : input instanceof NativeRequest ? (bodies.get(input) ?? null) : null;
    const record = { start: performance.now(), end: null, body };
    finds.push(record);
    const answer = nativeFetch(input, init);
    answer.then(() => { record.end = performance.now(); }, () => { record.end = performance.now(); });
    return answer;
  };
  /** The recorded finds so far (then forgotten), each ending at its resource timing's responseEnd. */
  window.__takeFinds = () => {
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/performFind'));
    const used = new Set();
    return finds.splice(0).map((find) => {
      const entry = entries.find((candidate) => !used.has(candidate) && candidate.startTime >= find.start - 1);
      if (entry) used.add(entry);
      return { ...find, end: entry && entry.responseEnd > 0 ? entry.responseEnd : find.end };
    });
  };
  const renders = [];
  window.__usersBench = { renders, cardRendered: (id) => renders.push(id) };
  const state = { cardsAt: null, paintedAt: null, cards: 0 };
  window.__permBench = state;
  const tick = () => {
    const cards = document.querySelectorAll('[data-permission]').length;
    if (cards > 0 && state.cardsAt === null) {
      state.cardsAt = performance.now();
      state.cards = cards;
      setTimeout(() => { state.paintedAt = performance.now(); if (window.__permPainted) window.__permPainted(); }, 0);
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);

  /** Arms a measure of the next keystroke: resolves window.__keyResult with { ms, cards }. */
  window.__armKey = () => {
    window.__keyResult = new Promise((resolve) => {
      let t0 = null;
      let dirty = false;
      let changed = false;
      let paintedAt = null;
      let quiet = 0;
      const observer = new MutationObserver(() => { dirty = true; });
      let first = true;
      const frame = () => {
        // The first frame after the key paints the input at least; a DOM change starts over.
        if (dirty || first) {
          if (dirty) changed = true;
          dirty = false;
          first = false;
          quiet = 0;
          paintedAt = null;
          setTimeout(() => { if (!dirty) paintedAt = performance.now(); }, 0);
        } else quiet++;
        if (quiet >= 6 && paintedAt !== null) {
          observer.disconnect();
          resolve({ ms: paintedAt - t0, t0, changed, cards: document.querySelectorAll('[data-permission]').length });
        } else requestAnimationFrame(frame);
      };
      document.addEventListener('keydown', (event) => {
        t0 = event.timeStamp;
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        requestAnimationFrame(frame);
      }, { capture: true, once: true });
    });
    return true;
  };
})()`;

const JS_HEAP_MB = `performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null`;
const RENDERS = `window.__usersBench.renders.splice(0)`;
/** Resolves after `n` frames. */
const frames = (n: number) => `new Promise((resolve) => { let left = ${n}; const f = () => (--left <= 0 ? resolve(true) : requestAnimationFrame(f)); requestAnimationFrame(f); })`;

interface RawFind {
  start: number;
  end: number | null;
  body: string | null;
}

/** The performFind calls recorded in the page since the last call (waits until all answered). */
async function takeFinds(page: Page): Promise<FindRead[]> {
  await page.waitForFunction('window.__finds.every((find) => find.end !== null && find.body !== null)', undefined, { timeout: 60_000, polling: 50 });
  const raw = await page.evaluate<RawFind[]>('window.__takeFinds()');
  return raw.map((find) => {
    const body = JSON.parse(find.body ?? '{}') as { entityName?: string; inputFields?: Record<string, unknown>; viewIndex?: number | string; viewSize?: number | string };
    const condition = Object.entries(body.inputFields ?? {})
      .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
      .join(' ');
    return {
      entityName: body.entityName ?? '?',
      condition,
      viewIndex: Number(body.viewIndex ?? 0),
      viewSize: body.viewSize === undefined ? null : Number(body.viewSize),
      start: find.start,
      end: find.end ?? find.start,
      wave: 0,
    };
  });
}

/**
 * Waves: wave 1 is the first read and every read issued with it; a read starts the next wave when
 * an answer landed since the read before it started and it came over WAVE_GAP_MS after that one.
 * (The app issues a wave's fetches in one go, but on a busy main thread they leave a few ms apart,
 * and a fast server answers the first before the last has left.)
 */
const WAVE_GAP_MS = 25;
function assignWaves(reads: FindRead[]): FindRead[] {
  const sorted = [...reads].sort((a, b) => a.start - b.start);
  let wave = 0;
  let previousStart = Number.NEGATIVE_INFINITY;
  for (const read of sorted) {
    const answeredSince = sorted.some((other) => other.end > previousStart && other.end <= read.start);
    if (wave === 0 || (answeredSince && read.start - previousStart > WAVE_GAP_MS)) wave++;
    read.wave = wave;
    previousStart = read.start;
  }
  return sorted;
}

async function measure(page: Page, handOff: string, remote: string): Promise<RunResult> {
  await page.addInitScript(INIT);
  // The page says when the list painted. Not page.waitForFunction: Playwright would inject its
  // script into the page while it loads (~60 ms of this machine's main thread, see navigation.bench.ts).
  let painted: () => void = () => undefined;
  await page.exposeFunction('__permPainted', () => painted());
  await page.goto(handOff);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.waitForLoadState('networkidle');

  const openStart = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const listPainted = new Promise<void>((resolve, reject) => {
    painted = resolve;
    timer = setTimeout(() => reject(new Error('the permissions list did not paint within 60 s')), 60_000);
  });
  await page.goto(`${remote}/tabs/permissions?groupId=${GROUP}`);
  await listPainted.finally(() => clearTimeout(timer));
  const openMs = Date.now() - openStart;
  await page.waitForLoadState('networkidle');
  const reads = assignWaves(await takeFinds(page));
  const { paintedAt, cards } = await page.evaluate<{ paintedAt: number; cards: number }>('({ paintedAt: window.__permBench.paintedAt, cards: window.__permBench.cards })');
  const listReads = reads.filter((read) => CATALOG_OR_GRANTS(read) && read.end <= paintedAt);
  if (listReads.length === 0) throw new Error(`no catalog/grants read answered before the list painted at ${paintedAt}: ${JSON.stringify(reads)}`);
  const lastDataEnd = Math.max(...listReads.map((read) => read.end));
  const paintFrames = await page.evaluate<LongFrames>(`window.__loaf(${lastDataEnd}, ${paintedAt})`);
  const cardRendersOnLoad = (await page.evaluate<string[]>(RENDERS)).length;
  if (cardRendersOnLoad === 0) console.warn('bench: no card renders counted: is the build without USERS_BENCH=1? (run without BENCH_SKIP_BUILD)');

  // Search: type, then delete, one key at a time.
  const search = page.getByPlaceholder('Search permissions');
  await search.click();
  await page.evaluate(frames(5));
  const keys: KeyMeasure[] = [];
  const press = async (key: string, label: string): Promise<void> => {
    await page.evaluate('window.__armKey()');
    await search.press(key);
    const result = await page.evaluate<{ ms: number; changed: boolean; cards: number; t0: number }>('window.__keyResult');
    const longFrames = await page.evaluate<LongFrames>(`window.__loaf(${result.t0}, ${result.t0 + result.ms})`);
    keys.push({ key: label, ms: Math.round(result.ms * 10) / 10, cards: result.cards, longFrames });
  };
  for (const char of SEARCH) await press(char, char);
  for (let i = SEARCH.length - 1; i >= 0; i--) await press('Backspace', `⌫ (${SEARCH.slice(0, i) || 'empty'})`);
  const cardRendersWhileSearching = (await page.evaluate<string[]>(RENDERS)).length;

  // Toggle one card: from the click to the re-read grants on screen, plus a few frames.
  await takeFinds(page);
  // The list is virtualised: toggle a card that is on screen (the first one), among its neighbours.
  const toggledId = await page.locator('[data-permission]').first().getAttribute('data-permission');
  if (!toggledId) throw new Error('no permission card on screen to toggle');
  const box = page.locator(`[data-permission="${toggledId}"] input[type="checkbox"]`);
  const wasChecked = await box.isChecked();
  const toggleStart = Date.now();
  await box.click();
  await page.locator(`[data-permission="${toggledId}"] input[type="checkbox"]${wasChecked ? ':not(:checked)' : ':checked'}:not([aria-busy="true"])`).waitFor({ timeout: 30_000 });
  const toggleMs = Date.now() - toggleStart;
  await page.evaluate(frames(10));
  const toggleReads = await takeFinds(page);
  const toggled = await page.evaluate<string[]>(RENDERS);
  const jsHeapMb = await page.evaluate<number | null>(JS_HEAP_MB);
  if (!page.url().startsWith(remote)) throw new Error(`left the app: ${page.url()}`);
  return {
    reads,
    cards,
    lastDataEnd,
    paintedAt,
    paintMs: Math.round(paintedAt - lastDataEnd),
    paintFrames,
    openMs,
    cardRendersOnLoad,
    keys,
    cardRendersWhileSearching,
    toggle: { ms: toggleMs, renders: toggled.length, cards: [...new Set(toggled)], readsAfter: toggleReads.length },
    jsHeapMb,
  };
}

const verdict = (ok: boolean): string => (ok ? 'PASS' : 'MISS');
const longFrames = (f: LongFrames): string => `${f.frames}, ${f.ms} ms, ${f.styleLayoutMs} ms`;

function printReads(result: RunResult): void {
  const t0 = Math.min(...result.reads.map((read) => read.start));
  const rel = (ms: number): string => `${Math.round(ms - t0)}`.padStart(6);
  console.info(`\nperformFind reads of the tab (${result.reads.length}), ms from the first request:`);
  console.info(`  wave  start    end  entity (condition) viewIndex/viewSize   (waves: see assignWaves)`);
  for (const read of result.reads) {
    const marker = CATALOG_OR_GRANTS(read) ? '*' : ' ';
    console.info(`${marker} ${String(read.wave).padStart(4)} ${rel(read.start)} ${rel(read.end)}  ${read.entityName}${read.condition ? ` (${read.condition})` : ''} ${read.viewIndex}/${read.viewSize ?? '-'}`);
  }
  console.info(`  * = catalog/grants (the list waits for these); list painted at ${rel(result.paintedAt).trim()} ms`);
  // Per paged read: the first page, then the others in parallel once the count is known?
  const families = new Map<string, FindRead[]>();
  for (const read of result.reads) {
    const key = `${read.entityName} ${read.condition}`;
    families.set(key, [...(families.get(key) ?? []), read]);
  }
  for (const [key, pages] of families) {
    if (pages.length < 2) continue;
    const first = pages.find((page) => page.viewIndex === 0);
    const rest = pages.filter((page) => page !== first);
    const afterFirst = first !== undefined && rest.every((page) => page.start >= first.end);
    const firstRestAnswer = Math.min(...rest.map((page) => page.end));
    const spread = Math.round(Math.max(...rest.map((page) => page.start)) - Math.min(...rest.map((page) => page.start)));
    const overlapping = rest.filter((page) => page.start < firstRestAnswer).length;
    console.info(
      `  ${key.trim()}: ${pages.length} pages of ${first?.viewSize ?? '?'}; pages 2..${pages.length} ${afterFirst ? 'after' : 'NOT after'} page 1's answer, issued within ${spread} ms, ${overlapping} of ${rest.length} started before the first of them answered`,
    );
  }
}

function printTable(results: RunResult[]): void {
  const worst = (r: RunResult) => Math.max(...r.keys.map((k) => k.ms));
  const typed = (r: RunResult) => r.keys.slice(0, SEARCH.length);
  const rows: Array<[string, string, (r: RunResult) => string]> = [
    ['permission cards on screen', '', (r) => String(r.cards)],
    ['performFind reads (waves)', '', (r) => `${r.reads.length} (${Math.max(...r.reads.map((x) => x.wave))})`],
    ['open the tab: goto -> list painted', '', (r) => `${r.openMs} ms`],
    ['last catalog/grants answer -> list painted', `< ${TARGETS.paintMs} ms`, (r) => `${r.paintMs} ms ${verdict(r.paintMs < TARGETS.paintMs)}`],
    ['  long frames: count, total, style+layout', '', (r) => longFrames(r.paintFrames)],
    ['card renders to the first paint', '', (r) => String(r.cardRendersOnLoad)],
    ...SEARCH.split('').map((_char, i): [string, string, (r: RunResult) => string] => [
      `keystroke '${SEARCH.slice(0, i + 1)}' -> painted (cards)`,
      `< ${TARGETS.keystrokeMs} ms`,
      (r) => `${typed(r)[i]?.ms ?? '-'} ms (${typed(r)[i]?.cards ?? '-'})`,
    ]),
    ...SEARCH.split('').map((_char, i): [string, string, (r: RunResult) => string] => {
      const left = SEARCH.slice(0, SEARCH.length - 1 - i);
      return [`backspace to '${left}' -> painted (cards)`, `< ${TARGETS.keystrokeMs} ms`, (r) => `${r.keys[SEARCH.length + i]?.ms ?? '-'} ms (${r.keys[SEARCH.length + i]?.cards ?? '-'})`];
    }),
    ['worst keystroke', `< ${TARGETS.keystrokeMs} ms`, (r) => `${worst(r)} ms ${verdict(worst(r) < TARGETS.keystrokeMs)}`],
    ['  its long frames: count, total, style+layout', '', (r) => longFrames(r.keys.reduce((a, b) => (b.ms > a.ms ? b : a)).longFrames)],
    ['card renders while searching', '', (r) => String(r.cardRendersWhileSearching)],
    ['toggle: click -> re-read grants shown', '', (r) => `${r.toggle.ms} ms`],
    ['toggle: cards rendered (renders)', `${TARGETS.cardsPerToggle} card`, (r) => `${r.toggle.cards.length} (${r.toggle.renders}) ${verdict(r.toggle.cards.length === TARGETS.cardsPerToggle)}`],
    ['JS heap at the end', '', (r) => (r.jsHeapMb === null ? '-' : `${r.jsHeapMb} MB`)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const targetWidth = Math.max(6, ...rows.map(([, target]) => target.length));
  console.info(`\nPermissions tab (group ${GROUP}), ${PERMISSIONS} generated permissions, ${RUNS} run(s)`);
  console.info(`${'measure'.padEnd(width)} | ${'target'.padEnd(targetWidth)} | ${results.map((_, i) => `run ${i + 1}`.padStart(18)).join(' | ')}`);
  console.info(`${'-'.repeat(width)}-|-${'-'.repeat(targetWidth)}-|-${results.map(() => '-'.repeat(18)).join('-|-')}`);
  for (const [label, target, value] of rows) console.info(`${label.padEnd(width)} | ${target.padEnd(targetWidth)} | ${results.map((r) => value(r).padStart(18)).join(' | ')}`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`No build in ${DIST}: run \`npm run bench\` (it builds first).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'permissions-bench-'));
  const remote = await startStaticServer({ root: DIST });
  const seedStart = Date.now();
  const oms = await startOmsServer({ port: 0, dbFile: path.join(dir, 'oms.sqlite'), reset: true, permissions: PERMISSIONS, quiet: true, allowedOrigins: [remote.origin] });
  const generated = oms.generatedPermissions;
  console.info(
    `bench: OMS ${oms.url} seeded with ${PERMISSIONS} generated permissions (${generated?.classificationGroups} classification groups, ${generated?.unclassified} in none, ${generated?.granted} granted to ${GROUP}) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; remote ${remote.origin}`,
  );
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const chromiumVersion = browser.version();
  const results: RunResult[] = [];
  try {
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

  for (const result of results) printReads(result);
  printTable(results);
  fs.mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, `permissions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const environment = { permissions: PERMISSIONS, generated, search: SEARCH, targets: TARGETS, cpus: os.cpus().length, loadAverage: os.loadavg(), chromium: chromiumVersion, node: process.version };
  fs.writeFileSync(file, `${JSON.stringify({ environment, results }, null, 2)}\n`);
  console.info(`\nbench: results in ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
