/**
 * Fault injection (only with --faults): make the next K calls of a named endpoint fail with an
 * HTTP 500, a 2xx `_ERROR_MESSAGE_`, a 401, a 403, a 200 whose body is not JSON, a 200 `{}`, a
 * delay, or a dropped connection: these answer (or drop) instead of the route, so the service does
 * not run and nothing is written (but `delay`, after which the route runs). `lostAnswer` and
 * `lateAnswer` let the route run and commit, then lose its answer or send it late (the contract's
 * lost answers); `resent` runs the request twice and answers the second run (a browser's own
 * resend). A fault may be limited to the performFinds of one `entity`. README.md "Fault
 * injection"; the hooks that apply them: fault-hooks.ts.
 */
import { TOKEN_EXPIRED_MESSAGE } from './auth/sessions';
import { OmsError, badValue, missing } from './services/errors';
import { isRecord } from './util';

export const FAULT_MODES = ['http500', 'errorMessage', 'unauthorised', 'forbidden', 'malformed', 'emptyOk', 'delay', 'drop', 'lostAnswer', 'lateAnswer', 'resent'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** The default `delayMs` of `delay`. */
export const DEFAULT_DELAY_MS = 1000;
/** The default `delayMs` of `lateAnswer`: longer than the app's 60 s client time-out (src/oms/client.ts). */
export const DEFAULT_LATE_ANSWER_MS = 65_000;
export const MAX_DELAY_MS = 120_000;
/** The only call an `entity` filter applies to. */
export const ENTITY_CALL = 'performFind';
/** The modes that run the request themselves (inside the server, fault-hooks.ts): never with `entity`. */
export const COPYING_MODES: readonly FaultMode[] = ['lostAnswer', 'resent'];

/** What an answering fault sends in place of the route. */
export interface FaultAnswer {
  status: number;
  contentType: string;
  /** Sent as is (already serialized; for `malformed` deliberately not valid JSON). */
  body: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (status: number, body: unknown): FaultAnswer => ({ status, contentType: JSON_TYPE, body: JSON.stringify(body) });

/**
 * The answer of an answering fault, or undefined for `delay`, `lostAnswer`, `lateAnswer`, `resent`
 * (the route runs) and `drop` (no answer at all). 401 and 403 carry the contract's non-2xx shape `{ error: { message } }`
 * in both error shapes, like a real expired token / permission refusal by the REST layer;
 * `malformed` is a 200 declared as JSON whose body is cut off mid-object.
 */
export function faultAnswer(fault: Pick<Fault, 'mode' | 'call'>): FaultAnswer | undefined {
  const note = `Injected fault (${fault.mode}) on ${fault.call}`;
  switch (fault.mode) {
    case 'http500':
      return json(500, { error: { message: note } });
    case 'errorMessage':
      return json(200, { _ERROR_MESSAGE_: note });
    case 'unauthorised':
      return json(401, { error: { message: `${TOKEN_EXPIRED_MESSAGE} (${note})` } });
    case 'forbidden':
      return json(403, { error: { message: `Permission denied: ${fault.call} is not allowed for this user. (${note})` } });
    case 'malformed': {
      // Cut before the closing `"}]}`: a string, an object and an array left open.
      return { status: 200, contentType: JSON_TYPE, body: JSON.stringify({ docs: [{ partyId: '10000', note }] }).slice(0, -4) };
    }
    case 'emptyOk':
      return json(200, {});
    case 'delay':
    case 'drop':
    case 'lostAnswer':
    case 'lateAnswer':
    case 'resent':
      return undefined;
  }
}

export interface Fault {
  call: string;
  mode: FaultMode;
  /** Matching calls still let through before the fault starts (e.g. 1: the second call fails). */
  skip: number;
  remaining: number;
  /**
   * How long the call is held before the fault acts: `delay` then lets the route run, `lateAnswer`
   * runs it then answers, the others answer, drop or take the request over after it (default 0).
   */
  delayMs: number;
  /** Only performFinds of this entityName (the body's, or the query's for GET) match; absent: any call. */
  entity?: string;
}

/** The call name of a request: its path below /api/, e.g. 'performFind', 'service/forceLogout'. */
export function callName(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly.replace(/^\/api\//, '').replace(/\/+$/, '');
}

/** `delayMs` when none is given: a hold for `delay` and `lateAnswer`, none for the modes that act at once. */
function defaultDelay(mode: FaultMode): number {
  if (mode === 'lateAnswer') return DEFAULT_LATE_ANSWER_MS;
  return mode === 'delay' ? DEFAULT_DELAY_MS : 0;
}

export class FaultRegistry {
  private faults: Fault[] = [];

  /** Validates and registers a fault from a POST /api/dev/faults body. */
  add(body: unknown): Fault {
    if (!isRecord(body)) throw new OmsError('badRequest', 'expected a JSON object');
    const { call, mode, times, delayMs, skip, entity } = body;
    if (typeof call !== 'string' || call.trim() === '') throw missing('call');
    if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) throw badValue('mode', `expected one of ${FAULT_MODES.join(', ')}`);
    const count = times === undefined ? 1 : Number(times);
    if (!Number.isInteger(count) || count < 1 || count > 10_000) throw badValue('times', 'expected an integer from 1 to 10000');
    const delay = delayMs === undefined ? defaultDelay(mode as FaultMode) : Number(delayMs);
    if (!Number.isInteger(delay) || delay < 0 || delay > MAX_DELAY_MS) throw badValue('delayMs', `expected milliseconds from 0 to ${MAX_DELAY_MS}`);
    const skipped = skip === undefined ? 0 : Number(skip);
    if (!Number.isInteger(skipped) || skipped < 0 || skipped > 10_000) throw badValue('skip', 'expected an integer from 0 to 10000');
    const name = callName(`/api/${call.trim().replace(/^\/+/, '')}`);
    const fault: Fault = { call: name, mode: mode as FaultMode, skip: skipped, remaining: count, delayMs: delay };
    if (entity !== undefined) {
      if (typeof entity !== 'string' || entity.trim() === '') throw badValue('entity', 'expected an entityName');
      if (name !== ENTITY_CALL) throw badValue('entity', `only allowed with call ${ENTITY_CALL}`);
      if (COPYING_MODES.includes(fault.mode)) throw badValue('entity', `not allowed with mode ${fault.mode}`);
      fault.entity = entity.trim();
    }
    this.faults.push(fault);
    return { ...fault };
  }

  /**
   * Consumes one use of the first fault registered for `call`, if any (or one of its skips):
   * without `entity`, of the faults without one; with it, of the faults for that entity only.
   * Every request is a request: a browser's resend of one takes a use like any other.
   */
  take(call: string, entity?: string): Fault | undefined {
    const fault = this.faults.find((f) => f.call === call && f.entity === entity && f.remaining > 0);
    if (!fault) return undefined;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return undefined;
    }
    this.use(fault);
    return { ...fault };
  }

  private use(fault: Fault): void {
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }
}
