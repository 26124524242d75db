/**
 * Reading an import file: UTF-8 text (with or without a byte-order mark), `,` or `;` between cells,
 * quotes as spreadsheets write them. Every cell stays the text it was: no numbers, dates or
 * formulas are read into it (papaparse's dynamicTyping stays off). Pure apart from reading a Blob.
 */
import Papa from 'papaparse';
import type { ParsedFile } from './types';

/** Why a file cannot be read. `error` is an en-US text that is also its i18n key; `params` fill it. */
export interface ParseFailure {
  error: string;
  params?: Record<string, string>;
}

/** The texts of the parse failures (en-US = i18n keys). */
export const PARSE_ERRORS = {
  empty: 'The file is empty.',
  noRows: 'The file has no rows below its header.',
  unclosedQuote: 'The quote opened on line {{line}} is never closed.',
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
} as const;

const BOM = '\uFEFF';

/**
 * `;` when the header line holds more semicolons than commas (outside quotes), else `,`. The header
 * decides, since data cells may hold `;`-separated store and facility lists. The header is the
 * first line with something in it: blank lines above it (only spaces and separators) are passed
 * over, as the parse passes over them.
 */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let content = false;
  // A file of nothing but separators is decided by its first line (it is empty either way).
  let first: ',' | ';' | undefined;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
      content = true;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      if (content) break;
      first ??= semicolons > commas ? ';' : ',';
      commas = 0;
      semicolons = 0;
    } else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
    else if (char.trim() !== '') content = true;
  }
  if (!content && first) return first;
  return semicolons > commas ? ';' : ',';
}

const isBlank = (record: readonly string[]): boolean => record.every((cell) => cell.trim() === '');

/**
 * The file's header and rows. Lines whose cells are all blank are skipped, but counted: a row's
 * line is the file line it starts on, as the admin's editor shows it. Short rows are padded with
 * '', and empty cells past the header's last column are dropped (non-empty ones are kept).
 */
export function parseImportFile(text: string, fileName: string): ParsedFile | ParseFailure {
  // One line-end style, so a file mixing CRLF and LF leaves no stray '\r' in its cells.
  const body = (text.startsWith(BOM) ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  if (body.trim() === '') return { error: PARSE_ERRORS.empty };
  const delimiter = detectDelimiter(body);
  const result = Papa.parse<string[]>(body, { delimiter, newline: '\n', header: false, dynamicTyping: false, skipEmptyLines: false });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  // Each record starts on the line after the previous one's last: one line, plus one per line break inside its quoted cells.
  const starts: number[] = [];
  let next = 1;
  for (const record of result.data) {
    starts.push(next);
    next += 1 + record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
  }
  if (quoteError) return { error: PARSE_ERRORS.unclosedQuote, params: { line: String(starts[quoteError.row ?? 0] ?? 1) } };

  let headers: string[] | undefined;
  const rows: string[][] = [];
  const lines: number[] = [];
  for (const [index, record] of result.data.entries()) {
    if (isBlank(record)) continue;
    if (!headers) {
      headers = trimTrailingEmpty(record, 0);
      continue;
    }
    const row = trimTrailingEmpty(record, headers.length);
    while (row.length < headers.length) row.push('');
    rows.push(row);
    lines.push(starts[index] ?? index + 1);
  }
  if (!headers) return { error: PARSE_ERRORS.empty };
  if (rows.length === 0) return { error: PARSE_ERRORS.noRows };
  return { fileName, headers, rows, lines, delimiter };
}

/** The index in `file.rows` of the row on `line`, or -1 (`lines` increase: a binary search). */
export function rowIndexOfLine(file: Pick<ParsedFile, 'lines'>, line: number): number {
  let low = 0;
  let high = file.lines.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = file.lines[middle] ?? 0;
    if (at === line) return middle;
    if (at < line) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The cells of the row on `line` (none when no row starts there). */
export function rowOnLine(file: Pick<ParsedFile, 'rows' | 'lines'>, line: number): string[] | undefined {
  return file.rows[rowIndexOfLine(file, line)];
}

/** The record without the empty cells past `keep` (spreadsheets pad rows with trailing delimiters). */
function trimTrailingEmpty(record: readonly string[], keep: number): string[] {
  let end = record.length;
  while (end > keep && (record[end - 1] ?? '').trim() === '') end -= 1;
  return record.slice(0, end);
}

/** Whether parseImportFile failed. */
export const isParseFailure = (value: ParsedFile | ParseFailure): value is ParseFailure => 'error' in value;

/**
 * The file's text, decoded as UTF-8 (a byte-order mark is dropped). Rejects with an Error whose
 * message is PARSE_ERRORS.notUtf8 when the bytes are not UTF-8 (e.g. a spreadsheet's legacy
 * "CSV" export), rather than turning accented names into replacement characters.
 */
export async function readFileText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(PARSE_ERRORS.notUtf8);
  }
}

/** A chosen file, read and parsed: a file that cannot be read fails like one that cannot be parsed. */
export async function parseChosenFile(file: File): Promise<ParsedFile | ParseFailure> {
  try {
    return parseImportFile(await readFileText(file), file.name);
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'The file could not be read.' };
  }
}
