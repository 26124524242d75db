/**
 * CSV files the app offers (the users list, a group's permissions): every cell quoted by
 * papaparse, spreadsheet formulas neutralised, UTF-8 with a byte-order mark, saved through a
 * temporary object URL.
 */
import Papa from 'papaparse';

/**
 * A cell starting with = + - @ (or tab / carriage return, which some spreadsheets skip) would run
 * as a formula: such cells get a leading apostrophe. papaparse's own default pattern ends in `.*$`,
 * which does not match across a line break, so a multi-line value would slip through; this one
 * only looks at the first character.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The CSV text: a header row, then one quoted row per entry, CRLF line ends. */
export function toCsv(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' });
}

/** A UTF-8 CSV file body; the byte-order mark makes spreadsheet apps read it as UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves generated content as a file (jsdom cannot download: tests replace the caller's wrapper). */
export function saveFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
