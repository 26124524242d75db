/**
 * The change policy for a batch that takes access away (the access review's Remove and 'Remove
 * groups…'): the spec's rule that the viewer's own user is left out of it (blocked or offboarded
 * mid-run, they would lock themselves out with the rest of the run unwritten), then `decide` for
 * each change the batch makes to the user. One decision per user, with the first reason.
 */
import { decide, isViewersOwn } from './policy';
import type { PolicyContext, PolicyReason, PolicyTarget, UserChange } from './policy';

/** Why the viewer's own user is not in a batch (an en-US text, its own i18n key). */
export const OWN_USER_LEFT_OUT = 'Your own user is left out.';

export type BatchReason = PolicyReason | typeof OWN_USER_LEFT_OUT;
export type BatchDecision = { allowed: true } | { allowed: false; reason: BatchReason };

/** Whether a batch may make all of `changes` to this user, or why not. */
export function decideInBatch(context: PolicyContext, target: PolicyTarget, changes: readonly UserChange[]): BatchDecision {
  if (isViewersOwn(context, target)) return { allowed: false, reason: OWN_USER_LEFT_OUT };
  for (const change of changes) {
    const decision = decide(context, target, change);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

/** What an offboarding does to a user holding `groupIds`, as the policy weighs it: block, end the sessions, end every group. */
export function offboardingChanges(groupIds: Iterable<string>): UserChange[] {
  return [{ kind: 'block' }, { kind: 'forceLogout' }, ...[...groupIds].map((groupId): UserChange => ({ kind: 'removeGroup', groupId }))];
}
