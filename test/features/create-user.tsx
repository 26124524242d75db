/**
 * Test helpers for the user-creation screens (tests only): the screens rendered through the real
 * app after a mocked login, probes for where the router is and how it got there, and the
 * confirmation's two reads.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useNavigationType } from 'react-router-dom';
import { expectFind, omsScope } from '../oms-nock';
import { LocationProbe } from '../probes';
import { mockLogin, OMS_ORIGIN, recordingEnvironment, renderApp } from '../render';
import { AppRoutes } from '../../src/app/routes';
import type { UserParty } from '../../src/oms/user-details';

export const NOW = Date.UTC(2024, 4, 6, 12, 0, 0);

/** The relationship every create sends (the test login's organization is COMPANY). */
export const EMPLOYMENT = {
  partyIdFrom: 'COMPANY',
  roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
  roleTypeIdTo: 'APPLICATION_USER',
  partyRelationshipTypeId: 'EMPLOYMENT',
};

export const FACILITIES = [
  { facilityId: 'BROADWAY', facilityName: 'Broadway' },
  { facilityId: 'WH_07', facilityName: null },
];

/** PUSH, REPLACE or POP: how the router reached the current location. */
function NavigationProbe(): React.JSX.Element {
  return <output data-testid="navigation">{useNavigationType()}</output>;
}

export const location = (): string => screen.getByTestId('location').textContent ?? '';
export const navigationType = (): string => screen.getByTestId('navigation').textContent ?? '';

/** Logs in and opens `path`; resolves once the login's reads have answered. */
export async function renderScreen(path: string, title: string, permissions?: string[]) {
  const login = mockLogin(permissions ? { permissions } : {});
  const user = userEvent.setup({ delay: null });
  const view = renderApp({
    path,
    environment: recordingEnvironment({ now: () => NOW }),
    children: (
      <>
        <AppRoutes />
        <LocationProbe />
        <NavigationProbe />
      </>
    ),
  });
  await screen.findByRole('heading', { level: 1, name: title });
  login.done();
  return { ...view, user, oms: omsScope() };
}

export const renderCreateUser = () => renderScreen('/create-user', 'Create a new user');

/** The confirmation's reads of the party (null: not found) and its contacts. */
export function expectConfirmationReads(scope: nock.Scope, partyId: string, party: UserParty | null, contacts: unknown[] = []): nock.Scope {
  expectFind(scope, 'PartyAndUserLoginSecurityGroupDetails', party ? [party] : [], { partyId });
  return expectFind(scope, 'PartyContactDetailByPurpose', contacts, { partyId });
}

/** A toast's text (toasts live in a portal). */
export function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '.fui-ToastTitle, .fui-ToastTitle *' });
}

/** Types into a text field found by its accessible name (the label without its required mark). */
export async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string): Promise<void> {
  await user.type(screen.getByRole('textbox', { name: label }), value);
}

/** Answers whatever the next screen (quick setup, user details) reads with nothing: it is not under test here. */
export function ignoreOtherScreens(): nock.Scope {
  return nock(OMS_ORIGIN).persist().post(() => true).optionally().reply(200, { error: 'No record found' }).get(() => true).optionally().reply(200, {});
}
