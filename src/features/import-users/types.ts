/**
 * The import's data model, shared by its pure parts (parse, columns, checks, run) and the screen.
 * A file becomes rows of text cells keyed by field; checks turn each row into a plan or problems;
 * the run turns plans into created and set-up users.
 */
import type { ExistingParty } from '../../oms/import-checks';
import type { TemplateId } from '../../setup/templates';

/** What a column of the file can be. Product stores and facilities are `;`-separated ids. */
export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'groupName'
  | 'securityGroupId'
  | 'userLoginId'
  | 'password'
  | 'emailAddress'
  | 'contactNumber'
  | 'externalId'
  | 'templateId'
  | 'productStoreIds'
  | 'facilityIds';

/** One column of the file and the field it was matched to (none: shown and ignored). */
export interface ImportColumn {
  index: number;
  header: string;
  field?: ImportField;
}

/** The file as read: headers and data rows, every cell text exactly as written. */
export interface ParsedFile {
  fileName: string;
  headers: string[];
  /** Data rows (no header), cells as strings; short rows are padded with ''. */
  rows: string[][];
  /**
   * The file line each row starts on, as an editor numbers them (blank lines and the lines of a
   * quoted cell's line breaks counted): one per row, increasing. See rowOnLine.
   */
  lines: number[];
  delimiter: ',' | ';';
}

/** One data row: the file line it starts on (ParsedFile.lines). */
export interface ImportRow {
  line: number;
  /** Trimmed cell text per matched field; a field the file lacks is absent. */
  values: Partial<Record<ImportField, string>>;
}

/**
 * A rule a row breaks. `message` is an en-US text that is also its i18n key (the spec's texts
 * verbatim where the spec has one); `params` fill its {{placeholders}}. `field` names the cell, if
 * the problem belongs to one.
 */
export interface RowProblem {
  field?: ImportField;
  message: string;
  params?: Record<string, string>;
}

/** A party already on the OMS that a row's username or external ID belongs to (src/oms reads it). */
export type { ExistingParty } from '../../oms/import-checks';

/** A row after the checks: what it will do, or why it cannot. */
export interface CheckedRow {
  row: ImportRow;
  templateId: TemplateId;
  problems: RowProblem[];
  /**
   * The person this row already made (same username or external ID, same names): the run skips
   * creating it and only runs its missing steps.
   */
  existing?: ExistingParty;
  /** No password in the row, and temporary passwords chosen: its login gets one (src/setup/temporary-password.ts). */
  temporaryPassword?: boolean;
}
