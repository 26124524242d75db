/**
 * The page names the app's scripts as data; the first script downloads them (low priority) when
 * its requests have left and runs them when it says so, in the page's order, once each; while the
 * page is still being read both wait for it (the list may come later).
 */
import { APP_SCRIPTS_ID, preloadAppScripts, runAppScripts } from './app-scripts';

function nameAppScripts(...urls: string[]): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = APP_SCRIPTS_ID;
  block.textContent = JSON.stringify(urls);
  document.head.append(block);
}

const added = (selector: string) => [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(selector)];
const scripts = () => added('script[src]').map((script) => ({ src: (script as HTMLScriptElement).src, async: (script as HTMLScriptElement).async }));
const preloads = () => added('link[rel="preload"]').map((link) => [(link as HTMLLinkElement).href, (link as HTMLLinkElement).as, link.getAttribute('fetchpriority')]);

afterEach(() => document.head.replaceChildren());

it('adds one ordered script per app script, once', () => {
  nameAppScripts('/standalone/185.js', '/main.js');
  document.head.append(Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' }));
  runAppScripts(document);
  runAppScripts(document);
  expect(scripts()).toEqual([
    { src: 'http://localhost/standalone/185.js', async: false },
    { src: 'http://localhost/main.js', async: false },
  ]);
  expect(document.getElementById(APP_SCRIPTS_ID)).toBeNull();
});

it('downloads them, at a low priority and once, before running them', () => {
  nameAppScripts('/standalone/185.js', '/main.js');
  preloadAppScripts(document);
  preloadAppScripts(document);
  expect(preloads()).toEqual([
    ['http://localhost/standalone/185.js', 'script', 'low'],
    ['http://localhost/main.js', 'script', 'low'],
  ]);
  expect(scripts()).toEqual([]);
  runAppScripts(document);
  expect(scripts().map((script) => script.src)).toEqual(['http://localhost/standalone/185.js', 'http://localhost/main.js']);
  // Once they run, nothing is downloaded again.
  preloadAppScripts(document);
  expect(preloads()).toHaveLength(2);
});

it('waits for the page to be read when it still is', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  runAppScripts(document);
  nameAppScripts('/main.js');
  expect(scripts()).toEqual([]);
  readyState.mockReturnValue('interactive');
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(scripts()).toEqual([{ src: 'http://localhost/main.js', async: false }]);
  readyState.mockRestore();
});

it('a page that names no scripts, or names them badly, adds none', () => {
  runAppScripts(document);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = APP_SCRIPTS_ID;
  block.textContent = '{not json';
  document.head.append(block);
  preloadAppScripts(document);
  runAppScripts(document);
  expect(scripts()).toEqual([]);
  expect(preloads()).toEqual([]);
});
