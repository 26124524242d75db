/**
 * The session is kept before the token leaves the address bar (issue 63): when the hand-off's
 * address is replaced by the screen it leads to, the tab's storage already holds the login, so a
 * reload at that moment resumes the session instead of going back to the launchpad login.
 */
import { readLoginInput } from '../session/storage';
import { takeHandOff } from './take-hand-off';

beforeEach(() => window.sessionStorage.clear());

function page(pathname: string, search: string) {
  const address: string[] = [];
  const storedWhenReplaced: Array<string | undefined> = [];
  const history = {
    state: { idx: 0 },
    replaceState: jest.fn((_state: unknown, _unused: string, url?: string | URL | null) => {
      // What a reload at this very moment would find in the tab.
      storedWhenReplaced.push(readLoginInput(window.sessionStorage)?.token);
      address.push(String(url));
    }),
  };
  return { location: { pathname, search }, history, storage: window.sessionStorage, address, storedWhenReplaced };
}

const OMS = 'https://oms.example.test/api/';

it('keeps the login in the tab before the address loses the token, then leads to the user it names', () => {
  const tab = page('/login', `?token=T-123&oms=${encodeURIComponent(OMS)}&expirationTime=4102444800000&partyId=10003&omsRedirectionUrl=https%3A%2F%2Foms.example.test`);
  const input = takeHandOff(tab);
  expect(input).toEqual({ token: 'T-123', oms: OMS, expirationTime: 4102444800000, omsRedirectionUrl: 'https://oms.example.test', redirectedFrom: undefined });
  expect(tab.storedWhenReplaced).toEqual(['T-123']);
  expect(tab.address).toEqual(['/user-details/10003']);
  expect(tab.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/user-details/10003');
  expect(readLoginInput(window.sessionStorage)).toEqual(input);
});

it('a new hand-off replaces the login the tab kept before', () => {
  window.sessionStorage.setItem('users.session', JSON.stringify({ token: 'OLD', oms: OMS }));
  const tab = page('/login', `?token=NEW&oms=${encodeURIComponent(OMS)}`);
  takeHandOff(tab);
  expect(tab.storedWhenReplaced).toEqual(['NEW']);
  expect(tab.address).toEqual(['/tabs/users']);
});

it('leaves the address and the tab alone when the load is no hand-off', () => {
  for (const [pathname, search] of [['/tabs/users', `?token=T&oms=${encodeURIComponent(OMS)}`], ['/login', '?oms=x'], ['/login', '?token=T']] as const) {
    const tab = page(pathname, search);
    expect(takeHandOff(tab)).toBeUndefined();
    expect(tab.history.replaceState).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('users.session')).toBeNull();
  }
});
