import { act, renderHook } from '@testing-library/react';
import { clearDrafts } from '../../session/storage';
import type { DecisionEntry } from './decisions';
import { draftScope, parseDraft, recordRemoved, REVIEW_DRAFT_KEY, serialiseDraft, useDraftIn } from './use-review-draft';

const ADMIN = draftScope('https://oms.test/api/', 'admin');
const OTHER_USER = draftScope('https://oms.test/api/', 'manager');
const OTHER_OMS = draftScope('https://other.test/api/', 'admin');

/** When a review first read its logins (and a later visit's read). */
const T0 = 1_699_999_000_000;
const LATER = 1_700_000_500_000;

const DECISIONS: ReadonlyMap<string, DecisionEntry> = new Map<string, DecisionEntry>([
  ['jdoe', { decision: 'remove', by: 'admin', at: 1_700_000_000_000 }],
  ['store.ops', { decision: 'removeGroups', by: 'admin', at: 1_700_000_001_000, groupIds: ['STORE_MANAGER', 'FULFILLMENT_ADMIN'] }],
  ['kept', { decision: 'keep', by: 'admin', at: 1_700_000_002_000 }],
]);

describe('the review draft as the tab keeps it', () => {
  it('round-trips the name, every decision (the groups to end included) and the logins removed', () => {
    const raw = serialiseDraft(ADMIN, { name: 'Q4 review', decisions: DECISIONS, removed: new Set(['jdoe']), startedAt: T0 });
    const draft = parseDraft(raw, ADMIN);
    expect(draft?.name).toBe('Q4 review');
    expect(draft?.startedAt).toBe(T0);
    expect([...(draft?.decisions ?? [])]).toEqual([...DECISIONS]);
    expect([...(draft?.removed ?? [])]).toEqual(['jdoe']);
  });

  it('is ignored by another login or another OMS, and when it cannot be read', () => {
    const raw = serialiseDraft(ADMIN, { name: 'Q4 review', decisions: DECISIONS, removed: new Set() });
    expect(parseDraft(raw, OTHER_USER)).toBeUndefined();
    expect(parseDraft(raw, OTHER_OMS)).toBeUndefined();
    expect(parseDraft('{not json', ADMIN)).toBeUndefined();
    expect(parseDraft(null, ADMIN)).toBeUndefined();
  });

  it('leaves out entries that are not decisions, and never holds a token', () => {
    const raw = JSON.stringify({
      scope: ADMIN,
      name: 'Q4',
      decisions: [['ok', { decision: 'keep', by: 'admin', at: 1 }], ['bad', { decision: 'drop', by: 'admin', at: 1 }], ['groups', { decision: 'removeGroups', by: 'admin', at: 1, groupIds: [1] }], 'junk'],
    });
    expect([...(parseDraft(raw, ADMIN)?.decisions.keys() ?? [])]).toEqual(['ok']);
    expect(parseDraft(raw, ADMIN)?.removed.size).toBe(0);
    expect(Object.keys(JSON.parse(serialiseDraft(ADMIN, { name: 'x', decisions: DECISIONS, removed: new Set() })) as object).sort()).toEqual(['decisions', 'name', 'removed', 'scope']);
  });
});

