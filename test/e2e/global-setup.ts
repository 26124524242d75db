/**
 * Starts what the browser tests run against and returns the teardown that stops it
 * (test/servers.ts): the OMS dev server on a free port over a fresh temporary database, the
 * remote's production build (dist/) and the host's (dist-shell/) on static servers with SPA
 * fallback; the host's /config.json points it at this OMS and this remote.
 * The URLs reach the specs as E2E_HOST_URL, E2E_REMOTE_URL and E2E_OMS_URL (see fixtures.ts).
 * Ports come from E2E_HOST_PORT / E2E_REMOTE_PORT (run.mjs sets them: the remote is built with
 * LAUNCHPAD_URL = the host's URL) or are picked freely. E2E_OMS_ERROR_SHAPE=http makes the OMS
 * answer service failures as 4xx `{ error: { message } }` instead of the default (ofbiz) 200
 * `{ _ERROR_MESSAGE_ }` (see shell-dev/oms/README.md "Error answers").
 */
import path from 'node:path';
import { parseErrorShape } from '../../shell-dev/oms/services/errors';
import { startAppServers } from '../servers';

const root = path.resolve(__dirname, '../..');

function port(name: string): number {
  const value = Number(process.env[name] ?? 0);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a port number`);
  return value;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { remote, host, foreignHost, oms, close } = await startAppServers({
    remoteDist: path.join(root, 'dist'),
    hostDist: path.join(root, 'dist-shell'),
    foreignHostDist: path.join(root, 'dist-shell-foreign'),
    remotePort: port('E2E_REMOTE_PORT'),
    hostPort: port('E2E_HOST_PORT'),
    oms: {
      // Specs inject faults through POST /api/dev/faults (see fixtures.ts injectFault).
      faults: true,
      errorShape: parseErrorShape(process.env.E2E_OMS_ERROR_SHAPE, 'E2E_OMS_ERROR_SHAPE'),
    },
  });
  if (!host || !foreignHost) throw new Error('e2e: the hosts were not started');
  process.env.E2E_HOST_URL = host.origin;
  process.env.E2E_REMOTE_URL = remote.origin;
  process.env.E2E_OMS_URL = oms.url;
  process.env.E2E_FOREIGN_HOST_URL = foreignHost.origin;
  console.info(`e2e: host ${host.origin}, foreign host ${foreignHost.origin}, remote ${remote.origin}, OMS ${oms.url} (error shape ${oms.errorShape})`);
  return close;
}
