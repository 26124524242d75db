/**
 * Writes that are safe to retry after a lost answer (issue 21; the contract's "Fidelity": the OMS
 * may do a write and its answer never arrive, and a create sent again makes a duplicate).
 *
 * One mechanism: a write declares how to recognise that it already happened — a read of what it
 * touches, answering what its own answer would have carried — and `settledWrite` uses it
 *   - after a lost answer (no answer, a time-out, an answer cut short, a gateway's 502/503/504): the
 *     OMS is asked; if the write is there, it succeeded (the caller gets its value as if answered);
 *     if not, the original failure stands, and the write stays "unsettled" for this session;
 *   - before it is sent again while unsettled (a second Save, quick setup's Retry): if it happened
 *     meanwhile (a late commit), nothing is sent.
 * A failure the OMS answered (a service error, 4xx, 500) never asks: the service did not commit.
 */
import type { OmsClient } from './client';
import { isOmsError } from './errors';
import { performFind } from './perform-find';
import type { Condition, FindQuery } from './perform-find';

/** What recognition found: the write is there (with the value its answer would have given). */
export interface Recognised<T> {
  readonly value: T;
}

/** Reads the OMS for the write's effect: found, or null when it did not happen. */
export type Recognise<T> = () => Promise<Recognised<T> | null>;

export interface SettledWrite<T> {
  /** The call and what it sends: the same write sent again has the same key (see writeKey). */
  readonly key: string;
  readonly send: () => Promise<T>;
  /** How to recognise that it already happened; without one a lost answer stays a failure. */
  readonly recognise?: Recognise<T>;
}

/** Gateways answer these when the OMS behind them took too long or went away mid-call. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** A failure after which the OMS may still have done the write. */
export function answerMayBeLost(error: unknown): boolean {
  if (!isOmsError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  // An answer cut short (its text is not JSON) may come from a proxy after the work was done; a
  // complete answer without the data a call needs is the OMS's own (spec 7: a failure).
  if (error.kind === 'parse') return typeof error.body === 'string';
  return error.kind === 'http' && error.status !== undefined && GATEWAY_STATUSES.has(error.status);
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, sorted(inner)]),
    );
  }
  return value;
}

/** The key of a call with its body (object keys in any order, undefined values left out). */
export function writeKey(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(sorted(body))}`;
}

/** Writes of a session (its client) whose answer was lost and which were not seen done since. */
const unsettledWrites = new WeakMap<OmsClient, Set<string>>();

function unsettledOf(client: OmsClient): Set<string> {
  let keys = unsettledWrites.get(client);
  if (!keys) unsettledWrites.set(client, (keys = new Set()));
  return keys;
}

/** Whether a write of this key lost its answer and has not been seen done since (for tests and screens). */
export function isUnsettled(client: OmsClient, key: string): boolean {
  return unsettledOf(client).has(key);
}

/** Recognition that cannot fail the write: a read that fails says nothing. */
async function recognised<T>(recognise: Recognise<T>): Promise<Recognised<T> | null> {
  try {
    return await recognise();
  } catch {
    return null;
  }
}

/** Sends a write, settling a lost answer against the OMS (see the module comment). */
export async function settledWrite<T>(client: OmsClient, write: SettledWrite<T>): Promise<T> {
  const unsettled = unsettledOf(client);
  if (write.recognise && unsettled.has(write.key)) {
    const earlier = await recognised(write.recognise);
    if (earlier) {
      unsettled.delete(write.key);
      return earlier.value;
    }
  }
  try {
    const value = await write.send();
    unsettled.delete(write.key);
    return value;
  } catch (error) {
    if (!write.recognise || !answerMayBeLost(error)) throw error;
    unsettled.add(write.key);
    const done = await recognised(write.recognise);
    if (!done) throw error;
    unsettled.delete(write.key);
    return done.value;
  }
}

/** What a void write gives when recognised. */
export const DONE: Recognised<void> = { value: undefined };

/** Recognition by one find: `done` says from its rows whether the write is there. */
export function byFind<Row, T>(client: OmsClient, query: FindQuery, done: (docs: Row[]) => Recognised<T> | null): Recognise<T> {
  return async () => done((await performFind<Row>(client, { viewSize: 100, ...query })).docs);
}

/** Equality conditions on each field given. */
export function equal(fields: Record<string, string | number>): Condition[] {
  return Object.entries(fields).map(([field, value]) => ({ field, value }));
}

/** An end is done when the row it ended (its own fromDate; dates compared as epoch ms) is no longer current. */
export function stillCurrent(docs: readonly { fromDate?: number | string }[], fromDate: number): Recognised<void> | null {
  return docs.some((row) => Number(row.fromDate) === fromDate) ? null : DONE;
}
