/**
 * Runs an import: each row is a create user followed by its quick-setup plan, through the same
 * runner quick setup uses (src/setup/setup-run.ts). Rows run a few at a time; Pause stops taking
 * new rows and Cancel marks the rows not yet started as not run. A row in flight finishes what it
 * started: its create, then (unless cancelled in between) its setup, whose steps run together.
 * Pure apart from the calls it is given, so the whole behaviour is tested without an OMS.
 */
import { failureReason } from '../../../oms/errors';
import { createPerson } from '../../../setup/create-person';
import type { CreateUserRequest } from '../../../oms/create-user';
import { isRunComplete, runSetup } from '../../../setup/setup-run';
import type { RunState, SetupCalls } from '../../../setup/setup-run';
import type { SetupPlan, StepId } from '../../../setup/setup-plan';
import type { Cleared } from '../../../policy/cleared';
import { poolProgress, runPool } from '../../../setup/run-pool';
import type { PoolProgress, RunControl } from '../../../setup/run-pool';

/** The step a row failed at: its create, or one of its setup steps. */
export type RowStep = 'create' | StepId;

export type RowStatus = 'waiting' | 'running' | 'done' | 'failed' | 'notRun';

/** Where one row stands. Kept across runs, so a retry resumes from the step that failed. */
export interface RowState {
  line: number;
  status: RowStatus;
  /** The party the row created or found. */
  partyId?: string;
  /** True when the row found its person on the OMS instead of creating one. */
  existed?: boolean;
  /** The quick-setup checklist of the row (empty until its setup starts). */
  steps: RunState;
  failedStep?: RowStep;
  /** Why it failed: the OMS's own message when it gave one. */
  message?: string;
  /**
   * When a create of this row was first sent without an answer (the answer may be lost): until it
   * is settled, a retry looks for the party it may have made before creating again.
   */
  lostSince?: number;
}

/** One row to run: how to create it (or who it already is) and how to plan its setup. */
export interface RunnableRow {
  line: number;
  create: CreateUserRequest;
  partyTypeId: 'PERSON' | 'PARTY_GROUP';
  /** The party the row's username or external ID already belongs to (same names), or an earlier run made for it. */
  existingPartyId?: string;
  /** What identifies the row across imports (made-parties.ts): the party it makes is remembered under it. */
  identity?: string;
  /** The row's quick-setup plan for the party, cleared by the change policy (src/policy). */
  plan(partyId: string): Cleared<SetupPlan>;
}

/** The OMS calls an import makes (bound to the session's client by the caller). */
export interface ImportCalls {
  /** The party made (a second one the browser's resend made is disabled by the call itself). */
  createUser(request: CreateUserRequest): Promise<string>;
  /** A party this login made since `since` with the request's names (and External ID). */
  findJustCreated(request: CreateUserRequest, since: number): Promise<string | undefined>;
  setup(partyTypeId: 'PERSON' | 'PARTY_GROUP'): SetupCalls;
}

export type { RunControl } from '../../../setup/run-pool';

export interface RunOptions {
  concurrency: number;
  calls: ImportCalls;
  control: RunControl;
  /** The OMS's clock (the client's OmsClock): windows on createdDate and the thruDates of ends. */
  now: () => number;
  /** How far before sending a found party may have been made. */
  createdWindowMs: number;
  organizationPartyId?: string;
  /** Each row's state whenever it changes. */
  onRow(state: RowState): void;
  /** Remembers the party a row made (made-parties.ts), so a run cut off is finished without names. */
  recordMade?(identity: string, partyId: string): void;
  /**
   * Parties known before the run that no row made (namesakes the preview found): a party found
   * after a lost answer is never one of them.
   */
  knownPartyIds?: Iterable<string>;
}

export { DEFAULT_CONCURRENCY } from '../../../setup/run-pool';

export function waitingRow(line: number): RowState {
  return { line, status: 'waiting', steps: [] };
}

