/**
 * A planned change to one user (the user-details cards, "Same access as…"): the target as read
 * (its groups read whole) and the changes, each one the change policy (src/policy) decides. The
 * planner leaves out what `decide` refuses (showing its reason) and clears the rest
 * (`clearUserPlan`); the writes of ./user-writes.ts and ./access-writes.ts take only a cleared plan
 * and write only what it names (`assertNames`).
 */
import { assertCleared, clearPlan, PolicyError } from '../policy/cleared';
import type { Cleared } from '../policy/cleared';
import { decide } from '../policy/policy';
import type { PolicyContext, PolicyReason, PolicyTarget, UserChange } from '../policy/policy';

export interface UserPlan {
  readonly target: PolicyTarget;
  readonly changes: readonly UserChange[];
}

/** The first reason the policy gives against any of the changes; undefined when it allows them all. */
export function refusalOf(context: PolicyContext, target: PolicyTarget, changes: readonly UserChange[]): PolicyReason | undefined {
  for (const change of changes) {
    const decision = decide(context, target, change);
    if (!decision.allowed) return decision.reason;
  }
  return undefined;
}

/** Clears a plan of changes to one user (throws PolicyError when the policy refuses one). */
export function clearUserPlan<P extends UserPlan>(context: PolicyContext, plan: P): Cleared<P> {
  return clearPlan(
    context,
    plan,
    plan.changes.map((change) => ({ target: plan.target, change })),
  );
}

const sameChange = (a: UserChange, b: UserChange): boolean => a.kind === b.kind && ('groupId' in a ? a.groupId : undefined) === ('groupId' in b ? b.groupId : undefined);

/**
 * What a write calls first: the plan is one the policy cleared, and names every change the write
 * makes (a plan cleared for a rename cannot carry a password).
 */
export function assertNames(plan: Cleared<UserPlan>, ...writes: readonly UserChange[]): void {
  assertCleared(plan);
  for (const write of writes) {
    if (!plan.changes.some((change) => sameChange(change, write))) throw new PolicyError(`The plan was not cleared for this write: ${write.kind}`);
  }
}
