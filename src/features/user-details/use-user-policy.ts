/**
 * The change policy (src/policy) for the user this screen shows: the session's facts and the
 * target — the user's party and its login's groups, read whole (the securityGroups section). A
 * card asks `refusal` for what it offers (undefined `ready`: the facts or the groups are still
 * loading or failed, so every write control is off) and `clear` for the plan its write takes.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import type { UserParty } from '../../oms/user-details';
import type { Cleared } from '../../policy/cleared';
import { isSuperTarget } from '../../policy/policy';
import type { PolicyContext, PolicyReason, PolicyTarget, UserChange } from '../../policy/policy';
import { usePolicyFacts } from '../../session/policy';
import { clearUserPlan, refusalOf } from '../../setup/user-plan';
import type { UserPlan } from '../../setup/user-plan';
import { useSection } from './use-details';

export interface UserPolicy {
  /** False while the facts or the user's groups are not known: nothing that writes is offered. */
  readonly ready: boolean;
  /** Why the viewer may not make these changes to this user; undefined when allowed, or not `ready` yet. */
  refusal(...changes: UserChange[]): PolicyReason | undefined;
  /** Whether the user is a super user (a member of SUPER or of a group holding super-user power). */
  readonly superTarget: boolean;
  readonly context?: PolicyContext;
  readonly target?: PolicyTarget;
  /** The plan, cleared for its changes to this user (throws PolicyError when one is refused or not ready). */
  clear<P extends object>(plan: P, changes: readonly UserChange[]): Cleared<P & UserPlan>;
  /** As `clear`, but a refusal (or facts not read yet) is told as an error and answers undefined: nothing is sent. */
  plan<P extends object>(plan: P, changes: readonly UserChange[]): Cleared<P & UserPlan> | undefined;
}

export function useUserPolicy(party: UserParty): UserPolicy {
  const context = usePolicyFacts();
  const notify = useNotify();
  const { t } = useTranslation();
  const groups = useSection('securityGroups');
  const hasLogin = Boolean(party.userLoginId);
  const target = useMemo<PolicyTarget | undefined>(() => {
    if (!hasLogin) return { partyId: party.partyId, groupIds: new Set() };
    return groups.state === 'hasData' ? { partyId: party.partyId, groupIds: new Set(groups.data.map((group) => group.groupId)) } : undefined;
  }, [hasLogin, party.partyId, groups]);

  const refusal = useCallback((...changes: UserChange[]) => (context && target ? refusalOf(context, target, changes) : undefined), [context, target]);
  const clear = useCallback(
    <P extends object>(plan: P, changes: readonly UserChange[]): Cleared<P & UserPlan> => {
      if (!context || !target) throw new Error('The change policy is not ready');
      return clearUserPlan(context, { ...plan, target, changes });
    },
    [context, target],
  );
  const planned = useCallback(
    <P extends object>(plan: P, changes: readonly UserChange[]): Cleared<P & UserPlan> | undefined => {
      const reason = context && target ? refusalOf(context, target, changes) : undefined;
      if (!context || !target || reason) {
        notify(t(reason ?? 'Something went wrong.'), 'error');
        return undefined;
      }
      return clear(plan, changes);
    },
    [context, target, clear, notify, t],
  );
  return useMemo(
    () => ({ ready: Boolean(context && target), refusal, clear, plan: planned, context, target, superTarget: Boolean(context && target && isSuperTarget(context, target.groupIds)) }),
    [context, target, refusal, clear, planned],
  );
}
