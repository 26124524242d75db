import { backBehaviour } from './back';
import { groupLabel, groupNameMap, profileImageUrl } from './display';
import { orderHistory, pickerFacilities, productStoreUrl, STORE_LOGIN_URL } from './rules';

const ids = (groups: { groupId: string }[]) => groups.map((group) => group.groupId);

describe('selections and lists', () => {
  it('counts only WAREHOUSE_PICKER facilities', () => {
    const facilities = [
      { facilityId: 'A', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1 },
      { facilityId: 'B', roleTypeId: 'WAREHOUSE_MANAGER', fromDate: 1 },
    ];
    expect(pickerFacilities(facilities)).toEqual([facilities[0]]);
  });

  it('orders history: current first (in answer order), then ended ones, latest end first', () => {
    const history = orderHistory([
      { groupId: 'OLD', userLoginId: 'u', thruDate: 1 },
      { groupId: 'NOW1', userLoginId: 'u' },
      { groupId: 'RECENT', userLoginId: 'u', thruDate: 5 },
      { groupId: 'NOW2', userLoginId: 'u' },
    ]);
    expect(ids(history)).toEqual(['NOW1', 'NOW2', 'RECENT', 'OLD']);
  });
});

describe('product store link', () => {
  it('is the Company app login with oms = the redirection URL and omsRedirectionUrl = the instance', () => {
    const url = new URL(productStoreUrl({ instance: 'acme', token: 'tok', expirationTime: 99, omsRedirectionUrl: 'https://r.io', productStoreId: 'STORE' }, 'https://company.test/login'));
    expect(`${url.origin}${url.pathname}`).toBe('https://company.test/login');
    expect([...url.searchParams]).toEqual([
      ['oms', 'https://r.io'],
      ['token', 'tok'],
      ['expirationTime', '99'],
      ['omsRedirectionUrl', 'acme'],
      ['productStoreId', 'STORE'],
    ]);
  });

  it('always sends all five parameters, an unknown one as empty', () => {
    const url = new URL(productStoreUrl({ instance: 'https://acme.example/api/', token: 'tok', productStoreId: 'S 1&2' }, 'https://company.test/login'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ oms: '', token: 'tok', expirationTime: '', omsRedirectionUrl: 'https://acme.example/api/', productStoreId: 'S 1&2' });
  });

  it("falls back to the Company app's login when STORE_LOGIN_URL is not defined at build time", () => {
    expect(STORE_LOGIN_URL).toBe('https://company.hotwax.io/login');
  });
});

describe('display', () => {
  it('labels a group by name, else id', () => {
    const names = groupNameMap([{ groupId: 'CSR', groupName: 'Customer Service' }, { groupId: 'X' }]);
    expect(groupLabel('CSR', names)).toBe('Customer Service');
    expect(groupLabel('X', names)).toBe('X');
    expect(groupLabel('UNKNOWN', names)).toBe('UNKNOWN');
  });

  it("builds the picture URL from the instance's web root (API base without api/)", () => {
    expect(profileImageUrl('https://acme.hotwax.io/api/', '/uploads/a.png')).toBe('https://acme.hotwax.io/uploads/a.png');
    expect(profileImageUrl('https://acme.hotwax.io/api/', undefined)).toBeUndefined();
  });
});

describe('Back (spec: default /tabs/users; two steps back after a redirect)', () => {
  it.each([
    ['/login?token=t&partyId=1', undefined, 'redirect'],
    [undefined, 'https://orders.test', 'redirect'],
    [undefined, undefined, 'default'],
    ['/tabs/users', 'https://orders.test', 'previous'],
    ['/user-details/7', undefined, 'previous'],
  ] as const)('from %p (redirectedFrom %p): %s', (origin, redirectedFrom, expected) => {
    expect(backBehaviour(origin, redirectedFrom)).toBe(expected);
  });
});
