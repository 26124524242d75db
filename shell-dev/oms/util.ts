/** Small helpers shared by the OMS dev server's modules (keep exactly one of each here). */

/** A plain object (not null, not an array): a JSON body, a query or a nested map. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
