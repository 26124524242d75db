import type { EscalationRow } from './escalation-support';

export const FLOW_ROWS: EscalationRow[] = [];
