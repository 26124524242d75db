import { OmsError } from '../../../oms/errors';
import type { CreateUserRequest } from '../../../oms/create-user';
import type { SetupCalls } from '../../../setup/setup-run';
import { clearSetup } from '../../../setup/setup-plan';
import type { SetupStep } from '../../../setup/setup-plan';
import { POLICY_REASONS } from '../../../policy/policy';
import { clearedForTest, forged, SECURITY_ADMIN_VIEWER, SUPER_VIEWER, target } from '../../../../test/policy-setup';
import { ImportControl, importProgress, runImport } from './import-run';
import type { ImportCalls, RowState, RunnableRow, RunOptions } from './import-run';

const NOW = 1_700_000_000_000;

/**
 * An in-memory OMS: parties by id, logins by id, group rows by login. `failCreate` and
 * `loseCreate` name rows (by first name) whose create fails, or is done with its answer lost.
 */
function fakeOms(options: { failCreate?: string[]; loseCreate?: string[]; dropNext?: number; failGroup?: number; holdCreates?: boolean } = {}) {
  const parties = new Map<string, CreateUserRequest & { madeAt: number }>();
  const logins = new Map<string, string>();
  const groupRows: string[] = [];
  const creates: string[] = [];
  let nextId = 100;
  let inFlight = 0;
  let maxInFlight = 0;
  let failGroup = options.failGroup ?? 0;
  const failCreate = new Set(options.failCreate);
  const loseCreate = new Set(options.loseCreate);
  const releases: (() => void)[] = [];
  const setup = (): SetupCalls => ({
    findLoginPartyId: async (id) => logins.get(id),
    createUserLogin: async (r) => void logins.set(r.userLoginId, r.partyId),
    sendResetPasswordMail: async () => undefined,
    findUserGroups: async (login) => groupRows.filter((row) => row.startsWith(`${login}/`)).map((row) => ({ userLoginId: login, groupId: row.split('/')[1]!, fromDate: 1 })),
    removeUserFromSecurityGroup: async () => undefined,
    updateProductStoreRole: async () => undefined,
    addUserToSecurityGroups: async (r) => {
      if (failGroup > 0) {
        failGroup -= 1;
        throw new OmsError({ kind: 'service', messages: ['Security group not found.'] });
      }
      groupRows.push(...r.groupIds.map((groupId) => `${r.userLoginId}/${groupId}`));
    },
    findEmail: async () => undefined,
    saveEmail: async () => undefined,
    saveExternalId: async () => undefined,
    ensurePartyRole: async () => undefined,
    findUserProductStores: async () => [],
    createProductStoreRole: async () => undefined,
    findUserFacilities: async () => [],
    addPartyToFacility: async () => undefined,
    removePartyFromFacility: async () => undefined,
    roleTypeExists: async () => true,
    createRoleType: async () => undefined,
  });
  const calls: ImportCalls = {
    async createUser(request) {
      const name = request.firstName ?? '';
      creates.push(name);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (options.holdCreates) await new Promise<void>((release) => releases.push(release));
        else await Promise.resolve();
        // The connection drops before the OMS gets the request: nothing is made, no answer comes.
        if (creates.length === (options.dropNext ?? 0) && options.dropNext) throw new OmsError({ kind: 'network', cause: new TypeError('Failed to fetch') });
        if (failCreate.has(name)) {
          failCreate.delete(name);
          throw new OmsError({ kind: 'service', messages: [`Could not create ${name}.`] });
        }
        const partyId = String(nextId++);
        parties.set(partyId, { ...request, madeAt: NOW });
        if (loseCreate.has(name)) {
          loseCreate.delete(name);
          throw new OmsError({ kind: 'network', cause: new TypeError('Failed to fetch') });
        }
        return partyId;
      } finally {
        inFlight -= 1;
      }
    },
    async findJustCreated(request, since) {
      const found = [...parties].reverse().find(([, party]) => party.firstName === request.firstName && party.lastName === request.lastName && party.madeAt >= since);
      return found?.[0];
    },
    setup,
  };
  return { calls, parties, logins, groupRows, creates, maxInFlight: () => maxInFlight, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

function row(line: number, firstName: string, extra: Partial<RunnableRow> = {}): RunnableRow {
  const userLoginId = firstName.toLowerCase();
  const plan = () =>
    clearedForTest({
      steps: [
        { id: 'login', dependsOn: [], userLoginId, password: 'secret@1', requirePasswordChange: false },
        { id: 'securityGroup', dependsOn: ['login'], userLoginId, groupId: 'CSR' },
      ] satisfies SetupStep[],
      refused: [],
    });
  return { line, create: { partyTypeId: 'PERSON', firstName, lastName: 'Test' }, partyTypeId: 'PERSON', plan, ...extra };
}

function options(calls: ImportCalls, control = new ImportControl(), seen: RowState[] = []): RunOptions {
  return { concurrency: 4, calls, control, now: () => NOW, createdWindowMs: 600_000, organizationPartyId: 'COMPANY', onRow: (state) => seen.push(state) };
}

const byLine = (states: Map<number, RowState>) => Object.fromEntries([...states].map(([line, state]) => [line, [state.status, state.failedStep ?? '', state.message ?? ''].join('|')]));

describe('runImport', () => {
  it('creates and sets up every row, at most four at a time', async () => {
    const oms = fakeOms();
    const rows = Array.from({ length: 10 }, (_, index) => row(index + 2, `User${index}`));
    const states = await runImport(rows, new Map(), options(oms.calls));
    expect(Object.values(byLine(states))).toEqual(Array(10).fill('done||'));
    expect(oms.parties.size).toBe(10);
    expect(oms.logins.size).toBe(10);
    expect(oms.groupRows).toHaveLength(10);
    expect(oms.maxInFlight()).toBeLessThanOrEqual(4);
    expect(oms.maxInFlight()).toBeGreaterThan(1);
  });

  it('does not create a row whose person exists; only its missing steps are sent', async () => {
    const oms = fakeOms();
    oms.logins.set('ana', '55');
    const states = await runImport([row(2, 'Ana', { existingPartyId: '55' })], new Map(), options(oms.calls));
    expect(states.get(2)).toMatchObject({ status: 'done', partyId: '55', existed: true });
    expect(oms.creates).toEqual([]);
    expect(oms.groupRows).toEqual(['ana/CSR']);
  });

  it('change policy: a row naming an existing super user runs nothing for a security admin (the row fails with the reason); a super user sets it up', async () => {
    const steps: SetupStep[] = [
      { id: 'login', dependsOn: [], userLoginId: 'ana', password: 'secret@1', requirePasswordChange: false },
      { id: 'securityGroup', dependsOn: ['login'], userLoginId: 'ana', groupId: 'CSR' },
    ];
    const oms = fakeOms();
    oms.logins.set('ana', '55');
    const refused = await runImport([row(2, 'Ana', { existingPartyId: '55', plan: (partyId) => clearSetup(SECURITY_ADMIN_VIEWER, target(partyId, ['SUPER']), steps) })], new Map(), options(oms.calls));
    expect(refused.get(2)).toMatchObject({ status: 'failed', failedStep: 'login', message: POLICY_REASONS.superTarget });
    expect(oms.groupRows).toEqual([]);
    const allowed = await runImport([row(2, 'Ana', { existingPartyId: '55', plan: (partyId) => clearSetup(SUPER_VIEWER, target(partyId, ['SUPER']), steps) })], new Map(), options(oms.calls));
    expect(allowed.get(2)).toMatchObject({ status: 'done' });
    expect(oms.groupRows).toEqual(['ana/CSR']);
  });

  it('a row whose plan the change policy did not clear (a cast) throws and sends nothing', async () => {
    const oms = fakeOms();
    oms.logins.set('ana', '55');
    const run = runImport([row(2, 'Ana', { existingPartyId: '55', plan: () => forged({ steps: [{ id: 'securityGroup', dependsOn: [], userLoginId: 'ana', groupId: 'SECURITY_ADMIN' }] as unknown as SetupStep[], refused: [] }) })], new Map(), options(oms.calls));
    await expect(run).rejects.toThrow('A write path reached its runner without the change policy.');
    expect(oms.groupRows).toEqual([]);
    expect(oms.creates).toEqual([]);
  });

  it("a refused create fails the row at 'create' with the OMS's message; a retry creates it once", async () => {
    const oms = fakeOms({ failCreate: ['Bo'] });
    const rows = [row(2, 'Ana'), row(3, 'Bo')];
    const first = await runImport(rows, new Map(), options(oms.calls));
    expect(byLine(first)).toEqual({ 2: 'done||', 3: 'failed|create|Could not create Bo.' });
    expect(first.get(3)?.steps).toEqual([]);
    const retry = await runImport(rows, first, options(oms.calls));
    expect(byLine(retry)).toEqual({ 2: 'done||', 3: 'done||' });
    expect(oms.creates).toEqual(['Ana', 'Bo', 'Bo']);
    expect(oms.parties.size).toBe(2);
  });

  it('a create whose answer is lost takes the party it made instead of creating another', async () => {
    const oms = fakeOms({ loseCreate: ['Ana'] });
    const states = await runImport([row(2, 'Ana')], new Map(), options(oms.calls));
    expect(states.get(2)).toMatchObject({ status: 'done', partyId: '100' });
    expect(oms.creates).toEqual(['Ana']);
    expect(oms.parties.size).toBe(1);
    expect(oms.logins.get('ana')).toBe('100');
  });

  it('a party another row of the run claimed is never taken for a create without an answer', async () => {
    // Two people of the same name; the second's create never reaches the OMS.
    const oms = fakeOms({ dropNext: 2 });
    const rows = [row(2, 'Ana', { plan: () => clearedForTest({ steps: [], refused: [] }) }), row(3, 'Ana', { plan: () => clearedForTest({ steps: [], refused: [] }) })];
    const first = await runImport(rows, new Map(), { ...options(oms.calls), concurrency: 1 });
    expect(first.get(2)).toMatchObject({ status: 'done', partyId: '100' });
    expect(first.get(3)).toMatchObject({ status: 'failed', failedStep: 'create', lostSince: NOW - 600_000 });
    expect(first.get(3)?.partyId).toBeUndefined();
    const retry = await runImport(rows, first, { ...options(oms.calls), concurrency: 1 });
    expect(retry.get(3)).toMatchObject({ status: 'done', partyId: '101' });
    expect(oms.parties.size).toBe(2);
  });

  it('a namesake the preview found is never taken after a lost answer: the row fails and says so, no second person (issue 35)', async () => {
    const oms = fakeOms({ dropNext: 1 });
    // Ana Test, made by hand lately: the preview knew her.
    oms.parties.set('77', { partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Test', madeAt: NOW });
    const states = await runImport([row(2, 'Ana', { plan: () => clearedForTest({ steps: [], refused: [] }) })], new Map(), { ...options(oms.calls), knownPartyIds: ['77'] });
    expect(states.get(2)).toMatchObject({ status: 'failed', failedStep: 'create' });
    expect(states.get(2)?.partyId).toBeUndefined();
  });

  it('the party a row made is remembered under its identity; a party it found is not', async () => {
    const oms = fakeOms();
    oms.logins.set('bo', '55');
    const made: [string, string][] = [];
    const rows = [row(2, 'Ana', { identity: 'ana-row' }), row(3, 'Bo', { identity: 'bo-row', existingPartyId: '55' })];
    await runImport(rows, new Map(), { ...options(oms.calls), recordMade: (identity, partyId) => void made.push([identity, partyId]) });
    expect(made).toEqual([['ana-row', '100']]);
  });

  it('a retry after a lost answer looks first and takes the party the lost create made', async () => {
    const oms = fakeOms({ loseCreate: ['Ana'] });
    const calls = { ...oms.calls, findJustCreated: jest.fn().mockRejectedValueOnce(new Error('read failed')).mockImplementation(oms.calls.findJustCreated) };
    const rows = [row(2, 'Ana')];
    const first = await runImport(rows, new Map(), options(calls));
    expect(first.get(2)).toMatchObject({ status: 'failed', failedStep: 'create' });
    const retry = await runImport(rows, first, options(calls));
    expect(retry.get(2)).toMatchObject({ status: 'done', partyId: '100' });
    expect(oms.creates).toEqual(['Ana']);
    expect(oms.parties.size).toBe(1);
  });

  it('a setup step that fails fails the row at that step; the retry sends only that step', async () => {
    const oms = fakeOms({ failGroup: 1 });
    const rows = [row(2, 'Ana')];
    const first = await runImport(rows, new Map(), options(oms.calls));
    expect(byLine(first)).toEqual({ 2: 'failed|securityGroup|Security group not found.' });
    const retry = await runImport(rows, first, options(oms.calls));
    expect(byLine(retry)).toEqual({ 2: 'done||' });
    expect(oms.creates).toEqual(['Ana']);
    expect(oms.groupRows).toEqual(['ana/CSR']);
  });

  it('rows done in an earlier run are not run again', async () => {
    const oms = fakeOms();
    const previous = new Map<number, RowState>([[2, { line: 2, status: 'done', partyId: '9', steps: [] }]]);
    const states = await runImport([row(2, 'Ana'), row(3, 'Bo')], previous, options(oms.calls));
    expect(oms.creates).toEqual(['Bo']);
    expect(states.get(2)).toEqual(previous.get(2));
  });

  it('Pause starts no new row; Cancel marks the rows never started as not run, the ones in flight finish', async () => {
    const oms = fakeOms({ holdCreates: true });
    const control = new ImportControl();
    const rows = Array.from({ length: 6 }, (_, index) => row(index + 2, `User${index}`));
    const run = runImport(rows, new Map(), { ...options(oms.calls, control), concurrency: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(oms.creates).toEqual(['User0', 'User1']);
    control.pause();
    oms.releaseAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(oms.creates).toEqual(['User0', 'User1']);
    control.cancel();
    const states = await run;
    expect(byLine(states)).toEqual({ 2: 'done||', 3: 'done||', 4: 'notRun||', 5: 'notRun||', 6: 'notRun||', 7: 'notRun||' });
    expect(oms.logins.size).toBe(2);
  });

  it('Resume goes on with the next rows', async () => {
    const oms = fakeOms();
    const control = new ImportControl();
    control.pause();
    const run = runImport([row(2, 'Ana'), row(3, 'Bo')], new Map(), options(oms.calls, control));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(oms.creates).toEqual([]);
    control.resume();
    expect(byLine(await run)).toEqual({ 2: 'done||', 3: 'done||' });
  });
});

describe('importProgress', () => {
  const state = (line: number, status: RowState['status']): RowState => ({ line, status, steps: [] });

  it('counts done, failed, not run and left, and estimates the time left from the rate so far', () => {
    const states = [state(2, 'done'), state(3, 'done'), state(4, 'failed'), state(5, 'running'), state(6, 'waiting'), state(7, 'notRun')];
    expect(importProgress(states, 3000)).toEqual({ total: 6, done: 2, failed: 1, notRun: 1, left: 2, rowsPerSecond: 1, remainingMs: 2000 });
  });

  it('has no estimate before the first row finishes', () => {
    expect(importProgress([state(2, 'running')], 500)).toEqual({ total: 1, done: 0, failed: 0, notRun: 0, left: 1 });
  });
});
