/**
 * How each screen's code is fetched: one chunk group per screen, named as ./screen-paths.ts says
 * (the standalone build lists their files by these names, webpack.config.ts `ListScreenChunks`).
 * ./screens.tsx renders them. Only that module may import these: another parent of a screen's
 * chunks makes webpack copy into them what the app's own chunks already bring.
 */
import type { ScreenName } from './screen-paths';

export const SCREEN_LOADERS = {
  users: () => import(/* webpackChunkName: "screen-users" */ '../features/users/users-page'),
  permissions: () => import(/* webpackChunkName: "screen-permissions" */ '../features/permissions/permissions-tab'),
  settings: () => import(/* webpackChunkName: "screen-settings" */ '../features/settings/settings-page'),
  userDetails: () => import(/* webpackChunkName: "screen-user-details" */ './user-details-screen'),
  createUser: () => import(/* webpackChunkName: "screen-create-user" */ '../features/create-user/create-user-page'),
  userConfirmation: () => import(/* webpackChunkName: "screen-user-confirmation" */ '../features/create-user/user-confirmation-page'),
  importUsers: () => import(/* webpackChunkName: "screen-import-users" */ '../features/import-users/import-users-page'),
  quickSetup: () => import(/* webpackChunkName: "screen-quick-setup" */ '../features/quick-setup/quick-setup-page'),
  createSecurityGroup: () => import(/* webpackChunkName: "screen-create-security-group" */ '../features/permissions/create-security-group-page'),
  addPermissions: () => import(/* webpackChunkName: "screen-add-permissions" */ '../features/permissions/add-permissions-page'),
  accessReview: () => import(/* webpackChunkName: "screen-access-review" */ '../features/access-review/access-review-page'),
} as const satisfies Record<ScreenName, () => Promise<unknown>>;
