/** The median of a list of figures (the lower middle one for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** Prints a bench's table: a title, then `measure | target | measured` rows, columns padded. */
export function printTable(title: string, rows: ReadonlyArray<readonly [string, string, string]>): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  const targetWidth = Math.max('target'.length, ...rows.map(([, target]) => target.length));
  console.info(`\n${title}`);
  console.info(`${'measure'.padEnd(width)} | ${'target'.padStart(targetWidth)} | measured`);
  console.info(`${'-'.repeat(width)}-|-${'-'.repeat(targetWidth)}-|-${'-'.repeat(30)}`);
  for (const [label, target, value] of rows) console.info(`${label.padEnd(width)} | ${target.padStart(targetWidth)} | ${value}`);
}
