/** The bulk actions and their names (en-US texts, their own i18n keys). */
import type { BulkAction } from '../../setup/bulk';

export type ActionKind = BulkAction['kind'];

export const ACTION_LABELS: Record<ActionKind, string> = { offboard: 'Offboard', block: 'Block login', unblock: 'Unblock login', addGroup: 'Add to security group', removeGroup: 'Remove from security group' };
