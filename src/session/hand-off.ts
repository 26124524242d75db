/**
 * The launchpad's hand-off query of /login (token, oms, expirationTime, omsRedirectionUrl,
 * partyId, redirectedFrom). Framework-free: the standalone page's first script reads it too.
 */
import type { LoginInput } from './login';

export interface HandOff {
  input?: LoginInput;
  partyId?: string;
}

/** The hand-off parameters of a /login query; `input` is set only when token and oms are both there. */
export function readHandOff(params: URLSearchParams): HandOff {
  const token = params.get('token') ?? '';
  const oms = params.get('oms') ?? '';
  const expiration = Number(params.get('expirationTime'));
  const partyId = params.get('partyId') || undefined;
  if (!token || !oms) return { partyId };
  return {
    partyId,
    input: {
      token,
      oms,
      expirationTime: params.get('expirationTime') && Number.isFinite(expiration) ? expiration : undefined,
      omsRedirectionUrl: params.get('omsRedirectionUrl') || undefined,
      redirectedFrom: params.get('redirectedFrom') || undefined,
    },
  };
}
