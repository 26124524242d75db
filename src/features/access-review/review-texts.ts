/** An access review's words (en-US texts, their own i18n keys). */
import type { ReviewFlag, ReviewLoginState, ReviewRow } from './review';

export const STATE_LABELS: Record<ReviewLoginState, string> = {
  enabled: 'Enabled',
  blocked: 'Blocked by an admin',
  lockedOut: 'Locked after failed passwords',
  partyDisabled: 'User disabled',
};

export const FLAG_LABELS: Record<ReviewFlag, string> = {
  inactive: 'Inactive',
  neverLoggedIn: 'Never logged in',
  adminLevel: 'Admin-level access',
  blockedWithGroups: 'Blocked, still in groups',
};

export const REASON_LABELS: Record<NonNullable<ReviewRow['recommendation']>['reason'], string> = {
  inactive: 'Recommended: remove (inactive)',
  neverLoggedIn: 'Recommended: remove (never used)',
  blockedWithGroups: 'Recommended: remove (blocked, still in groups)',
};
