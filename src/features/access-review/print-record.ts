/**
 * The review's record as a page an auditor can print or save as PDF (issue 39): a new window with
 * the review's name, scope, reviewer and times, then one table row per login — the same cells as
 * the CSV (./decisions.ts `recordRows`). Built with DOM calls and text nodes only (no HTML strings,
 * no inline script or style element: it works under the suite's strict content security policy).
 */

export interface PrintableRecord {
  title: string;
  /** Label and value pairs shown above the table. */
  facts: ReadonlyArray<readonly [string, string]>;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  printLabel: string;
}

/** Opens the record in a new window; false when the browser blocked the window. */
export function openPrintableRecord(record: PrintableRecord): boolean {
  const view = window.open('', '_blank');
  if (!view) return false;
  const doc = view.document;
  doc.title = record.title;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const body = doc.body;
  body.style.fontFamily = 'system-ui, sans-serif';
  body.style.margin = '24px';
  const print = element('button', record.printLabel);
  print.type = 'button';
  print.addEventListener('click', () => view.print());
  body.append(element('h1', record.title), print);
  const facts = element('dl');
  for (const [label, value] of record.facts) facts.append(element('dt', label), element('dd', value));
  body.append(facts);
  const table = element('table');
  table.style.borderCollapse = 'collapse';
  table.style.fontSize = '12px';
  const head = element('tr');
  for (const column of record.columns) {
    const cell = element('th', column);
    cell.scope = 'col';
    cell.style.textAlign = 'left';
    cell.style.borderBottom = '1px solid #888';
    cell.style.padding = '2px 6px';
    head.append(cell);
  }
  table.append(element('thead'), element('tbody'));
  table.tHead?.append(head);
  for (const row of record.rows) {
    const line = element('tr');
    for (const value of row) {
      const cell = element('td', value);
      cell.style.borderBottom = '1px solid #ddd';
      cell.style.padding = '2px 6px';
      line.append(cell);
    }
    table.tBodies[0]?.append(line);
  }
  body.append(table);
  return true;
}
