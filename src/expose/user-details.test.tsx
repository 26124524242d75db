import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { omsScope } from '../../test/oms-nock';
import { hostSession, mockLogin, recordingEnvironment } from '../../test/render';
import { expectDetailsReads, LIAM, MARIA } from '../../test/features/user-details';
import { UserDetails } from './user-details';

jest.setTimeout(30_000);

describe('UserDetails (expose ./UserDetails)', () => {
  it("renders one user's details without the app's tabs or a Back button; 'Created by' stays inside the embed", async () => {
    window.history.replaceState(null, '', '/embed');
    mockLogin();
    const reads = expectDetailsReads(omsScope(), MARIA);
    const user = userEvent.setup({ delay: null });
    render(<UserDetails partyId="10003" session={hostSession()} basename="/embed" environment={recordingEnvironment()} />);
    expect(await screen.findByText('Maria Garcia', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await waitFor(() => expect(reads.pendingMocks()).toEqual([]));

    const creator = expectDetailsReads(omsScope(), { ...LIAM, partyId: '10000', firstName: 'Ada', lastName: 'Admin' }, {}, '10000', false);
    // Enabled once the creator's partyId is read (a click on it before would do nothing).
    const createdBy = await screen.findByRole('button', { name: 'Created by admin' });
    await waitFor(() => expect(createdBy).toBeUsable());
    await user.click(createdBy);
    expect(await screen.findByText('Ada Admin', { selector: 'h2' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/embed/user-details/10000');
    await waitFor(() => expect(creator.pendingMocks()).toEqual([]));

    const again = expectDetailsReads(omsScope(), MARIA, {}, '10003', false);
    await user.click(within(screen.getByRole('region', { name: 'User details' })).getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Maria Garcia', { selector: 'h2' })).toBeInTheDocument();
    await waitFor(() => expect(again.pendingMocks()).toEqual([]));
  });
});
