/**
 * No import circle, in src and in the OMS dev server (issue 36): every module's relative imports,
 * type-only ones too, form a graph without cycles. ESLint's folder rules keep imports from running
 * upward; this keeps two modules of one layer from leaning on each other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'data' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
}

/** The first cycle found, as the files in it, or undefined. */
function findCycle(files: readonly string[]): string[] | undefined {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1] ?? match[2] ?? '')).filter((target): target is string => target !== undefined);
    edges.set(file, targets);
  }
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return stack.slice(stack.indexOf(file)).concat(file);
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of files) {
    const cycle = visit(file);
    if (cycle) return cycle.map((entry) => path.relative(ROOT, entry));
  }
  return undefined;
}

describe('the import graph', () => {
  it.each(['src', 'shell-dev'])('%s has no import circle', (folder) => {
    expect(findCycle(sources(path.join(ROOT, folder)))).toBeUndefined();
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './c';\nexport const b = 1 as unknown as A;\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "export { a as A } from './a';\n");
    expect(findCycle(sources(dir))?.map((file) => path.basename(file))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
