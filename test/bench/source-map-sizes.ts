/**
 * Which original modules a built file's bytes come from, read from its source map the way
 * source-map-explorer does: every generated character belongs to the mapping segment it sits in,
 * and a segment belongs to its original source. Used by size.bench.ts to name the biggest modules
 * and packages of a route and to check that no route loads the icon library.
 */
import fs from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = new Map([...BASE64].map((char, index) => [char, index]));

/** The unsigned-then-signed VLQ numbers of one mapping segment ("AAAA", "gBAAC"…). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGITS.get(char);
    if (digit === undefined) throw new Error(`bad source-map digit '${char}'`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/** Unmapped characters (the loader's glue, comments the minifier kept). */
export const UNMAPPED = '[unmapped]';

/**
 * Characters of `code` per original source. `code` is the built file, `map` its source map.
 * Characters before a line's first segment, or in a segment without a source, count as unmapped.
 */
export function charsPerSource(code: string, map: RawSourceMap): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (source: string, chars: number): void => {
    if (chars > 0) sizes.set(source, (sizes.get(source) ?? 0) + chars);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((mappingLine, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let start = 0;
    let owner = UNMAPPED;
    for (const segment of mappingLine.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      add(owner, Math.min(column, length) - start);
      start = Math.min(column, length);
      if (sourceDelta === undefined) owner = UNMAPPED;
      else {
        sourceIndex += sourceDelta;
        owner = map.sources[sourceIndex] ?? UNMAPPED;
      }
    }
    add(owner, length - start);
  });
  // Line breaks and lines the mappings never reach.
  const counted = [...sizes.values()].reduce((sum, chars) => sum + chars, 0);
  add(UNMAPPED, code.length - counted);
  return sizes;
}

/** `webpack://users/./node_modules/x/y.js` -> `node_modules/x/y.js`; webpack's runtime modules keep their name. */
export function normaliseSource(source: string): string {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/ \+ \d+ modules$/, '')
    .replace(/\?.*$/, '');
}

/** The package a module belongs to (`@fluentui/react-icons`), `src/<area>` for the app, else the module. */
export function moduleGroup(module: string): string {
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inPackage?.[1]) return inPackage[1];
  const inApp = /^(src\/(?:features\/)?[^/]+)\//.exec(module);
  if (inApp?.[1]) return inApp[1];
  if (module.startsWith('webpack/')) return 'webpack runtime';
  return module;
}

/**
 * The icon *library*: the files that hold every icon (lib/icons/chunk-N, lib/sizedIcons/chunk-N,
 * their CommonJS twins). One icon imported from its own entry (lib/atoms/svg/…) is not the library.
 */
export function isIconLibrary(module: string): boolean {
  return /node_modules\/@fluentui\/react-icons\/lib(?:-cjs)?\/(?:icons|sizedIcons|fonts)\//.test(module);
}

/** Characters per normalised module of a built file, from `<file>.map` beside it (empty without one). */
export function moduleChars(file: string): Map<string, number> {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return new Map();
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const result = new Map<string, number>();
  for (const [source, chars] of charsPerSource(fs.readFileSync(file, 'utf8'), map)) {
    const name = source === UNMAPPED ? UNMAPPED : normaliseSource(source);
    result.set(name, (result.get(name) ?? 0) + chars);
  }
  return result;
}
