import { buildTimeline } from './timeline';
import type { AccessHistoryFacts } from './timeline';

const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 1);
const FACTS: AccessHistoryFacts = {
  attempts: [
    { userLoginId: 'ana', fromDate: T + 10 * DAY, successfulLogin: 'Y' },
    { userLoginId: 'ana', fromDate: T + 9 * DAY, successfulLogin: 'N' },
  ],
  moreAttempts: false,
  passwordChanges: [T + 5 * DAY],
  groups: [{ userLoginId: 'ana', groupId: 'CSR', groupName: 'Customer service', fromDate: T, thruDate: T + 8 * DAY }],
  stores: [{ partyId: 'P1', productStoreId: 'STORE_US', storeName: 'Demo Store US', roleTypeId: 'APPLICATION_USER', fromDate: T + DAY, thruDate: null }],
  facilities: [{ partyId: 'P1', facilityId: 'BROADWAY', roleTypeId: 'WAREHOUSE_PICKER', fromDate: T + 2 * DAY, thruDate: T + 3 * DAY }],
};

describe('buildTimeline', () => {
  it('merges every kind of event newest first, with each membership joined and ended', () => {
    const { events, olderToLoad } = buildTimeline(FACTS);
    expect(olderToLoad).toBe(false);
    expect(events).toEqual([
      { kind: 'login', at: T + 10 * DAY, success: true },
      { kind: 'login', at: T + 9 * DAY, success: false },
      { kind: 'group', at: T + 8 * DAY, change: 'ended', name: 'Customer service' },
      { kind: 'password', at: T + 5 * DAY },
      { kind: 'facility', at: T + 3 * DAY, change: 'ended', name: 'BROADWAY' },
      { kind: 'facility', at: T + 2 * DAY, change: 'added', name: 'BROADWAY' },
      { kind: 'store', at: T + DAY, change: 'added', name: 'Demo Store US' },
      { kind: 'group', at: T, change: 'added', name: 'Customer service' },
    ]);
  });

  it('holds back what is older than the oldest loaded attempt while older attempts remain', () => {
    const { events, olderToLoad } = buildTimeline({ ...FACTS, moreAttempts: true });
    expect(olderToLoad).toBe(true);
    expect(events.map((event) => event.at)).toEqual([T + 10 * DAY, T + 9 * DAY]);
  });

  it('places the OMS lockout (disabledDateTime without disabledBy), not an admin block, which has no date', () => {
    expect(buildTimeline({ ...FACTS, lockout: { disabledDateTime: T + 11 * DAY, disabledBy: null } }).events[0]).toEqual({ kind: 'lockedOut', at: T + 11 * DAY });
    expect(buildTimeline({ ...FACTS, lockout: { disabledDateTime: null, disabledBy: 'admin' } }).events.some((event) => event.kind === 'lockedOut')).toBe(false);
  });

  it('names a group by its id when the OMS gives no name', () => {
    const groups = [{ userLoginId: 'ana', groupId: 'SUPER', fromDate: T }];
    expect(buildTimeline({ ...FACTS, groups }).events.find((event) => event.kind === 'group')).toEqual({ kind: 'group', at: T, change: 'added', name: 'SUPER' });
  });
});
