// Shared set-up for the app's jsdom tests: jest-dom matchers, the browser APIs Fluent UI expects,
// and nock locked down so an unmatched request fails the test instead of reaching the network.
import '@testing-library/jest-dom';
import './usable';
import { cleanup, configure } from '@testing-library/react';
import nock from 'nock';
import { hostMemory } from '../../src/session/storage';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}
// jsdom has no window.scrollTo (the virtualised lists call it to keep their place): a quiet no-op.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Two cores shared by jsdom, Fluent and nock: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 4000 });

const unmatched: string[] = [];
/** Only requests a test makes count; teardown of the previous one does not. */
let recording = false;

beforeAll(() => {
  nock.disableNetConnect();
  nock.emitter.on('no match', (req: { method?: string; path?: string; options?: { href?: string } }, _options: unknown, body?: string) => {
    const entity = typeof body === 'string' ? /"entityName":"([^"]+)"/.exec(body)?.[1] : undefined;
    if (recording) unmatched.push(`${req.method ?? ''} ${req.options?.href ?? req.path ?? ''}${entity ? ` (${entity})` : ''}`);
  });
});

beforeEach(() => {
  recording = true;
  // What an earlier test's hosted root kept in the page's memory for its token is not this one's.
  hostMemory.clear();
});

afterEach(async () => {
  // What a test's screens kept in the tab (the import's journal of made parties) is not the next test's.
  window.sessionStorage.clear();
  // Unmount first, so no screen fires a request after the interceptors are gone, and let requests
  // already on their way meet the test's interceptors before they are removed.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  recording = false;
  nock.abortPendingRequests();
  nock.cleanAll();
  if (unmatched.length > 0) {
    const list = unmatched.splice(0).join(', ');
    throw new Error(`Unmatched OMS request(s): ${list}`);
  }
});

afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

// Expected failure paths log a warning; keep test output for real problems.
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});
