/**
 * The standalone page's picture of user details (src/standalone/first-paint) gives way to the app
 * in the frame the app shows what it showed (the party and its contacts), or an error or 'User not
 * found' instead; never while the party or its contacts still load (it would give way to spinners).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expectFind, findBody, found, holdReply, omsScope } from '../../../test/oms-nock';
import { mockLogin, renderApp } from '../../../test/render';
import { AppRoutes } from '../../app/routes';
import { FIRST_PAINT_ID } from '../../lib/first-paint';
import { expectDetailsReads, getCard, GROUP_NAMES, MARIA, MARIA_CONTACTS, ROLES, SHOPS } from '../../../test/features/user-details';

jest.setTimeout(30_000);

function paintPicture(): void {
  const picture = document.createElement('div');
  picture.id = FIRST_PAINT_ID;
  document.body.append(picture);
}

const picture = () => document.getElementById(FIRST_PAINT_ID);

afterEach(() => picture()?.remove());

it('stays while the party and its contacts load, and goes when the cards show them', async () => {
  paintPicture();
  mockLogin();
  const party = holdReply(200, found([{ ...MARIA, createdByUserLogin: 'system' }]));
  const contacts = holdReply(200, found(MARIA_CONTACTS));
  const oms = omsScope();
  oms.post('/api/performFind', findBody('PartyAndUserLoginSecurityGroupDetails', { partyId: '10003' })).reply(party.reply);
  oms.post('/api/performFind', findBody('PartyContactDetailByPurpose', { partyId: '10003' })).reply(contacts.reply);
  expectFind(oms, 'FacilityParty', [], { partyId: '10003' });
  expectFind(oms, 'ProductStoreAndRole', [], { partyId: '10003' });
  expectFind(oms, 'PartyRole', [], { partyId: '10003', roleTypeId: 'WAREHOUSE_PICKER' });
  expectFind(oms, 'PartyContentDetail', [], { partyId: '10003' });
  expectFind(oms, 'UserLoginSecurityGroup', [], { userLoginId: 'maria.garcia' });
  expectFind(oms, 'UserPreference', [], { userLoginId: 'maria.garcia' });
  expectFind(oms, 'SecurityGroup', GROUP_NAMES);
  expectFind(oms, 'RoleType', ROLES);
  oms.get('/api/performFind').query(true).reply(200, found(SHOPS));

  renderApp({ path: '/user-details/10003', children: <AppRoutes /> });
  expect(await screen.findByText('Fetching user details')).toBeInTheDocument();
  expect(picture()).not.toBeNull();
  party.release();
  expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
  await waitFor(() => expect(contacts.requested).toBe(true));
  expect(picture()).not.toBeNull();
  contacts.release();
  expect(await within(getCard('Contact details')).findByText('maria.garcia@example.com')).toBeInTheDocument();
  expect(picture()).toBeNull();
  await waitFor(() => expect(oms.pendingMocks()).toEqual([]));
});

it("goes when the app shows 'User not found'", async () => {
  paintPicture();
  mockLogin();
  expectDetailsReads(omsScope(), null, {}, 'NOBODY');
  renderApp({ path: '/user-details/NOBODY', children: <AppRoutes /> });
  expect(await screen.findByText('User not found')).toBeInTheDocument();
  expect(picture()).toBeNull();
});
