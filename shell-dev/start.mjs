#!/usr/bin/env node
/**
 * `npm start`: the OMS dev server (:3100, unless OMS_URL points at another OMS), the remote's
 * webpack dev server (:3001) and the shell-dev host's (:3000), each a direct child `node` process
 * in its own process group. Waits until all three answer, prints the URL to open and the demo
 * logins; Ctrl-C (or SIGTERM) stops every child and waits for them to exit.
 * Ports: HOST_PORT, REMOTE_PORT, OMS_PORT. The host learns the OMS and remote URLs from the
 * config.json its build writes (OMS_URL, REMOTE_MANIFEST_URL). OMS_ERROR_SHAPE=http starts the OMS
 * dev server with --error-shape http (service failures as 4xx; default ofbiz, see its README);
 * OMS_DATA_MANAGER_INTERVAL_MS sets how often it runs uploaded imports (--data-manager-interval;
 * default 3000, 0 turns the runner off); OMS_DB gives it another database file (--db; seeded when new).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};
const hostPort = port('HOST_PORT', 3000);
const remotePort = port('REMOTE_PORT', 3001);
const omsPort = port('OMS_PORT', 3100);
const hostUrl = `http://127.0.0.1:${hostPort}`;
const remoteUrl = `http://127.0.0.1:${remotePort}`;
const externalOms = process.env.OMS_URL?.trim();
const omsUrl = externalOms || `http://127.0.0.1:${omsPort}/api/`;
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

/** What to run, and the URL that answers once it is ready. */
const services = [
  ...(externalOms
    ? []
    : [
        {
          name: 'oms',
          port: omsPort,
          args: [
            ...['--import', 'tsx', 'shell-dev/oms/cli.ts', '--port', String(omsPort), '--origin', hostUrl, '--origin', remoteUrl],
            ...(process.env.OMS_ERROR_SHAPE ? ['--error-shape', process.env.OMS_ERROR_SHAPE] : []),
            ...(process.env.OMS_DB ? ['--db', process.env.OMS_DB] : []),
            ...(process.env.OMS_DATA_MANAGER_INTERVAL_MS ? ['--data-manager-interval', process.env.OMS_DATA_MANAGER_INTERVAL_MS] : []),
          ],
          env: {},
          // Any HTTP answer means it listens (this path needs no token).
          ready: `${omsUrl}getAvailableTimeZones`,
        },
      ]),
  {
    name: 'remote',
    port: remotePort,
    args: [webpackCli, 'serve', '--mode', 'development'],
    env: { REMOTE_PORT: String(remotePort), LAUNCHPAD_URL: hostUrl },
    ready: `${remoteUrl}/mf-manifest.json`,
  },
  {
    name: 'host',
    port: hostPort,
    args: [webpackCli, 'serve', '--mode', 'development', '--config', 'shell-dev/host/webpack.config.ts'],
    env: { HOST_PORT: String(hostPort), OMS_URL: omsUrl, REMOTE_MANIFEST_URL: `${remoteUrl}/mf-manifest.json` },
    ready: `${hostUrl}/config.json`,
  },
];

const children = new Map();
let stopping = false;

function log(name, line) {
  process.stdout.write(`[${name}] ${line}\n`);
}

function portInUse(p) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: p, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function start(service) {
  const child = spawn(process.execPath, service.args, {
    cwd: root,
    env: { ...process.env, ...service.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(service.name, child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => log(service.name, line));
  }
  child.once('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      log(service.name, `exited (${signal ?? `code ${code}`}); stopping everything`);
      void stop(1);
    }
  });
}

/** Signals a child's whole process group (webpack's workers, tsx's node). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()];
  const exited = running.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve))));
  running.forEach((child) => signalGroup(child, 'SIGTERM'));
  const timer = setTimeout(() => running.forEach((child) => signalGroup(child, 'SIGKILL')), STOP_TIMEOUT_MS);
  await Promise.all(exited);
  clearTimeout(timer);
  // Grandchildren that outlived their parent (if any) go with their group.
  running.forEach((child) => signalGroup(child, 'SIGKILL'));
  process.exit(code);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitUntilReady(started) {
  const pending = new Set(services);
  while (pending.size > 0) {
    if (stopping) return false;
    if (Date.now() - started > READY_TIMEOUT_MS) {
      console.error(`Not ready after ${READY_TIMEOUT_MS / 1000} s: ${[...pending].map((s) => s.name).join(', ')}`);
      return false;
    }
    for (const service of [...pending]) {
      if (await answers(service.ready)) {
        pending.delete(service);
        log(service.name, `ready (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) {
      [...children.values()].forEach((child) => signalGroup(child, 'SIGKILL'));
      return;
    }
    console.info(`\n${signal}: stopping the OMS dev server, the remote and the host…`);
    void stop(0);
  });
}

const busy = [];
for (const service of services) if (await portInUse(service.port)) busy.push(`${service.name} :${service.port}`);
if (busy.length > 0) {
  console.error(`Port already in use: ${busy.join(', ')}. Stop what uses it (another npm start?) or set HOST_PORT / REMOTE_PORT / OMS_PORT.`);
  process.exit(1);
}

const started = Date.now();
services.forEach(start);
if (!(await waitUntilReady(started))) {
  await stop(1);
} else {
  console.info(
    [
      '',
      `Ready in ${((Date.now() - started) / 1000).toFixed(0)} s. Open ${hostUrl}`,
      `  host (launchpad stand-in)  ${hostUrl}`,
      `  Users remote               ${remoteUrl}  (standalone page; ${remoteUrl}/mf-manifest.json)`,
      `  OMS                        ${omsUrl}${externalOms ? '  (OMS_URL; the embedded OMS dev server is not started)' : ''}`,
      ...(externalOms
        ? []
        : ['  Demo logins: admin / admin@123 (everything), manager / manager@123 (can look, cannot change),', '               nobody / nobody@123 (no access to the app)']),
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}
