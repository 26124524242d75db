/**
 * Errors a request can end with. Every non-2xx answer carries `{ error: { message } }`, the shape
 * the contract gives for non-2xx OMS answers; see README.md "Error answers".
 */
export type ErrorKind = 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict';

const STATUS: Record<ErrorKind, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
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
}

/** 400: a required field is missing. */
export const missing = (field: string): OmsError => new OmsError('badRequest', `The following required parameter is missing: ${field}`);
/** 400: a field carries a value the service cannot accept. */
export const badValue = (field: string, reason: string): OmsError => new OmsError('badRequest', `Invalid value for ${field}: ${reason}`);
/** 404: a referenced record does not exist. */
export const unknown = (entity: string, id: string): OmsError => new OmsError('notFound', `${entity} [${id}] not found`);
/** 409: the record to create already exists. */
export const duplicate = (message: string): OmsError => new OmsError('conflict', message);
