#!/usr/bin/env node
/**
 * `npm run bench`: the Users tab in Chromium against the OMS dev server seeded with 10,000 extra
 * users, then the Permissions tab against one seeded with 2,000 generated permissions. Builds the
 * remote for production with USERS_BENCH=1 (the render hooks) into its own folder (dist/ stays the
 * e2e's), then runs users-list.bench.ts and permissions.bench.ts under tsx. Environment:
 *   BENCH_USERS=10000        generated users        BENCH_SKIP_BUILD=1   reuse the previous bench build
 *   BENCH_PERMISSIONS=2000   generated permissions  BENCH_RUNS=1         repeat the measures
 *   BENCH_ONLY=users|permissions  one bench only    BENCH_OUT=dir        results folder (bench-results/)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'node_modules/.cache/users-bench/dist');

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const BENCHES = { users: 'test/bench/users-list.bench.ts', permissions: 'test/bench/permissions.bench.ts' };
const only = process.env.BENCH_ONLY;
if (only && !(only in BENCHES)) {
  console.error(`BENCH_ONLY must be one of ${Object.keys(BENCHES).join(', ')}, got '${only}'`);
  process.exit(1);
}

const built = fs.existsSync(path.join(distDir, 'index.html'));
if (process.env.BENCH_SKIP_BUILD === '1' && built) {
  console.info('bench: BENCH_SKIP_BUILD=1, reusing the previous build');
} else {
  const started = Date.now();
  console.info('bench: building the remote for production…');
  const code = await run(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production', '--output-path', distDir, '--stats', 'errors-warnings'], { USERS_BENCH: '1' });
  if (code !== 0) process.exit(code);
  console.info(`bench: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

let failed = 0;
for (const [name, file] of Object.entries(BENCHES)) {
  if (only && only !== name) continue;
  const code = await run(process.execPath, ['--import', 'tsx', file], { BENCH_DIST: distDir });
  if (code !== 0) {
    console.error(`bench: ${name} failed (exit ${code})`);
    failed = code;
  }
}
process.exit(failed);
