import Papa from 'papaparse';
import { resultsCsv } from './results-file';
import type { ImportColumn, ParsedFile } from '../types';

const file: ParsedFile = {
  fileName: 'staff.csv',
  delimiter: ',',
  headers: ['First name', 'Last name', 'Password', 'Username'],
  rows: [
    ['Ana', 'Diaz', 'secret@1', 'ana'],
    ['=HYPERLINK("http://x")', 'Evil', 'hunter2!', 'evil'],
  ],
  lines: [2, 3],
};
const columns: ImportColumn[] = [
  { index: 0, header: 'First name', field: 'firstName' },
  { index: 1, header: 'Last name', field: 'lastName' },
  { index: 2, header: 'Password', field: 'password' },
  { index: 3, header: 'Username', field: 'userLoginId' },
];

describe('resultsCsv', () => {
  const csv = resultsCsv(file, columns, (line) =>
    line === 2 ? { partyId: '100', status: 'created and set up', message: '' } : { status: 'failed', message: 'failed at Create the login: Username is taken.' },
  );
  const [header, ...rows] = Papa.parse<string[]>(csv.trim()).data;

  it('writes the file back without its password column, plus partyId, status and message', () => {
    expect(header).toEqual(['First name', 'Last name', 'Username', 'partyId', 'status', 'message']);
    expect(rows[0]).toEqual(['Ana', 'Diaz', 'ana', '100', 'created and set up', '']);
    expect(csv).not.toContain('secret@1');
    expect(csv).not.toContain('hunter2!');
  });

  it('keeps a formula in a cell as text', () => {
    expect(rows[1]?.[0]).toBe('\'=HYPERLINK("http://x")');
  });
});
