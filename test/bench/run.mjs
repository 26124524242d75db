#!/usr/bin/env node
/**
 * `npm run bench`: full page loads (hand-off to the first rows, a full navigation to user details),
 * then the Users tab in Chromium against the OMS dev server seeded with 10,000 extra
 * users, then the Permissions tab against one seeded with 2,000 generated permissions, then import
 * users (a 5,000-row preview: checked, scrolled, its memory; a 500-row run in the app), then the
 * size report (gzip bytes of the Users tab standalone and inside the shell-dev host, against issue
 * 14's goals). Builds the remote for production with USERS_BENCH=1 (the render hooks) and, for
 * the size report, the host, into their own folders (dist/ and dist-shell/ stay the e2e's), then
 * runs navigation, users-list, permissions, apps, access, import and size (.bench.ts) under tsx. Environment:
 *   BENCH_USERS=10000        generated users        BENCH_SKIP_BUILD=1   reuse the previous bench builds
 *   BENCH_PERMISSIONS=2000   generated permissions  BENCH_RUNS=1         repeat the measures
 *   BENCH_ONLY=navigation|usable|users|permissions|apps|access|import|bulk|review|size  one bench only  BENCH_OUT=dir     results folder (bench-results/)
 *   navigation, usable: BENCH_COMPARE=<a build folder> (both builds, run by run; paired differences)  navigation: BENCH_TRACE=1 (timelines)
 *   usable: BENCH_COMPARE_HOST=<that build's host folder>  BENCH_FLOOR=1 (the floor control, test/bench/floor/)
 *   bulk: BENCH_BULK_USERS=500 (the in-app offboarding run)
 *   import: BENCH_IMPORT_ROWS=5000 (preview)  BENCH_IMPORT_RUN_ROWS=500  BENCH_IMPORT_RUN=0 (no in-app run)  BENCH_PROFILE=1 (CPU profiles)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'node_modules/.cache/users-bench/dist');
const hostDistDir = path.join(root, 'node_modules/.cache/users-bench/dist-shell');

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

const BENCHES = {
  navigation: 'test/bench/navigation.bench.ts',
  usable: 'test/bench/usable.bench.ts',
  users: 'test/bench/users-list.bench.ts',
  permissions: 'test/bench/permissions.bench.ts',
  apps: 'test/bench/apps.bench.ts',
  access: 'test/bench/access.bench.ts',
  import: 'test/bench/import.bench.ts',
  bulk: 'test/bench/bulk.bench.ts',
  review: 'test/bench/review.bench.ts',
  size: 'test/bench/size.bench.ts',
};
const only = process.env.BENCH_ONLY;
if (only && !(only in BENCHES)) {
  console.error(`BENCH_ONLY must be one of ${Object.keys(BENCHES).join(', ')}, got '${only}'`);
  process.exit(1);
}

/** Builds one production bundle into `outputPath` unless BENCH_SKIP_BUILD=1 and it is there. */
async function build(label, outputPath, extraArgs, env) {
  if (process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(outputPath, 'index.html'))) {
    console.info(`bench: BENCH_SKIP_BUILD=1, reusing the previous ${label} build`);
    return;
  }
  const started = Date.now();
  console.info(`bench: building the ${label} for production…`);
  const args = ['node_modules/webpack-cli/bin/cli.js', '--mode', 'production', ...extraArgs, '--output-path', outputPath, '--stats', 'errors-warnings'];
  const code = await run(process.execPath, args, env);
  if (code !== 0) process.exit(code);
  console.info(`bench: built the ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// The App access evaluation runs in Node on the sources: no build.
if (only !== 'access') await build('remote', distDir, [], { USERS_BENCH: '1' });
// The size report also loads the Users tab inside the host.
if (!only || only === 'size' || only === 'usable') await build('host', hostDistDir, ['--config', 'shell-dev/host/webpack.config.ts'], {});

let failed = 0;
for (const [name, file] of Object.entries(BENCHES)) {
  if (only && only !== name) continue;
  const code = await run(process.execPath, ['--import', 'tsx', file], { BENCH_DIST: distDir, BENCH_HOST_DIST: hostDistDir });
  if (code !== 0) {
    console.error(`bench: ${name} failed (exit ${code})`);
    failed = code;
  }
}
process.exit(failed);
