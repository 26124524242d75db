/**
 * The host contract's types: what a host (the launchpad) hands the remote, and what the app needs
 * from the world outside React. In src/lib so that the app services (./services.tsx) need nothing
 * from src/session; src/session/types.ts re-exports them.
 */

/** What a host hands the remote. The remote never asks for a password when hosted. */
export interface HostSession {
  /** OMS API token (Bearer). */
  token: string;
  /** The OMS instance: a URL (`http…`) or a bare instance name. */
  oms: string;
  /** When the token stops being valid, epoch ms. */
  expirationTime?: number;
  /** The suite's OMS redirection URL; some links need it. */
  omsRedirectionUrl?: string;
  /** Preferred locale (e.g. 'en-US', 'es'); the user's OMS preference wins when it has one. */
  locale?: string;
  /** Preferred time zone (IANA id); the user's OMS preference wins when it has one. */
  timeZone?: string;
  /** Called once when the OMS rejects the token (401). The host should return to its login. */
  onUnauthorised?: () => void;
  /** Called after the user logs out from the Settings tab. */
  onLogout?: () => void;
}

/** Everything the session needs from the world outside React, injectable for tests. */
export interface AppEnvironment {
  /** The suite launchpad, e.g. https://launchpad.hotwax.io. */
  launchpadUrl: string;
  /** Domain for bare instance names. */
  omsDomain: string;
  /** Leaves the app for another URL (launchpad login, identity provider logout). */
  redirect(url: string): void;
  /** Opens a URL in a new tab. */
  openExternal(url: string): void;
  /** Where the standalone session survives a reload; undefined when hosted or unavailable. */
  storage: Storage | undefined;
  /** The app's origin, for redirectUrl. */
  origin: string;
  now(): number;
}
