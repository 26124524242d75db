/**
 * The host's run-time configuration. `config.json` beside index.html says where the OMS and the
 * `users` remote live (the build writes it from OMS_URL / REMOTE_MANIFEST_URL; a server may serve
 * its own). `?remote=<manifest URL>` on any host page overrides the remote for this browser tab;
 * `?remote=` with no value goes back to config.json's.
 */

export interface HostConfig {
  /** The OMS instance the login page proposes (a URL ending in /api/, or a bare instance name). */
  omsUrl: string;
  /** Where the `users` remote's mf-manifest.json is. */
  remoteManifestUrl: string;
}

export const DEFAULT_HOST_CONFIG: HostConfig = {
  omsUrl: 'http://127.0.0.1:3100/api/',
  remoteManifestUrl: 'http://127.0.0.1:3001/mf-manifest.json',
};

const REMOTE_OVERRIDE_KEY = 'launchpad.remoteManifestUrl';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Validates a parsed config.json; missing fields take the defaults. */
export function parseHostConfig(value: unknown): HostConfig {
  if (!isRecord(value)) throw new Error('config.json is not a JSON object');
  const text = (key: keyof HostConfig): string => {
    const field = value[key];
    if (field === undefined) return DEFAULT_HOST_CONFIG[key];
    if (typeof field !== 'string' || field.trim() === '') throw new Error(`config.json: ${key} must be a non-empty string`);
    return field.trim();
  };
  return { omsUrl: text('omsUrl'), remoteManifestUrl: text('remoteManifestUrl') };
}

/** Applies (and remembers for the tab) a `?remote=` override from the page's query. */
function remoteOverride(search: string, storage: Storage): string | undefined {
  const params = new URLSearchParams(search);
  if (params.has('remote')) {
    const value = params.get('remote')?.trim() ?? '';
    if (value) storage.setItem(REMOTE_OVERRIDE_KEY, new URL(value, window.location.href).href);
    else storage.removeItem(REMOTE_OVERRIDE_KEY);
  }
  return storage.getItem(REMOTE_OVERRIDE_KEY) ?? undefined;
}

/** Reads config.json and applies the tab's `?remote=` override. */
export async function loadHostConfig(): Promise<HostConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /config.json answered HTTP ${response.status}`);
  const config = parseHostConfig(await response.json());
  const override = remoteOverride(window.location.search, window.sessionStorage);
  return override ? { ...config, remoteManifestUrl: override } : config;
}
