/**
 * The app's scripts are preloaded by the page and run when the first script says so, in the page's
 * order, once each; while the page is still being read they wait for it (the links may come later).
 */
import { APP_SCRIPT_ATTRIBUTE, runAppScripts } from './app-scripts';

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.setAttribute(APP_SCRIPT_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

const addedScripts = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.src, async: script.async }));

afterEach(() => document.head.replaceChildren());

it('adds one ordered script per preloaded app script, once', () => {
  preload('/standalone/185.js');
  preload('/main.js');
  document.head.append(Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' }));
  runAppScripts(document);
  runAppScripts(document);
  expect(addedScripts()).toEqual([
    { src: 'http://localhost/standalone/185.js', async: false },
    { src: 'http://localhost/main.js', async: false },
  ]);
});

it('waits for the page to be read when it still is', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  runAppScripts(document);
  preload('/main.js');
  expect(addedScripts()).toEqual([]);
  readyState.mockReturnValue('interactive');
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(addedScripts()).toEqual([{ src: 'http://localhost/main.js', async: false }]);
  readyState.mockRestore();
});
