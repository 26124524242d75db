/**
 * Writes that take effect once (issues 21 and 35; the contract's "Fidelity": the OMS may do a write
 * and its answer never arrive, a create sent again makes a duplicate, and the browser itself may
 * send a write twice — the OMS runs both, the app sees the second answer only).
 *
 * One mechanism: a write declares how to recognise that it already happened — a read of what it
 * touches, answering what its own answer would have carried — and `settledWrite` uses it
 *   - after a lost answer (no answer, a time-out, an answer cut short, a gateway's 502/503/504): the
 *     OMS is asked; if the write is there, it succeeded (the caller gets its value as if answered);
 *     if not, the original failure stands, and the write stays "unsettled" for this session;
 *   - after an answer that says the key exists already or the row is gone (not 401/403): it may
 *     be the answer to the browser's resend of a write whose first run committed, so the OMS is
 *     asked too; recognised means done, else the OMS's failure stands (any other answered failure
 *     is the service's own: nothing committed);
 *   - before it is sent again while unsettled (a second Save, quick setup's Retry): if it happened
 *     meanwhile (a late commit), nothing is sent.
 * A create the OMS does not deduplicate also declares `dedupe`: after it succeeded, it reads what
 * it made and ends what a resend made twice (`doubles`).
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
  /**
   * For a create the OMS does not deduplicate: after success, reads what it made and ends the rows
   * a resend made twice (see WriteSpan). Its failures are not the write's.
   */
  readonly dedupe?: (value: T, span: WriteSpan) => Promise<void>;
}

/**
 * When a write was in flight, on the client's local clock (its OmsClock): rows the OMS made for it
 * were stamped in between. `windowMs`: how long it took plus a margin — rows made further apart on
 * the OMS's clock are not this write's.
 */
export interface WriteSpan {
  readonly sentAt: number;
  readonly answeredAt: number;
  readonly windowMs: number;
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

/**
 * What the second run of a write answers when the first one committed: the key it makes exists
 * already (a create whose key is in the request), or the row it changes is gone (an edit or an end
 * that the first run made).
 */
const RESEND_ANSWER = /already exists|duplicate (key|entry)|not found|could not find|does not exist|no longer current/i;

/** A failure the OMS answered that a resent write's second run would give (see RESEND_ANSWER). */
export function answerMayBeResends(error: unknown): boolean {
  if (!isOmsError(error) || answerMayBeLost(error)) return false;
  return (error.kind === 'service' || error.kind === 'http') && error.messages.some((message) => RESEND_ANSWER.test(message));
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

/** Margin on a write's window: the OMS's clock and the browser's run at the same pace, not in step. */
const WINDOW_MARGIN_MS = 2000;

/** Sends a write, settling a lost answer or a resend's answer against the OMS (see the module comment). */
export async function settledWrite<T>(client: OmsClient, write: SettledWrite<T>): Promise<T> {
  const sentAt = client.clock.local();
  const unsettled = unsettledOf(client);
  /** Settled: no longer unsettled, and what a resend made twice is ended (its failures are not the write's). */
  const done = async (value: T): Promise<T> => {
    unsettled.delete(write.key);
    const answeredAt = client.clock.local();
    if (write.dedupe) await write.dedupe(value, { sentAt, answeredAt, windowMs: answeredAt - sentAt + WINDOW_MARGIN_MS }).catch(() => undefined);
    return value;
  };
  if (write.recognise && unsettled.has(write.key)) {
    const earlier = await recognised(write.recognise);
    if (earlier) return done(earlier.value);
  }
  try {
    return await done(await write.send());
  } catch (error) {
    const lost = answerMayBeLost(error);
    if (!write.recognise || !(lost || answerMayBeResends(error))) throw error;
    if (lost) unsettled.add(write.key);
    const happened = await recognised(write.recognise);
    if (!happened) throw error;
    return done(happened.value);
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

/** A row a create makes, with the OMS's fromDate (epoch ms). */
export interface Dated {
  fromDate?: number | string | null;
}

/**
 * The rows one write made twice: of the current rows with the write's values, those made within
 * `windowMs` of the newest are this write's; one is kept (the first for which `keep` holds, else the
 * earliest) and the others are doubles. Rows made before the window are not this write's.
 */
export function doubles<Row extends Dated>(rows: readonly Row[], windowMs: number, keep?: (row: Row) => boolean): Row[] {
  if (rows.length < 2) return [];
  const at = (row: Row): number => Number(row.fromDate);
  const newest = Math.max(...rows.map(at));
  const mine = rows.filter((row) => newest - at(row) <= windowMs).sort((a, b) => at(a) - at(b));
  if (mine.length < 2) return [];
  const kept = (keep && mine.find(keep)) ?? mine[0];
  return mine.filter((row) => row !== kept);
}

/**
 * `doubles` of the rows one write made, read after it: the newest row was stamped by the OMS while
 * the write was in flight, so the client's OMS clock learns from it (./oms-clock).
 */
export function doublesOfWrite<Row extends Dated>(client: OmsClient, rows: readonly Row[], span: WriteSpan, keep?: (row: Row) => boolean): Row[] {
  const stamps = rows.map((row) => Number(row.fromDate)).filter(Number.isFinite);
  if (stamps.length > 0) client.clock.learn(Math.max(...stamps), span.sentAt, span.answeredAt);
  return doubles(rows, span.windowMs, keep);
}

/**
 * For a create whose row the OMS dates itself (fromDate left out, a generic create of an
 * association): done when a current row of its key is there; after success a resend's second row
 * is ended through `endAt(fromDate)`, at its own fromDate (so it is never current).
 */
export function datedByTheOms(
  client: OmsClient,
  entityName: string,
  key: Record<string, string>,
  endAt: (fromDate: number) => Promise<unknown>,
): Pick<SettledWrite<void>, 'recognise' | 'dedupe'> {
  const current = () => performFind<Dated>(client, { entityName, conditions: equal(key), fieldList: ['fromDate', 'thruDate'], filterByDate: true, viewSize: 100 });
  return {
    recognise: async () => ((await current()).docs.length > 0 ? DONE : null),
    dedupe: async (_value, span) => {
      for (const extra of doublesOfWrite(client, (await current()).docs, span)) await endAt(Number(extra.fromDate));
    },
  };
}
