/**
 * User details' picture, as Fluent UI's light theme draws the first cards (the same tokens'
 * values and sizes as features/user-details/user-details-page.tsx, styles.ts, account/profile-card.tsx,
 * login-card.tsx and contact-card.tsx, with Fluent's Card, CardHeader, Avatar and Badge), so the
 * app's own screen replaces it without a shift (test/e2e/first-paint.spec.ts compares the two).
 * Added to ./styles.ts BASE_CSS. Icons are left out: their places are kept.
 */
export const DETAILS_CSS = `
.fpd-heading{display:flex;align-items:center;gap:8px}
.fpd-heading h1{margin:0.67em 0;font-size:24px;line-height:32px;font-weight:600}
.fpd-back{width:32px;height:32px;flex-shrink:0}
.fpd-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(350px,100%),1fr));gap:16px;align-items:start}
.fpd-card{display:flex;flex-direction:column;gap:12px;padding:12px;min-width:0;align-self:start;border-radius:4px;background:#fff;box-shadow:0 0 2px rgba(0,0,0,.12),0 2px 4px rgba(0,0,0,.14)}
.fpd-card h2{margin:0.83em 0;font-size:16px;line-height:22px;font-weight:600}
.fpd-card-header{display:flex;align-items:center}
.fpd-identity{display:flex;align-items:center;gap:16px;flex-wrap:wrap}
.fpd-avatar{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:72px;height:72px;border:1px solid transparent;border-radius:50%;background:#e6e6e6;color:#616161;font-size:20px;line-height:20px;font-weight:600}
.fpd-names{display:flex;flex-direction:column;gap:2px;flex-grow:1;min-width:0}
.fpd-card .fpd-names h2{font-size:20px;line-height:28px}
.fpd-badge{display:inline-flex;align-items:center;height:20px;padding:0 6px;border:1px solid #b4d6fa;border-radius:4px;background:#ebf3fc;color:#115ea3;font-size:12px;line-height:16px;font-weight:600}
.fpd-rows{display:flex;flex-direction:column;gap:4px}
.fpd-row{display:flex;align-items:center;gap:8px;min-height:40px;flex-wrap:wrap}
.fpd-label{flex-grow:1;min-width:0;overflow-wrap:anywhere}
.fpd-strong{font-weight:600}
.fpd-icon{width:20px;height:20px;flex-shrink:0}
.fpd-icon-button{width:32px;height:32px;flex-shrink:0}
.fpd-actions{display:flex;flex-wrap:wrap;gap:8px;padding-top:8px}
.fp-button.fpd-transparent{border-color:transparent;background:transparent;color:#424242}
.fp-button.fpd-transparent::before{display:none}
.fp-button.fpd-transparent.fp-disabled{color:#bdbdbd}
`;
