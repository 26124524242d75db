/**
 * The problem rows as a CSV file to fix and choose again: the file's own columns, then a Problems
 * column. Cells that would run as spreadsheet formulas are neutralised (src/lib/csv.ts), and
 * passwords are never written back. Pure.
 */
import { toCsv } from '../../lib/csv';
import { matchColumns, normaliseHeader } from './columns';
import { rowOnLine } from './parse';
import type { CheckedRow, ImportColumn, ParsedFile, RowProblem } from './types';

/** i18next's `t` as the file needs it: a key and its {{placeholders}}. */
export type Translate = (key: string, params?: Record<string, string>) => string;

/** The en-US text of a key: its {{placeholders}} filled (the keys are the en-US texts). */
export const interpolate: Translate = (key, params) => key.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => params?.[name] ?? '');

/** The header of the added column (an i18n key). */
export const PROBLEMS_HEADER = 'Problems';

/** A row's problems as one cell: each message, translated, in the checks' order. */
export function problemsText(problems: readonly RowProblem[], t: Translate = interpolate): string {
  return problems.map((problem) => t(problem.message, problem.params)).join(' ');
}

/**
 * The CSV of the rows with problems, in file order. A column matched to Password, or whose header
 * says password, is emptied. A file that already has a Problems column (a problem file chosen
 * again) gets it refilled rather than a second one.
 */
export function problemRowsCsv(file: ParsedFile, checked: readonly CheckedRow[], t: Translate = interpolate, columns: readonly ImportColumn[] = matchColumns(file.headers)): string {
  const problemsHeader = t(PROBLEMS_HEADER);
  const hidden = new Set(columns.filter((column) => column.field === 'password').map((column) => column.index));
  // A second Password column is unmatched (the first wins) but holds passwords all the same.
  file.headers.forEach((header, index) => {
    if (normaliseHeader(header).includes('password')) hidden.add(index);
  });
  const existing = file.headers.findIndex((header) => [normaliseHeader(PROBLEMS_HEADER), normaliseHeader(problemsHeader)].includes(normaliseHeader(header)));
  const withProblems = checked.filter((entry) => entry.problems.length > 0);
  // Rows may hold cells past the header's last column: they keep their place under blank headers.
  const width = Math.max(file.headers.length, ...withProblems.map((entry) => rowOnLine(file, entry.row.line)?.length ?? 0));
  const headers = Array.from({ length: width }, (_unused, index) => file.headers[index] ?? '');
  const problemsAt = existing >= 0 ? existing : width;
  if (existing < 0) headers.push(problemsHeader);
  const rows = withProblems.map((entry) => {
    const cells = rowOnLine(file, entry.row.line) ?? [];
    const row = Array.from({ length: headers.length }, (_unused, index) => (hidden.has(index) ? '' : (cells[index] ?? '')));
    row[problemsAt] = problemsText(entry.problems, t);
    return row;
  });
  return toCsv(headers, rows);
}
