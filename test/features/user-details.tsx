/**
 * Test data, nock expectations and the two render sizes of the user-details screen (tests only;
 * beside the other screens' helpers under test/features).
 *
 * - `renderCard(ContactCard, MARIA)`: the card alone inside the real AppRoot, logged in through the
 *   real login path, with only that card's reads answered (its sections and reference lists). Most
 *   card tests use this.
 * - `renderDetails(MARIA)`: the whole screen at /user-details/{partyId}, every read of both waves
 *   answered. Kept for what only the screen does (the waves, its states, navigation, a write that
 *   makes the screen read what another card shows).
 *
 * Each answer is overridable, so a test states only what it cares about.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type nock from 'nock';
import { expectFind as expectFindOnce, found, omsScope, SERVICE_ERROR } from '../oms-nock';
import { LocationProbe } from '../probes';
import { mockLogin, recordingEnvironment, renderApp } from '../render';
import { RequireAuth } from '../../src/app/guards';
import { AppRoutes } from '../../src/app/routes';
import type { UserProfile } from '../../src/oms/session';
import type { UserParty } from '../../src/oms/user-details';
import type { SectionKey } from '../../src/features/user-details/atoms';
import { ClearanceCard } from '../../src/features/user-details/access/clearance-card';
import { ContactCard } from '../../src/features/user-details/account/contact-card';
import { FavouritesCard } from '../../src/features/user-details/access/favourites-card';
import { FulfillmentCard } from '../../src/features/user-details/access/fulfillment-card';
import { LoginCard } from '../../src/features/user-details/account/login-card';
import { ProfileCard } from '../../src/features/user-details/account/profile-card';
import { UserDetailsParty, useUserDetailsVisit } from '../../src/features/user-details/use-details';
import { displayName } from '../../src/party/party';
import { expectPolicyReads } from './policy-details';
import type { PolicyFacts } from './policy-details';

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
  /** UserLogin's lockout fields, read only for a blocked login (default: an admin's block). */
  loginLockout?: Answer<unknown[]>;
  groupNames?: Answer<unknown[]>;
  roles?: Answer<unknown[]>;
  shops?: Answer<unknown[]>;
  /** The change policy's facts (./policy-details.ts), read by every card that writes; false: not expected here. */
  policy?: PolicyFacts | false;
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

/** What a screen or a card reads besides the party: its sections and the reference lists it names things with. */
export type ReadKey = Exclude<SectionKey, 'party'> | 'groupNames' | 'roles' | 'shops' | 'policy';

/** The two waves of a screen load plus the lookups the cards read. */
export function expectDetailsReads(
  scope: nock.Scope,
  party: UserParty | null,
  answers: DetailsAnswers = {},
  partyId = party?.partyId ?? '',
  /** False when this root already read them (they are cached for the session). */
  lookups = true,
): nock.Scope {
  return expectReads(scope, party, answers, partyId, (key) => lookups || !LOOKUPS.has(key));
}

const LOOKUPS = new Set<ReadKey>(['groupNames', 'roles', 'shops', 'policy']);

/**
 * The party read and the reads `wanted` says yes to, as a real OMS would be asked them: wave 2
 * only for what the party has (a login, a creator), the fulfillment-admin check only for groups.
 */
