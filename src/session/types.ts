/**
 * The session contract. A host (the launchpad) passes a HostSession; the standalone app builds the
 * same from the /login hand-off. Either way the app derives a Session from the OMS.
 */
import type { UserProfile } from '../oms/session';

// The host contract's types live in src/lib (lib imports nothing above it); re-exported here.
export type { AppEnvironment, HostSession } from '../lib/host-contract';

/** The logged-in state every screen reads. */
export interface Session {
  token: string;
  /** The resolved API base, ending in /api/. */
  instanceUrl: string;
  /** What the user typed or the host passed as the instance (for hand-off links). */
  oms: string;
  expirationTime?: number;
  omsRedirectionUrl?: string;
  redirectedFrom?: string;
  profile: UserProfile;
  /** The server permissions the login holds of those the app's gates name (src/catalog/users-app.ts). */
  permissionIds: readonly string[];
  organizationPartyId?: string;
  timeZone: string;
  locale: string;
}
