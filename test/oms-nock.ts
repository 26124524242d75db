/**
 * nock helpers for the test OMS (test/render.tsx): performFind expectations matched by entity and
 * inputFields, service expectations matched by body, and held replies for ordering assertions.
 *
 *   const oms = omsScope();
 *   expectFind(oms, 'UserLogin', [{ userLoginId: 'x' }], { userLoginId: 'x' });
 *   expectService(oms, 'forceLogout', { userLoginId: 'x' }); // the exact body
 *   ...
 *   oms.done();
 */
import nock from 'nock';
import type { FindRequestBody } from '../src/oms/perform-find';
import { OMS_ORIGIN, TOKEN } from './render';

/** A scope on the test OMS that also checks the Bearer header of every call. */
export function omsScope(): nock.Scope {
  return nock(OMS_ORIGIN, { reqheaders: { authorization: `Bearer ${TOKEN}` } });
}

export const found = <T>(docs: T[]): { docs: T[]; count: number } => ({ docs, count: docs.length });
export const NO_RECORD = { error: 'No record found' } as const;
export const SERVICE_ERROR = { _ERROR_MESSAGE_: 'The service failed' } as const;

type Reply = readonly [number, unknown];

/** Body matcher: this entity, and every given inputField equal (deeply, for arrays). */
export function findBody(entityName: string, inputFields: Record<string, unknown> = {}) {
  return (body: FindRequestBody): boolean =>
    body.entityName === entityName &&
    Object.entries(inputFields).every(([key, value]) => JSON.stringify(body.inputFields?.[key]) === JSON.stringify(value));
}

/** Expects one performFind of `entityName` whose inputFields include `inputFields`; answers docs. */
export function expectFind(
  scope: nock.Scope,
  entityName: string,
  docs: unknown[] | Reply,
  inputFields: Record<string, unknown> = {},
): nock.Scope {
  const reply: Reply = isReply(docs) ? docs : [200, found(docs)];
  return scope.post('/api/performFind', findBody(entityName, inputFields)).reply(reply[0], reply[1] as nock.Body);
}

/**
 * The read a create the OMS does not deduplicate makes once it succeeded (src/oms/settle.ts
 * `dedupe`: it ends a second row the browser's resend made), answered with the one row the write
 * made, so nothing is ended. The row carries no fromDate unless given: a stamp would teach the
 * client's OMS clock (src/oms/oms-clock.ts) a time unrelated to the test's fixed now.
 */
export function expectMadeOnce(scope: nock.Scope, entityName: string, row: Record<string, unknown>, inputFields: Record<string, unknown> = {}): nock.Scope {
  return expectFind(scope, entityName, [row], inputFields);
}

/**
 * Expects one POST `service/{name}` whose JSON body equals `body` exactly (key order aside; keys
 * whose value is undefined are never sent); answers `reply` (default 200 {}).
 */
export function expectService(
  scope: nock.Scope,
  name: string,
  body: Record<string, unknown>,
  reply: Reply = [200, {}],
  path = `/api/service/${name}`,
): nock.Scope {
  return scope.post(path, (sent: unknown) => canonical(sent) === canonical(body)).reply(reply[0], reply[1] as nock.Body);
}

/** JSON with object keys sorted and undefined values dropped, for order-insensitive equality. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** A reply held until `release()`; `requested` tells whether the call has arrived. */
export interface HeldReply {
  readonly requested: boolean;
  release(): void;
  /** For `.reply(held.reply)`. */
  reply: (uri: string, body: unknown, callback: (error: Error | null, reply: [number, nock.Body]) => void) => void;
}

export function holdReply(status: number, body: unknown): HeldReply {
  let requested = false;
  let released = false;
  let pending: (() => void) | undefined;
  return {
    get requested() {
      return requested;
    },
    release() {
      released = true;
      pending?.();
    },
    reply(_uri, _body, callback) {
      requested = true;
      const answer = () => callback(null, [status, body as nock.Body]);
      if (released) answer();
      else pending = answer;
    },
  };
}

function isReply(value: unknown): value is Reply {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number';
}
