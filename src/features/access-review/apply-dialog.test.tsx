/**
 * 'Apply removals''s preview: before anything is written it says what Apply will do (in the
 * future tense), per login what will end, and writes nothing until 'Apply'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFind, omsScope } from '../../../test/oms-nock';
import { mockLogin, renderApp } from '../../../test/render';
import { RequireAuth } from '../../app/guards';
import { ApplyDialog } from './apply-dialog';
import type { DecisionEntry } from './decisions';
import type { ReviewRow } from './review';
import type { Removal, RemovalPreview } from './use-apply-removals';

jest.setTimeout(30_000);

const row = (userLoginId: string): ReviewRow => ({
  userLoginId,
  partyId: `P-${userLoginId}`,
  name: userLoginId.toUpperCase(),
  facilityLogin: false,
  state: 'enabled',
  groupIds: ['CSR', 'STORE_MANAGER'],
  productStoreIds: [],
  adminLevel: false,
  activity: 'inactive',
  flags: ['inactive'],
});
const decided = (decision: DecisionEntry['decision'], groupIds?: string[]): DecisionEntry => ({ decision, by: 'admin', at: 1, ...(groupIds ? { groupIds } : {}) });

// Two logins offboarded, one losing two of its groups.
const REMOVALS: Removal[] = [
  { row: row('ana'), entry: decided('remove') },
  { row: row('bo'), entry: decided('remove') },
  { row: row('cy'), entry: decided('removeGroups', ['CSR', 'STORE_MANAGER']) },
];

const PREVIEW: RemovalPreview[] = [
  { userLoginId: 'ana', line: { partyId: 'P-ana', name: 'ANA', userLoginId: 'ana', ends: [{ id: 'blockLogin', count: 1 }] } },
  { userLoginId: 'bo', line: { partyId: 'P-bo', name: 'BO', userLoginId: 'bo', ends: [{ id: 'blockLogin', count: 1 }] } },
  { userLoginId: 'cy', groupIds: ['CSR', 'STORE_MANAGER'] },
];

describe("Access review: 'Apply removals' preview", () => {
  it('says what Apply will do before anything is written, never that it was done', async () => {
    mockLogin();
    // The groups are named as the OMS names them.
    const oms = expectFind(omsScope(), 'SecurityGroup', [{ groupId: 'CSR', groupName: 'Customer Service Representative' }, { groupId: 'STORE_MANAGER', groupName: 'Store Manager' }], { groupTypeEnumId_op: 'notEqual' });
    const onApply = jest.fn();
    renderApp({
      children: (
        <RequireAuth>
          <ApplyDialog removals={REMOVALS} preview={async () => PREVIEW} onApply={onApply} onClose={() => undefined} />
        </RequireAuth>
      ),
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Apply the decisions' }, { timeout: 8000 });
    const list = await within(dialog).findByRole('list', { name: 'What will end' });
    await waitFor(() => expect(list).toHaveTextContent('ana Ends: the login (blocked) (1).bo Ends: the login (blocked) (1).cy Ends: Security groups (Customer Service Representative, Store Manager).'));
    oms.done();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('To offboard: 2. Groups to end: 2.');
    expect(dialog).not.toHaveTextContent(/Offboarded|Groups ended/);
    expect(onApply).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Apply to 3 logins' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});
