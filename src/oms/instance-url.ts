/**
 * The spec's instance URL rule: a value starting with http gets `/api/` appended when missing; a
 * bare instance name becomes `https://{name}.{domain}/api/`.
 */

/** Domain that bare instance names live under (build-time `OMS_DOMAIN`, default hotwax.io). */
export const DEFAULT_OMS_DOMAIN = process.env.OMS_DOMAIN ?? 'hotwax.io';

export function resolveInstanceUrl(instance: string, domain: string = DEFAULT_OMS_DOMAIN): string {
  const value = instance.trim();
  if (value === '') throw new Error('An OMS instance is required');
  if (/^https?:\/\//i.test(value)) {
    const base = value.replace(/\/+$/, '');
    return /\/api$/i.test(base) ? `${base}/` : `${base}/api/`;
  }
  const name = value.replace(/\/+$/, '');
  return `https://${name}.${domain}/api/`;
}

/**
 * The instance's web root, for paths the OMS serves outside /api/ (profile images): the base URL
 * with `api/` removed.
 */
export function instanceWebRoot(apiBaseUrl: string): string {
  return apiBaseUrl.replace(/api\/?$/i, '');
}
