/**
 * Offboard from a file (issue 38): a CSV of usernames or employee IDs, its column found by the
 * import's own header matching; each row names a user or is reported as not found. Pure.
 */
import type { ExistingParty } from '../../../oms/import-checks';
import { displayName } from '../../../party/party';
import { isOwnParty } from '../../../policy/policy';
import { OWN_USER_LEFT_OUT } from '../../../policy/batch';
import { toImportRows } from '../columns';
import type { ImportColumn, ParsedFile } from '../types';

/** One row of the file: the user it names, or why it names none (an en-US text, its own i18n key). */
export interface OffboardFileRow {
  line: number;
  value: string;
  field: 'userLoginId' | 'externalId';
  partyId?: string;
  partyTypeId?: string;
  name?: string;
  problem?: string;
  params?: Record<string, string>;
}

export const OFFBOARD_FILE_MESSAGES = {
  noColumn: 'The file needs a Username or Employee ID column.',
  unknownUsername: 'No user has the username {{value}}.',
  unknownEmployeeId: 'No user has the employee ID {{value}}.',
  empty: 'The row names nobody.',
  repeated: 'Named again on line {{line}}.',
} as const;

/** Which column names the users: the username's when the file has one, else the employee ID's. */
export function offboardField(columns: readonly ImportColumn[]): 'userLoginId' | 'externalId' | undefined {
  if (columns.some((column) => column.field === 'userLoginId')) return 'userLoginId';
  if (columns.some((column) => column.field === 'externalId')) return 'externalId';
  return undefined;
}

/** The file's rows with the value each names. */
export function offboardValues(file: ParsedFile, columns: readonly ImportColumn[]): Array<{ line: number; value: string }> {
  const field = offboardField(columns);
  if (!field) return [];
  return toImportRows(file, columns).map((row) => ({ line: row.line, value: (row.values[field] ?? '').trim() }));
}

/**
 * Each row resolved against the OMS's answers (`found`: value → party; a value absent there is
 * unknown); a row naming the viewer's own user (`viewerPartyId`) is left out (src/setup/own-user.ts).
 */
export function resolveOffboardRows(
  values: ReadonlyArray<{ line: number; value: string }>,
  field: 'userLoginId' | 'externalId',
  found: ReadonlyMap<string, ExistingParty>,
  viewerPartyId?: string,
): OffboardFileRow[] {
  const firstLine = new Map<string, number>();
  return values.map(({ line, value }): OffboardFileRow => {
    const row: OffboardFileRow = { line, value, field };
    if (!value) return { ...row, problem: OFFBOARD_FILE_MESSAGES.empty };
    const party = found.get(value);
    if (!party) return { ...row, problem: field === 'userLoginId' ? OFFBOARD_FILE_MESSAGES.unknownUsername : OFFBOARD_FILE_MESSAGES.unknownEmployeeId, params: { value } };
    const first = firstLine.get(party.partyId);
    if (first !== undefined) return { ...row, partyId: party.partyId, name: displayName(party), problem: OFFBOARD_FILE_MESSAGES.repeated, params: { line: String(first) } };
    firstLine.set(party.partyId, line);
    if (isOwnParty(party.partyId, viewerPartyId)) return { ...row, partyId: party.partyId, name: displayName(party), problem: OWN_USER_LEFT_OUT };
    return { ...row, partyId: party.partyId, partyTypeId: party.partyTypeId, name: displayName(party) };
  });
}

/**
 * The preview's counts: the users to offboard, the rows naming nobody (empty, or a username or
 * employee ID no user has), the rows naming a user an earlier row named (they name someone), and
 * whether a row names the viewer's own user (left out).
 */
export function offboardFileCounts(rows: readonly OffboardFileRow[]): { ready: number; nobody: number; repeated: number; own: boolean } {
  const repeated = rows.filter((row) => row.problem === OFFBOARD_FILE_MESSAGES.repeated).length;
  const own = rows.filter((row) => row.problem === OWN_USER_LEFT_OUT).length;
  const ready = rows.filter((row) => !row.problem).length;
  return { ready, nobody: rows.length - ready - repeated - own, repeated, own: own > 0 };
}
