import Papa from 'papaparse';
import { interpolate, problemRowsCsv, problemsText } from './problem-rows';
import type { CheckedRow, ParsedFile } from './types';

const FILE: ParsedFile = {
  fileName: 'users.csv',
  headers: ['First name', 'Username', 'Password', 'Notes', 'password (again)'],
  rows: [
    ['Ana', 'ana', 'secret@1', '=HYPERLINK("http://x")', 'secret@1'],
    ['Bo', 'bo', 'secret@2', 'fine', 'secret@2'],
    ['+Cy', 'cy', 'weak', 'multi\nline', 'weak', 'extra'],
  ],
  lines: [2, 3, 4],
  delimiter: ',',
};

const checked = (line: number, problems: CheckedRow['problems']): CheckedRow => ({ row: { line, values: {} }, templateId: 'CSR', problems });
const CHECKED = [
  checked(2, [{ field: 'userLoginId', message: 'Username {{value}} is already taken.', params: { value: 'ana' } }]),
  checked(3, []),
  checked(4, [
    { field: 'password', message: 'Password is required.' },
    { message: 'Unknown facility {{value}}.', params: { value: '-1' } },
  ]),
];
const read = (csv: string) => Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data;

describe('problemRowsCsv', () => {
  it("the problem rows under the file's own headers and a Problems column; passwords emptied; formulas neutralised", () => {
    const csv = problemRowsCsv(FILE, CHECKED);
    expect(read(csv)).toEqual([
      ['First name', 'Username', 'Password', 'Notes', 'password (again)', '', 'Problems'],
      ['Ana', 'ana', '', '\'=HYPERLINK("http://x")', '', '', 'Username ana is already taken.'],
      ["'+Cy", 'cy', '', 'multi\nline', '', 'extra', 'Password is required. Unknown facility -1.'],
    ]);
    expect(csv).not.toContain('secret@');
    expect(csv).not.toContain('weak');
  });

  it('translates the messages and the header with the given t', () => {
    const t = (key: string, params?: Record<string, string>) => `[${interpolate(key, params)}]`;
    const [header, first] = read(problemRowsCsv(FILE, CHECKED.slice(0, 1), t));
    expect(header?.at(-1)).toBe('[Problems]');
    expect(first?.at(-1)).toBe('[Username ana is already taken.]');
  });

  it('refills the Problems column of a problem file chosen again instead of adding one', () => {
    const again: ParsedFile = { ...FILE, headers: ['First name', 'Problems'], rows: [['Ana', 'Old problem.']] };
    expect(read(problemRowsCsv(again, CHECKED.slice(0, 1)))).toEqual([
      ['First name', 'Problems'],
      ['Ana', 'Username ana is already taken.'],
    ]);
  });

  it('joins the messages of a row, placeholders filled', () => {
    expect(problemsText([{ message: 'A {{x}}.', params: { x: '1' } }, { message: 'B.' }])).toBe('A 1. B.');
  });
});
