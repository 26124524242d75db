import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { found } from '../../../test/oms-nock';
import { mockLogin, OMS_ORIGIN, preloadScreens, renderApp } from '../../../test/render';
import type { FindRequestBody } from '../../oms/perform-find';
import { REVIEW_DRAFT_KEY } from './use-review-draft';

// Whole-screen tests, like the other screens' (the 5 s default runs out on a busy 2-core machine).
jest.setTimeout(30_000);
beforeAll(preloadScreens, 60_000);

/** The review's bulk reads, by entity: two people's logins (one of them the reviewer's). */
const ROWS: Record<string, unknown[]> = {
  UserLogin: [
    { userLoginId: 'admin', partyId: 'ADMIN_PARTY', enabled: 'Y' },
    { userLoginId: 'jdoe', partyId: 'JDOE', enabled: 'Y' },
  ],
  Party: [
    { partyId: 'ADMIN_PARTY', partyTypeId: 'PERSON', statusId: 'PARTY_ENABLED' },
    { partyId: 'JDOE', partyTypeId: 'PERSON', statusId: 'PARTY_ENABLED' },
  ],
  Person: [
    { partyId: 'ADMIN_PARTY', firstName: 'Ada', lastName: 'Admin' },
    { partyId: 'JDOE', firstName: 'John', lastName: 'Doe' },
  ],
  UserLoginSecurityGroup: [{ userLoginId: 'jdoe', groupId: 'STORE_MANAGER' }],
};

/** Every performFind of the screen (bulk reads, each row's last login), for as many mounts as asked. */
function mockReview(rows: Record<string, unknown[]> = ROWS): void {
  nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: FindRequestBody) => body.entityName !== 'PartyRole')
    .reply(200, (_uri, body) => found(rows[(body as FindRequestBody).entityName] ?? []));
}

async function openReview() {
  mockLogin();
  const view = renderApp({ path: '/access-review' });
  await screen.findByRole('table', { name: 'Logins under review' });
  return view;
}

const row = (login: string) => screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(login, { exact: true })) as HTMLElement;

