/**
 * Answers fetched before the app's code runs. The standalone page's first script
 * (src/standalone/prefetch.ts) sends the OMS reads the landing route will make through an
 * OmsClient made with `recordAnswers`: each answer, as the client reads it (status and body text),
 * is offered here under the read's key (instance, call, query, token, JSON body; ./client.ts). The
 * app's own OmsClient takes the first read with the same key instead of sending it again. Each
 * answer is taken once, and only within PREFETCH_TTL_MS of being asked for, so nothing stale is
 * ever served; anything not taken is simply dropped. Only reads are offered and taken, never a
 * write. Keyed by what the client was asked, not by the fetch Request: reading a Request's body
 * means cloning it, a few ms per request on a slow machine, in the first script's busiest moment.
 */

/** How long an offered answer may wait for the app to ask for it. */
export const PREFETCH_TTL_MS = 15_000;

/** An OMS answer as the client reads it. */
export interface RawAnswer {
  status: number;
  text: string;
}

interface Offer {
  answer: Promise<RawAnswer>;
  at: number;
  /** The session's token the read was sent with ('' without one). */
  token: string;
}

const offers = new Map<string, Offer>();

/** Offers a read's answer (on its way) to the app, under the read's key (which holds `token` too). */
export function offerAnswer(key: string, answer: Promise<RawAnswer>, token = ''): void {
  const offer: Offer = { answer, at: Date.now(), token };
  // Not taken, it fails quietly: the app's own read of it would see the failure.
  answer.catch(() => undefined);
  offers.set(key, offer);
  // An answer nobody asked for in time goes: while any of a token waits, its reads are keyed.
  setTimeout(() => {
    if (offers.get(key) === offer) offers.delete(key);
  }, PREFETCH_TTL_MS);
}

/**
 * Whether any answer read with this token waits to be taken (the app's reads compute their key
 * only then). Another session's answers, in a page that has held two, do not count.
 */
export function hasOfferedAnswers(token = ''): boolean {
  for (const offer of offers.values()) if (offer.token === token) return true;
  return false;
}

/** Takes the offered answer of this key, if one is waiting and still fresh. */
export function takeOfferedAnswer(key: string): Promise<RawAnswer> | undefined {
  const offer = offers.get(key);
  if (!offer) return undefined;
  offers.delete(key);
  if (Date.now() - offer.at > PREFETCH_TTL_MS) return undefined;
  return offer.answer;
}

/** How many answers wait to be taken (for tests). */
export function offeredCount(): number {
  return offers.size;
}

/** Drops every offered answer (logout, tests). */
export function clearPrefetched(): void {
  offers.clear();
}
