/**
 * A checklist run (quick setup's, an import row's, an offboarding's): every step whose
 * prerequisites are done starts at once, a step whose prerequisite did not end done is marked not
 * run, and each step reports its own state. Steps done in an earlier run stay done, so a run after
 * a failure resumes from the steps that failed. The steps themselves read before they write
 * (each checklist's own `runStep`), so a retry after a lost answer sends only what is missing.
 */
import { failureReason } from '../oms/errors';

export type StepStatus = 'waiting' | 'running' | 'done' | 'failed' | 'notRun';

export interface ChecklistStep<Id extends string> {
  id: Id;
  dependsOn: readonly Id[];
}

export interface ChecklistState<Id extends string> {
  id: Id;
  status: StepStatus;
  /** Why it failed: the OMS's own message when it gave one. */
  message?: string;
}

/** The checklist before a run: steps done in an earlier run stay done. */
export function initialChecklist<Id extends string>(steps: readonly ChecklistStep<Id>[], previous: readonly ChecklistState<Id>[] = []): ChecklistState<Id>[] {
  return steps.map((step) => (previous.find((state) => state.id === step.id)?.status === 'done' ? { id: step.id, status: 'done' } : { id: step.id, status: 'waiting' }));
}

export const isChecklistComplete = (state: readonly ChecklistState<string>[]): boolean => state.every((step) => step.status === 'done');

/**
 * Runs the steps not yet done (`run` does one); `onChange` receives the checklist after every
 * change. Resolves with the final checklist (it never rejects: failures are in the states).
 */
export async function runChecklist<Id extends string, S extends ChecklistStep<Id>>(
  steps: readonly S[],
  run: (step: S) => Promise<void>,
  previous: readonly ChecklistState<Id>[],
  onChange: (state: readonly ChecklistState<Id>[]) => void,
): Promise<readonly ChecklistState<Id>[]> {
  let state: readonly ChecklistState<Id>[] = initialChecklist(steps, previous);
  const update = (id: Id, next: Omit<ChecklistState<Id>, 'id'>) => {
    state = state.map((step) => (step.id === id ? { id, ...next } : step));
    onChange(state);
  };
  onChange(state);
  const finished = new Map<Id, Promise<StepStatus>>();
  // Plan order puts every prerequisite before its dependants.
  for (const step of steps) {
    const prerequisites = step.dependsOn.map((id) => finished.get(id) ?? Promise.resolve<StepStatus>('done'));
    finished.set(
      step.id,
      Promise.all(prerequisites).then(async (statuses): Promise<StepStatus> => {
        if (state.find((entry) => entry.id === step.id)?.status === 'done') return 'done';
        if (statuses.some((status) => status !== 'done')) {
          update(step.id, { status: 'notRun' });
          return 'notRun';
        }
        update(step.id, { status: 'running' });
        try {
          await run(step);
          update(step.id, { status: 'done' });
          return 'done';
        } catch (error) {
          update(step.id, { status: 'failed', message: failureReason(error) });
          return 'failed';
        }
      }),
    );
  }
  await Promise.all(finished.values());
  return state;
}
