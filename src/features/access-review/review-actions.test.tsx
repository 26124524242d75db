/**
 * The access review's actions (issue 62): a viewer who may look but not change is told why Apply
 * does nothing; an empty search shows an empty state and the for-everything-shown actions say why
 * they do nothing; the OMS's own `system` login is not a row, and the screen says so; the 'Remove
 * groups…' and Apply dialogs, both opened, are not two children with one key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { found } from '../../../test/oms-nock';
import { mockLogin, OMS_ORIGIN, preloadScreens, renderApp } from '../../../test/render';
import type { FindRequestBody } from '../../oms/perform-find';
import { SECURITY_ADMIN_PERMISSIONS } from '../../../test/features/policy-perms';

jest.setTimeout(30_000);
beforeAll(preloadScreens, 60_000);

/** Two logins: a person's, in a group, and the OMS's own `system` (no party). */
const ROWS: Record<string, unknown[]> = {
  UserLogin: [
    { userLoginId: 'jdoe', partyId: 'JDOE', enabled: 'Y' },
    { userLoginId: 'system', partyId: null, enabled: 'N', isSystem: 'Y', createdDate: 0 },
  ],
  Party: [{ partyId: 'JDOE', partyTypeId: 'PERSON', statusId: 'PARTY_ENABLED' }],
  Person: [{ partyId: 'JDOE', firstName: 'John', lastName: 'Doe' }],
  UserLoginSecurityGroup: [{ userLoginId: 'jdoe', groupId: 'STORE_MANAGER' }],
};

beforeEach(() => {
  window.sessionStorage.clear();
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName !== 'PartyRole')
    .reply(200, (_uri, body) => found(ROWS[(body as FindRequestBody).entityName] ?? []));
});

const row = (login: string) => screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByText(login, { exact: true }).length > 0) as HTMLElement;

async function openReview(permissions?: string[]) {
  mockLogin(permissions ? { permissions } : {});
  renderApp({ path: '/access-review' });
  // A whole review screen: slow to first render on 2 busy cores (it timed out at 4 s in a 520-s suite run).
  await screen.findByRole('table', { name: 'Logins under review' }, { timeout: 15_000 });
}

