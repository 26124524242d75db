#!/usr/bin/env node
/**
 * `npm run test:e2e [-- <playwright test args>]`: checks for Debian's Chromium (when it is missing,
 * installs it with apt-get as .ci/run does if this runs as root, else stops and names the command),
 * builds the remote (`npm run build`, with LAUNCHPAD_URL = the host URL of this run), the host
 * (`npm run build:shell`) and the foreign host (the same with HOST_SHARED=react,react-dom, into
 * dist-shell-foreign/), then runs Playwright with test/e2e/playwright.config.ts: with no arguments,
 * as two runs side by side (the fault matrix on servers of its own, and the other specs).
 * E2E_SKIP_BUILD=1 reuses the previous run's builds (and its ports). Without arguments, the tests
 * tagged @http-shape then run again against an OMS in the 4xx error shape.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');
const stateFile = path.join(root, 'node_modules/.cache/users-e2e/build.json');

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running.size === 0) process.exit(130);
    running.forEach((child) => child.kill(signal));
  });
}

/**
 * Runs a command; resolves with its exit code and (when captured) its output. With `prefix`, its
 * output is printed as it comes, each line after the prefix.
 */
function run(command, args, { env = {}, capture = false, prefix } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: capture || prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    let output = '';
    if (prefix) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
      }
    } else {
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
    }
    child.once('error', reject);
    // 'close': the process has ended and its output has all been read.
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * Debian's Chromium at CHROMIUM. Missing, and running as root, installs it as .ci/run does
 * (apt-get's output streamed); resolves to whether it is there.
 */
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'apt-get update && apt-get install -y chromium' : 'sudo apt-get update && sudo apt-get install -y chromium';
  if (asRoot) {
    console.info(`e2e: Chromium not found at ${CHROMIUM}; installing Debian's chromium with apt-get`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    try {
      const { code } = await run('apt-get', ['update', '-qq'], { env });
      if (code === 0) await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    } catch (error) {
      console.error(`e2e: apt-get did not run: ${error.message}`);
    }
    if (fs.existsSync(CHROMIUM)) return true;
  }
  console.error(`Chromium not found at ${CHROMIUM}${asRoot ? ' and apt-get could not install it' : ''}. Install it with: ${command}`);
  return false;
}

/** Runs an npm build script quietly; prints its output's tail when it fails. Resolves to success. */
async function build(label, script, env, args = []) {
  const started = Date.now();
  const { code, output } = await run('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { env, capture: true });
  if (code !== 0) {
    console.error(output.split('\n').slice(-60).join('\n'));
    console.error(`e2e: the ${label} build failed (npm run ${script})`);
    return false;
  }
  console.info(`e2e: built the ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

function readState() {
  try {
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    const built = ['dist/index.html', 'dist-shell/index.html', 'dist-shell-foreign/index.html'].every((file) => fs.existsSync(path.join(root, file)));
    return built && Number.isInteger(state.hostPort) && Number.isInteger(state.remotePort) ? state : undefined;
  } catch {
    return undefined;
  }
}

if (!(await ensureChromium())) process.exit(1);

let state = process.env.E2E_SKIP_BUILD === '1' ? readState() : undefined;
if (state) {
  console.info('e2e: E2E_SKIP_BUILD=1, reusing dist/ and dist-shell/');
} else {
  state = { hostPort: await freePort(), remotePort: await freePort() };
  const hostUrl = `http://127.0.0.1:${state.hostPort}`;
  // Side by side: each build leaves a core idle much of the time.
  // Writes give up after E2E_WRITE_TIMEOUT_MS (fixtures.ts), so the matrix's late answers run in seconds.
  // The foreign host shares only React: the remote runs on its own Fluent UI, router, Jotai and
  // Griffel there (foreign-host.spec.ts). Built after the host, not beside it: a third build at
  // once would only share the two cores further.
  const hosts = build('host', 'build:shell', {}).then(
    (ok) => ok && build('foreign host', 'build:shell', { HOST_SHARED: 'react,react-dom' }, ['--output-path', 'dist-shell-foreign']),
  );
  const built = await Promise.all([build('remote', 'build', { LAUNCHPAD_URL: hostUrl, OMS_WRITE_TIMEOUT_MS: '5000' }), hosts]);
  if (built.includes(false)) process.exit(1);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, `${JSON.stringify(state)}\n`);
}

const playwright = (args, env = {}, prefix = undefined) =>
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'test/e2e/playwright.config.ts', ...args], {
    // The OMS's password hashes at a lower scrypt cost (shell-dev/oms/auth/passwords.ts): its CPU goes to the browser.
    env: { E2E_HOST_PORT: String(state.hostPort), E2E_REMOTE_PORT: String(state.remotePort), OMS_DEV_SCRYPT_COST: '1024', ...env },
    prefix,
  });

const args = process.argv.slice(2);
let code;
if (args.length === 0) {
  // Two lanes at once (playwright.config.ts): the fault matrix on servers and an OMS of its own
  // (free ports; its rows use only the host, so the remote's built-in launchpad URL is not
  // needed), every other spec on the built ports. Its lines carry "[matrix] ".
  console.info('e2e: the fault matrix runs beside the other specs, on an OMS of its own (its lines start with [matrix])');
  const codes = await Promise.all([
    playwright([], { E2E_LANE: 'rest' }),
    playwright([], { E2E_LANE: 'matrix', E2E_HOST_PORT: '0', E2E_REMOTE_PORT: '0' }, '[matrix] '),
  ]);
  code = codes.map((lane) => lane.code).find((value) => value !== 0) ?? 0;
} else {
  ({ code } = await playwright(args));
}
// The suite runs against the OMS's usual error shape (200 + _ERROR_MESSAGE_); the tests tagged
// @http-shape run once more against an OMS answering service failures as 4xx { error: { message } }.
if (code === 0 && args.length === 0) {
  console.info('e2e: again the @http-shape tests, with the OMS in --error-shape http');
  ({ code } = await playwright(['--grep', '@http-shape'], { E2E_OMS_ERROR_SHAPE: 'http' }));
}
process.exit(code);
