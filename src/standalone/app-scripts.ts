/**
 * The standalone page downloads the app's scripts at once but runs them only when the first script
 * lets them (webpack.config.ts turns their script tags into `<link rel="preload" as="script"
 * data-app-script>`): evaluating React and Fluent UI takes the main thread for a few hundred ms on a
 * slow machine, and the Users tab's first rows (./first-paint) are drawn before that, not after.
 * The scripts run in document order; webpack's runtime starts the app once all of them are in.
 */

/** The attribute marking an app script's preload link. */
export const APP_SCRIPT_ATTRIBUTE = 'data-app-script';

/**
 * Adds a script for each preloaded app script (once; the browser takes them from its cache). The
 * first script runs inline while the page is still read: its links may not be parsed yet, so this
 * waits for the document when it is still loading.
 */
export function runAppScripts(doc: Document): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => runAppScripts(doc), { once: true });
    return;
  }
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${APP_SCRIPT_ATTRIBUTE}]`)) {
    link.removeAttribute(APP_SCRIPT_ATTRIBUTE);
    const script = doc.createElement('script');
    script.src = link.href;
    // Dynamically added scripts run as soon as they are in unless told to keep their order.
    script.async = false;
    doc.head.append(script);
  }
}
