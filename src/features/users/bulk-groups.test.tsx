/**
 * The bulk actions' security group picker (spec section 6, "Restricted security groups"): 'Add to
 * security group' offers only the groups the viewer may assign — the restricted ones hidden, SUPER
 * too unless the viewer is a super user — while 'Remove from security group' offers every group;
 * both by the name shown, as the viewer's language sorts it (issue 62, 11: 'Full Admin' came after
 * 'Store Manager', in id order).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFind, omsScope } from '../../../test/oms-nock';
import { ALL_PERMISSIONS, mockLogin, renderApp } from '../../../test/render';
import { RequireAuth } from '../../app/guards';
import BulkDialog from './bulk-dialog';
import type { ActionKind } from './bulk-labels';
import { EMPTY_SELECTION } from './selection';
import { persistPolicyFacts } from '../../../test/policy-setup';

jest.setTimeout(30_000);

const GROUPS = [
  { groupId: 'CSR', groupName: 'Customer Service Representative' },
  { groupId: 'SECURITY_ADMIN', groupName: 'Security Admin' },
  { groupId: 'STORE_ASSOCIATE', groupName: 'Store Associate' },
  { groupId: 'STORE_MANAGER', groupName: 'Store Manager' },
  { groupId: 'SUPER', groupName: 'Full Admin' },
  { groupId: 'WAREHOUSE_MANAGER', groupName: 'Warehouse Manager' },
  { groupId: 'COMMERCEUSER', groupName: 'Commerce User' },
];

const FILTER = { queryString: '', securityGroup: '', status: '', hideDisabledUser: false };

/** The dialog of `kind` for a viewer with `permissions`; the names its group picker offers. */
async function pickerOptions(kind: ActionKind, permissions: string[]): Promise<string[]> {
  mockLogin({ permissions });
  const oms = omsScope();
  expectFind(oms, 'SecurityGroup', GROUPS);
  renderApp({
    children: (
      <RequireAuth>
        <BulkDialog kind={kind} selection={EMPTY_SELECTION} filter={FILTER} onClose={() => undefined} />
      </RequireAuth>
    ),
  });
  const user = userEvent.setup({ delay: null });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
  await user.click(within(dialog).getByRole('combobox', { name: 'Security group' }));
  const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
  return options.map((option) => option.textContent ?? '');
}


// The change policy's facts (src/session/policy.ts), read as each plan is made: a super viewer's unless a test says otherwise.
beforeEach(() => void persistPolicyFacts());
describe('Users tab: the bulk security group picker', () => {
  it("'Add to security group' offers only the groups the viewer may assign (a super user also SUPER)", async () => {
    expect(await pickerOptions('addGroup', ALL_PERMISSIONS)).toEqual(['Customer Service Representative', 'Full Admin', 'Store Manager']);
  });

  it("'Add to security group' hides SUPER too from a viewer without APP_SUPER_USER", async () => {
    const options = await pickerOptions(
      'addGroup',
      ALL_PERMISSIONS.filter((id) => id !== 'WEBTOOLS_VIEW'),
    );
    expect(options).toEqual(['Customer Service Representative', 'Store Manager']);
  });

  it("'Remove from security group' offers every group: it ends only memberships the users have", async () => {
    expect(await pickerOptions('removeGroup', ALL_PERMISSIONS)).toEqual([
      'Commerce User',
      'Customer Service Representative',
      'Full Admin',
      'Security Admin',
      'Store Associate',
      'Store Manager',
      'Warehouse Manager',
    ]);
  });
});
