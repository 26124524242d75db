#!/usr/bin/env node
/**
 * `npm run bench`: the Users tab in Chromium against the OMS dev server seeded with 10,000 extra
 * users. Builds the remote for production into its own folder (dist/ stays the e2e's), then runs
 * users-list.bench.ts under tsx. Environment:
 *   BENCH_USERS=10000   generated users        BENCH_SKIP_BUILD=1   reuse the previous bench build
 *   BENCH_RUNS=1        repeat the measures    BENCH_OUT=dir        results folder (bench-results/)
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

const built = fs.existsSync(path.join(distDir, 'index.html'));
if (process.env.BENCH_SKIP_BUILD === '1' && built) {
  console.info('bench: BENCH_SKIP_BUILD=1, reusing the previous build');
} else {
  const started = Date.now();
  console.info('bench: building the remote for production…');
  const code = await run(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production', '--output-path', distDir, '--stats', 'errors-warnings']);
  if (code !== 0) process.exit(code);
  console.info(`bench: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

process.exit(await run(process.execPath, ['--import', 'tsx', 'test/bench/users-list.bench.ts'], { BENCH_DIST: distDir }));
