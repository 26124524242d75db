/**
 * What the bundles get for `use-sync-external-store/shim` (webpack.common.ts aliases it here):
 * React's own useSyncExternalStore. The shim's production build hands out React's anyway when it
 * exists (React 18 and later; this app runs 19), but still ships its fallback for older Reacts:
 * ~0.2 KB gz before the Users tab's first rows, through react-i18next's useTranslation.
 */
export { useSyncExternalStore } from 'react';
