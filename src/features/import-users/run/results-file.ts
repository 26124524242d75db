/**
 * 'Download results': the file as it was imported (fixes included), without its password column,
 * plus partyId, status and message columns. Written through src/lib/csv, which quotes every cell
 * and neutralises formulas, so a name like `=HYPERLINK(…)` stays text in a spreadsheet.
 */
import { toCsv } from '../../../lib/csv';
import type { ImportColumn, ParsedFile } from '../types';

/** What the results file says of one row. */
export interface RowResult {
  partyId?: string;
  status: string;
  message: string;
}

export const RESULT_COLUMNS = ['partyId', 'status', 'message'] as const;

/**
 * The results CSV; `result(line)` describes the row on that line of the file. The file's own
 * headers stay; the added ones go through `header` (the screen's language).
 */
export function resultsCsv(file: ParsedFile, columns: readonly ImportColumn[], result: (line: number) => RowResult, header: (column: string) => string = (column) => column): string {
  const password = new Set(columns.filter((column) => column.field === 'password').map((column) => column.index));
  const kept = file.headers.map((_header, index) => index).filter((index) => !password.has(index));
  const rows = file.rows.map((cells, index) => {
    const { partyId = '', status, message } = result(file.lines[index] ?? index + 2);
    return [...kept.map((at) => cells[at] ?? ''), partyId, status, message];
  });
  return toCsv([...kept.map((index) => file.headers[index] ?? ''), ...RESULT_COLUMNS.map(header)], rows);
}
