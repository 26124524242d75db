/**
 * One user's offboarding as an item of a run over many users (offboard from a file, the Users
 * tab's bulk Offboard): the facts read fresh when the user's turn comes, the plan with the
 * viewer's gates, the checklist run with the offboarding's one thruDate kept for its retries, so
 * 'Retry failed' resumes each user from their failed steps (./offboard.ts, ./run-pool.ts).
 */
import type { OmsClient } from '../oms/client';
import { failureReason } from '../oms/errors';
import { isChecklistComplete } from './checklist';
import { planOffboarding, runOffboarding } from './offboard';
import type { OffboardGates, OffboardState, OffboardStepId } from './offboard';
import { offboardCalls, readOffboardFacts } from './offboard-calls';
import type { ItemStatus } from './run-pool';
import type { PolicyContext } from '../policy/policy';

export interface OffboardRun {
  status: ItemStatus;
  steps: OffboardState;
  /** The offboarding's moment for this user, kept for its retries. */
  thruDate?: number;
  failedStep?: OffboardStepId;
  message?: string;
}

export const NOT_STARTED: OffboardRun = { status: 'waiting', steps: [] };

/**
 * Offboards `partyId` from the state of an earlier attempt, planned from facts read now and
 * cleared by the change policy (`policy`: the viewer's facts read as the run started); never
 * rejects (a failure, or the policy's refusal, is in the result: nothing is sent then).
 */
export async function offboardUser(
  client: OmsClient,
  partyId: string,
  gatesFor: (groups: ReadonlyArray<{ groupId: string }>) => OffboardGates,
  options: { disableParty: boolean },
  previous: OffboardRun,
  policy: PolicyContext,
): Promise<OffboardRun> {
  const running: OffboardRun = { ...previous, status: 'running', failedStep: undefined, message: undefined };
  try {
    const facts = await readOffboardFacts(client, partyId);
    const plan = planOffboarding(facts, gatesFor(facts.groups), policy, options);
    if (plan.refused) return { ...running, status: 'failed', message: plan.refused };
    const thruDate = previous.thruDate ?? client.clock.now();
    const context = { partyId, thruDate, now: () => client.clock.now() };
    const checklist = await runOffboarding(plan, context, offboardCalls(client, facts.partyTypeId), previous.steps, () => undefined);
    if (isChecklistComplete(checklist)) return { ...running, status: 'done', steps: checklist, thruDate };
    const failed = checklist.find((step) => step.status === 'failed') ?? checklist.find((step) => step.status === 'notRun');
    return { ...running, status: 'failed', steps: checklist, thruDate, failedStep: failed?.id, message: failed?.message };
  } catch (cause) {
    return { ...running, status: 'failed', message: failureReason(cause) };
  }
}
