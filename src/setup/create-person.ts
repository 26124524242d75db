/**
 * The one "create a person" path (issue 36), used by create user and import: send the create, and
 * when its answer is lost (the OMS may have made the party), look for the party this login just
 * made with the request's names before anything is sent again. Names are not unique: what `look`
 * finds is the caller's to offer (create user) or to take only when no other row claimed it
 * (import); see src/oms/create-user.ts `findJustCreated`.
 */
import { answerMayBeLost } from '../oms/settle';

export interface PersonCreate<Made, Found> {
  /** Sends the create (createRelationship through src/oms/create-user.ts). */
  create(): Promise<Made>;
  /** A party this login made at or after `since` (OMS clock) with the request's names; undefined when none or the read failed. */
  look(since: number): Promise<Found | undefined>;
}

export interface PersonCreateOptions {
  /** When an earlier create of this person lost its answer (OMS clock), if one did. */
  lostSince?: number;
  /** The OMS's clock (the client's OmsClock). */
  now(): number;
  /** How long before the send a found party may have been made (clocks and queues differ). */
  windowMs: number;
}

export type PersonCreateOutcome<Made, Found> =
  | { readonly kind: 'created'; readonly made: Made }
  /** `lostSince`: when the create it was found for lost its answer. */
  | { readonly kind: 'found'; readonly found: Found; readonly lostSince: number }
  /** `lostSince` is set when the answer may have been lost: the next try looks from then first. */
  | { readonly kind: 'failed'; readonly error: unknown; readonly lostSince?: number };

/**
 * Creates the person, or finds the one an earlier or this create made when its answer was lost.
 * Never rejects: a failure is an outcome.
 */
export async function createPerson<Made, Found>(person: PersonCreate<Made, Found>, options: PersonCreateOptions): Promise<PersonCreateOutcome<Made, Found>> {
  if (options.lostSince !== undefined) {
    const earlier = await person.look(options.lostSince);
    if (earlier !== undefined) return { kind: 'found', found: earlier, lostSince: options.lostSince };
  }
  const since = options.now() - options.windowMs;
  try {
    return { kind: 'created', made: await person.create() };
  } catch (error) {
    if (!answerMayBeLost(error)) return { kind: 'failed', error };
    const lostSince = options.lostSince ?? since;
    const made = await person.look(lostSince);
    return made !== undefined ? { kind: 'found', found: made, lostSince } : { kind: 'failed', error, lostSince };
  }
}
