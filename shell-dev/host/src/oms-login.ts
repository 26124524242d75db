/**
 * The launchpad's one OMS call: `POST {instance}/api/login { USERNAME, PASSWORD }`. A failed login
 * answers 200 with `_ERROR_MESSAGE_` (or a non-2xx with `{ error: { message } }`); that text is
 * what the login page shows.
 */
import { resolveInstanceUrl } from '../../../src/oms/instance-url';

export interface OmsLoginResult {
  token: string;
  expirationTime?: number;
  /** The resolved API base the token belongs to. */
  omsUrl: string;
}

export class OmsLoginError extends Error {
  override name = 'OmsLoginError';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The OMS's own error text from an answer body, when it carries one. */
export function omsErrorText(body: unknown): string | undefined {
  const value = record(body);
  const list = value._ERROR_MESSAGE_LIST_;
  const nested = record(value.error).message;
  const candidates = [
    value._ERROR_MESSAGE_,
    Array.isArray(list) ? list.filter((item) => typeof item === 'string').join(' ') : undefined,
    nested,
    value.error,
  ];
  return candidates.find((text): text is string => typeof text === 'string' && text.trim() !== '');
}

export async function omsLogin(instance: string, username: string, password: string): Promise<OmsLoginResult> {
  let omsUrl: string;
  try {
    omsUrl = resolveInstanceUrl(instance);
  } catch {
    throw new OmsLoginError('Enter the OMS instance.');
  }
  let response: Response;
  try {
    response = await fetch(`${omsUrl}login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ USERNAME: username, PASSWORD: password }),
    });
  } catch {
    throw new OmsLoginError(`Could not reach the OMS at ${omsUrl}.`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\s*\/\//, ''));
  } catch {
    throw new OmsLoginError(`The OMS at ${omsUrl} did not answer with JSON (HTTP ${response.status}).`);
  }
  const error = omsErrorText(body);
  if (!response.ok || error) throw new OmsLoginError(error ?? `The OMS answered HTTP ${response.status}.`);
  const { token, expirationTime } = record(body);
  if (typeof token !== 'string' || token === '') throw new OmsLoginError('The OMS answered without a token.');
  const expiration = Number(expirationTime);
  return { token, omsUrl, expirationTime: expirationTime !== undefined && Number.isFinite(expiration) ? expiration : undefined };
}
