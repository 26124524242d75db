/**
 * The import's checks that need the OMS, in bulk: which of a file's usernames and external IDs
 * already exist, and whose they are. One performFind per hundred values (an `in` condition on the
 * user view), a few at a time — never one request per row.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import type { Condition } from './perform-find';

/** A party already on the OMS that a username or external ID belongs to. */
export interface ExistingParty {
  partyId: string;
  partyTypeId?: string;
  firstName?: string;
  lastName?: string;
  groupName?: string;
  externalId?: string;
  /** The party's logins, when the read asked for them (external ID lookups); empty: none. */
  userLoginIds?: string[];
}

/** Values per performFind. */
export const IMPORT_CHECK_CHUNK_SIZE = 100;
/** performFinds in flight at once. */
export const IMPORT_CHECK_CONCURRENCY = 4;

/** The view that joins Party, Person/PartyGroup and UserLogin (one row per login and group). */
const ENTITY = 'PartyAndUserLoginSecurityGroupDetails';
const PARTY_FIELDS = ['partyId', 'partyTypeId', 'firstName', 'lastName', 'groupName', 'externalId'] as const;

type Row = Partial<Record<(typeof PARTY_FIELDS)[number] | 'userLoginId', string | null>> & { createdDate?: number | string | null };

/** Distinct non-empty values, in first-seen order. */
function distinctValues(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/**
 * Runs `read` over the values in chunks of IMPORT_CHECK_CHUNK_SIZE, at most
 * IMPORT_CHECK_CONCURRENCY at a time; the first failure rejects and stops taking new chunks.
 */
export async function readInChunks<T>(values: readonly string[], read: (chunk: string[]) => Promise<T[]>, signal?: AbortSignal): Promise<T[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < values.length; start += IMPORT_CHECK_CHUNK_SIZE) chunks.push(values.slice(start, start + IMPORT_CHECK_CHUNK_SIZE));
  const results: T[][] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && !signal?.aborted && next < chunks.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await read(chunks[index] ?? []);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_CHECK_CONCURRENCY, chunks.length) }, worker));
  signal?.throwIfAborted();
  return results.flat();
}

/** Every page of a distinct find on the user view, until a short page. */
async function readAllPages(
  find: { conditions: Condition[]; fieldList: readonly string[]; orderBy: string; viewSize: number },
  client: OmsClient,
  signal?: AbortSignal,
): Promise<Row[]> {
  const all: Row[] = [];
  for (let viewIndex = 0; ; viewIndex += 1) {
    const { docs } = await performFind<Row>(client, { entityName: ENTITY, ...find, fieldList: [...find.fieldList], distinct: true, viewIndex }, signal);
    all.push(...docs);
    if (docs.length < find.viewSize) return all;
  }
}

function toParty(row: Row): ExistingParty {
  const party: ExistingParty = { partyId: row.partyId ?? '' };
  for (const field of PARTY_FIELDS) {
    const value = row[field];
    if (field !== 'partyId' && value != null && value !== '') party[field] = value;
  }
  return party;
}

/**
 * Each asked value -> what `found` holds under it: the same text, else the same text in another
 * case (an OMS whose database compares case-insensitively answers 'ana' when asked for 'Ana').
 */
function byAskedValue(asked: readonly string[], found: ReadonlyMap<string, ExistingParty>): Map<string, ExistingParty> {
  const lowerCase = new Map<string, ExistingParty>();
  for (const [value, party] of found) if (!lowerCase.has(value.toLowerCase())) lowerCase.set(value.toLowerCase(), party);
  const answer = new Map<string, ExistingParty>();
  for (const value of asked) {
    const party = found.get(value) ?? lowerCase.get(value.toLowerCase());
    if (party) answer.set(value, party);
  }
  return answer;
}

/**
 * The logins among `userLoginIds` that exist, each with its party. A login belongs to one party, so
 * a page of the chunk's size holds every answer: one request per chunk.
 */
