/**
 * The one association flow, without React or Jotai: groups, product stores, facilities, quick-setup
 * steps and permission toggles all "ensure a prerequisite, end some rows (thruDate the OMS's now,
 * fromDate kept), add others (fromDate set by the OMS), in parallel, report each outcome".
 * `planAssociationDiff` says what to send, and `applyAssociationDiff` sends it through injected functions and collects one result (a retry
 * plans again from what the OMS holds then, so nothing done is sent twice).
 */

/**
 * What the flow needs from a current association row besides its item key: an end is sent back
 * with the row's own fromDate (and roleTypeId where the association has one), never new values.
 */
export interface AssociationRow {
  readonly fromDate?: number;
  readonly roleTypeId?: string;
}

/** A current row the plan ends, with its item key (productStoreId, facilityId, groupId…). */
export interface PlannedEnd<Row extends AssociationRow> {
  readonly key: string;
  readonly row: Row;
}

/** What to send: rows to end, item keys to add, and the keys left as they are. */
export interface AssociationPlan<Row extends AssociationRow> {
  readonly end: readonly PlannedEnd<Row>[];
  readonly add: readonly string[];
  /** Keys both current and wanted: nothing is sent for them. */
  readonly unchanged: readonly string[];
}

export type AssociationAction = 'add' | 'end';
export type AssociationStatus = 'done' | 'failed' | 'notRun';

/** How one item went. `error` is the call's rejection (or, when notRun, the prerequisite's). */
export type AssociationOutcome<Row extends AssociationRow> =
  | { readonly key: string; readonly action: 'add'; readonly status: AssociationStatus; readonly error?: unknown }
  | { readonly key: string; readonly action: 'end'; readonly row: Row; readonly status: AssociationStatus; readonly error?: unknown };

/** The one result of a run: each item's outcome, the prerequisite's, and summary flags. */
export interface AssociationResult<Row extends AssociationRow> {
  /** `skipped` when there was no `ensure`, or nothing that needed it. */
  readonly ensure: 'done' | 'failed' | 'skipped';
  readonly ensureError?: unknown;
  /** Ends first, then adds, in plan order. */
  readonly outcomes: readonly AssociationOutcome<Row>[];
  /** Every item was done (true for an empty plan). */
  readonly allDone: boolean;
  /** The prerequisite or at least one item failed. */
  readonly anyFailed: boolean;
  /** No item was done (each failed or was not run; true for an empty plan): the selection still waits to be saved. */
  readonly noneDone: boolean;
}

/** Adds one call per key, or (for endpoints that take a list, like addPartyUserPermission) one call for all keys. */
export type AssociationAdd =
  | { readonly add: (key: string) => Promise<unknown>; readonly addAll?: never }
  | { readonly addAll: (keys: readonly string[]) => Promise<unknown>; readonly add?: never };

/** The calls a run makes: ends at the run's one timestamp (never before the row's own fromDate). */
export type AssociationSteps<Row extends AssociationRow> = AssociationAdd & {
  /** A prerequisite, e.g. ensurePartyRole; when it fails nothing else is sent. */
  readonly ensure?: () => Promise<unknown>;
  /** Ends the row at `thruDate`, sending back its own fromDate and roleTypeId. */
  readonly end: (row: Row, thruDate: number) => Promise<unknown>;
};

export interface ApplyAssociationOptions {
  /** The OMS's clock (the client's OmsClock), read once after the prerequisite (default Date.now). */
  readonly now?: () => number;
  /** `adding` (default): ensure only when the plan adds something, as a role is needed to add, not to end. */
  readonly ensureWhen?: 'adding' | 'always';
}

/** Two rows are the same association when key, role and fromDate agree (a list read twice, a retried row). */
function rowIdentity(key: string, row: AssociationRow): string {
  return JSON.stringify([key, row.roleTypeId ?? null, row.fromDate ?? null]);
}

/**
 * Plans the change from the current rows to the wanted keys. Pass only the rows this flow manages
 * (e.g. the WAREHOUSE_PICKER facilities): every current row whose key is not wanted is ended — all
 * of a key's rows, each with its own role and fromDate; wanted keys with no current row are added
 * once. Repeated wanted keys and repeated identical rows count once; order follows the input.
 */
