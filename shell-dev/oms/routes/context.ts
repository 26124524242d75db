/**
 * Per-server state shared by the route modules, and the helpers every route uses: the caller of
 * a request, a service context, the permission check and the write bookkeeping.
 */
import type { FastifyRequest } from 'fastify';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { heldPermissions, type Caller } from '../auth/sessions';
import type { FindEntity } from '../find/entities';
import type { CountCache } from '../find/perform-find';
import type { FaultRegistry } from '../faults';
import { OmsError, type ErrorShape } from '../services/errors';
import type { Requirement, ServiceContext } from '../services/service';
import type { ViolationWatch, WatchNote, WriteMeta } from '../services/watch';
import { isRecord } from '../util';

export interface ServerState {
  db: Db;
  entities: ReadonlyMap<string, FindEntity>;
  statements: Map<string, Statement>;
  countCache: CountCache;
  tokenTtlMs: number;
  /** OFBiz's max.failed.logins: wrong passwords in a row that disable a login; 0 never. */
  maxFailedLogins: number;
  /** OFBiz's store.login.history: POST login writes UserLoginHistory rows. */
  loginHistory: boolean;
  /** store.login.history.incorrect.password: failed attempts' rows keep the typed password. */
  storeIncorrectPassword: boolean;
  /** password.change.history.limit: UserLoginPasswordHistory rows kept per login; 0 none. */
  passwordHistoryLimit: number;
  uploadsDir: string;
  faults: FaultRegistry | null;
  /** Bumped synchronously after every committed write (see generation()). */
  writes: number;
  callers: WeakMap<FastifyRequest, Caller>;
  /** How service failures are answered (see server.ts, errorAnswer). */
  errorShape: ErrorShape;
  /** Writes the app's change policy should have prevented (services/watch.ts; GET /api/dev/violations). */
  watch: ViolationWatch;
}

/** Changes whenever data may have changed: our own writes, or another connection's commits. */
export function generation(state: ServerState): string {
  return `${state.writes}:${String(state.db.pragma('data_version', { simple: true }))}`;
}

/** Runs a synchronous write and records it before anything else can read. */
export function runWrite<T>(state: ServerState, write: () => T): T {
  try {
    return write();
  } finally {
    state.writes += 1;
  }
}

/** The authenticated caller (the auth hook has run for every /api/ route that needs one). */
export function callerOf(state: ServerState, request: FastifyRequest): Caller {
  const caller = state.callers.get(request);
  if (!caller) throw new OmsError('unauthorized', 'Unauthorized: missing bearer token.');
  return caller;
}

/** 'browser' when the request carried an Origin header (a page's fetch: the app), else 'direct'. */
export function requestFrom(request: FastifyRequest): WriteMeta['from'] {
  return typeof request.headers.origin === 'string' && request.headers.origin !== '' ? 'browser' : 'direct';
}

/**
 * Runs a watched write (`write` gets the notes' list to hand to its service context) and settles
 * what its services noted as violations, refused when the write threw.
 */
export function watchedWrite<T>(state: ServerState, meta: WriteMeta, write: (notes: WatchNote[]) => T): T {
  const notes: WatchNote[] = [];
  let failure: unknown = null;
  try {
    return write(notes);
  } catch (error) {
    failure = error ?? new Error('failed');
    throw error;
  } finally {
    state.watch.settle(notes, meta, failure);
  }
}

/** A service context whose permission set is computed on first use. */
export function serviceContext(state: ServerState, caller: Caller): ServiceContext {
  let permissions: Set<string> | undefined;
  const context: ServiceContext = {
    db: state.db,
    caller,
    now: Date.now(),
    passwordHistoryLimit: state.passwordHistoryLimit,
    permissions: () => (permissions ??= heldPermissions(state.db, caller.userLoginId, context.now)),
  };
  return context;
}

/** A permission failure ('forbidden') unless the caller holds one of the required permissions. */
export function requirePermission(context: ServiceContext, requirement: Requirement, what: string): void {
  if (requirement === null) return;
  const held = context.permissions();
  if (!requirement.some((permissionId) => held.has(permissionId))) {
    throw new OmsError('forbidden', `Permission denied: ${what} needs ${requirement.join(' or ')}.`);
  }
}

/** The JSON body as an object ({} when there is none). */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  if (request.body === undefined || request.body === null || request.body === '') return {};
  if (!isRecord(request.body)) throw new OmsError('badRequest', 'Expected a JSON object body.');
  return request.body;
}