export async function findLoginsByIds(client: OmsClient, userLoginIds: readonly string[], signal?: AbortSignal): Promise<Map<string, ExistingParty>> {
  const asked = distinctValues(userLoginIds);
  const rows = await readInChunks(
    asked,
    async (chunk) =>
      (
        await performFind<Row>(
          client,
          {
            entityName: ENTITY,
            conditions: [{ field: 'userLoginId', value: chunk, op: 'in' }],
            fieldList: ['userLoginId', ...PARTY_FIELDS],
            distinct: true,
            viewSize: chunk.length,
          },
          signal,
        )
      ).docs,
    signal,
  );
  const found = new Map<string, ExistingParty>();
  for (const row of rows) if (row.userLoginId && row.partyId) found.set(row.userLoginId, toParty(row));
  return byAskedValue(asked, found);
}

/**
 * The parties whose external ID is one of `externalIds`, with their logins. External IDs are not
 * unique on the OMS: when several parties share one, the lowest partyId is answered. A chunk reads
 * pages of twice its size (a party per value with up to two logins) until a short page.
 */
export async function findPartiesByExternalIds(client: OmsClient, externalIds: readonly string[], signal?: AbortSignal): Promise<Map<string, ExistingParty>> {
  const asked = distinctValues(externalIds);
  const rows = await readInChunks(
    asked,
    (chunk) =>
      readAllPages(
        {
          conditions: [{ field: 'externalId', value: chunk, op: 'in' }],
          fieldList: [...PARTY_FIELDS, 'userLoginId'],
          orderBy: 'partyId|userLoginId',
          viewSize: chunk.length * 2,
        },
        client,
        signal,
      ),
    signal,
  );
  const parties = new Map<string, ExistingParty>();
  for (const row of rows) {
    if (!row.partyId || !row.externalId) continue;
    const party = parties.get(row.partyId) ?? { ...toParty(row), userLoginIds: [] };
    if (row.userLoginId && !party.userLoginIds?.includes(row.userLoginId)) party.userLoginIds?.push(row.userLoginId);
    parties.set(row.partyId, party);
  }
  const found = new Map<string, ExistingParty>();
  const byPartyId = [...parties.values()].sort((a, b) => (a.partyId < b.partyId ? -1 : a.partyId > b.partyId ? 1 : 0));
  for (const party of byPartyId) if (party.externalId && !found.has(party.externalId)) found.set(party.externalId, party);
  return byAskedValue(asked, found);
}

/**
 * People this login created since `since` whose first name is one of `firstNames` and who have no
 * login yet: what an import that was interrupted between a row's create and its login left behind
 * (a closed tab, a lost connection). The import takes such a person for the row with the same
 * names instead of creating a second one. One performFind per hundred first names; pages of 500.
 */
export async function findUnfinishedPeople(
  client: OmsClient,
  request: { firstNames: readonly string[]; createdBy: string; since: number },
  signal?: AbortSignal,
): Promise<ExistingParty[]> {
  const asked = distinctValues(request.firstNames);
  const rows = await readInChunks(
    asked,
    (chunk) =>
      readAllPages(
        {
          conditions: [
            { field: 'firstName', value: chunk, op: 'in' },
            { field: 'partyTypeId', value: 'PERSON' },
            { field: 'createdByUserLogin', value: request.createdBy },
          ],
          // createdDate is compared here, as findJustCreated does: an OMS's find parses a
          // timestamp condition its own way.
          fieldList: [...PARTY_FIELDS, 'userLoginId', 'createdDate'],
          orderBy: 'partyId',
          viewSize: 500,
        },
        client,
        signal,
      ),
    signal,
  );
  const withLogin = new Set(rows.filter((row) => row.userLoginId).map((row) => row.partyId));
  const people = new Map<string, ExistingParty>();
  for (const row of rows) {
    if (!row.partyId || withLogin.has(row.partyId) || people.has(row.partyId) || !(Number(row.createdDate) >= request.since)) continue;
    people.set(row.partyId, toParty(row));
  }
  return [...people.values()];
}
