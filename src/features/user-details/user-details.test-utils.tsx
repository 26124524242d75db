/**
 * Test data and nock expectations for the user-details screen (tests only): one call registers
 * every read of a screen load, each answer overridable, so a test states only what it cares about.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type nock from 'nock';
import { expectFind as expectFindOnce, found, omsScope, SERVICE_ERROR } from '../../../test/oms-nock';
import { LocationProbe } from '../../../test/probes';
import { mockLogin, recordingEnvironment, renderApp } from '../../../test/render';
import { AppRoutes } from '../../app/routes';
import type { UserProfile } from '../../oms/session';
import type { UserParty } from '../../oms/user-details';
import { displayName } from './display';

// The full screen renders slowly in jsdom: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export const MARIA: UserParty = {
  partyId: '10003',
  partyTypeId: 'PERSON',
  firstName: 'Maria',
  lastName: 'Garcia',
  statusId: 'PARTY_ENABLED',
  externalId: 'EMP-10003',
  userLoginId: 'maria.garcia',
  enabled: 'Y',
  hasLoggedOut: 'N',
  createdByUserLogin: 'admin',
  createdDate: 1672650000000,
};

export const LIAM: UserParty = { partyId: '10004', partyTypeId: 'PERSON', firstName: 'Liam', lastName: 'Walker', statusId: 'PARTY_ENABLED', createdByUserLogin: 'system' };

export const BROADWAY: UserParty = {
  partyId: '10007',
  partyTypeId: 'PARTY_GROUP',
  groupName: 'Broadway',
  statusId: 'PARTY_ENABLED',
  userLoginId: 'broadway',
  enabled: 'Y',
  hasLoggedOut: 'N',
  createdByUserLogin: 'admin',
};

/** 'fail': the read answers a service error. */
type Answer<T> = T | 'fail';

export interface DetailsAnswers {
  contacts?: Answer<unknown[]>;
  facilities?: Answer<unknown[]>;
  productStores?: Answer<unknown[]>;
  picker?: Answer<boolean>;
  logo?: Answer<string | undefined>;
  groups?: Answer<unknown[]>;
  favourites?: Answer<unknown[]>;
  creatorPartyId?: Answer<string | undefined>;
  fulfillmentAdmin?: Answer<boolean>;
  groupNames?: Answer<unknown[]>;
  roles?: Answer<unknown[]>;
  shops?: Answer<unknown[]>;
}