it("leaves the OMS's own login out of the rows and says so", async () => {
  await openReview();
  expect(screen.getAllByRole('row')).toHaveLength(2);
  expect(screen.queryByText('system', { exact: true })).not.toBeInTheDocument();
  expect(screen.getByText("The OMS's own logins are not reviewed: system. No person uses them.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove all shown' }));
  expect(screen.getByRole('status')).toHaveTextContent('Logins: 1 shown of 1. Decided: 1.');
  expect(screen.getByRole('button', { name: 'Apply removals (1)' })).toBeUsable();
});

it('offers no Remove on a login of no party (no user to offboard): what is decided is what Apply applies', async () => {
  const rows: Record<string, unknown[]> = { ...ROWS, UserLogin: [...ROWS.UserLogin!, { userLoginId: 'orphan', partyId: null, enabled: 'Y', createdDate: 0 }] };
  nock.cleanAll();
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName !== 'PartyRole')
    .reply(200, (_uri, body) => found(rows[(body as FindRequestBody).entityName] ?? []));
  await openReview();
  expect(within(row('orphan')).getByRole('radio', { name: 'Remove' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove all shown' }));
  expect(screen.getByRole('status')).toHaveTextContent('Logins: 2 shown of 2. Decided: 1.');
  expect(screen.getByRole('button', { name: 'Apply removals (1)' })).toBeUsable();
});

it("the change policy (issue 63): a security admin is offered no Remove nor 'Remove groups…' on a super user, and the row says why", async () => {
  const rows: Record<string, unknown[]> = { ...ROWS, UserLoginSecurityGroup: [{ userLoginId: 'jdoe', groupId: 'SUPER' }] };
  nock.cleanAll();
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName !== 'PartyRole')
    .reply(200, (_uri, body) => found(rows[(body as FindRequestBody).entityName] ?? []));
  await openReview(SECURITY_ADMIN_PERMISSIONS);
  await waitFor(() => expect(within(row('jdoe')).getByText('Only a super user can change a super user.')).toBeInTheDocument());
  expect(within(row('jdoe')).getByRole('radio', { name: 'Remove' })).toBeDisabled();
  expect(within(row('jdoe')).queryByRole('button', { name: 'Remove groups from jdoe' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove all shown' }));
  expect(screen.getByRole('status')).toHaveTextContent('Decided: 0.');
  expect(screen.getByRole('button', { name: 'Apply removals (0)' })).toHaveAttribute('aria-disabled', 'true');
});

it('tells a viewer who may look but not change why Apply does nothing', async () => {
  // USERS_VIEWER's permissions: the review opens (SECURITY_VIEW), no block, no groups.
  await openReview(['USERS_APP_VIEW', 'USERS_LIST_VIEW', 'SECURITY_VIEW']);
  await userEvent.click(within(row('jdoe')).getByRole('radio', { name: 'Remove' }));
  const apply = screen.getByRole('button', { name: 'Apply removals (1)' });
  expect(apply).toHaveAttribute('aria-disabled', 'true');
  expect(apply).not.toHaveAttribute('disabled');
  expect(apply).toHaveAccessibleDescription('You can decide, but not apply: you have permission neither to block logins nor to end security groups.');
  await userEvent.click(apply);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows an empty state for a search that matches nothing, and the actions for everything shown say why they do nothing', async () => {
  await openReview();
  await userEvent.type(screen.getByRole('textbox', { name: 'Search logins' }), 'nobody-here');
  expect(screen.queryByRole('table', { name: 'Logins under review' })).not.toBeInTheDocument();
  expect(screen.getByText('No logins match the scope, the flag and the search.')).toBeInTheDocument();
  for (const name of ['Accept the recommendations shown', 'Keep the undecided shown', 'Remove all shown']) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('No logins match the scope, the flag and the search.');
  }
  await userEvent.click(screen.getByRole('button', { name: 'Remove all shown' }));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Search logins' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Decided: 0.');
});

it("opens 'Remove groups…' and then Apply without two children sharing a key", async () => {
  const errors = jest.spyOn(console, 'error');
  await openReview();
  await userEvent.click(screen.getByRole('button', { name: 'Remove groups from jdoe' }));
  const choose = await screen.findByRole('dialog', { name: 'Security groups to remove from jdoe' });
  await userEvent.click(within(choose).getByRole('checkbox', { name: 'STORE_MANAGER' }));
  await userEvent.click(within(choose).getByRole('button', { name: 'Save' }));
  await userEvent.click(screen.getByRole('button', { name: 'Apply removals (1)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply the decisions' });
  expect(await within(dialog).findByRole('listitem')).toHaveTextContent('jdoe Ends: Security groups (STORE_MANAGER).');
  expect(errors.mock.calls.filter((call) => call.some((part) => typeof part === 'string' && part.includes('same key')))).toEqual([]);
  errors.mockRestore();
});

describe('the record, made', () => {
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:record';
    };
    URL.revokeObjectURL = () => undefined;
  });

  it("reads every login's history when it is made, and says so when that read fails: no record with gaps", async () => {
    nock.cleanAll();
    let fail = true;
    const historyReads: FindRequestBody[] = [];
    nock(OMS_ORIGIN)
      .persist()
      .post('/api/performFind', (body: FindRequestBody) => body.entityName !== 'PartyRole')
      .reply((_uri, body) => {
        const find = body as FindRequestBody;
        if (find.entityName === 'UserLoginHistory' && find.inputFields?.userLoginId_op === 'in') {
          historyReads.push(find);
          if (fail) return [500, { error: 'down' }];
          return [200, found([{ userLoginId: 'jdoe', fromDate: Date.UTC(2026, 10, 1), successfulLogin: 'Y' }])];
        }
        return [200, found(ROWS[find.entityName] ?? [])];
      });
    await openReview();
    await userEvent.click(screen.getByRole('button', { name: 'Download the record' }));
    expect(await screen.findByText('The last logins could not be read: no record was made. Try again.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Download the record' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await saved[0]!.text();
    expect(text).toContain('jdoe');
    expect(text).toContain('2026-11-01T00:00:00.000Z');
    expect(text).toContain("not reviewed: the OMS's own login");
    expect(historyReads.at(-1)?.inputFields?.userLoginId_value).toEqual(['jdoe']);
  });
});