export function planAssociationDiff<Row extends AssociationRow>(
  current: readonly Row[],
  wanted: Iterable<string>,
  keyOf: (row: Row) => string,
): AssociationPlan<Row> {
  const wantedKeys = new Set(wanted);
  const currentKeys = new Set(current.map(keyOf));
  const seenRows = new Set<string>();
  const end: PlannedEnd<Row>[] = [];
  for (const row of current) {
    const key = keyOf(row);
    const identity = rowIdentity(key, row);
    if (wantedKeys.has(key) || seenRows.has(identity)) continue;
    seenRows.add(identity);
    end.push({ key, row });
  }
  return {
    end,
    add: [...wantedKeys].filter((key) => !currentKeys.has(key)),
    unchanged: [...currentKeys].filter((key) => wantedKeys.has(key)),
  };
}

/** True when the plan sends nothing. */
export function isEmptyAssociationPlan<Row extends AssociationRow>(plan: AssociationPlan<Row>): boolean {
  return plan.end.length === 0 && plan.add.length === 0;
}

function summarise<Row extends AssociationRow>(
  ensure: AssociationResult<Row>['ensure'],
  ensureError: unknown,
  outcomes: readonly AssociationOutcome<Row>[],
): AssociationResult<Row> {
  return {
    ensure,
    ...(ensure === 'failed' ? { ensureError } : {}),
    outcomes,
    allDone: ensure !== 'failed' && outcomes.every((outcome) => outcome.status === 'done'),
    anyFailed: ensure === 'failed' || outcomes.some((outcome) => outcome.status === 'failed'),
    noneDone: outcomes.every((outcome) => outcome.status !== 'done'),
  };
}

/** A call's outcome; never rejects, so a batch of them settles like Promise.allSettled. */
async function settle(call: () => Promise<unknown>): Promise<{ status: AssociationStatus; error?: unknown }> {
  try {
    // Inside the try, a synchronous throw counts as a failure like a rejection.
    await call();
    return { status: 'done' };
  } catch (error) {
    return { status: 'failed', error };
  }
}

/**
 * Runs a plan: `ensure` first (when given and needed) — if it fails, nothing else is sent and
 * every item is reported notRun with its error — then every end and every add at once, all
 * settled, so one failure neither stops nor hides the others. Never rejects: the result says
 * what was done, what failed and what was not run. An empty plan sends nothing.
 */
export async function applyAssociationDiff<Row extends AssociationRow>(
  plan: AssociationPlan<Row>,
  steps: AssociationSteps<Row>,
  options: ApplyAssociationOptions = {},
): Promise<AssociationResult<Row>> {
  if (isEmptyAssociationPlan(plan)) return summarise<Row>('skipped', undefined, []);
  const { now: clock = Date.now, ensureWhen = 'adding' } = options;
  const { ensure } = steps;
  const needsEnsure = ensure !== undefined && (ensureWhen === 'always' || plan.add.length > 0);
  if (needsEnsure) {
    try {
      await ensure();
    } catch (error) {
      const notRun: AssociationOutcome<Row>[] = [
        ...plan.end.map(({ key, row }): AssociationOutcome<Row> => ({ key, action: 'end', row, status: 'notRun', error })),
        ...plan.add.map((key): AssociationOutcome<Row> => ({ key, action: 'add', status: 'notRun', error })),
      ];
      return summarise('failed', error, notRun);
    }
  }

  const now = clock();
  // Every call starts here, before any is awaited.
  const ends = plan.end.map(({ key, row }) =>
    settle(() => steps.end(row, Math.max(now, row.fromDate ?? now))).then((settled): AssociationOutcome<Row> => ({ key, action: 'end', row, ...settled })),
  );
  let adds: Promise<AssociationOutcome<Row>>[] = [];
  if (plan.add.length > 0 && steps.addAll) {
    const { addAll } = steps;
    const batch = settle(() => addAll(plan.add));
    adds = plan.add.map((key) => batch.then((settled): AssociationOutcome<Row> => ({ key, action: 'add', ...settled })));
  } else if (steps.add) {
    const { add } = steps;
    adds = plan.add.map((key) => settle(() => add(key)).then((settled): AssociationOutcome<Row> => ({ key, action: 'add', ...settled })));
  }
  const outcomes = await Promise.all([...ends, ...adds]);
  return summarise(needsEnsure ? 'done' : 'skipped', undefined, outcomes);
}