export const MARIA_CONTACTS = [
  { contactMechId: 'CM_EMAIL', contactMechPurposeTypeId: 'PRIMARY_EMAIL', infoString: 'maria.garcia@example.com' },
  { contactMechId: 'CM_PHONE', contactMechPurposeTypeId: 'PRIMARY_PHONE', contactNumber: '5550103' },
];
export const MARIA_GROUPS = [
  { groupId: 'STORE_MANAGER', userLoginId: 'maria.garcia', fromDate: 1672650000000 },
  { groupId: 'CSR', userLoginId: 'maria.garcia', fromDate: 1672736400000 },
];
export const MARIA_STORES = [
  { partyId: '10003', productStoreId: 'STORE_US', storeName: 'Demo Store US', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000 },
  { partyId: '10003', productStoreId: 'STORE_CA', storeName: 'Demo Store Canada', roleTypeId: 'APPLICATION_USER', fromDate: 1672650000000 },
];
export const MARIA_FACILITIES = [
  { facilityId: 'BROADWAY', partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1672650000000 },
  { facilityId: 'BROOKLYN', partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER', fromDate: 1672650000000 },
  { facilityId: 'BRONX', partyId: '10003', roleTypeId: 'WAREHOUSE_MANAGER', fromDate: 1672650000000 },
];
export const MARIA_FAVOURITES = [
  { userLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_PRODUCT_STORE', userPrefValue: 'STORE_US' },
  { userLoginId: 'maria.garcia', userPrefTypeId: 'FAVORITE_SHOPIFY_SHOP', userPrefValue: 'SHOP_US' },
];
export const GROUP_NAMES = [
  { groupId: 'SUPER', groupName: 'Full Admin' },
  { groupId: 'INTEGRATION', groupName: 'Integration' },
  { groupId: 'STORE_MANAGER', groupName: 'Store Manager' },
  { groupId: 'CSR', groupName: 'Customer Service Representative' },
  { groupId: 'MERCHANDISE_MGR', groupName: 'Merchandising Manager' },
  { groupId: 'WAREHOUSE_MANAGER', groupName: 'Warehouse Manager' },
  { groupId: 'STORE_ASSOCIATE', groupName: 'Store Associate' },
  { groupId: 'SECURITY_ADMIN', groupName: 'Security Admin' },
  { groupId: 'COMMERCEUSER', groupName: 'Commerce User' },
];
export const ROLES = [{ roleTypeId: 'APPLICATION_USER', description: 'Application User' }];
export const SHOPS = [
  { shopifyConfigId: 'SHOP_CONFIG_US', name: 'Demo Shop US', shopId: 'SHOP_US', productStoreId: 'STORE_US' },
  { shopifyConfigId: 'SHOP_CONFIG_CA', name: 'Demo Shop Canada', shopId: 'SHOP_CA', productStoreId: 'STORE_CA' },
];

/** How many expectations expectDetailsReads registered on a scope. */
const registered = new WeakMap<nock.Scope, number>();

const reply = (answer: Answer<unknown[]>): unknown[] | readonly [number, unknown] => (answer === 'fail' ? [200, SERVICE_ERROR] : answer);

/** The two waves of a screen load plus the lookups the cards read. */
export function expectDetailsReads(
  scope: nock.Scope,
  party: UserParty | null,
  answers: DetailsAnswers = {},
  partyId = party?.partyId ?? '',
  /** False when this root already read them (they are cached for the session). */
  lookups = true,
): nock.Scope {
  let count = 0;
  const expectFind: typeof expectFindOnce = (...args) => {
    count += 1;
    registered.set(scope, count);
    return expectFindOnce(...args);
  };
  const a = answers;
  const maria = party?.partyId === MARIA.partyId;
  expectFind(scope, 'PartyAndUserLoginSecurityGroupDetails', party ? [party] : [], { partyId });
  expectFind(scope, 'PartyContactDetailByPurpose', reply(a.contacts ?? (maria ? MARIA_CONTACTS : [])), { partyId });
  expectFind(scope, 'FacilityParty', reply(a.facilities ?? (maria ? MARIA_FACILITIES : [])), { partyId });
  expectFind(scope, 'ProductStoreAndRole', reply(a.productStores ?? (maria ? MARIA_STORES : [])), { partyId });
  const picker = a.picker ?? maria;
  expectFind(scope, 'PartyRole', reply(picker === 'fail' ? 'fail' : picker ? [{ partyId, roleTypeId: 'WAREHOUSE_PICKER' }] : []), { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
  const logo = a.logo;
  if (logo === 'fail') expectFind(scope, 'PartyContentDetail', [200, SERVICE_ERROR], { partyId });
  else if (logo) {
    expectFind(scope, 'PartyContentDetail', [{ partyId, dataResourceId: 'DR_LOGO' }], { partyId });
    expectFind(scope, 'DataResource', [{ dataResourceId: 'DR_LOGO', objectInfo: logo }], { dataResourceId: 'DR_LOGO' });
  } else expectFind(scope, 'PartyContentDetail', [], { partyId });
  if (!party) return scope;

  const login = party.userLoginId;
  if (login) {
    const groups = a.groups ?? (maria ? MARIA_GROUPS : []);
    expectFind(scope, 'UserLoginSecurityGroup', reply(groups), { userLoginId: login });
    expectFind(scope, 'UserPreference', reply(a.favourites ?? (maria ? MARIA_FAVOURITES : [])), { userLoginId: login });
    if (groups !== 'fail' && groups.length > 0) {
      const admin = a.fulfillmentAdmin ?? false;
      expectFind(scope, 'SecurityGroupPermission', reply(admin === 'fail' ? 'fail' : admin ? [{ groupId: 'X', permissionId: 'STOREFULFILLMENT_ADMIN' }] : []), {
        permissionId: 'STOREFULFILLMENT_ADMIN',
      });
    }
  }
  const creator = party.createdByUserLogin;
  if (creator && creator !== 'system') {
    const partyIdOfCreator = a.creatorPartyId ?? '10000';
    expectFind(scope, 'UserLogin', reply(partyIdOfCreator === 'fail' ? 'fail' : partyIdOfCreator ? [{ userLoginId: creator, partyId: partyIdOfCreator }] : []), {
      userLoginId: creator,
    });
  }
  if (!lookups) return scope;
  expectFind(scope, 'SecurityGroup', reply(a.groupNames ?? GROUP_NAMES));
  expectFind(scope, 'RoleType', reply(a.roles ?? ROLES));
  const shops = a.shops ?? SHOPS;
  registered.set(scope, count + 1);
  scope
    .get('/api/performFind')
    .query((query) => query.entityName === 'ShopifyShopAndConfig')
    .reply(200, shops === 'fail' ? SERVICE_ERROR : found(shops));
  return scope;
}

export const NOW = Date.UTC(2024, 4, 6, 12, 0, 0);

export interface RenderDetailsOptions {
  answers?: DetailsAnswers;
  /** Server permissions of the viewer (default: all). */
  permissions?: string[];
  profile?: Partial<UserProfile>;
  path?: string;
}

/**
 * Logs in, renders /user-details/{partyId} through the real providers and waits until every read
 * of the screen answered. Register write expectations on `omsScope()` afterwards.
 */
export async function renderDetails(party: UserParty, options: RenderDetailsOptions = {}) {
  const login = mockLogin({ permissions: options.permissions, profile: options.profile });
  const reads = expectDetailsReads(omsScope(), party, options.answers);
  const expected = registered.get(reads) ?? 0;
  let replied = 0;
  reads.on('replied', () => (replied += 1));
  const user = userEvent.setup({ delay: null });
  const environment = recordingEnvironment({ now: () => NOW });
  const view = renderApp({ path: options.path ?? `/user-details/${party.partyId}`, environment, children: <><AppRoutes /><LocationProbe /></> });
  await screen.findByText(displayName(party), { selector: 'h2' }, { timeout: 5000 });
  // Every read answered and rendered: no section still shows its loading state.
  await waitFor(() => expect(replied).toBe(expected));
  await waitFor(() => expect(screen.queryAllByText('Loading')).toEqual([]));
  login.done();
  return { ...view, user, environment, reads };
}

/** The toast text of the last notification (toasts live in a portal). */
export async function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '.fui-ToastTitle, .fui-ToastTitle *' });
}

/** A card of the screen by its heading (cheaper than a role query over the whole page). */
export function getCard(title: string): HTMLElement {
  const heading = screen.getByText(title, { selector: 'h2' });
  const card = heading.closest<HTMLElement>('.fui-Card');
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
}

/** Stubs the browser's image decoding: files whose content is 'not an image' fail to load. */
export function stubImageDecoding(): void {
  const urls = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    urls.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void urls.delete(url);
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(this: HTMLImageElement, url: string) {
      const blob = urls.get(url);
      void blob?.text().then((text) => (text === 'not an image' ? this.onerror?.(new Event('error')) : this.onload?.(new Event('load'))));
    },
  });
}
