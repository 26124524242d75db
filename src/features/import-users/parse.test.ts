import { detectDelimiter, isParseFailure, parseImportFile, PARSE_ERRORS, readFileText, rowIndexOfLine, rowOnLine } from './parse';
import type { ParsedFile } from './types';

const parsed = (text: string): ParsedFile => {
  const result = parseImportFile(text, 'users.csv');
  if (isParseFailure(result)) throw new Error(`expected a file, got ${result.error}`);
  return result;
};

describe('parseImportFile', () => {
  it('reads a comma file: headers, rows, every cell text as written', () => {
    expect(parsed('First name,Last name,Employee ID\nAna,De Luca,007\n')).toEqual({
      fileName: 'users.csv',
      headers: ['First name', 'Last name', 'Employee ID'],
      rows: [['Ana', 'De Luca', '007']],
      lines: [2],
      delimiter: ',',
    });
  });

  it('drops a byte-order mark and reads a semicolon file (with CRLF line ends)', () => {
    const file = parsed('\uFEFFFirst name;Last name;Facilities\r\nAna;Lee;"F1;F2"\r\n');
    expect(file.headers).toEqual(['First name', 'Last name', 'Facilities']);
    expect(file.delimiter).toBe(';');
    expect(file.rows).toEqual([['Ana', 'Lee', 'F1;F2']]);
  });

  it("keeps `;` lists in a comma file's cells: the header line decides", () => {
    const file = parsed('Username,Facilities\nana,F1;F2;F3\n');
    expect(file.delimiter).toBe(',');
    expect(file.rows).toEqual([['ana', 'F1;F2;F3']]);
  });

  it('reads quoted cells with delimiters, doubled quotes and line breaks inside', () => {
    const file = parsed('Name,Note\n"Broadway, NY","say ""hi""\nthen leave"\nSoho,x\n');
    expect(file.rows).toEqual([
      ['Broadway, NY', 'say "hi"\nthen leave'],
      ['Soho', 'x'],
    ]);
    // Each row is numbered by the file line it starts on: the quoted line break takes line 3.
    expect(file.lines).toEqual([2, 4]);
  });

  it('numbers rows by their file line: blank lines (also before the header) are skipped but counted', () => {
    const file = parsed('\nUsername,Note\n\nana,x\n , \nbo,"a\r\nb"\ncy,\n');
    expect(file.headers).toEqual(['Username', 'Note']);
    expect(file.rows).toEqual([
      ['ana', 'x'],
      ['bo', 'a\nb'],
      ['cy', ''],
    ]);
    expect(file.lines).toEqual([4, 6, 8]);
    expect(rowIndexOfLine(file, 6)).toBe(1);
    expect(rowIndexOfLine(file, 5)).toBe(-1);
    expect(rowOnLine(file, 8)).toEqual(['cy', '']);
    expect(rowOnLine(file, 9)).toBeUndefined();
  });

  it('never converts: formulas, numbers, booleans and markup stay text', () => {
    const file = parsed('a,b,c,d,e\n=1+1,0042,true,<b>x</b>,@SUM(A1)\n');
    expect(file.rows).toEqual([['=1+1', '0042', 'true', '<b>x</b>', '@SUM(A1)']]);
  });

  it('skips blank lines (also ones of delimiters only), pads short rows, drops empty trailing cells', () => {
    const file = parsed('a,b,c\n\n1\n , , \n1,2,3,,\n1,2,3,4\n\n');
    expect(file.rows).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
      ['1', '2', '3', '4'],
    ]);
    expect(file.headers).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['an empty file', '', { error: PARSE_ERRORS.empty }],
    ['only a byte-order mark and blank lines', '\uFEFF\n \n', { error: PARSE_ERRORS.empty }],
    ['only delimiters', ';;;\n;;\n', { error: PARSE_ERRORS.empty }],
    ['a header without rows', 'First name,Last name\n\n', { error: PARSE_ERRORS.noRows }],
    ['an unclosed quote', 'a,b\n1,2\n"3,4\n5,6\n', { error: PARSE_ERRORS.unclosedQuote, params: { line: '3' } }],
    ['an unclosed quote after a blank line and a quoted line break', 'a,b\n\n"1\n1",2\n"3,4\n5,6\n', { error: PARSE_ERRORS.unclosedQuote, params: { line: '5' } }],
  ])('fails on %s', (_case, text, failure) => {
    expect(parseImportFile(text, 'f.csv')).toEqual(failure);
  });

  it('detects the delimiter from the header line, outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('single')).toBe(',');
    // The header is the first line with something in it: blank lines (spaces, separators) above it say nothing.
    expect(detectDelimiter('\n \r\n,,\nFirst name;Last name;Username\nAna;Lee;ana,x\n')).toBe(';');
    expect(detectDelimiter(';;\nFirst name,Last name\n')).toBe(',');
  });

  it('reads a semicolon file with blank lines above its header, and names the line an unclosed quote opens on', () => {
    const file = parsed('\nFirst name;Last name;Username\n"Bo\nb";Jones;bo\nCy;Day;cy\n');
    expect(file.delimiter).toBe(';');
    expect(file.headers).toEqual(['First name', 'Last name', 'Username']);
    expect(file.rows).toEqual([
      ['Bo\nb', 'Jones', 'bo'],
      ['Cy', 'Day', 'cy'],
    ]);
    expect(file.lines).toEqual([3, 5]);
    const lines = ['', 'First name;Last name;Username', ...Array.from({ length: 11 }, (_, index) => `U${index};Doe;u${index}`), '"Open;Doe;open', 'Z;Doe;z'];
    expect(parseImportFile(lines.join('\n'), 'users.csv')).toEqual({ error: PARSE_ERRORS.unclosedQuote, params: { line: '14' } });
  });
});

describe('readFileText', () => {
  const bytes = (...values: number[]) => new Blob([new Uint8Array(values)]);

  it('decodes UTF-8, with or without a byte-order mark', async () => {
    const accented = new TextEncoder().encode('José,Zoë');
    await expect(readFileText(new Blob([accented]))).resolves.toBe('José,Zoë');
    await expect(readFileText(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), accented]))).resolves.toBe('José,Zoë');
  });

  it('refuses bytes that are not UTF-8 (a legacy spreadsheet export)', async () => {
    // 'José' in Windows-1252.
    await expect(readFileText(bytes(0x4a, 0x6f, 0x73, 0xe9))).rejects.toThrow(PARSE_ERRORS.notUtf8);
  });
});