describe('useDraftIn', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the name and decisions across a remount, functional updates included', () => {
    const first = renderHook(() => useDraftIn(window.sessionStorage, ADMIN, 'Access review 2024-01-01', T0));
    expect(first.result.current.name).toBe('Access review 2024-01-01');
    expect(first.result.current.decisions.size).toBe(0);
    // Nothing is written until the admin changes something.
    expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    act(() => first.result.current.setName('Q4 review'));
    act(() => first.result.current.setDecisions((previous) => new Map(previous).set('jdoe', DECISIONS.get('jdoe') as DecisionEntry)));
    act(() => first.result.current.setDecisions((previous) => new Map(previous).set('store.ops', DECISIONS.get('store.ops') as DecisionEntry)));
    act(() => first.result.current.setName((previous) => `${previous}!`));
    first.unmount();

    const second = renderHook(() => useDraftIn(window.sessionStorage, ADMIN, 'Access review 2024-02-02', LATER));
    expect(second.result.current.name).toBe('Q4 review!');
    // The review started when the first visit read its logins, not when this one did.
    expect(second.result.current.startedAt).toBe(T0);
    expect([...second.result.current.decisions]).toEqual([...DECISIONS].slice(0, 2));
    expect(second.result.current.decisions.get('store.ops')?.groupIds).toEqual(['STORE_MANAGER', 'FULFILLMENT_ADMIN']);
  });

  it("is not another user's: their session starts a review of its own", () => {
    const admin = renderHook(() => useDraftIn(window.sessionStorage, ADMIN, 'Access review', T0));
    act(() => admin.result.current.setDecisions(DECISIONS));
    act(() => admin.result.current.setName('Q4 review'));
    admin.unmount();

    const manager = renderHook(() => useDraftIn(window.sessionStorage, OTHER_USER, 'Access review', T0));
    expect(manager.result.current.name).toBe('Access review');
    expect(manager.result.current.decisions.size).toBe(0);
    expect(manager.result.current.startedAt).toBe(T0);
  });

  it('a draft kept without its start (before it was recorded) starts at this read, and keeps it from then on', () => {
    window.sessionStorage.setItem(REVIEW_DRAFT_KEY, serialiseDraft(ADMIN, { name: 'Q4 review', decisions: DECISIONS, removed: new Set() }));
    const first = renderHook(() => useDraftIn(window.sessionStorage, ADMIN, 'Access review', LATER));
    expect(first.result.current.startedAt).toBe(LATER);
    act(() => first.result.current.setName('Q4 review, again'));
    first.unmount();
    expect(parseDraft(window.sessionStorage.getItem(REVIEW_DRAFT_KEY), ADMIN)?.startedAt).toBe(LATER);
  });

  it('is dropped by logout (clearDrafts), and only the drafts are', () => {
    window.sessionStorage.setItem('users.import.madeParties', '{}');
    const admin = renderHook(() => useDraftIn(window.sessionStorage, ADMIN, 'Access review', T0));
    act(() => admin.result.current.setDecisions(DECISIONS));
    admin.unmount();
    expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).not.toBeNull();

    clearDrafts(window.sessionStorage);
    expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('users.import.madeParties')).toBe('{}');
    const again = renderHook(() => useDraftIn(window.sessionStorage, ADMIN, 'Access review', T0));
    expect(again.result.current.decisions.size).toBe(0);
  });
});

describe('recordRemoved (a run of removals that finishes after its screen was left)', () => {
  afterEach(() => window.sessionStorage.clear());

  it("adds the login to the kept draft's removed, its name and decisions untouched", () => {
    window.sessionStorage.setItem(REVIEW_DRAFT_KEY, serialiseDraft(ADMIN, { name: 'Q4 review', decisions: DECISIONS, removed: new Set(['store.ops']), startedAt: T0 }));
    recordRemoved(window.sessionStorage, ADMIN, ['jdoe']);
    const draft = parseDraft(window.sessionStorage.getItem(REVIEW_DRAFT_KEY), ADMIN);
    expect([...(draft?.removed ?? [])]).toEqual(['store.ops', 'jdoe']);
    expect(draft?.name).toBe('Q4 review');
    expect(draft?.startedAt).toBe(T0);
    expect([...(draft?.decisions ?? [])]).toEqual([...DECISIONS]);
  });

  it("writes nothing without a draft of that scope: dropped by a logout or 'Start a new review', or another login's", () => {
    recordRemoved(window.sessionStorage, ADMIN, ['jdoe']);
    expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBeNull();
    const raw = serialiseDraft(OTHER_USER, { name: 'Theirs', decisions: DECISIONS, removed: new Set() });
    window.sessionStorage.setItem(REVIEW_DRAFT_KEY, raw);
    recordRemoved(window.sessionStorage, ADMIN, ['jdoe']);
    expect(window.sessionStorage.getItem(REVIEW_DRAFT_KEY)).toBe(raw);
  });
});
