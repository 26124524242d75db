/**
 * The first paint's look, as Fluent UI's light theme draws the screens (the same tokens' values,
 * sizes and breakpoints): what both pictures share, then the Users tab (src/app/tab-shell.tsx,
 * features/users/users-page.tsx, user-filters.tsx, user-list.tsx and user-row.tsx), so the app's
 * own screen replaces it without a shift (test/e2e/first-paint.spec.ts compares the two). Icons
 * are left out: their places are kept. User details' rules are in ./details-styles.ts.
 */
const FONT = "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif";
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 20 20'%3E%3Cpath fill='%23616161' d='M15.85 7.65a.5.5 0 0 1 0 .7l-5.5 5.5a.5.5 0 0 1-.7 0l-5.5-5.5a.5.5 0 1 1 .7-.7L10 12.79l5.15-5.14a.5.5 0 0 1 .7 0Z'/%3E%3C/svg%3E\")";

/** Both pictures: the page, buttons and switches as Fluent UI draws them (Button, Switch). */
export const BASE_CSS = `
.fp{position:absolute;top:0;left:0;right:0;min-height:100%;z-index:1;display:flex;flex-direction:column;background:#fff;color:#242424;font:400 14px/20px ${FONT};-webkit-font-smoothing:antialiased}
.fp *{box-sizing:border-box}
.fp-page{display:flex;flex-direction:column;gap:16px;padding:16px}
.fp-muted{color:#616161}
.fp-button{display:inline-flex;align-items:center;justify-content:center;gap:6px;flex-shrink:0;height:32px;padding:5px 12px;border:1px solid #d1d1d1;border-radius:4px;background:#fff;font-weight:600}
.fp-button::before{content:'';width:20px;height:20px}
.fp-primary{background:#0f6cbd;border-color:transparent;color:#fff}
.fp-button.fp-disabled{background:#f0f0f0;border-color:#e0e0e0;color:#bdbdbd}
.fp-switch{display:flex;align-items:center;height:36px}
.fp-switch::before{content:'';box-sizing:border-box;width:40px;height:20px;margin:8px;border:1px solid #616161;border-radius:999px;background:radial-gradient(circle at 9px 50%,#616161 0 7px,transparent 7.5px)}
.fp-switch.fp-on::before{border-color:transparent;background:#0f6cbd radial-gradient(circle at calc(100% - 9px) 50%,#fff 0 7px,transparent 7.5px)}
.fp-switch.fp-disabled{color:#bdbdbd}
.fp-switch.fp-disabled::before{border-color:#e0e0e0;background:radial-gradient(circle at 9px 50%,#bdbdbd 0 7px,transparent 7.5px)}
.fp-switch.fp-on.fp-disabled::before{background:#f0f0f0 radial-gradient(circle at calc(100% - 9px) 50%,#bdbdbd 0 7px,transparent 7.5px)}
.fp-switch>span{padding:8px 8px 8px 4px}
`;

export const USERS_CSS = `
.fp-shell{display:flex;flex-direction:column;flex-grow:1}
.fp-nav{border-bottom:1px solid #e0e0e0;background:#fafafa;padding:8px;display:flex}
.fp-tab{position:relative;display:flex;align-items:center;gap:6px;height:44px;padding:12px 10px;color:#424242;white-space:nowrap}
.fp-tab::before{content:'';width:20px;height:20px;flex-shrink:0}
.fp-tab>span{padding:0 2px}
.fp-tab.fp-selected{color:#242424;font-weight:600}
.fp-tab.fp-selected::after{content:'';position:absolute;left:12px;right:12px;bottom:0;height:3px;border-radius:4px;background:#0f6cbd}
.fp-main{flex-grow:1;min-width:0}
.fp-header{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.fp-title{display:flex;align-items:baseline;gap:12px;flex-grow:1}
.fp-title h1{margin:0.67em 0;font-size:24px;line-height:32px;font-weight:600}
.fp-actions{display:flex;flex-wrap:wrap;gap:8px}
.fp-filters{display:flex;flex-wrap:wrap;align-items:flex-end;gap:16px}
.fp-field{display:flex;flex-direction:column}
.fp-field>label{padding:2px 0;margin-bottom:2px}
.fp-search{flex-grow:1;min-width:220px;max-width:420px}
.fp-input{display:flex;align-items:center;height:32px;padding:0 10px 0 32px;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px;background:#fff;color:#707070}
.fp-select{min-width:200px;height:32px;padding:0 34px 0 12px;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px;background:#fff ${CHEVRON} no-repeat right 8px center;font:inherit;color:#242424;-webkit-appearance:none;appearance:none}
.fp-table{border:1px solid #e0e0e0;border-radius:4px;background:#fff}
.fp-row{display:grid;grid-template-columns:minmax(0,2.2fr) minmax(0,2fr) minmax(0,1fr) minmax(0,1fr) minmax(0,1.4fr);align-items:center;column-gap:12px;padding-inline:12px;border-bottom:1px solid #e0e0e0}
.fp-head{min-height:40px;background:#fafafa;font-weight:600}
.fp-body{height:64px;overflow:hidden}
.fp-cell{display:flex;flex-direction:column;min-width:0;gap:2px}
.fp-line{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fp-link{color:#115ea3;font-weight:600;text-decoration:none}
.fp-small{font-size:12px;line-height:16px}
.fp-badges{display:flex;flex-wrap:nowrap;gap:4px;overflow:hidden;min-width:0}
.fp-badge{display:inline-flex;align-items:center;height:20px;flex-shrink:1;min-width:0;max-width:100%;padding-inline:6px;border:1px solid #e0e0e0;border-radius:4px;font-size:12px;line-height:16px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-badge>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fp-informative{background:#f0f0f0;color:#616161}
.fp-more{flex-shrink:0;color:#616161}
.fp-success{background:#f1faf1;color:#0e700e;border-color:#9fd89f}
.fp-danger{background:#fdf3f4;color:#b10e1c;border-color:#eeacb2}
.fp-warning{background:#fefbf4;color:#817400;border-color:#fef7b2}
@media (min-width:992px){
.fp-shell{flex-direction:row}
.fp-nav{flex-direction:column;border-bottom:none;border-right:1px solid #e0e0e0;width:237px;flex-shrink:0}
.fp-tab{height:32px;padding:6px 10px}
.fp-tab.fp-selected::after{left:0;right:auto;top:8px;bottom:8px;width:3px;height:auto}
}
@media (max-width:767px){
.fp-row{grid-template-columns:minmax(0,2fr) minmax(0,1fr) minmax(0,1fr)}
.fp-wide{display:none}
}
`;
