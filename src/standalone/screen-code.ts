/**
 * Code beside data: fetches the landing screen's chunks while the app's own code still downloads,
 * so the screen is in when the app starts instead of being asked for ~100 ms later (the page's
 * main script otherwise only learns its route once it is evaluated). `require.ensure` fetches a
 * chunk without evaluating it; the names are the ones src/app/screens.tsx gives the same screens,
 * so webpack emits one chunk for both and main finds it loaded. Webpack-only: jest never runs it.
 */
declare const require: {
  ensure(dependencies: string[], callback: () => void, onError: (error: unknown) => void, chunkName: string): void;
};

const ignore = (): void => undefined;

/** Starts fetching the code of the screen at `path` (the Users tab or user details). */
export function fetchScreenCode(path: string): void {
  if (/^\/user-details\/[^/]+\/?$/.test(path)) {
    require.ensure(['../features/user-details/user-details-page'], ignore, ignore, 'screen-user-details');
  } else if (/^\/tabs\/users\/?$/.test(path)) {
    require.ensure(['../features/users/users-page'], ignore, ignore, 'screen-users');
  }
}
