import { DEFAULT_OMS_DOMAIN } from '../oms/instance-url';
import type { AppEnvironment } from './types';

/** Launchpad base URL (build-time `LAUNCHPAD_URL`). */
export const DEFAULT_LAUNCHPAD_URL = process.env.LAUNCHPAD_URL ?? 'https://launchpad.hotwax.io';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's environment, with any overrides a host or test passes. */
export function createEnvironment(overrides: Partial<AppEnvironment> = {}): AppEnvironment {
  return {
    launchpadUrl: DEFAULT_LAUNCHPAD_URL,
    omsDomain: DEFAULT_OMS_DOMAIN,
    redirect: (url) => window.location.assign(url),
    openExternal: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    storage: sessionStorageOrUndefined(),
    origin: typeof window !== 'undefined' ? window.location.origin : '',
    now: () => Date.now(),
    ...overrides,
  };
}

/** `{launchpad}/login?redirectUrl={origin}/login`, plus `isLoggedOut=true` when asked. */
export function launchpadLoginUrl(env: AppEnvironment, options: { isLoggedOut?: boolean; appPath?: string } = {}): string {
  const url = new URL('login', env.launchpadUrl.endsWith('/') ? env.launchpadUrl : `${env.launchpadUrl}/`);
  if (options.isLoggedOut) url.searchParams.set('isLoggedOut', 'true');
  url.searchParams.set('redirectUrl', `${env.origin}${options.appPath ?? ''}/login`);
  return url.toString();
}