/** The first failed step of a checklist, with its message. */
function firstFailure(steps: RunState): { failedStep?: RowStep; message?: string } {
  const failed = steps.find((step) => step.status === 'failed') ?? steps.find((step) => step.status === 'notRun');
  return failed ? { failedStep: failed.id, message: failed.message } : {};
}

/** Finds or creates the row's party; the state it returns says which, or why it failed. */
async function createParty(row: RunnableRow, state: RowState, options: RunOptions, claimed: Set<string>): Promise<RowState> {
  if (state.partyId) return state;
  if (row.existingPartyId) return { ...state, partyId: row.existingPartyId, existed: true };
  const { calls } = options;
  // Names are not unique: a party another row of this run already claimed is never taken.
  const look = async (since: number) => {
    const found = await calls.findJustCreated(row.create, since).catch(() => undefined);
    return found && !claimed.has(found) ? found : undefined;
  };
  const outcome = await createPerson({ create: () => calls.createUser(row.create), look }, { lostSince: state.lostSince, now: options.now, windowMs: options.createdWindowMs });
  if (outcome.kind === 'created') return { ...state, partyId: outcome.made, lostSince: undefined };
  if (outcome.kind === 'found') return { ...state, partyId: outcome.found, lostSince: undefined };
  return { ...state, status: 'failed', failedStep: 'create', message: failureReason(outcome.error), lostSince: outcome.lostSince ?? state.lostSince };
}

async function runRow(row: RunnableRow, previous: RowState, options: RunOptions, claimed: Set<string>): Promise<RowState> {
  let state: RowState = { ...previous, status: 'running', failedStep: undefined, message: undefined };
  options.onRow(state);
  state = await createParty(row, state, options, claimed);
  if (state.status === 'failed' || !state.partyId) return state;
  const partyId = state.partyId;
  claimed.add(partyId);
  if (!state.existed && row.identity) options.recordMade?.(row.identity, partyId);
  if (options.control.cancelled) return { ...state, status: 'notRun' };
  options.onRow(state);
  const plan = row.plan(partyId);
  const steps = await runSetup(
    plan,
    { partyId, organizationPartyId: options.organizationPartyId, now: options.now },
    options.calls.setup(row.partyTypeId),
    state.steps,
    (checklist) => options.onRow({ ...state, steps: checklist }),
  );
  // A step the change policy refused was never sent: the row did not run whole.
  const refused = plan.refused[0];
  if (isRunComplete(steps) && refused) return { ...state, steps, status: 'failed', failedStep: refused.id, message: refused.reason };
  if (isRunComplete(steps)) return { ...state, steps, status: 'done' };
  return { ...state, steps, status: 'failed', ...firstFailure(steps) };
}

/**
 * Runs the rows not done yet (`previous` holds each row's state from an earlier run, by line).
 * Resolves with every row's final state; it never rejects.
 */
export async function runImport(rows: readonly RunnableRow[], previous: ReadonlyMap<number, RowState>, options: RunOptions): Promise<Map<number, RowState>> {
  const claimed = new Set<string>(options.knownPartyIds ?? []);
  for (const row of rows) {
    const partyId = previous.get(row.line)?.partyId;
    if (partyId) claimed.add(partyId);
  }
  const states = await runPool(
    rows,
    (row) => row.line,
    (row): RowState => {
      const state = previous.get(row.line) ?? waitingRow(row.line);
      return state.status === 'done' ? state : { ...state, failedStep: undefined, message: undefined };
    },
    (row, state) => runRow(row, state, options, claimed),
    { concurrency: options.concurrency, control: options.control, onItem: options.onRow },
  );
  return new Map([...states].map(([line, state]) => [Number(line), state]));
}

/** The progress bar's figures (../../../setup/run-pool.ts). */
export type ImportProgress = PoolProgress;

export const importProgress = poolProgress;

/** The screen's Pause, Resume and Cancel (../../../setup/run-pool.ts). */
export { PoolControl as ImportControl } from '../../../setup/run-pool';
