import { matchColumns } from '../columns';
import { parseImportFile } from '../parse';
import type { ParsedFile } from '../types';
import { OWN_USER_LEFT_OUT } from '../../../setup/own-user';
import { OFFBOARD_FILE_MESSAGES, offboardField, offboardFileCounts, offboardValues, resolveOffboardRows } from './offboard-file';

const parse = (text: string): ParsedFile => {
  const parsed = parseImportFile(text, 'leavers.csv');
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('offboard from a file', () => {
  it('takes the Username column when there is one, else the Employee ID; a file with neither names nobody', () => {
    expect(offboardField(matchColumns(['Name', 'Username', 'Employee ID']))).toBe('userLoginId');
    expect(offboardField(matchColumns(['Employee ID']))).toBe('externalId');
    expect(offboardField(matchColumns(['Name', 'Store']))).toBeUndefined();
  });

  it('resolves each row to its user, or says why it names nobody', () => {
    const file = parse('Username,Note\nana,\n ghost ,\n,left\nana,again\nbo,\n');
    const columns = matchColumns(file.headers);
    const values = offboardValues(file, columns);
    expect(values).toEqual([
      { line: 2, value: 'ana' },
      { line: 3, value: 'ghost' },
      { line: 4, value: '' },
      { line: 5, value: 'ana' },
      { line: 6, value: 'bo' },
    ]);
    const found = new Map([
      ['ana', { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee' }],
      ['bo', { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'Bo', lastName: 'Ray' }],
    ]);
    const rows = resolveOffboardRows(values, 'userLoginId', found);
    expect(rows.map((row) => [row.line, row.partyId ?? null, row.problem ?? null, row.params ?? null])).toEqual([
      [2, 'P1', null, null],
      [3, null, OFFBOARD_FILE_MESSAGES.unknownUsername, { value: 'ghost' }],
      [4, null, OFFBOARD_FILE_MESSAGES.empty, null],
      [5, 'P1', OFFBOARD_FILE_MESSAGES.repeated, { line: '2' }],
      [6, 'P2', null, null],
    ]);
    expect(rows[0]?.name).toBe('Ana Lee');
    // The row naming ana again names someone: counted apart from the two naming nobody.
    expect(offboardFileCounts(rows)).toEqual({ ready: 2, nobody: 2, repeated: 1, own: false });

    // The viewer's own user (bo, P2) is left out, and counted apart.
    const own = resolveOffboardRows(values, 'userLoginId', found, 'P2');
    expect(own[4]).toMatchObject({ line: 6, partyId: 'P2', problem: OWN_USER_LEFT_OUT });
    expect(offboardFileCounts(own)).toEqual({ ready: 1, nobody: 2, repeated: 1, own: true });
  });
});