describe('Access review draft', () => {
  beforeEach(mockReview);

  it('keeps the name, the decisions and when the review started when the screen is left and opened again', async () => {
    const before = Date.now();
    const first = await openReview();
    const name = screen.getByRole('textbox', { name: 'Review name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Q4 review');
    await userEvent.click(within(row('jdoe')).getByRole('radio', { name: 'Remove' }));
    await userEvent.click(within(row('admin')).getByRole('radio', { name: 'Keep' }));
    expect(screen.getByRole('status')).toHaveTextContent('Decided: 2.');
    const startedAt = (): unknown => (JSON.parse(window.sessionStorage.getItem(REVIEW_DRAFT_KEY) ?? '{}') as { startedAt?: unknown }).startedAt;
    const started = startedAt();
    expect(started).toBeGreaterThanOrEqual(before);
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 5));

    await openReview();
    expect(screen.getByRole('textbox', { name: 'Review name' })).toHaveValue('Q4 review');
    await waitFor(() => expect(within(row('jdoe')).getByRole('radio', { name: 'Remove' })).toBeChecked());
    expect(within(row('admin')).getByRole('radio', { name: 'Keep' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Decided: 2.');
    expect(screen.getByRole('button', { name: 'Apply removals (1)' })).toBeUsable();
    // A decision on this visit keeps the review's start: the first visit's read, not this one's.
    await userEvent.click(within(row('jdoe')).getByRole('radio', { name: 'Keep' }));
    expect(screen.getByRole('button', { name: 'Apply removals (0)' })).toBeInTheDocument();
    expect(startedAt()).toBe(started);
  });

  it('ignores a kept decision whose login is no longer in the review', async () => {
    const at = Date.now();
    window.sessionStorage.setItem(
      REVIEW_DRAFT_KEY,
      JSON.stringify({
        scope: 'https://oms.test/api/|admin',
        name: 'Q4 review',
        decisions: [
          ['gone', { decision: 'remove', by: 'admin', at }],
          ['jdoe', { decision: 'removeGroups', by: 'admin', at, groupIds: ['STORE_MANAGER'] }],
        ],
      }),
    );
    await openReview();
    expect(screen.getByRole('textbox', { name: 'Review name' })).toHaveValue('Q4 review');
    expect(screen.getByRole('status')).toHaveTextContent('Logins: 2 shown of 2. Decided: 1.');
    expect(within(row('jdoe')).getByText('Remove groups: STORE_MANAGER')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply removals (1)' })).toBeUsable();
  });

  it("'Start a new review' asks first, then drops the draft: the default name, no decisions", async () => {
    await openReview();
    const name = screen.getByRole('textbox', { name: 'Review name' });
    const defaultName = (name as HTMLInputElement).value;
    await userEvent.clear(name);
    await userEvent.type(name, 'Q4 review');
    await userEvent.click(within(row('jdoe')).getByRole('radio', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a new review' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Start a new review' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Review name' })).toHaveValue('Q4 review');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new review' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Start a new review' })).getByRole('button', { name: 'Start a new review' }));
    // The new review is a new screen: its heading has the focus (the old one's controls went with the old review).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Access review' })).toHaveFocus());
    await screen.findByRole('table', { name: 'Logins under review' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Review name' })).toHaveValue(defaultName));
    expect(screen.getByRole('status')).toHaveTextContent('Decided: 0.');
    expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
  });

  it('a removal applied before the screen was left stays Removed: not offered to Apply again', async () => {
    window.sessionStorage.setItem(
      REVIEW_DRAFT_KEY,
      JSON.stringify({ scope: 'https://oms.test/api/|admin', name: 'Q4 review', decisions: [['jdoe', { decision: 'remove', by: 'admin', at: Date.now() }]], removed: ['jdoe'] }),
    );
    await openReview();
    expect(within(row('jdoe')).getByText('Removed')).toBeInTheDocument();
    expect(within(row('jdoe')).queryByRole('radio', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply removals (0)' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe("Access review and the reviewer's own user", () => {
  it("offers neither Remove nor 'Remove groups…' on the reviewer's own login (its SUPER group included)", async () => {
    mockReview({ ...ROWS, UserLoginSecurityGroup: [...(ROWS.UserLoginSecurityGroup ?? []), { userLoginId: 'admin', groupId: 'SUPER' }] });
    await openReview();
    expect(within(row('jdoe')).getByRole('button', { name: 'Remove groups from jdoe' })).toBeInTheDocument();
    expect(within(row('admin')).queryByRole('button', { name: 'Remove groups from admin' })).not.toBeInTheDocument();
    expect(within(row('admin')).getByRole('radio', { name: 'Remove' })).toBeDisabled();
  });
});

describe('Access review removals applied on screen', () => {
  beforeEach(mockReview);

  it('a removal done while the screen is open stays in the draft through later decisions', async () => {
    window.sessionStorage.setItem(
      REVIEW_DRAFT_KEY,
      JSON.stringify({ scope: 'https://oms.test/api/|admin', name: 'Q4 review', decisions: [['jdoe', { decision: 'removeGroups', by: 'admin', at: Date.now(), groupIds: ['STORE_MANAGER'] }]], removed: [] }),
    );
    const writes: string[] = [];
    nock(OMS_ORIGIN)
      .post(/\/api\/service\/.*/)
      .reply(200, (path) => {
        writes.push(path);
        return {};
      });
    const view = await openReview();
    await userEvent.click(screen.getByRole('button', { name: 'Apply removals (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 1 login' }, { timeout: 8000 }));
    await waitFor(() => expect(within(row('jdoe')).getByText('Removed')).toBeInTheDocument(), { timeout: 8000 });
    expect(writes).toEqual(['/api/service/removePartyUserPermission']);
    await userEvent.keyboard('{Escape}');
    // A later decision writes the screen's draft again: the removal must be in it.
    await userEvent.click(within(row('admin')).getByRole('radio', { name: 'Keep' }));
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(REVIEW_DRAFT_KEY) ?? '{}')).toMatchObject({ removed: ['jdoe'], decisions: expect.arrayContaining([['admin', expect.objectContaining({ decision: 'keep' })]]) as unknown }));
    view.unmount();

    await openReview();
    expect(within(row('jdoe')).getByText('Removed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply removals (0)' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('Access review left while its removals run', () => {
  beforeEach(mockReview);

  it('a removal finished after the screen was left is kept in the draft: not offered to Apply again', async () => {
    window.sessionStorage.setItem(
      REVIEW_DRAFT_KEY,
      JSON.stringify({ scope: 'https://oms.test/api/|admin', name: 'Q4 review', decisions: [['jdoe', { decision: 'removeGroups', by: 'admin', at: Date.now(), groupIds: ['STORE_MANAGER'] }]], removed: [] }),
    );
    const writes: Array<{ path: string; body: unknown }> = [];
    const held = nock(OMS_ORIGIN)
      .post(/\/api\/service\/.*/)
      .delay(300)
      .reply(200, (path, body) => {
        writes.push({ path, body });
        return {};
      });
    const view = await openReview();
    await userEvent.click(screen.getByRole('button', { name: 'Apply removals (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 1 login' }, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument());
    view.unmount();
    await waitFor(() => expect(held.isDone()).toBe(true));
    await waitFor(() => expect(JSON.parse(window.sessionStorage.getItem(REVIEW_DRAFT_KEY) ?? '{}')).toMatchObject({ removed: ['jdoe'] }));
    expect(writes).toEqual([{ path: '/api/service/removePartyUserPermission', body: expect.objectContaining({ userLoginId: 'jdoe', groupId: 'STORE_MANAGER' }) as unknown }]);

    await openReview();
    expect(within(row('jdoe')).getByText('Removed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply removals (0)' })).toHaveAttribute('aria-disabled', 'true');
  });
});
