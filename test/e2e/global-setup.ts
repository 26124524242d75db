/**
 * Starts what the browser tests run against and returns the teardown that stops it:
 * - the OMS dev server on a free port over a fresh temporary database,
 * - the remote's production build (dist/) and the host's (dist-shell/) on static servers with SPA
 *   fallback; the host's /config.json points it at this OMS and this remote.
 * The URLs reach the specs as E2E_HOST_URL, E2E_REMOTE_URL and E2E_OMS_URL (see fixtures.ts).
 * Ports come from E2E_HOST_PORT / E2E_REMOTE_PORT (run.mjs sets them: the remote is built with
 * LAUNCHPAD_URL = the host's URL) or are picked freely. E2E_OMS_ERROR_SHAPE=http makes the OMS
 * answer service failures as 4xx `{ error: { message } }` instead of the default (ofbiz) 200
 * `{ _ERROR_MESSAGE_ }` (see shell-dev/oms/README.md "Error answers").
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOmsServer } from '../../shell-dev/oms/server';
import { parseErrorShape } from '../../shell-dev/oms/services/errors';
import { startStaticServer } from '../../shell-dev/static-server';
import type { HostConfig } from '../../shell-dev/host/src/config';

const root = path.resolve(__dirname, '../..');

function port(name: string): number {
  const value = Number(process.env[name] ?? 0);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a port number`);
  return value;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'users-e2e-'));
  const stops: Array<() => Promise<void>> = [() => fs.rm(dir, { recursive: true, force: true })];
  const teardown = async (): Promise<void> => {
    const results = await Promise.allSettled(stops.reverse().map((stop) => stop()));
    results.forEach((result) => {
      if (result.status === 'rejected') console.error('e2e teardown:', result.reason);
    });
  };
  try {
    const hostJson: Record<string, HostConfig> = {};
    const remote = await startStaticServer({ root: path.join(root, 'dist'), port: port('E2E_REMOTE_PORT') });
    stops.push(remote.close);
    const host = await startStaticServer({ root: path.join(root, 'dist-shell'), port: port('E2E_HOST_PORT'), json: hostJson });
    stops.push(host.close);
    const oms = await startOmsServer({
      port: 0,
      dbFile: path.join(dir, 'oms.sqlite'),
      reset: true,
      allowedOrigins: [host.origin, remote.origin],
      quiet: true,
      // Specs inject faults through POST /api/dev/faults (see fixtures.ts injectFault).
      faults: true,
      errorShape: parseErrorShape(process.env.E2E_OMS_ERROR_SHAPE, 'E2E_OMS_ERROR_SHAPE'),
    });
    stops.push(oms.close);
    hostJson['/config.json'] = { omsUrl: oms.url, remoteManifestUrl: `${remote.origin}/mf-manifest.json` };

    process.env.E2E_HOST_URL = host.origin;
    process.env.E2E_REMOTE_URL = remote.origin;
    process.env.E2E_OMS_URL = oms.url;
    console.info(`e2e: host ${host.origin}, remote ${remote.origin}, OMS ${oms.url} (error shape ${oms.errorShape})`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
