/**
 * Runs `npm start` (shell-dev/start.mjs) as a developer would, on three free ports and over an
 * in-memory OMS database (OMS_DB=:memory:, so a developer's shell-dev data is never touched), waits
 * for its "Ready" line and hands the URLs to the specs as the e2e fixtures expect them
 * (E2E_HOST_URL, E2E_REMOTE_URL, E2E_OMS_URL). The teardown stops it with SIGTERM, as Ctrl-C
 * would, and waits until it has stopped its children.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const [hostPort, remotePort, omsPort] = [await freePort(), await freePort(), await freePort()];
  const started = Date.now();
  const child = spawn(process.execPath, ['shell-dev/start.mjs'], {
    cwd: root,
    env: { ...process.env, HOST_PORT: String(hostPort), REMOTE_PORT: String(remotePort), OMS_PORT: String(omsPort), OMS_DB: ':memory:', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready in ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/^Ready in \d+ s\./m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (code ${code}) before it was ready`));
    });
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timer);
    if (code !== 0) console.error(`dev-start: npm start stopped with code ${code}`);
  };

  try {
    await ready;
  } catch (error) {
    console.error(output.split('\n').slice(-60).join('\n'));
    await stop();
    throw error;
  }
  process.env.E2E_HOST_URL = `http://127.0.0.1:${hostPort}`;
  process.env.E2E_REMOTE_URL = `http://127.0.0.1:${remotePort}`;
  process.env.E2E_OMS_URL = `http://127.0.0.1:${omsPort}/api/`;
  console.info(`dev-start: npm start ready in ${((Date.now() - started) / 1000).toFixed(0)} s (host :${hostPort}, remote :${remotePort}, OMS :${omsPort})`);
  return stop;
}