function expectReads(scope: nock.Scope, party: UserParty | null, a: DetailsAnswers, partyId: string, wanted: (key: ReadKey) => boolean): nock.Scope {
  let count = 0;
  const expectFind: typeof expectFindOnce = (...args) => {
    count += 1;
    registered.set(scope, count);
    return expectFindOnce(...args);
  };
  const maria = party?.partyId === MARIA.partyId;
  expectFind(scope, 'PartyAndUserLoginSecurityGroupDetails', party ? [party] : [], { partyId });
  if (wanted('contacts')) expectFind(scope, 'PartyContactDetailByPurpose', reply(a.contacts ?? (maria ? MARIA_CONTACTS : [])), { partyId });
  if (wanted('facilities')) expectFind(scope, 'FacilityParty', reply(a.facilities ?? (maria ? MARIA_FACILITIES : [])), { partyId });
  if (wanted('productStores')) expectFind(scope, 'ProductStoreAndRole', reply(a.productStores ?? (maria ? MARIA_STORES : [])), { partyId });
  const picker = a.picker ?? maria;
  if (wanted('isWarehousePicker')) {
    expectFind(scope, 'PartyRole', reply(picker === 'fail' ? 'fail' : picker ? [{ partyId, roleTypeId: 'WAREHOUSE_PICKER' }] : []), { partyId, roleTypeId: 'WAREHOUSE_PICKER' });
  }
  const logo = a.logo;
  if (wanted('logoPath')) {
    if (logo === 'fail') expectFind(scope, 'PartyContentDetail', [200, SERVICE_ERROR], { partyId });
    else if (logo) {
      expectFind(scope, 'PartyContentDetail', [{ partyId, dataResourceId: 'DR_LOGO' }], { partyId });
      expectFind(scope, 'DataResource', [{ dataResourceId: 'DR_LOGO', objectInfo: logo }], { dataResourceId: 'DR_LOGO' });
    } else expectFind(scope, 'PartyContentDetail', [], { partyId });
  }
  if (!party) return scope;

  const login = party.userLoginId;
  if (login) {
    const groups = a.groups ?? (maria ? MARIA_GROUPS : []);
    if (wanted('securityGroups')) expectFind(scope, 'UserLoginSecurityGroup', reply(groups), { userLoginId: login });
    if (wanted('favourites')) expectFind(scope, 'UserPreference', reply(a.favourites ?? (maria ? MARIA_FAVOURITES : [])), { userLoginId: login });
    if (wanted('loginLockout') && party.enabled === 'N') {
      expectFind(scope, 'UserLogin', reply(a.loginLockout ?? [{ disabledDateTime: null, disabledBy: 'admin', successiveFailedLogins: 0 }]), { userLoginId: login });
    }
    if (wanted('isFulfillmentAdmin') && groups !== 'fail' && groups.length > 0) {
      const admin = a.fulfillmentAdmin ?? false;
      expectFind(scope, 'SecurityGroupPermission', reply(admin === 'fail' ? 'fail' : admin ? [{ groupId: 'X', permissionId: 'STOREFULFILLMENT_ADMIN' }] : []), {
        permissionId: 'STOREFULFILLMENT_ADMIN',
      });
    }
  }
  const creator = party.createdByUserLogin;
  if (wanted('creatorPartyId') && creator && creator !== 'system') {
    const partyIdOfCreator = a.creatorPartyId ?? '10000';
    expectFind(scope, 'UserLogin', reply(partyIdOfCreator === 'fail' ? 'fail' : partyIdOfCreator ? [{ userLoginId: creator, partyId: partyIdOfCreator }] : []), {
      userLoginId: creator,
    });
  }
  if (wanted('groupNames')) expectFind(scope, 'SecurityGroup', reply(a.groupNames ?? GROUP_NAMES));
  if (wanted('policy') && a.policy !== false) {
    // The viewer's own login: both reads of its groups answer the same groups (nock matches either).
    const facts = a.policy ?? {};
    const own = party.userLoginId !== undefined && facts.viewerLoginId === party.userLoginId && !facts.viewerGroups;
    const groups = a.groups ?? (maria ? MARIA_GROUPS : []);
    const ids = groups === 'fail' ? [] : (groups as { groupId: string }[]).map((group) => group.groupId);
    expectPolicyReads(expectFind, scope, own ? { ...facts, viewerGroups: ids } : facts);
  }
  if (wanted('roles')) expectFind(scope, 'RoleType', reply(a.roles ?? ROLES));
  if (wanted('shops')) {
    const shops = a.shops ?? SHOPS;
    registered.set(scope, (count += 1));
    scope
      .get('/api/performFind')
      .query((query) => query.entityName === 'ShopifyShopAndConfig')
      .reply(200, shops === 'fail' ? SERVICE_ERROR : found(shops));
  }
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
  const reads = expectDetailsReads(omsScope(), party, withViewer(options));
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

/** The answers, the policy's viewer being the profile's login. */
function withViewer(options: Pick<RenderDetailsOptions, 'answers' | 'profile'>): DetailsAnswers {
  const answers = options.answers ?? {};
  if (answers.policy === false) return answers;
  const viewerLoginId = answers.policy?.viewerLoginId ?? options.profile?.userLoginId;
  return viewerLoginId ? { ...answers, policy: { ...answers.policy, viewerLoginId } } : answers;
}

/** A card of the screen: it takes the party the screen read (and reads again after a write). */
export type CardComponent = (props: { party: UserParty }) => React.JSX.Element;

/** Every card that writes plans with the change policy: its facts and the user's groups (read whole). */
const POLICY = ['policy', 'securityGroups'] as const;

/**
 * What each card reads on its own (`useSection` / `useReference` below it), besides the party the
 * harness reads for it. A card alone reads only these; renderCard fails on any other read, and
 * times out if one of these is not made.
 */
const CARD_READS = new Map<CardComponent, (party: UserParty) => ReadKey[]>([
  [ProfileCard, () => ['logoPath', 'creatorPartyId', ...POLICY]],
  // The reset-password dialog offers the email: only a login's details read the contacts.
  // A blocked login's card also reads why it is blocked.
  [LoginCard, (party) => [...POLICY, ...(party.userLoginId ? ['contacts', ...(party.enabled === 'N' ? (['loginLockout'] as const) : [])] as const : [])]],
  [ContactCard, () => ['contacts', ...POLICY]],
  [ClearanceCard, () => ['securityGroups', 'groupNames', 'productStores', 'roles', ...POLICY]],
  [FulfillmentCard, () => ['isWarehousePicker', 'isFulfillmentAdmin', 'facilities', 'securityGroups', ...POLICY]],
  [FavouritesCard, () => ['favourites', 'productStores', 'shops', ...POLICY]],
]);

/** A test's own card (e.g. around a page-level action) and what it reads on its own. */
export function registerCard(card: CardComponent, reads: (party: UserParty) => ReadKey[]): void {
  CARD_READS.set(card, reads);
}

/**
 * What the screen gives a card: the partyId context, and the party as its section has it now (so a
 * write that patches or reads the party again reaches the card as it does on the screen). The visit
 * starts and ends with the harness, as it does with the screen.
 */
function CardHarness({ partyId, cards }: { partyId: string; cards: CardComponent[] }): React.JSX.Element | null {
  const [party] = useUserDetailsVisit(partyId);
  if (party.state === 'loading') return null;
  if (party.state === 'hasError' || !party.data) return <output>{party.state === 'hasError' ? 'party read failed' : 'no such party'}</output>;
  const current = party.data;
  return (
    <UserDetailsParty value={partyId}>
      {cards.map((Card, index) => (
        <Card key={index} party={current} />
      ))}
    </UserDetailsParty>
  );
}

/**
 * Logs in through the real login path and renders `cards` (one, or a few when a test follows a
 * write into a neighbour card) for `party` inside the real AppRoot, answering only their reads;
 * waits until every one answered and no section shows its loading state. Register write
 * expectations on `omsScope()` afterwards.
 */
export async function renderCard(cards: CardComponent | CardComponent[], party: UserParty, options: Omit<RenderDetailsOptions, 'path'> = {}) {
  const list = Array.isArray(cards) ? cards : [cards];
  const wanted = new Set(
    list.flatMap((card) => {
      const reads = CARD_READS.get(card);
      if (!reads) throw new Error(`renderCard: no reads known for ${card.name}`);
      return reads(party);
    }),
  );
  const login = mockLogin({ permissions: options.permissions, profile: options.profile });
  const reads = expectReads(omsScope(), party, withViewer(options), party.partyId, (key) => wanted.has(key));
  const expected = registered.get(reads) ?? 0;
  let replied = 0;
  reads.on('replied', () => (replied += 1));
  const user = userEvent.setup({ delay: null });
  const environment = recordingEnvironment({ now: () => NOW });
  const view = renderApp({
    path: `/user-details/${party.partyId}`,
    environment,
    children: (
      <>
        <RequireAuth>
          <CardHarness partyId={party.partyId} cards={list} />
        </RequireAuth>
        <LocationProbe />
      </>
    ),
  });
  // The cards show once the login and the party read answered.
  await waitFor(() => expect(view.container.querySelectorAll('.fui-Card')).toHaveLength(list.length));
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

/**
 * Stubs the browser's image decoding (jsdom decodes none): a picture is checked from a `data:` URL,
 * and one whose content is 'not an image' fails to load.
 */
export function stubImageDecoding(): void {
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(this: HTMLImageElement, url: string) {
      const content = url.startsWith('data:') ? atob(url.slice(url.indexOf(',') + 1)) : undefined;
      if (content === undefined) return;
      queueMicrotask(() => (content === 'not an image' ? this.onerror?.(new Event('error')) : this.onload?.(new Event('load'))));
    },
  });
}
