/**
 * The review's record as a page an auditor can print or save as PDF (issue 39): a new window with
 * the review's name, scope, reviewer and times, then one table row per login — the same cells as
 * the CSV (./decisions.ts `recordRows`), its times in the viewer's zone and language. Built with
 * DOM calls and text nodes only (no HTML strings, no inline script or style element: it works under
 * the suite's strict content security policy); the print layout (A4 landscape) is a rule of a
 * constructed style sheet (CSSOM), not a <style> element. The table takes the page's width with
 * wrapping cells, so every column fits an A4 page (794 px portrait) — none falls off when printed.
 */

export interface PrintableRecord {
  title: string;
  /** Label and value pairs shown above the table. */
  facts: ReadonlyArray<readonly [string, string]>;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  printLabel: string;
}

/**
 * The record's window, opened at once (a browser lets a click open a window only while it is being
 * handled: the record's facts are read after); null when the browser blocked it. `waiting` is shown
 * until the record is written in it.
 */
export function openPrintWindow(waiting: string): Window | null {
  const view = window.open('', '_blank');
  if (view) view.document.body.textContent = waiting;
  return view;
}

/** The page's print layout: A4 landscape with narrow margins (where the browser can construct a style sheet). */
function printLayout(view: Window): void {
  try {
    const sheet = new (view as Window & typeof globalThis).CSSStyleSheet();
    sheet.insertRule('@page { size: A4 landscape; margin: 10mm; }');
    sheet.insertRule('@media print { button { display: none; } body { margin: 0 !important; } }');
    view.document.adoptedStyleSheets = [sheet];
  } catch {
    // No constructable style sheets: the table still fits the page's width, printed in portrait.
  }
}

/** Writes the record into `view` (from openPrintWindow). */
export function writePrintableRecord(view: Window, record: PrintableRecord): void {
  const doc = view.document;
  doc.title = record.title;
  doc.documentElement.lang = document.documentElement.lang;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  printLayout(view);
  const body = doc.body;
  body.replaceChildren();
  body.style.fontFamily = 'system-ui, sans-serif';
  body.style.margin = '16px';
  const print = element('button', record.printLabel);
  print.type = 'button';
  print.addEventListener('click', () => view.print());
  body.append(element('h1', record.title), print);
  const facts = element('dl');
  for (const [label, value] of record.facts) facts.append(element('dt', label), element('dd', value));
  body.append(facts);
  const table = element('table');
  // The page's width, shared out by the columns; a long cell wraps (anywhere, an id has no spaces).
  table.style.borderCollapse = 'collapse';
  table.style.tableLayout = 'fixed';
  table.style.width = '100%';
  table.style.fontSize = '10px';
  const wrap = (cell: HTMLTableCellElement) => {
    cell.style.padding = '2px 3px';
    cell.style.verticalAlign = 'top';
    cell.style.overflowWrap = 'anywhere';
    cell.style.wordBreak = 'normal';
    cell.style.hyphens = 'auto';
  };
  // Each column's share of the width by its longest cell (within bounds), never narrower than its
  // heading's longest word: a Y/N column stays narrow, and no heading breaks inside a word.
  const weights = record.columns.map((column, index) => {
    let longest = 0;
    for (const row of record.rows) longest = Math.max(longest, (row[index] ?? '').length);
    const word = Math.max(...column.split(/\s+/).map((part) => part.length));
    return Math.max(word, Math.min(30, Math.max(4, longest)));
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const columns = element('colgroup');
  for (const weight of weights) {
    const col = element('col');
    col.style.width = `${((100 * weight) / total).toFixed(2)}%`;
    columns.append(col);
  }
  table.append(columns);
  const head = element('tr');
  for (const column of record.columns) {
    const cell = element('th', column);
    cell.scope = 'col';
    cell.style.textAlign = 'left';
    cell.style.borderBottom = '1px solid #888';
    wrap(cell);
    head.append(cell);
  }
  table.append(element('thead'), element('tbody'));
  table.tHead?.append(head);
  for (const row of record.rows) {
    const line = element('tr');
    line.style.breakInside = 'avoid';
    for (const value of row) {
      const cell = element('td', value);
      cell.style.borderBottom = '1px solid #ddd';
      wrap(cell);
      line.append(cell);
    }
    table.tBodies[0]?.append(line);
  }
  body.append(table);
}
