/**
 * Props every exposed root takes. See docs/ARCHITECTURE.md for the host contract.
 */
import type { AppEnvironment, HostSession } from '../session/types';

export type { HostSession } from '../session/types';

export interface ExposeProps {
  /** The host's session; omit only for the standalone page. */
  session?: HostSession;
  /** The path the host mounts the remote at (e.g. '/users'); must match the host's route. */
  basename?: string;
  /** Optional overrides (launchpad URL, redirect, storage…). */
  environment?: Partial<AppEnvironment>;
}
