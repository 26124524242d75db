/**
 * The landing screen's code, fetched by the standalone page's first script beside the OMS's
 * answers: without it, the screen's chunks would be found only once the app's main script has run
 * (a round trip after React and Fluent UI are evaluated). The standalone build lists each screen's
 * chunk files in the page as data (webpack.config.ts, `ListScreenChunks`); this adds a preload for
 * each, and webpack's runtime takes them from the browser's cache when the app asks for them.
 */
import { SCREEN_CHUNKS } from '../app/screen-paths';
import type { ScreenName } from '../app/screen-paths';

/** The id of the JSON block that lists each screen chunk's files: { [chunkName]: url[] }. */
export const SCREEN_CHUNKS_ID = 'users-screen-chunks';

/** The files of a screen's code the page names (none when it names none). */
export function screenCodeUrls(doc: Document, screen: ScreenName): string[] {
  const block = doc.getElementById(SCREEN_CHUNKS_ID);
  if (!block) return [];
  try {
    const chunks: unknown = JSON.parse(block.textContent ?? '{}');
    const urls: unknown = typeof chunks === 'object' && chunks !== null ? (chunks as Record<string, unknown>)[SCREEN_CHUNKS[screen]] : undefined;
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/** Starts fetching the screen's code (a preload per file; the app runs it). */
export function preloadScreenCode(doc: Document, screen: ScreenName): void {
  // One insertion: each link added on its own costs the page a style pass.
  const links = doc.createDocumentFragment();
  for (const url of screenCodeUrls(doc, screen)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    links.append(link);
  }
  doc.head.append(links);
}
