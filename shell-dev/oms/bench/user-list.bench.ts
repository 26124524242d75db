/**
 * `npm run bench:oms`: seeds 100,000 generated users into a temp database, then measures over
 * real HTTP (127.0.0.1) the p50/p95 latency of the app's user-list performFind body, pages 1 and
 * 50, without and with a search, once with the count cache (the default) and once without it;
 * then the count statement alone (list, search, a group filter), as performFind runs it and as
 * the plain DISTINCT over the view that it replaced.
 * Bounded: a fixed number of requests per row; it stops by itself and removes its temp files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOmsServer, type OmsServer } from '../server';
import { loadFindEntities, type FindEntity } from '../find/entities';
import type { Param } from '../find/conditions';
import { compileFind, normalizeFindRequest } from '../find/perform-find';
import { DEMO_LOGINS } from '../seed/fixtures';

const USERS = 100_000;
const WARMUP = 5;
const RUNS = 60;
/** The view's own count is slow (the point of DevUserListRow): fewer runs. */
const COUNT_VIEW_RUNS = 15;
const GOAL_MS = 30;

const SEARCH_FIELDS = ['firstName', 'lastName', 'groupName', 'userLoginId'];

/** The app's user-list body (spec 7): APPLICATION_USERs, disabled hidden, self excluded. */
function listBody(selfPartyId: string, viewIndex: number, search?: string): Record<string, unknown> {
  const inputFields: Record<string, unknown> = { roleTypeIdTo: 'APPLICATION_USER', statusId: 'PARTY_DISABLED', statusId_op: 'notEqual' };
  if (search) {
    SEARCH_FIELDS.forEach((field, i) => Object.assign(inputFields, { [`${field}_value`]: search, [`${field}_op`]: 'like', [`${field}_ic`]: 'Y', [`${field}_grp`]: String(i + 1) }));
  } else Object.assign(inputFields, { partyId: selfPartyId, partyId_op: 'notEqual' });
  return {
    entityName: 'PartyAndUserLoginSecurityGroupDetails',
    inputFields,
    fieldList: ['partyId', 'createdByUserLogin', 'createdDate', 'enabled', 'firstName', 'lastName', 'groupName', 'securityGroupId', 'securityGroupName', 'statusId', 'userLoginId'],
    distinct: 'Y',
    noConditionFind: 'Y',
    filterByDate: 'Y',
    fromDateName: 'relationshipFromDate',
    thruDateName: 'relationshipThruDate',
    orderBy: 'createdDate DESC',
    viewSize: 20,
    viewIndex,
  };
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(server: OmsServer, token: string, body: Record<string, unknown>): Promise<{ p50: number; p95: number; docs: number; count: number }> {
  const call = async (): Promise<{ docs?: unknown[]; count?: number; error?: unknown }> => {
    const response = await fetch(`${server.url}performFind`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`performFind answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { docs?: unknown[]; count?: number };
  };
  let last = await call();
  for (let i = 1; i < WARMUP; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    last = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), docs: last.docs?.length ?? 0, count: last.count ?? 0 };
}

/** A plain-text table (console.table is not allowed by the lint rules). */
function formatTable(rows: Array<Record<string, string | number>>): string {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]): string => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((row) => line(columns.map((column) => String(row[column]))))].join('\n');
}

/**
 * p50/p95 of the count statement alone for list, search and a group filter, performFind's SQL and
 * the plain view DISTINCT; with the CPU time, steadier than wall time on a busy machine.
 */
function countOnly(server: OmsServer, entity: FindEntity, self: string): Array<Record<string, string | number>> {
  const list = listBody(self, 0);
  const group = { ...list, inputFields: { ...(list.inputFields as Record<string, unknown>), securityGroupId: 'CSR' } };
  const rows: Array<Record<string, string | number>> = [];
  for (const [query, body] of [['user list', list], ["search 'ma'", listBody(self, 0, 'ma')], ['group CSR', group]] as const) {
    const compiled = compileFind(entity, normalizeFindRequest(body));
    const bind = (params: Param[]): Array<string | number> => params.map((p) => (typeof p === 'object' ? Date.now() : p));
    const viewSql = `SELECT COUNT(*) AS n FROM (SELECT DISTINCT "partyId" AS k FROM "${entity.relation}" ${compiled.where ?? ''}) WHERE k IS NOT NULL`;
    for (const [shape, sql, params, runs] of [['performFind', compiled.countSql, compiled.countParams, RUNS], ['view DISTINCT', viewSql, compiled.params, COUNT_VIEW_RUNS]] as const) {
      const statement = server.db.prepare(sql);
      let count = 0;
      const times: number[] = [];
      const cpuTimes: number[] = [];
      for (let i = 0; i < WARMUP + runs; i++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        count = (statement.get(...bind(params)) as { n: number }).n;
        const used = process.cpuUsage(cpu);
        if (i >= WARMUP) times.push(performance.now() - started);
        if (i >= WARMUP) cpuTimes.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      rows.push({
        query, count: shape, runs, 'p50 ms': p50.toFixed(1), 'p95 ms': percentile(times, 95).toFixed(1), 'cpu p50 ms': percentile(cpuTimes, 50).toFixed(1),
        result: count, goal: p50 < GOAL_MS ? `ok (<${GOAL_MS})` : `MISSED (>=${GOAL_MS})`,
      });
    }
  }
  return rows;
}

async function login(server: OmsServer): Promise<string> {
  const response = await fetch(`${server.url}login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ USERNAME: DEMO_LOGINS.admin.userLoginId, PASSWORD: DEMO_LOGINS.admin.password }) });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oms-bench-'));
  const dbFile = path.join(dir, 'oms.sqlite');
  try {
    let started = performance.now();
    let server = await startOmsServer({ port: 0, host: '127.0.0.1', dbFile, users: USERS, quiet: true });
    console.info(`Seeded the demo data plus ${USERS.toLocaleString('en-US')} users in ${Math.round(performance.now() - started)} ms (${dbFile})`);

    const self = DEMO_LOGINS.admin.partyId;
    const entities = loadFindEntities(server.db);
    const entity = entities.get('PartyAndUserLoginSecurityGroupDetails');
    if (!entity) throw new Error('view missing');
    for (const [label, body] of [['list', listBody(self, 49)], ['search', listBody(self, 49, 'ma')]] as const) {
      const compiled = compileFind(entity, normalizeFindRequest(body));
      const bind = (params: typeof compiled.params): Array<string | number> => params.map((p) => (typeof p === 'object' ? Date.now() : p));
      for (const [kind, sql, params] of [['page', compiled.docsSql, [...bind(compiled.params), 20, 980]], ['count', compiled.countSql, bind(compiled.countParams)]] as const) {
        const plan = (server.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((row) => row.detail);
        console.info(`  plan ${label} ${kind}: ${plan.join(' | ')}`);
      }
    }

    const rows: Array<Record<string, string | number>> = [];
    for (const cache of [true, false]) {
      if (!cache) {
        await server.close();
        started = performance.now();
        server = await startOmsServer({ port: 0, host: '127.0.0.1', dbFile, quiet: true, countCacheMs: 0 });
      }
      const token = await login(server);
      for (const [query, search] of [['user list', undefined], ["search 'ma'", 'ma']] as const) {
        for (const page of [1, 50]) {
          const result = await measure(server, token, listBody(self, page - 1, search));
          rows.push({
            query,
            page,
            'count cache': cache ? 'on' : 'off',
            'p50 ms': result.p50.toFixed(1),
            'p95 ms': result.p95.toFixed(1),
            docs: result.docs,
            count: result.count,
            goal: result.p50 < GOAL_MS ? `ok (<${GOAL_MS})` : `MISSED (>=${GOAL_MS})`,
          });
        }
      }
    }
    console.info(`\n${RUNS} sequential requests per row after ${WARMUP} warm-up requests (HTTP round trip, JSON included):`);
    console.info(formatTable(rows));
    console.info(`\nThe count query alone (in process, no cache), as performFind runs it and as one DISTINCT over the view (the shape before DevUserListRow):`);
    console.info(formatTable(countOnly(server, entity, self)));
    await server.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
