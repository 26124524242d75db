import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserCard } from '../../expose/user-card';
import { expectFind, omsScope, SERVICE_ERROR } from '../../../test/oms-nock';
import { hostSession, mockLogin, OMS_ORIGIN, recordingEnvironment } from '../../../test/render';

const MARIA = {
  partyId: '10003',
  partyTypeId: 'PERSON',
  firstName: 'Maria',
  lastName: 'Garcia',
  statusId: 'PARTY_ENABLED',
  userLoginId: 'maria.garcia',
  enabled: 'Y',
};

function renderCard(partyId = '10003') {
  return render(<UserCard partyId={partyId} session={hostSession()} environment={recordingEnvironment()} />);
}

function expectGroupNames(scope = omsScope()) {
  return expectFind(scope, 'SecurityGroup', [
    { groupId: 'STORE_MANAGER', groupName: 'Store Manager' },
    { groupId: 'CSR', groupName: 'Customer Service Representative' },
  ]);
}

describe('UserCard (expose ./UserCard)', () => {
  it('shows the avatar picture, name, username, status and groups of a user', async () => {
    const login = mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [MARIA], { partyId: '10003' });
    expectFind(oms, 'PartyContentDetail', [{ partyId: '10003', dataResourceId: 'DR1' }], { partyId: '10003' });
    expectFind(oms, 'DataResource', [{ dataResourceId: 'DR1', objectInfo: '/images/maria.png' }], { dataResourceId: 'DR1' });
    expectGroupNames(oms);
    expectFind(oms, 'UserLoginSecurityGroup', [
      { groupId: 'STORE_MANAGER', userLoginId: 'maria.garcia' },
      { groupId: 'UNNAMED', userLoginId: 'maria.garcia' },
    ], { userLoginId: 'maria.garcia' });

    const { container } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    expect(screen.getByText('maria.garcia')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    const groups = screen.getByRole('list', { name: 'Security groups' });
    expect(within(groups).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Store Manager', 'UNNAMED']);
    expect(container.querySelector('img')).toHaveAttribute('src', `${OMS_ORIGIN}/images/maria.png`);
    // No app chrome: no tabs, no navigation.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    login.done();
    oms.done();
  });

  it('shows initials and the group name of a facility login without a picture, and the disabled status', async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [
      { partyId: '10008', partyTypeId: 'PARTY_GROUP', groupName: 'Bronx', statusId: 'PARTY_DISABLED' },
    ]);
    expectFind(oms, 'PartyContentDetail', []);
    expectGroupNames(oms);

    const { container } = renderCard('10008');
    expect(await screen.findByRole('heading', { name: 'Bronx' })).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Security groups' })).not.toBeInTheDocument();
    oms.done();
  });

  it("says 'User not found' for an unknown party", async () => {
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [200, { error: 'No record found' }]);
    expectFind(oms, 'PartyContentDetail', []);
    expectGroupNames(oms);
    renderCard('NOPE');
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    oms.done();
  });

  it('shows its loading state, then a failure with a retry that reads again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLogin();
    const oms = omsScope();
    expectFind(oms, 'PartyAndUserLoginSecurityGroupDetails', [200, SERVICE_ERROR]);
    expectFind(oms, 'PartyContentDetail', []);
    expectGroupNames(oms);
    renderCard();
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();
    oms.done();

    const again = omsScope();
    expectFind(again, 'PartyAndUserLoginSecurityGroupDetails', [{ ...MARIA, userLoginId: undefined }]);
    expectFind(again, 'PartyContentDetail', []);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    again.done();
    expect(logged).toHaveBeenCalledWith('User card read failed', 'The service failed');
    logged.mockRestore();
  });
});
