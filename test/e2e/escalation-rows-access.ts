import type { EscalationRow } from './escalation-support';

export const ACCESS_ROWS: EscalationRow[] = [];
