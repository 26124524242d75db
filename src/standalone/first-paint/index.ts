/**
 * The standalone page's first paint: the first screen of the Users tab (./users-tab.ts) or of user
 * details (./user-details.ts), drawn by the first script from its own answers before React and
 * Fluent UI are evaluated; ./gate.ts decides when the app's scripts run.
 */
export { FIRST_PAINT_MAX_MS, FIRST_PAINT_WAIT_MS } from './gate';
export { isDefaultFilter, paintUsersTab } from './users-tab';
export type { UsersTabReads } from './users-tab';
export { paintUserDetails } from './user-details';
export type { UserDetailsReads } from './user-details';
