/**
 * The launchpad's session hand-off, for tests and benchmarks that open the remote's standalone
 * page logged in: an OMS login over its API, then the standalone /login URL carrying the token
 * (`?token=…&oms=…&expirationTime=…&omsRedirectionUrl=…`, as the launchpad sends it).
 */

export interface OmsSession {
  token: string;
  expirationTime: number;
}

/** `POST login` on the OMS API base (ending in /api/); rejects on an error answer. */
export async function omsLogin(omsUrl: string, userLoginId: string, password: string): Promise<OmsSession> {
  const response = await fetch(new URL('login', omsUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ USERNAME: userLoginId, PASSWORD: password }),
  });
  const answer = (await response.json()) as Partial<OmsSession> & Record<string, unknown>;
  if (!response.ok || typeof answer.token !== 'string' || typeof answer.expirationTime !== 'number') {
    throw new Error(`login ${userLoginId}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  }
  return { token: answer.token, expirationTime: answer.expirationTime };
}

/** The hand-off URL of the standalone page served at `remoteOrigin`, for the OMS at `omsUrl`. */
export function handOffUrl(remoteOrigin: string, omsUrl: string, session: OmsSession, extra: Record<string, string> = {}): string {
  const url = new URL('/login', remoteOrigin);
  url.searchParams.set('token', session.token);
  url.searchParams.set('oms', omsUrl);
  url.searchParams.set('expirationTime', String(session.expirationTime));
  url.searchParams.set('omsRedirectionUrl', omsUrl);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}
