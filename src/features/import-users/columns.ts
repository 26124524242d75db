/**
 * Which column of an import file is which field: headers are compared without case, spaces or
 * punctuation against each field's names ('E-mail', 'email address' and 'EMAIL' are one field).
 * Also the rows as fields, and the template file offered for download. Pure.
 */
import { toCsv } from '../../lib/csv';
import type { ImportColumn, ImportField, ImportRow, ParsedFile } from './types';

/** A header (or any name) as compared: lower case, letters and digits only. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Each field's names as a header may write them (normalised). */
export const FIELD_SYNONYMS: Readonly<Record<ImportField, readonly string[]>> = {
  firstName: ['firstname', 'givenname'],
  lastName: ['lastname', 'surname', 'familyname'],
  // A facility login's name; "group" alone is the security group.
  groupName: ['name', 'facilityloginname', 'groupname'],
  securityGroupId: ['securitygroup', 'securitygroupid', 'group'],
  userLoginId: ['username', 'userloginid', 'login', 'userlogin'],
  password: ['password'],
  emailAddress: ['email', 'emailaddress'],
  contactNumber: ['phone', 'phonenumber', 'contactnumber', 'mobile'],
  externalId: ['employeeid', 'externalid', 'employee'],
  templateId: ['template', 'usertemplate', 'templateid'],
  productStoreIds: ['productstores', 'productstore', 'stores', 'store', 'productstoreids', 'productstoreid'],
  facilityIds: ['facilities', 'facility', 'facilityids', 'facilityid'],
};

const FIELD_BY_NAME: ReadonlyMap<string, ImportField> = new Map(
  (Object.entries(FIELD_SYNONYMS) as [ImportField, readonly string[]][]).flatMap(([field, names]) => names.map((name) => [name, field] as const)),
);

/**
 * Every column with the field its header names, or none (shown and ignored). When two columns
 * name the same field, the first one wins and the second is left unmatched. `localNames` adds the
 * names of the screen's language (the template's headers and field labels as translated), so a
 * template downloaded in Japanese is read back.
 */
export function matchColumns(headers: readonly string[], localNames: Partial<Record<ImportField, readonly string[]>> = {}): ImportColumn[] {
  const taken = new Set<ImportField>();
  const local = new Map<string, ImportField>();
  for (const [field, names] of Object.entries(localNames) as [ImportField, readonly string[]][]) {
    for (const name of names) if (normaliseHeader(name) && !local.has(normaliseHeader(name))) local.set(normaliseHeader(name), field);
  }
  return headers.map((header, index) => {
    const name = normaliseHeader(header);
    const field = FIELD_BY_NAME.get(name) ?? local.get(name);
    if (!field || taken.has(field)) return { index, header };
    taken.add(field);
    return { index, header, field };
  });
}

/** The rows as fields: each matched cell trimmed, with the file line the row starts on. */
export function toImportRows(file: ParsedFile, columns: readonly ImportColumn[]): ImportRow[] {
  const matched = columns.filter((column): column is ImportColumn & { field: ImportField } => column.field !== undefined);
  return file.rows.map((cells, index) => {
    const values: ImportRow['values'] = {};
    for (const { index: cell, field } of matched) values[field] = (cells[cell] ?? '').trim();
    return { line: file.lines[index] ?? index + 2, values };
  });
}

/** The `;`-separated ids of a store or facility cell: trimmed, without blanks or repeats. */
export function splitIds(cell: string | undefined): string[] {
  if (!cell) return [];
  return [...new Set(cell.split(';').map((id) => id.trim()).filter(Boolean))];
}

/** The template file's columns and example row, in order (each header matches its field). */
const TEMPLATE_COLUMNS: readonly { field: ImportField; header: string; example: string }[] = [
  { field: 'firstName', header: 'First name', example: 'Ana' },
  { field: 'lastName', header: 'Last name', example: 'De Luca' },
  { field: 'groupName', header: 'Name', example: '' },
  { field: 'securityGroupId', header: 'Security group', example: 'STORE_MANAGER' },
  { field: 'userLoginId', header: 'Username', example: 'ana.deluca' },
  { field: 'password', header: 'Password', example: 'Change-me@1' },
  { field: 'emailAddress', header: 'Email', example: 'ana.deluca@example.com' },
  { field: 'contactNumber', header: 'Phone', example: '555-0100' },
  { field: 'externalId', header: 'Employee ID', example: 'E-1001' },
  { field: 'templateId', header: 'Template', example: 'FULFILLMENT_MANAGER' },
  { field: 'productStoreIds', header: 'Product stores', example: '' },
  { field: 'facilityIds', header: 'Facilities', example: 'BROADWAY;SOHO' },
];

/** The template file's header row (English labels; matchColumns maps each to its field). */
export const IMPORT_TEMPLATE_HEADERS: readonly string[] = TEMPLATE_COLUMNS.map((column) => column.header);

/** The template file's name. */
export const IMPORT_TEMPLATE_FILE_NAME = 'users-import-template.csv';

/**
 * The template file: the header row (through `header`: the screen's language) and one example row
 * (a fulfillment manager with a login and two facilities; a facility login would fill Name and
 * Facilities instead of the names).
 */
export function importTemplateCsv(header: (name: string) => string = (name) => name): string {
  return toCsv(IMPORT_TEMPLATE_HEADERS.map(header), [TEMPLATE_COLUMNS.map((column) => column.example)]);
}

/** Each field's template header, for matchColumns' names in the screen's language. */
export const TEMPLATE_HEADER_OF: Readonly<Partial<Record<ImportField, string>>> = Object.fromEntries(TEMPLATE_COLUMNS.map((column) => [column.field, column.header]));
