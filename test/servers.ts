/**
 * What the browser tests and the benchmarks run against, started on loopback: the OMS dev server
 * over a fresh temporary database, the remote's production build (its standalone page, remoteEntry
 * and manifest) and, when given, the shell-dev host's build, whose /config.json points at this OMS
 * and this remote; and, when given, a second host build that shares only some libraries (the
 * e2e's foreign host), configured the same way. Static servers answer deep links with index.html
 * (shell-dev/static-server).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOmsServer } from '../shell-dev/oms/server';
import type { OmsServer, OmsServerOptions } from '../shell-dev/oms/server';
import { startStaticServer } from '../shell-dev/static-server';
import type { StaticServer } from '../shell-dev/static-server';
import type { HostConfig } from '../shell-dev/host/src/config';

export interface AppServersOptions {
  /** The remote's build folder (dist/ or a bench build). */
  remoteDist: string;
  /** The host's build folder (dist-shell/); without it no host is served. */
  hostDist?: string;
  /** A host build sharing only some libraries (HOST_SHARED); always on a free port. */
  foreignHostDist?: string;
  /** 0 or absent: a free port. */
  remotePort?: number;
  hostPort?: number;
  /** OMS dev server options; its port, database and allowed origins are chosen here. */
  oms?: Omit<OmsServerOptions, 'port' | 'dbFile' | 'reset' | 'allowedOrigins'>;
}

export interface AppServers {
  remote: StaticServer;
  host?: StaticServer;
  foreignHost?: StaticServer;
  oms: OmsServer;
  /** Stops everything started, last first; a failure to stop one is logged, not thrown. */
  close(): Promise<void>;
}

export async function startAppServers(options: AppServersOptions): Promise<AppServers> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'users-servers-'));
  const stops: Array<() => Promise<void>> = [() => fs.rm(dir, { recursive: true, force: true })];
  const close = async (): Promise<void> => {
    const results = await Promise.allSettled(stops.reverse().map((stop) => stop()));
    results.forEach((result) => {
      if (result.status === 'rejected') console.error('stopping the test servers:', result.reason);
    });
  };
  try {
    const remote = await startStaticServer({ root: options.remoteDist, port: options.remotePort ?? 0 });
    stops.push(remote.close);
    // Filled once the OMS is up; the host reads it on every request.
    const hostJson: Record<string, HostConfig> = {};
    let host: StaticServer | undefined;
    if (options.hostDist) {
      host = await startStaticServer({ root: options.hostDist, port: options.hostPort ?? 0, json: hostJson });
      stops.push(host.close);
    }
    let foreignHost: StaticServer | undefined;
    if (options.foreignHostDist) {
      foreignHost = await startStaticServer({ root: options.foreignHostDist, port: 0, json: hostJson });
      stops.push(foreignHost.close);
    }
    const oms = await startOmsServer({
      quiet: true,
      ...options.oms,
      port: 0,
      dbFile: path.join(dir, 'oms.sqlite'),
      reset: true,
      allowedOrigins: [remote.origin, ...[host, foreignHost].flatMap((server) => (server ? [server.origin] : []))],
    });
    stops.push(oms.close);
    hostJson['/config.json'] = { omsUrl: oms.url, remoteManifestUrl: `${remote.origin}/mf-manifest.json` };
    return { remote, host, foreignHost, oms, close };
  } catch (error) {
    await close();
    throw error;
  }
}
