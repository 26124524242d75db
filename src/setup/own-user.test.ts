import type { BulkAction, BulkLine } from './bulk';
import { leaveOutOwnUser, OWN_USER_LEFT_OUT } from './own-user';
import { SECURITY_ADMIN_VIEWER } from '../../test/policy-setup';

const ME = { ...SECURITY_ADMIN_VIEWER, viewer: { ...SECURITY_ADMIN_VIEWER.viewer, partyId: 'ME' } };

const LINES: BulkLine[] = [
  { partyId: 'ME', name: 'Admin', userLoginId: 'admin' },
  { partyId: 'P2', name: 'Bo Ray', userLoginId: 'bo' },
  { partyId: 'P3', name: 'Cy Lo', userLoginId: 'cy', skipped: 'Already blocked.' },
];

describe('leaveOutOwnUser', () => {
  it.each<BulkAction>([{ kind: 'block' }, { kind: 'removeGroup', groupId: 'CSR' }, { kind: 'offboard', disableParty: true }])(
    '$kind: the viewer is skipped with the reason, the others are as planned',
    (action) => {
      expect(leaveOutOwnUser(action, LINES, ME)).toEqual([{ partyId: 'ME', name: 'Admin', userLoginId: 'admin', skipped: OWN_USER_LEFT_OUT, params: undefined }, LINES[1], LINES[2]]);
    },
  );

  it.each<BulkAction>([{ kind: 'unblock' }, { kind: 'addGroup', groupId: 'CSR' }])('$kind takes nothing away: the viewer stays in', (action) => {
    expect(leaveOutOwnUser(action, LINES, ME)).toEqual(LINES);
  });
});
