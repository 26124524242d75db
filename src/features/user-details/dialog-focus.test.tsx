/**
 * Keyboard focus goes back to the button that opened a user-details dialog when it closes (the
 * dialogs open through state, not a Fluent DialogTrigger: src/components/use-return-focus.ts). Each
 * is opened with the keyboard and closed with Escape, with only its reads answered.
 */
import { Card } from '@fluentui/react-components';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expectFind, omsScope } from '../../../test/oms-nock';
import { getCard, MARIA, registerCard, renderCard } from '../../../test/features/user-details';
import { expectPolicyFacts } from '../../../test/policy-setup';
import type { UserParty } from '../../oms/user-details';
import { ClearanceCard } from './access/clearance-card';
import { LoginCard } from './account/login-card';
import { expectGroupNames, find, LOGIN_ID, PARTY_ID, PICKER } from './offboard/offboard-test-helpers';
import { SameAccessAction } from './same-access/same-access-dialog';

jest.setTimeout(30_000);

function SameAccessCard({ party }: { party: UserParty }): React.JSX.Element {
  return (
    <Card>
      <SameAccessAction party={party} />
    </Card>
  );
}
registerCard(SameAccessCard, () => []);

/** Focuses `button`, presses Enter, waits for the dialog and its reads, presses Escape; focus is back on `button`. */
async function openAndEscape(user: UserEvent, button: HTMLElement, dialogName: string, reads?: { pendingMocks: () => string[] }): Promise<void> {
  act(() => button.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  // Focus is in the dialog.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  if (reads) await waitFor(() => expect(reads.pendingMocks()).toEqual([]));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(document.activeElement).toBe(button));
}

describe('focus back to the opening button when a user-details dialog closes with Escape', () => {
  it("the login card's 'Reset password'", async () => {
    const { user } = await renderCard(LoginCard, MARIA, { profile: { userLoginId: LOGIN_ID } });
    await openAndEscape(user, within(getCard('Login details')).getByRole('button', { name: 'Reset password' }), 'Reset password');
  });

  it("the login card's 'Offboard…'", async () => {
    const { user } = await renderCard(LoginCard, MARIA);
    // What the preview reads, fresh: Maria with her login and nothing else.
    const oms = omsScope();
    expectGroupNames(oms);
    find(oms, 'PartyAndUserLoginSecurityGroupDetails', { partyId: PARTY_ID }, [MARIA]);
    find(oms, 'UserLogin', { partyId: PARTY_ID }, [{ userLoginId: LOGIN_ID, enabled: 'Y', hasLoggedOut: 'N' }]);
    find(oms, 'ProductStoreAndRole', { partyId: PARTY_ID }, []);
    find(oms, 'FacilityParty', { partyId: PARTY_ID }, []);
    find(oms, 'PartyRole', PICKER, []);
    find(oms, 'FacilityParty', PICKER, []);
    find(oms, 'UserLoginSecurityGroup', { userLoginId: LOGIN_ID }, []);
    // The change policy's facts, read again as the preview plans (src/session/policy.ts useFreshPolicyContext): the admin in SUPER.
    expectPolicyFacts(oms);
    await openAndEscape(user, within(getCard('Login details')).getByRole('button', { name: 'Offboard…' }), 'Offboard Maria Garcia', oms);
  });

  it("'Same access as…'", async () => {
    const { user } = await renderCard(SameAccessCard, MARIA);
    // The picker's list of users, and the group names it shows the difference with.
    const oms = omsScope();
    expectGroupNames(oms);
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, securityGroupId: 'CSR' }], { roleTypeIdTo: 'APPLICATION_USER' });
    await openAndEscape(user, screen.getByRole('button', { name: 'Same access as…' }), 'Same access as…', oms);
  });

  it("the Clearance card's 'View history'", async () => {
    const { user } = await renderCard(ClearanceCard, MARIA);
    const oms = omsScope();
    expectFind(oms, 'UserLoginAndSecurityGroup', [{ groupId: 'CSR', userLoginId: LOGIN_ID, fromDate: Date.UTC(2023, 0, 2, 12) }], { userLoginId: LOGIN_ID });
    await openAndEscape(user, within(getCard('Clearance')).getByRole('button', { name: 'View history' }), 'Security group history', oms);
  });
});
