/**
 * A plan the change policy cleared. Every runner of a write path (quick setup's, an import's, the
 * bulk actions', offboarding's and restore's, the access review's Apply, the single changes of the
 * user-details cards and the permission grid) takes a `Cleared<P>`: a plan built without asking
 * the policy does not compile, and one cast to it fails at run time (`assertCleared`), since only
 * `clearPlan` records the plans it cleared.
 */
import { decide, decideGroup } from './policy';
import type { GroupChange, PolicyContext, PolicyReason, PolicyTarget, UserChange } from './policy';

declare const CLEARED: unique symbol;

/** A plan every change of which the policy allowed. */
export type Cleared<P extends object> = P & { readonly [CLEARED]: true };

/** One change a plan would make: to a user, or to a group's grants. */
export type PlannedChange = { target: PolicyTarget; change: UserChange } | { group: GroupChange };

const issued = new WeakSet<object>();

/** Thrown when a runner is handed a plan the policy did not clear, or a refused change reaches `clearPlan`. */
export class PolicyError extends Error {
  constructor(
    message: string,
    readonly reason?: PolicyReason,
  ) {
    super(message);
    this.name = 'PolicyError';
  }
}

/**
 * Clears a plan: asks the policy about each of its changes again and brands the plan when all are
 * allowed. A planner leaves out (with the reason) what `decide` refuses before it calls this, so
 * a refusal here is a planner's defect: it throws and nothing runs.
 */
export function clearPlan<P extends object>(context: PolicyContext, plan: P, changes: Iterable<PlannedChange>): Cleared<P> {
  for (const planned of changes) {
    const decision = 'group' in planned ? decideGroup(context, planned.group) : decide(context, planned.target, planned.change);
    if (!decision.allowed) throw new PolicyError(`The change policy refused a planned change: ${decision.reason}`, decision.reason);
  }
  issued.add(plan);
  return plan as Cleared<P>;
}

/** What a runner calls first: the plan must be one `clearPlan` returned. */
export function assertCleared<P extends object>(plan: Cleared<P>): void {
  if (!issued.has(plan)) throw new PolicyError('A write path reached its runner without the change policy.');
}
