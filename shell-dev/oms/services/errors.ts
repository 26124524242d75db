/**
 * Errors a request can end with, and how they are answered (see README.md "Error answers").
 *
 * Service failures (bad input, unknown ids, duplicates, permission denied, foreign keys) are
 * answered per the server's error shape: 'ofbiz' (default) answers them like the OMS, HTTP 200
 * with `{ _ERROR_MESSAGE_ }`; 'http' answers the kind's 4xx status with `{ error: { message } }`.
 * Transport failures keep their real HTTP status in both shapes: 401 for tokens, 404 for an
 * unknown route, service or file (kind 'noRoute').
 */
export type ErrorKind = 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'noRoute';

/** 'ofbiz': service failures are 200 `{ _ERROR_MESSAGE_ }`; 'http': they are 4xx `{ error: { message } }`. */
export type ErrorShape = 'ofbiz' | 'http';
export const ERROR_SHAPES: readonly ErrorShape[] = ['ofbiz', 'http'];

const STATUS: Record<ErrorKind, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  noRoute: 404,
};

/** A request failure with its HTTP status; thrown inside a transaction it also rolls it back. */
export class OmsError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'OmsError';
    this.status = STATUS[kind];
  }

  /** True for service failures (answered per the error shape), false for 401 and unknown routes. */
  get isServiceFailure(): boolean {
    return this.kind !== 'unauthorized' && this.kind !== 'noRoute';
  }
}

/** Reads an error shape option ('ofbiz' when absent). */
export function parseErrorShape(value: string | undefined, source: string): ErrorShape {
  if (value === undefined || value === '') return 'ofbiz';
  if (!(ERROR_SHAPES as readonly string[]).includes(value)) throw new Error(`${source} expects ${ERROR_SHAPES.join(' or ')}, got '${value}'`);
  return value as ErrorShape;
}

/** 400: a required field is missing. */
export const missing = (field: string): OmsError => new OmsError('badRequest', `The following required parameter is missing: ${field}`);
/** 400: a field carries a value the service cannot accept. */
export const badValue = (field: string, reason: string): OmsError => new OmsError('badRequest', `Invalid value for ${field}: ${reason}`);
/** 404: a referenced record does not exist. */
export const unknown = (entity: string, id: string): OmsError => new OmsError('notFound', `${entity} [${id}] not found`);
/** 409: the record to create already exists (an identical primary key). */
export const duplicate = (message: string): OmsError => new OmsError('conflict', message);
