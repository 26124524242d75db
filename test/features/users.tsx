/**
 * Fixtures for the Users tab's tests: rows as the OMS view answers them, the exact list body for a
 * filter, and the tab rendered through the real app (login included) with a location probe.
 */
import { fireEvent, screen } from '@testing-library/react';
import nock from 'nock';
import { useNavigate } from 'react-router-dom';
import { LocationProbe } from '../probes';
import { ADMIN_PROFILE, mockLogin, OMS_ORIGIN, renderApp } from '../render';
import { omsScope } from '../oms-nock';
import { AppRoutes } from '../../src/app/routes';
import type { UserListRow } from '../../src/oms/users';

export const GROUPS = [
  { groupId: 'STORE_MANAGER', groupName: 'Store manager' },
  { groupId: 'CSR', groupName: 'Customer service' },
  { groupId: 'SUPER', groupName: 'Super' },
];

/** 15th Jan 2025, noon UTC (morning in the admin's New York time zone). */
export const CREATED = Date.UTC(2025, 0, 15, 12);

export function row(partyId: string, securityGroupId: string | null = 'CSR', extra: Partial<UserListRow> = {}): UserListRow {
  const group = GROUPS.find((g) => g.groupId === securityGroupId);
  return {
    partyId,
    firstName: `Ann${partyId}`,
    lastName: 'Lee',
    groupName: null,
    userLoginId: `ann${partyId}.lee`,
    enabled: 'Y',
    statusId: 'PARTY_ENABLED',
    createdDate: CREATED,
    createdByUserLogin: 'admin',
    securityGroupId,
    securityGroupName: group?.groupName ?? null,
    ...extra,
  };
}

/** `count` rows of distinct users, partyIds from `first`. */
export function rows(count: number, first = 1): UserListRow[] {
  return Array.from({ length: count }, (_, i) => row(String(first + i)));
}

const FIELD_LIST = [
  'partyId',
  'createdByUserLogin',
  'createdDate',
  'enabled',
  'firstName',
  'lastName',
  'groupName',
  'securityGroupId',
  'securityGroupName',
  'statusId',
  'userLoginId',
];

/** The list's literal body around `inputFields`. */
export function listBody(inputFields: Record<string, string>, viewIndex = 0, viewSize = 20) {
  return {
    entityName: 'PartyAndUserLoginSecurityGroupDetails',
    inputFields,
    fieldList: FIELD_LIST,
    distinct: 'Y',
    noConditionFind: 'Y',
    filterByDate: 'Y',
    fromDateName: 'relationshipFromDate',
    thruDateName: 'relationshipThruDate',
    orderBy: 'createdDate DESC|partyId|userLoginId|securityGroupId',
    viewSize,
    viewIndex,
  };
}

export const APP_USERS = { roleTypeIdTo: 'APPLICATION_USER' };
export const HIDE_DISABLED = { statusId_value: 'PARTY_DISABLED', statusId_op: 'notEqual' };
/** The 'Login enabled' status: enabled not N and a login present (spec section 4). */
export const LOGIN_ENABLED = { enabled_value: 'N', enabled_op: 'notEqual', userLoginId_op: 'not-empty' };
export const NOT_ME = { partyId_value: ADMIN_PROFILE.partyId, partyId_op: 'notEqual' };
export const DEFAULT_FIELDS = { ...APP_USERS, ...HIDE_DISABLED, ...NOT_ME };

export function searchFields(word: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of ['groupName', 'firstName', 'lastName', 'userLoginId']) {
    // The username takes OFBiz's second slot on its field (a status filter may hold the first).
    const key = field === 'userLoginId' ? 'userLoginId_fld1' : field;
    Object.assign(fields, { [`${key}_value`]: word, [`${key}_op`]: 'like', [`${key}_ic`]: 'Y', [`${key}_grp`]: field });
  }
  return fields;
}

/** Expects one list page with exactly this body. */
export function expectPage(
  scope: nock.Scope,
  inputFields: Record<string, string>,
  docs: UserListRow[],
  options: { viewIndex?: number; viewSize?: number; count?: number } = {},
): nock.Scope {
  const count = options.count ?? new Set(docs.map((d) => d.partyId)).size;
  return scope
    .post('/api/performFind', listBody(inputFields, options.viewIndex, options.viewSize))
    .reply(200, docs.length ? { docs, count } : { error: 'No record found' });
}

/**
 * Expects the read a group filter adds to each page (src/oms/users.ts): every current group of the
 * page's `partyIds`, under the list's other conditions (`inputFields`, no group condition).
 */
export function expectGroupsOf(scope: nock.Scope, inputFields: Record<string, string>, partyIds: string[], docs: UserListRow[]): nock.Scope {
  return scope
    .post('/api/performFind', {
      ...listBody(inputFields, 0, 500),
      inputFields: { ...inputFields, partyId_value: partyIds, partyId_op: 'in' },
      fieldList: ['partyId', 'userLoginId', 'securityGroupId', 'securityGroupName'],
      orderBy: 'partyId|userLoginId|securityGroupId',
    })
    .reply(200, docs.length ? { docs, count: new Set(docs.map((d) => d.partyId)).size } : { error: 'No record found' });
}

export function expectSecurityGroups(scope: nock.Scope): nock.Scope {
  return scope
    .post('/api/performFind', (body: { entityName?: string }) => body.entityName === 'SecurityGroup')
    .reply(200, { docs: GROUPS, count: GROUPS.length });
}

function HistoryButtons(): React.JSX.Element {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        history forward
      </button>
    </>
  );
}

export interface UsersTabOptions {
  path?: string;
  permissions?: string[];
}

/**
 * Logs in and opens the Users tab. Returns the scope for the tab's reads: add the list pages to it
 * before the tab asks (the first page is requested right after login).
 */
export function renderUsersTab(options: UsersTabOptions = {}): { oms: nock.Scope; login: nock.Scope } {
  const login = mockLogin(options.permissions ? { permissions: options.permissions } : {});
  const oms = omsScope();
  expectSecurityGroups(oms);
  renderApp({
    path: options.path ?? '/tabs/users',
    children: (
      <>
        <AppRoutes />
        <LocationProbe />
        <HistoryButtons />
      </>
    ),
  });
  return { oms, login };
}

export const location = (): string => screen.getByTestId('location').textContent ?? '';

/**
 * Answers whatever the next screen asks (user details, create user…) with nothing: tests of this
 * tab only follow a link, they do not test the screen behind it.
 */
export function ignoreOtherScreens(): nock.Scope {
  return nock(OMS_ORIGIN).persist().get(() => true).optionally().reply(200, {}).post(() => true).optionally().reply(200, { error: 'No record found' });
}

/** The virtualiser follows the window: move it as a scroll would. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

/** The data rows (the header row excluded). */
export const dataRows = (): HTMLElement[] => screen.queryAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');
