/**
 * Answers fetched before the app's code runs. The standalone page's first script
 * (src/standalone/prefetch.ts) sends the OMS requests the landing route will make, through an
 * OmsClient whose fetch is `recordingFetch`: each answer is offered here, keyed by the request
 * (method, URL, Authorization, body). The app's own OmsClient fetches through `prefetchAwareFetch`,
 * which hands the first request with the same key the answer already on its way instead of sending
 * it again. Each answer is taken once, and only within PREFETCH_TTL_MS of being asked for, so
 * nothing stale is ever served; anything not taken is simply dropped.
 */

/** How long an offered answer may wait for the app to ask for it. */
export const PREFETCH_TTL_MS = 15_000;

interface Offer {
  response: Promise<Response>;
  at: number;
}

const offers = new Map<string, Offer>();

/** What identifies a request: two requests with the same key get the same answer. */
export async function requestKey(request: Request): Promise<string> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  return [request.method, request.url, request.headers.get('Authorization') ?? '', body].join('\n');
}

function asRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request && init === undefined ? input : new Request(input, init);
}

/** Sends the request and offers a copy of its answer to the app. */
export async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = asRequest(input, init);
  // The key reads a copy of the body: the request leaves now, not after that read.
  const key = requestKey(request.clone());
  const response = globalThis.fetch(request);
  const offer: Offer = { response: response.then((answer) => answer.clone()), at: Date.now() };
  const offeredKey = await key;
  offers.set(offeredKey, offer);
  // An answer nobody asked for in time goes: while any waits, every request of the app is keyed.
  setTimeout(() => {
    if (offers.get(offeredKey) === offer) offers.delete(offeredKey);
  }, PREFETCH_TTL_MS);
  return response;
}

/** Takes the offered answer of this request, if one is waiting and still fresh. */
export async function takePrefetched(request: Request): Promise<Response | undefined> {
  if (offers.size === 0) return undefined;
  const key = await requestKey(request);
  const offer = offers.get(key);
  if (!offer) return undefined;
  offers.delete(key);
  if (Date.now() - offer.at > PREFETCH_TTL_MS) return undefined;
  return offer.response;
}

/** The app's fetch: an offered answer when there is one for this request, else the network. */
export async function prefetchAwareFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (offers.size > 0) {
    const request = asRequest(input, init);
    const offered = await takePrefetched(request).catch(() => undefined);
    if (offered) return offered;
    return globalThis.fetch(request);
  }
  return globalThis.fetch(input, init);
}

/** How many answers wait to be taken (for tests). */
export function offeredCount(): number {
  return offers.size;
}

/** Drops every offered answer (logout, tests). */
export function clearPrefetched(): void {
  offers.clear();
}
