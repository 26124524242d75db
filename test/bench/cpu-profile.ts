/**
 * A Chromium CPU profile summed up per function, named by its original source file and line where
 * the build's source maps say (the production bundle's names are minified). Used by the import
 * bench's BENCH_PROFILE=1 run.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = new Map([...BASE64].map((char, index) => [char, index]));

/** One source map, decoded: per generated line, its segments [column, source, line, column, name?]. */
export interface DecodedMap {
  sources: string[];
  names: string[];
  lines: number[][][];
}

export function decodeMap(file: string): DecodedMap | null {
  if (!fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[]; names?: string[]; mappings: string };
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  let name = 0;
  const lines = raw.mappings.split(';').map((line) => {
    let column = 0;
    const segments: number[][] = [];
    for (const text of line.split(',')) {
      if (!text) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = DIGITS.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length < 4) {
        segments.push([column]);
        continue;
      }
      source += values[1] ?? 0;
      originalLine += values[2] ?? 0;
      originalColumn += values[3] ?? 0;
      if (values.length > 4) name += values[4] ?? 0;
      segments.push(values.length > 4 ? [column, source, originalLine, originalColumn, name] : [column, source, originalLine, originalColumn]);
    }
    return segments;
  });
  return { sources: raw.sources, names: raw.names ?? [], lines };
}

/** The profile's self time (ms) per function, named by its original source and line where the maps tell. */
export function summariseProfile(profile: CpuProfile, maps: Map<string, DecodedMap | null>, dist: string): Array<{ name: string; ms: number }> {
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the interval up to the next one.
  samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let name = functionName || '(anonymous)';
    if (url) {
      const pathname = new URL(url, 'http://x').pathname;
      if (!maps.has(pathname)) maps.set(pathname, decodeMap(path.join(dist, `${pathname}.map`)));
      const map = maps.get(pathname);
      const segments = map?.lines[lineNumber] ?? [];
      let found: number[] | undefined;
      for (const segment of segments) {
        if ((segment[0] ?? 0) > columnNumber) break;
        found = segment;
      }
      if (map && found && found.length >= 4) {
        const source = (map.sources[found[1]!] ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
        const original = found.length > 4 ? map.names[found[4]!] : undefined;
        name = `${original ?? functionName ?? '(anonymous)'} ${source}:${found[2]! + 1}`;
      } else name = `${name} ${pathname}:${lineNumber + 1}`;
    }
    byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  return [...byName].map(([name, ms]) => ({ name, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
}
