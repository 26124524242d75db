import Papa from 'papaparse';
import { IMPORT_TEMPLATE_HEADERS, importTemplateCsv, matchColumns, normaliseHeader, splitIds, toImportRows } from './columns';
import type { ImportField, ParsedFile } from './types';

const fieldOf = (header: string) => matchColumns([header])[0]?.field;

describe('matchColumns', () => {
  it.each<[ImportField, string[]]>([
    ['firstName', ['First name', 'FirstName', 'first_name', 'GIVEN NAME', 'Given-name']],
    ['lastName', ['Last name', 'Surname', 'family name', 'LAST_NAME']],
    ['groupName', ['Name', 'Facility login name', 'Group name']],
    ['securityGroupId', ['Security group', 'Security group ID', 'Group', 'securityGroupId']],
    ['userLoginId', ['Username', 'User name', 'User login ID', 'Login', 'User login', 'userLoginId']],
    ['password', ['Password', 'PASSWORD']],
    ['emailAddress', ['Email', 'E-mail', 'Email address', 'e-mail address']],
    ['contactNumber', ['Phone', 'Phone number', 'Contact number', 'Mobile']],
    ['externalId', ['Employee ID', 'External ID', 'Employee', 'EMPLOYEE_ID']],
    ['templateId', ['Template', 'User template', 'Template ID']],
    ['productStoreIds', ['Product stores', 'Product store', 'Stores', 'Store']],
    ['facilityIds', ['Facilities', 'Facility', 'Facility IDs']],
  ])('%s: %j', (field, headers) => {
    for (const header of headers) expect([header, fieldOf(header)]).toEqual([header, field]);
  });

  it.each(['Role', 'Notes', '', 'Full name', 'Passwords please'])('leaves %j unmatched', (header) => {
    expect(fieldOf(header)).toBeUndefined();
  });

  it('keeps every column with its index; the first of two columns for one field wins', () => {
    expect(matchColumns(['Email', 'Notes', 'E-mail', ' First Name '])).toEqual([
      { index: 0, header: 'Email', field: 'emailAddress' },
      { index: 1, header: 'Notes' },
      { index: 2, header: 'E-mail' },
      { index: 3, header: ' First Name ', field: 'firstName' },
    ]);
  });

  it('normalises to lower-case letters and digits (any script)', () => {
    expect(normaliseHeader(' E-Mail (2)_x ')).toBe('email2x');
    expect(normaliseHeader('Prénom')).toBe('prénom');
  });
});

describe('toImportRows', () => {
  it('gives each row its matched fields, trimmed, and its line (header = line 1)', () => {
    const file: ParsedFile = {
      fileName: 'f.csv',
      headers: ['First name', 'Notes', 'Facilities'],
      rows: [
        [' Ana ', 'ignored', ' F1 ; F2 '],
        ['Bo', '', ''],
      ],
      lines: [2, 3],
      delimiter: ',',
    };
    expect(toImportRows(file, matchColumns(file.headers))).toEqual([
      { line: 2, values: { firstName: 'Ana', facilityIds: 'F1 ; F2' } },
      { line: 3, values: { firstName: 'Bo', facilityIds: '' } },
    ]);
  });

  it('splits id lists on `;`, trimmed, without blanks or repeats', () => {
    expect(splitIds(' F1 ; F2;;F1; ')).toEqual(['F1', 'F2']);
    expect(splitIds('')).toEqual([]);
    expect(splitIds(undefined)).toEqual([]);
  });
});

describe('the template file', () => {
  it('has a column for every field, each matched by its own header', () => {
    const fields = matchColumns(IMPORT_TEMPLATE_HEADERS).map((column) => column.field);
    expect(new Set(fields).size).toBe(12);
    expect(fields).not.toContain(undefined);
  });

  it('is the header row and one example row, quoted', () => {
    const csv = importTemplateCsv();
    const { data } = Papa.parse<string[]>(csv.trim(), { delimiter: ',' });
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual(IMPORT_TEMPLATE_HEADERS);
    expect(csv.startsWith('"First name","Last name","Name","Security group","Username"')).toBe(true);
    expect(data[1]).toContain('FULFILLMENT_MANAGER');
  });
});
