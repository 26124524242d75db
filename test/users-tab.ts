/**
 * For tests that pass through the Users tab on their way to something else (it is the app's home):
 * answers its reads (the security group filter and the user list) with an empty result, as often
 * as asked, and never requires them.
 *
 *   beforeEach(() => mockUsersTab());
 */
import nock from 'nock';
import { OMS_ORIGIN } from './render';

const USERS_TAB_ENTITIES = ['SecurityGroup', 'PartyAndUserLoginSecurityGroupDetails'];

export function mockUsersTab(): nock.Scope {
  return nock(OMS_ORIGIN)
    .persist()
    .post('/api/performFind', (body: { entityName?: string }) => USERS_TAB_ENTITIES.includes(body.entityName ?? ''))
    .optionally()
    .reply(200, { error: 'No record found' });
}
