/**
 * The spec's large breakpoint (992 px): from it upwards the layout splits into panes (the tab bar
 * beside the content, a list beside the chosen item's detail); below it one pane shows at a time.
 */
export const LARGE_QUERY = '(min-width: 992px)';

/** The same breakpoint for makeStyles. */
export const LARGE_BREAKPOINT = `@media ${LARGE_QUERY}`;
