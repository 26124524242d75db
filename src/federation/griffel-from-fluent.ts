/**
 * `@griffel/react` for the icon package (@fluentui/react-icons) in the production remote
 * (webpack.config.ts): the Griffel that Fluent UI re-exports. The icons import `@griffel/react`
 * directly, which is not a shared module, so the remote bundled and ran a second Griffel (style
 * resolver, stylis, DOM renderer: ~5 KB gz before the Users tab's first rows) beside the one the
 * host's shared Fluent UI brings. Through `@fluentui/react-components`, a shared singleton, the
 * icons use the host's Griffel and its renderer, as every Fluent component of the app does.
 * webpack.config.ts aliases it for the icon package only: Fluent's own packages keep their direct
 * import (its fallback would import itself).
 */
export { __styles, makeStaticStyles, makeStyles, mergeClasses } from '@fluentui/react-components';
// Fluent does not re-export it; only the font icons use it (the app's icons are SVG, eslint.config.mjs).
export { __staticStyles } from '@griffel/react';
