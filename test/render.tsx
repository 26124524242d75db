/**
 * Renders app roots through the real providers (AppRoot: Jotai store, i18n, Fluent, toaster, router)
 * against nock, with Fluent's style rules cut to those jsdom can observe (see styleRenderer). `mockLogin` answers the three calls a login makes, so a test starts authenticated
 * exactly as a user would: through the session flow, not by poking state.
 *
 *   const oms = mockLogin({ permissions: ['USERS_APP_VIEW'] });
 *   renderApp({ path: '/tabs/settings' });
 *   await screen.findByText('Settings');
 */
import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import nock from 'nock';
import { AppRoot } from '../src/app/app-root';
import { AppRoutes } from '../src/app/routes';
import { screens } from '../src/app/screens';
import type { AppRoutesProps } from '../src/app/routes';
import type { UserProfile } from '../src/oms/session';
import type { AppEnvironment, HostSession } from '../src/session/types';

export const OMS_ORIGIN = 'https://oms.test';
export const OMS_BASE = `${OMS_ORIGIN}/api/`;
export const TOKEN = 'test-token';
export const ORGANIZATION_PARTY_ID = 'COMPANY';

export const ADMIN_PROFILE: UserProfile = {
  partyId: 'ADMIN_PARTY',
  userLoginId: 'admin',
  partyName: 'Ada Admin',
  userTimeZone: 'America/New_York',
  userLocale: 'en-US',
};

/** Server permissions that give every app action. */
export const ALL_PERMISSIONS = [
  'USERS_APP_VIEW',
  'SECURITY_CREATE',
  'SECURITY_ADMIN',
  'SECURITY_UPDATE',
  'SECURITY_VIEW',
  'STOREFULFILLMENT_ADMIN',
  'WEBTOOLS_VIEW',
  'COMMERCEUSER_VIEW',
  'USERS_LIST_VIEW',
];

export interface MockLoginOptions {
  permissions?: string[];
  profile?: Partial<UserProfile>;
  organizationPartyId?: string;
}

/** Answers getPermissions, user-profile and the organization lookup once each. */
export function mockLogin(options: MockLoginOptions = {}): nock.Scope {
  const permissions = options.permissions ?? ALL_PERMISSIONS;
  return nock(OMS_ORIGIN)
    .post('/api/getPermissions')
    .matchHeader('authorization', `Bearer ${TOKEN}`)
    .reply(200, { docs: permissions.map((permissionId) => ({ permissionId })), count: permissions.length })
    .get('/api/user-profile')
    .reply(200, { ...ADMIN_PROFILE, ...options.profile })
    .post('/api/performFind', (body: { entityName?: string }) => body.entityName === 'PartyRole')
    .reply(200, { docs: [{ partyId: options.organizationPartyId ?? ORGANIZATION_PARTY_ID }], count: 1 });
}

/** The three session reads, held until `release` is called. */
export function heldLogin(permissions: string[]) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const scope = nock(OMS_ORIGIN)
    .post('/api/getPermissions')
    .reply(async () => {
      await released;
      return [200, { docs: permissions.map((permissionId) => ({ permissionId })), count: permissions.length }];
    })
    .get('/api/user-profile')
    .reply(async () => {
      await released;
      return [200, ADMIN_PROFILE];
    })
    .post('/api/performFind', (body: { entityName?: string }) => body.entityName === 'PartyRole')
    .reply(200, { docs: [{ partyId: ORGANIZATION_PARTY_ID }], count: 1 });
  return { scope, release };
}

export interface RecordedEnvironment extends AppEnvironment {
  redirects: string[];
  opened: string[];
}

/** An environment whose redirects and new tabs are recorded instead of leaving the page. */
export function recordingEnvironment(overrides: Partial<AppEnvironment> = {}): RecordedEnvironment {
  const redirects: string[] = [];
  const opened: string[] = [];
  return {
    launchpadUrl: 'https://launchpad.test',
    omsDomain: 'oms.test',
    origin: 'https://users.test',
    storage: window.sessionStorage,
    now: () => Date.now(),
    redirect: (url) => redirects.push(url),
    openExternal: (url) => opened.push(url),
    ...overrides,
    redirects,
    opened,
  };
}

export interface RenderAppOptions {
  /** Initial path (a spec path such as '/tabs/settings'). */
  path?: string;
  /** Hosted by default (a host session with the test token); `null` renders standalone. */
  session?: Partial<HostSession> | null;
  environment?: RecordedEnvironment;
  routes?: AppRoutesProps;
  children?: React.ReactNode;
}

export interface RenderAppResult extends RenderResult {
  environment: RecordedEnvironment;
}

export function hostSession(overrides: Partial<HostSession> = {}): HostSession {
  return { token: TOKEN, oms: OMS_BASE, omsRedirectionUrl: 'https://oms-redirect.test', ...overrides };
}

/**
 * Fluent's styles with only the rules jsdom can observe: what shows or hides an element and whether
 * it takes pointer events (role queries skip display:none / visibility:hidden, user-event refuses
 * pointer-events:none, toBeVisible reads opacity), overrides of those included. Colours, spacing
 * and fonts change nothing jsdom computes (it has no layout), but every getComputedStyle call walks
 * every rule: thousands of them made role queries and clicks the slowest part of a screen test.
 */
const styleRenderer = createDOMRenderer(document, {
  unstable_filterCSSRule: (rule) => /[{;]\s*(display|visibility|pointer-events|opacity)\s*:/.test(rule),
});

/**
 * Loads every screen's code now (src/app/screens loads each on first render). Before screens were
 * lazy, their modules were required with the test file; `beforeAll(preloadScreens, 60_000)` keeps
 * it that way, so a test's timeouts wait for its data rather than for jest requiring a screen. The
 * screens still render through React.lazy and Suspense.
 */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(Object.values(screens).map((screen) => screen.preload()));
}

export function renderApp(options: RenderAppOptions = {}): RenderAppResult {
  const environment = options.environment ?? recordingEnvironment();
  const session = options.session === null ? undefined : hostSession(options.session ?? {});
  const result = render(
    <RendererProvider renderer={styleRenderer} targetDocument={document}>
      <AppRoot session={session} environment={environment} initialEntries={[options.path ?? '/']}>
        {options.children ?? <AppRoutes {...options.routes} />}
      </AppRoot>
    </RendererProvider>,
  );
  return Object.assign(result, { environment });
}
