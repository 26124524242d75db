/** The association planner (tables) and runner (mock calls: order, parallelism, failures). */
import { applyAssociationDiff, isEmptyAssociationPlan, planAssociationDiff } from './association-diff';
import type { AssociationPlan } from './association-diff';

interface StoreRow {
  productStoreId: string;
  roleTypeId: string;
  fromDate: number;
}

const store = (productStoreId: string, roleTypeId = 'APPLICATION_USER', fromDate = 1): StoreRow => ({ productStoreId, roleTypeId, fromDate });
const storeKey = (row: StoreRow) => row.productStoreId;

/** A promise with its resolve/reject in hand, to hold a call open. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('planAssociationDiff', () => {
  it.each<{ name: string; current: StoreRow[]; wanted: string[]; end: StoreRow[]; add: string[]; unchanged: string[] }>([
    { name: 'nothing to do', current: [store('A'), store('B')], wanted: ['B', 'A'], end: [], add: [], unchanged: ['A', 'B'] },
    { name: 'nothing current, nothing wanted', current: [], wanted: [], end: [], add: [], unchanged: [] },
    { name: 'add only', current: [store('A')], wanted: ['A', 'B', 'C'], end: [], add: ['B', 'C'], unchanged: ['A'] },
    { name: 'end only, keeping fromDate and roleTypeId', current: [store('A', 'OWNER', 5), store('B')], wanted: ['B'], end: [store('A', 'OWNER', 5)], add: [], unchanged: ['B'] },
    { name: 'both', current: [store('A'), store('B', 'APPLICATION_USER', 7)], wanted: ['A', 'C'], end: [store('B', 'APPLICATION_USER', 7)], add: ['C'], unchanged: ['A'] },
    { name: 'everything ended', current: [store('A'), store('B')], wanted: [], end: [store('A'), store('B')], add: [], unchanged: [] },
    { name: 'wanted keys repeated are added once', current: [], wanted: ['C', 'C', 'D', 'C'], end: [], add: ['C', 'D'], unchanged: [] },
    { name: 'identical current rows are ended once', current: [store('A', 'R', 3), store('A', 'R', 3)], wanted: [], end: [store('A', 'R', 3)], add: [], unchanged: [] },
    { name: 'a key held twice and wanted is left alone', current: [store('A', 'R', 3), store('A', 'R', 3)], wanted: ['A'], end: [], add: [], unchanged: ['A'] },
    {
      name: 'one key under different roleTypeIds: each row ended with its own role',
      current: [store('A', 'APPLICATION_USER', 1), store('A', 'OWNER', 2), store('B', 'OWNER', 3)],
      wanted: ['B'],
      end: [store('A', 'APPLICATION_USER', 1), store('A', 'OWNER', 2)],
      add: [],
      unchanged: ['B'],
    },
    {
      name: 'one key under different roleTypeIds, wanted: none of its rows touched',
      current: [store('A', 'APPLICATION_USER', 1), store('A', 'OWNER', 2)],
      wanted: ['A'],
      end: [],
      add: [],
      unchanged: ['A'],
    },
    { name: 'same key and role, other fromDate: both rows ended', current: [store('A', 'R', 1), store('A', 'R', 2)], wanted: [], end: [store('A', 'R', 1), store('A', 'R', 2)], add: [], unchanged: [] },
  ])('$name', ({ current, wanted, end, add, unchanged }) => {
    const plan = planAssociationDiff(current, wanted, storeKey);
    expect(plan.end.map((planned) => planned.row)).toEqual(end);
    expect(plan.end.map((planned) => planned.key)).toEqual(end.map(storeKey));
    expect(plan.add).toEqual(add);
    expect(plan.unchanged).toEqual(unchanged);
    expect(isEmptyAssociationPlan(plan)).toBe(end.length === 0 && add.length === 0);
  });

  it('takes the wanted keys as any iterable (a Set from a selection dialog)', () => {
    const plan = planAssociationDiff([store('A')], new Set(['B']), storeKey);
    expect(plan).toEqual({ end: [{ key: 'A', row: store('A') }], add: ['B'], unchanged: [] });
  });

  it('works for rows without a role or fromDate (security groups)', () => {
    const plan = planAssociationDiff([{ groupId: 'G1' }, { groupId: 'G2', fromDate: 4 }], ['G2', 'G3'], (row) => row.groupId);
    expect(plan).toEqual({ end: [{ key: 'G1', row: { groupId: 'G1' } }], add: ['G3'], unchanged: ['G2'] });
  });
});

const plan = (end: StoreRow[], add: string[]): AssociationPlan<StoreRow> => ({ end: end.map((row) => ({ key: row.productStoreId, row })), add, unchanged: [] });

describe('applyAssociationDiff', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ensures first, then ends (thruDate now, row kept) and adds (fromDate left to the OMS), reporting each as done', async () => {
    const calls: string[] = [];
    const ensure = jest.fn(async () => void calls.push('ensure'));
    const end = jest.fn(async (row: StoreRow) => void calls.push(`end ${row.productStoreId}`));
    const add = jest.fn(async (key: string) => void calls.push(`add ${key}`));
    const now = jest.fn(() => 99);

    const result = await applyAssociationDiff(plan([store('A', 'OWNER', 5)], ['B', 'C']), { ensure, end, add }, { now });

    expect(calls).toEqual(['ensure', 'end A', 'add B', 'add C']);
    expect(end).toHaveBeenCalledWith(store('A', 'OWNER', 5), 99);
    expect(add.mock.calls).toEqual([['B'], ['C']]);
    expect(now).toHaveBeenCalledTimes(1);
    expect(result).toEqual({
      ensure: 'done',
      outcomes: [
        { key: 'A', action: 'end', row: store('A', 'OWNER', 5), status: 'done' },
        { key: 'B', action: 'add', status: 'done' },
        { key: 'C', action: 'add', status: 'done' },
      ],
      allDone: true,
      anyFailed: false,
      noneDone: false,
    });
  });

  it('sends nothing before ensure settles, then starts every end and add before any settles', async () => {
    const gate = deferred();
    const held = { A: deferred(), B: deferred(), C: deferred() };
    const ensure = jest.fn(() => gate.promise);
    const end = jest.fn((row: StoreRow) => held[row.productStoreId as 'A'].promise);
    const add = jest.fn((key: string) => held[key as 'B' | 'C'].promise);

    const running = applyAssociationDiff(plan([store('A')], ['B', 'C']), { ensure, end, add }, { now: () => 1 });
    await Promise.resolve();
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(end).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();

    gate.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // All three are in flight while none has answered.
    expect(end).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledTimes(2);

    held.C.resolve();
    held.A.resolve();
    held.B.resolve();
    await expect(running).resolves.toMatchObject({ allDone: true });
  });

  it('sends nothing else when ensure fails and reports every item notRun with that failure', async () => {
    const failure = new Error('ensurePartyRole failed');
    const end = jest.fn(async () => undefined);
    const add = jest.fn(async () => undefined);
    const now = jest.fn(() => 1);

    const result = await applyAssociationDiff(plan([store('A')], ['B']), { ensure: () => Promise.reject(failure), end, add }, { now });

    expect(end).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    expect(result).toEqual({
      ensure: 'failed',
      ensureError: failure,
      outcomes: [
        { key: 'A', action: 'end', row: store('A'), status: 'notRun', error: failure },
        { key: 'B', action: 'add', status: 'notRun', error: failure },
      ],
      allDone: false,
      anyFailed: true,
      noneDone: true,
    });
  });

  it('reports one failed add while the others are done', async () => {
    const failure = new Error('HTTP 500');
    const add = jest.fn((key: string) => (key === 'C' ? Promise.reject(failure) : Promise.resolve()));
    const result = await applyAssociationDiff(plan([store('A')], ['B', 'C', 'D']), { end: async () => undefined, add }, { now: () => 1 });

    expect(add).toHaveBeenCalledTimes(3);
    expect(result.outcomes).toEqual([
      { key: 'A', action: 'end', row: store('A'), status: 'done' },
      { key: 'B', action: 'add', status: 'done' },
      { key: 'C', action: 'add', status: 'failed', error: failure },
      { key: 'D', action: 'add', status: 'done' },
    ]);
    expect(result).toMatchObject({ ensure: 'skipped', allDone: false, anyFailed: true, noneDone: false });
  });

  it('counts a call that throws synchronously as failed, without stopping the others', async () => {
    const failure = new Error('bad input');
    const end = jest.fn((): Promise<void> => {
      throw failure;
    });
    const add = jest.fn(async () => undefined);
    const result = await applyAssociationDiff(plan([store('A')], ['B']), { end, add }, { now: () => 1 });
    expect(add).toHaveBeenCalledTimes(1);
    expect(result.outcomes.map((outcome) => [outcome.key, outcome.status])).toEqual([
      ['A', 'failed'],
      ['B', 'done'],
    ]);
    expect(result.noneDone).toBe(false);
  });

  it('reports noneDone when every call failed', async () => {
    const failure = new Error('HTTP 500');
    const result = await applyAssociationDiff(plan([store('A')], ['B']), { end: () => Promise.reject(failure), add: () => Promise.reject(failure) }, { now: () => 1 });
    expect(result).toMatchObject({ allDone: false, anyFailed: true, noneDone: true });
  });

  it.each<{ name: string; ensureWhen?: 'adding' | 'always'; add: string[]; ensured: boolean; ensure: string }>([
    { name: 'adding: ensures when something is added', add: ['B'], ensured: true, ensure: 'done' },
    { name: 'adding: does not ensure for ends alone', add: [], ensured: false, ensure: 'skipped' },
    { name: 'always: ensures for ends alone', ensureWhen: 'always', add: [], ensured: true, ensure: 'done' },
  ])('ensureWhen $name', async ({ ensureWhen, add, ensured, ensure: ensureStatus }) => {
    const ensure = jest.fn(async () => undefined);
    const result = await applyAssociationDiff(plan([store('A')], add), { ensure, end: async () => undefined, add: async () => undefined }, { ensureWhen, now: () => 1 });
    expect(ensure).toHaveBeenCalledTimes(ensured ? 1 : 0);
    expect(result.ensure).toBe(ensureStatus);
  });

  it('sends nothing for an empty plan, not even ensure', async () => {
    const ensure = jest.fn(async () => undefined);
    const end = jest.fn(async () => undefined);
    const add = jest.fn(async () => undefined);
    const result = await applyAssociationDiff(plan([], []), { ensure, end, add }, { ensureWhen: 'always' });
    expect([ensure, end, add].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0]);
    expect(result).toEqual({ ensure: 'skipped', outcomes: [], allDone: true, anyFailed: false, noneDone: true });
  });

  it('adds every key in one call with addAll, each reported with that call outcome', async () => {
    const failure = new Error('HTTP 500');
    const addAll = jest.fn(() => Promise.reject(failure));
    const result = await applyAssociationDiff(plan([], ['G1', 'G2']), { end: async () => undefined, addAll }, { now: () => 7 });
    expect(addAll).toHaveBeenCalledTimes(1);
    expect(addAll).toHaveBeenCalledWith(['G1', 'G2']);
    expect(result.outcomes).toEqual([
      { key: 'G1', action: 'add', status: 'failed', error: failure },
      { key: 'G2', action: 'add', status: 'failed', error: failure },
    ]);
  });

  it('reads the clock (Date.now by default) once for the whole run', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1234);
    const end = jest.fn(async () => undefined);
    const add = jest.fn(async () => undefined);
    await applyAssociationDiff(plan([store('A'), store('B')], ['C']), { end, add });
    expect(end.mock.calls.map((call: unknown[]) => call[1])).toEqual([1234, 1234]);
    expect(add).toHaveBeenCalledWith('C');
  });

  it('never ends a row before its own fromDate (a browser clock behind the OMS’s)', async () => {
    const end = jest.fn(async () => undefined);
    await applyAssociationDiff(plan([store('A', 'OWNER', 500), store('B', 'OWNER', 50)], []), { end, add: async () => undefined }, { now: () => 100 });
    expect(end.mock.calls.map((call: unknown[]) => call[1])).toEqual([500, 100]);
  });
});
