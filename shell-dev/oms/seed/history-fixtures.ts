/** The seeded login-history facts (re-exported by ./fixtures.ts, with DAILY_FACILITY_LOGIN there). */

/**
 * Login history (UserLoginHistory, seed/login-history.ts and seed/habits.ts). Every login has a
 * history counted back from the seed's clock: the moment the database was seeded (DevMeta
 * `seededAt`, `OmsServer.seededAt`), so day counts hold on the day of the seed. "N days" below is
 * N x 24 h before that moment. A browser test on a freshly seeded server can check them exactly.
 * The demo logins, KNOWN_PERSON and the logins the tests sign in with are active, never locked,
 * and have no failed attempt after their last success (successiveFailedLogins 0).
 */
/** No successful login for exactly 120 days (its last one is 120 x 24 h before the seed), one failed attempt since. Enabled, in CSR. */
export const INACTIVE_USER = {
  partyId: '10026',
  firstName: 'Amelia',
  lastName: 'Scott',
  userLoginId: 'amelia.scott',
  securityGroupId: 'CSR',
  daysSinceLastSuccess: 120,
  failedAttemptsSince: 1,
} as const;

/** A login never used: no UserLoginHistory row at all. Its UserLogin was created 30 days before the seed (its party in 2023). Enabled, in STORE_MANAGER. */
export const NEVER_USED_LOGIN = {
  partyId: '10045',
  firstName: 'Julian',
  lastName: 'Harris',
  userLoginId: 'julian.harris',
  securityGroupId: 'STORE_MANAGER',
  loginCreatedDaysAgo: 30,
} as const;

/**
 * Locked out by the OMS itself: 3 failed attempts in a row (max.failed.logins) 2 days before the
 * seed disabled it: enabled N, disabledDateTime = the third attempt's fromDate, disabledBy empty,
 * successiveFailedLogins 3. Its last success was the day before. Party enabled, WAREHOUSE_MANAGER.
 */
export const LOCKED_OUT_USER = {
  partyId: '10021',
  firstName: 'Logan',
  lastName: 'Carter',
  userLoginId: 'logan.carter',
  securityGroupId: 'WAREHOUSE_MANAGER',
  lockedDaysAgo: 2,
  failedAttempts: 3,
} as const;
