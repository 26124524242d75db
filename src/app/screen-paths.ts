/**
 * Which screen an app path shows, and the name of the chunk its code is in. Framework-free: the
 * standalone page's first script (src/standalone/prefetch-plan.ts) reads it to fetch the landing
 * screen's code beside the OMS's answers, and the standalone build (webpack.config.ts) to list each
 * screen's chunk files in the page; ./screens.tsx loads the screens under these chunk names.
 */

export const SCREEN_CHUNKS = {
  users: 'screen-users',
  permissions: 'screen-permissions',
  settings: 'screen-settings',
  userDetails: 'screen-user-details',
  createUser: 'screen-create-user',
  userConfirmation: 'screen-user-confirmation',
  importUsers: 'screen-import-users',
  quickSetup: 'screen-quick-setup',
  createSecurityGroup: 'screen-create-security-group',
  addPermissions: 'screen-add-permissions',
  accessReview: 'screen-access-review',
} as const;

export type ScreenName = keyof typeof SCREEN_CHUNKS;

const SCREEN_PATHS: ReadonlyArray<[RegExp, ScreenName]> = [
  [/^\/tabs\/users(\/|$)/, 'users'],
  [/^\/tabs\/permissions(\/|$)/, 'permissions'],
  [/^\/tabs\/settings(\/|$)/, 'settings'],
  // The Me tab: the viewer's own details (src/app/routes.tsx).
  [/^\/tabs\/me(\/|$)/, 'userDetails'],
  [/^\/user-details\//, 'userDetails'],
  [/^\/create-user(\/|$)/, 'createUser'],
  [/^\/user-confirmation\//, 'userConfirmation'],
  [/^\/user-quick-setup\//, 'quickSetup'],
  [/^\/import-users(\/|$)/, 'importUsers'],
  [/^\/create-security-group(\/|$)/, 'createSecurityGroup'],
  [/^\/add-permissions(\/|$)/, 'addPermissions'],
  [/^\/access-review(\/|$)/, 'accessReview'],
];

/** Where a root lands for '/', '/tabs' and a hand-off without a partyId, unless told otherwise. */
export const DEFAULT_HOME = '/tabs/users';

/** The path a root shows for `path`: '/', '/tabs' (and '/login', on its way) lead to `home`. */
export function landingPath(path: string, home: string = DEFAULT_HOME): string {
  return ['/', '/tabs', '/tabs/', '/login'].includes(path) ? home : path;
}

/** The screen an app path shows; '/', '/tabs' and '/login' lead to `home`. */
export function screenNameForPath(path: string, home: string = DEFAULT_HOME): ScreenName | undefined {
  const target = landingPath(path, home);
  return SCREEN_PATHS.find(([pattern]) => pattern.test(target))?.[1];
}
