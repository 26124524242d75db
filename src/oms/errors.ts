/**
 * One error type for every way an OMS call can fail. The client normalises once; screens turn an
 * OmsError into the spec's message and never look at raw responses.
 */

export type OmsErrorKind =
  /** Non-2xx answer other than 401/403. */
  | 'http'
  /** 2xx answer carrying `_ERROR_MESSAGE_`, `_ERROR_MESSAGE_LIST_` or `error`. */
  | 'service'
  /** 401: the token is missing, unknown or expired. */
  | 'unauthorised'
  /** 403: the caller lacks the permission for this call. */
  | 'forbidden'
  /** The request never got an answer (offline, refused, dropped). */
  | 'network'
  /** No answer within the client's time limit. */
  | 'timeout'
  /** A 2xx answer whose body is not the JSON expected. */
  | 'parse'
  /** The call was cancelled by the app (a newer request replaced it, the screen went away). */
  | 'aborted';

export interface OmsErrorInit {
  kind: OmsErrorKind;
  messages?: string[];
  status?: number;
  body?: unknown;
  cause?: unknown;
}

export class OmsError extends Error {
  readonly kind: OmsErrorKind;
  /** Every message the server gave, in order; empty when it gave none. */
  readonly messages: string[];
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(init: OmsErrorInit) {
    const messages = init.messages?.filter((m) => m.trim() !== '') ?? [];
    super(messages[0] ?? defaultMessage(init.kind, init.status), { cause: init.cause });
    this.name = 'OmsError';
    this.kind = init.kind;
    this.messages = messages;
    this.status = init.status;
    this.body = init.body;
  }

  /**
   * The server's own message, when it sent one (apps show it in place of a generic text). Only an
   * answer the server gave can carry one: a body that is not what the call needs, or no answer at
   * all, never does, whatever messages the app attached for the log.
   */
  get serverMessage(): string | undefined {
    return SERVER_ANSWERED.has(this.kind) ? this.messages[0] : undefined;
  }
}

const SERVER_ANSWERED: ReadonlySet<OmsErrorKind> = new Set(['http', 'service', 'unauthorised', 'forbidden']);

function defaultMessage(kind: OmsErrorKind, status?: number): string {
  switch (kind) {
    case 'http':
      return `The OMS answered with HTTP ${status ?? '?'}`;
    case 'service':
      return 'The OMS reported an error';
    case 'unauthorised':
      return 'The OMS session is no longer valid';
    case 'forbidden':
      return 'The OMS refused this call for the current user';
    case 'network':
      return 'The OMS could not be reached';
    case 'timeout':
      return 'The OMS did not answer in time';
    case 'parse':
      return 'The OMS answered with something that is not JSON';
    case 'aborted':
      return 'The request was cancelled';
  }
}

export function isOmsError(value: unknown): value is OmsError {
  return value instanceof OmsError;
}

/**
 * Why a write failed, for a step's or a row's message: the OMS's own message when it answered one,
 * else the error's own text (an app-side failure), else nothing (no answer: the caller's text).
 */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof OmsError) return error.serverMessage;
  return error instanceof Error && error.message ? error.message : undefined;
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(asMessages);
  if (isRecord(value)) {
    if (typeof value.message === 'string') return [value.message];
    if (typeof value.errorMessage === 'string') return [value.errorMessage];
  }
  return [];
}

/**
 * The messages a 2xx body carries when the OMS service failed, or undefined when it succeeded.
 * OFBiz answers service failures with HTTP 200 and one of these keys.
 */
export function serviceErrorMessages(body: unknown): string[] | undefined {
  if (!isRecord(body)) return undefined;
  const keys = ['_ERROR_MESSAGE_', '_ERROR_MESSAGE_LIST_', 'error'] as const;
  if (!keys.some((key) => body[key] !== undefined && body[key] !== null && body[key] !== '')) return undefined;
  return keys.flatMap((key) => asMessages(body[key]));
}

/** The messages of a non-2xx body: `{ error: { message } }`, or the same keys as a 2xx failure. */
export function httpErrorMessages(body: unknown): string[] {
  return serviceErrorMessages(body) ?? [];
}
