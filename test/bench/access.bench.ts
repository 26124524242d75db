/**
 * "What can this user do?" (issue 20): the App access card's evaluation alone, in Node (no build,
 * no browser): every app of the catalog and every capability, for users holding a few groups of
 * realistic size, timed over many runs. Target: < 5 ms for 22 apps × their capabilities.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { permissionIdsOf } from '../../src/catalog';
import { CATALOG } from '../../src/catalog/catalog.data';
import { evaluateAccess } from '../../src/features/app-access/app-access';
import type { HeldGroup } from '../../src/features/app-access/app-access';

const root = path.resolve(__dirname, '../..');
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results');
const RUNS = 500;
const TARGET_MS = 5;

/** Every id the catalog names, in a stable order. */
const ids = [...new Set(CATALOG.flatMap((app) => [app.access.expression, ...app.capabilities.map((capability) => capability.expression)]).flatMap(permissionIdsOf))];
const slice = (from: number, every: number) => new Set(ids.filter((_id, index) => index % every === from));
/** A wide group (a third of the ids), a narrow one (a seventh), and one with nothing of the catalog but 200 other ids. */
const users: Record<string, HeldGroup[]> = {
  'no groups': [],
  'three groups': [
    { groupId: 'WIDE', name: 'Wide', permissionIds: slice(0, 3) },
    { groupId: 'NARROW', name: 'Narrow', permissionIds: slice(1, 7) },
    { groupId: 'OTHER', name: 'Other', permissionIds: new Set(Array.from({ length: 200 }, (_v, i) => `OTHER_${i}`)) },
  ],
  'every id': [{ groupId: 'ALL', name: 'All', permissionIds: new Set(ids) }],
};

const capabilities = CATALOG.reduce((sum, app) => sum + app.capabilities.length, 0);
const rows: { user: string; medianMs: number; p95Ms: number; maxMs: number }[] = [];
for (const [user, groups] of Object.entries(users)) {
  for (let i = 0; i < 50; i++) evaluateAccess({ catalog: CATALOG, groups, hasFacility: i % 2 === 0, fulfillmentAdmin: false });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    evaluateAccess({ catalog: CATALOG, groups, hasFacility: i % 2 === 0, fulfillmentAdmin: false });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3));
  rows.push({ user, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) });
}

console.info(`\nApp access evaluation: ${CATALOG.length} apps, ${capabilities} capabilities, ${ids.length} ids; ${RUNS} runs each (target < ${TARGET_MS} ms)`);
console.info(`${'user'.padEnd(14)} | median ms | p95 ms | max ms`);
for (const row of rows) console.info(`${row.user.padEnd(14)} | ${String(row.medianMs).padStart(9)} | ${String(row.p95Ms).padStart(6)} | ${row.maxMs}`);
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, `access-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), `${JSON.stringify({ apps: CATALOG.length, capabilities, ids: ids.length, runs: RUNS, targetMs: TARGET_MS, rows }, null, 2)}\n`);
const over = rows.filter((row) => row.p95Ms >= TARGET_MS);
if (over.length > 0) console.warn(`bench: the evaluation's p95 is over ${TARGET_MS} ms for ${over.map((row) => row.user).join(', ')}`);
