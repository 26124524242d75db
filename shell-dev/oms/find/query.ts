/**
 * Decodes the GET form of performFind (the shop-config read) into the same shape as a POST body.
 * inputFields and fieldList may arrive JSON-encoded, as repeated keys, as `key[]` (axios/qs
 * style) or as `inputFields[field]=value`.
 */
import { isRecord } from '../util';

const JSON_KEYS = new Set(['inputFields', 'fieldList', 'orderBy']);

function decodeJson(key: string, value: string): unknown {
  const text = value.trim();
  if (!JSON_KEYS.has(key) || !(text.startsWith('{') || text.startsWith('['))) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

function merge(target: Record<string, unknown>, key: string, value: unknown, isList: boolean): void {
  const existing = target[key];
  if (existing === undefined) target[key] = isList && !Array.isArray(value) ? [value] : value;
  else target[key] = [...(Array.isArray(existing) ? existing : [existing]), ...(Array.isArray(value) ? value : [value])];
}

/** Query object (values string or string[]) -> a performFind request body. */
export function decodeFindQuery(query: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(query)) {
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map(String);
    const nested = /^([A-Za-z]+)\[([^\]]+)\](\[\])?$/.exec(rawKey);
    if (nested) {
      const [, outer = '', inner = '', list] = nested;
      const existing = body[outer];
      const target: Record<string, unknown> = isRecord(existing) ? existing : (body[outer] = {});
      for (const value of values) merge(target, inner, value, Boolean(list));
      continue;
    }
    const isList = rawKey.endsWith('[]') || values.length > 1;
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    for (const value of values) merge(body, key, decodeJson(key, value), isList);
  }
  return body;
}
