/**
 * Fault injection (only with --faults): make the next K calls of a named endpoint fail with an
 * HTTP 500, a 2xx `_ERROR_MESSAGE_`, a delay, or a dropped connection.
 */
import { OmsError, badValue, missing } from './services/errors';
import { isRecord } from './util';

export const FAULT_MODES = ['http500', 'errorMessage', 'delay', 'drop'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  call: string;
  mode: FaultMode;
  remaining: number;
  delayMs: number;
}

/** The call name of a request: its path below /api/, e.g. 'performFind', 'service/forceLogout'. */
export function callName(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly.replace(/^\/api\//, '').replace(/\/+$/, '');
}

export class FaultRegistry {
  private faults: Fault[] = [];

  /** Validates and registers a fault from a POST /api/dev/faults body. */
  add(body: unknown): Fault {
    if (!isRecord(body)) throw new OmsError('badRequest', 'expected a JSON object');
    const { call, mode, times, delayMs } = body;
    if (typeof call !== 'string' || call.trim() === '') throw missing('call');
    if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) throw badValue('mode', `expected one of ${FAULT_MODES.join(', ')}`);
    const count = times === undefined ? 1 : Number(times);
    if (!Number.isInteger(count) || count < 1 || count > 10_000) throw badValue('times', 'expected an integer from 1 to 10000');
    const delay = delayMs === undefined ? 1000 : Number(delayMs);
    if (!Number.isInteger(delay) || delay < 0 || delay > 120_000) throw badValue('delayMs', 'expected milliseconds from 0 to 120000');
    const fault: Fault = { call: callName(`/api/${call.trim().replace(/^\/+/, '')}`), mode: mode as FaultMode, remaining: count, delayMs: delay };
    this.faults.push(fault);
    return { ...fault };
  }

  /** Consumes one use of the first fault registered for `call`, if any. */
  take(call: string): Fault | undefined {
    const fault = this.faults.find((f) => f.call === call && f.remaining > 0);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
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
