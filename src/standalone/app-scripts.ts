/**
 * The standalone page's app scripts (React, Fluent UI, the app) are named in the page as data, not
 * loaded by it (webpack.config.ts writes their URLs into a JSON block): evaluating them takes the
 * main thread for a few hundred ms on a slow machine, and even downloading them costs a core there
 * (the browser parses a loading script on a worker). The first script asks for them once its own
 * requests have left (`preloadAppScripts`) and runs them once the first rows or cards are painted
 * or ruled out (`runAppScripts`; ./first-paint): then the OMS's answers, the picture and the app's
 * code do not fight for two cores. The scripts run in the page's order; webpack's runtime starts
 * the app once all of them are in.
 */

/** The id of the JSON block that lists the app's script URLs, in order. */
export const APP_SCRIPTS_ID = 'users-app-scripts';

const PRELOADED = 'data-preloaded';

/** The app's script URLs the page names (none when the block is gone: they were added). */
function appScripts(doc: Document): { block: HTMLElement; urls: string[] } | undefined {
  const block = doc.getElementById(APP_SCRIPTS_ID);
  if (!block) return undefined;
  try {
    const urls: unknown = JSON.parse(block.textContent ?? '[]');
    return { block, urls: Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [] };
  } catch {
    return { block, urls: [] };
  }
}

/** Starts downloading the app's scripts (once), at a low priority: the OMS's answers come first. */
export function preloadAppScripts(doc: Document): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => preloadAppScripts(doc), { once: true });
    return;
  }
  const scripts = appScripts(doc);
  if (!scripts || scripts.block.hasAttribute(PRELOADED)) return;
  scripts.block.setAttribute(PRELOADED, '');
  for (const url of scripts.urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
  }
}

/**
 * Adds a script for each of the app's scripts, once (a preloaded one comes from the browser's
 * cache). The first script runs while the page may still be read: then this waits for the page.
 */
export function runAppScripts(doc: Document): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => runAppScripts(doc), { once: true });
    return;
  }
  const scripts = appScripts(doc);
  if (!scripts) return;
  scripts.block.remove();
  for (const url of scripts.urls) {
    const script = doc.createElement('script');
    script.src = url;
    // Dynamically added scripts run as soon as they are in unless told to keep their order.
    script.async = false;
    doc.head.append(script);
  }
}
