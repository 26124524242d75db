/**
 * The access review's draft (issue 39): its name and the reviewer's decisions, kept in the tab's
 * sessionStorage so that following a login's link to its user and coming Back, or reloading the
 * page, finds the review as it was left — the OMS keeps no entity for reviews, so until the record
 * is downloaded the draft is the only copy of the decisions. Kept: the name, when the review
 * started (its first read of the logins: the record's "started", which leaving and coming back, or a
 * reload, must not move past the decisions kept), and per login the
 * decision, who decided, when, and the groups to end, and which logins' removals were applied
 * (so coming back neither offers them to Apply again nor loses 'done' from the record; each is
 * recorded as its removal is done, also after the screen was left: `markRemoved`); nothing the OMS says about a login (the
 * screen reads that afresh, and a decision whose login is no longer in the review is ignored),
 * never a token or a password. Per tab (sessionStorage), for one OMS and login: another user's or
 * another OMS's session in the tab ignores it, and logout drops it (src/session/storage.ts
 * `clearDrafts`; an expired session keeps it for the same login coming back), and so does
 * 'Start a new review' (`forgetReviewDraft`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useOmsClient, useSession } from '../../session/hooks';
import { DRAFT_KEY_PREFIX, tabStorage } from '../../session/storage';
import type { Decision, DecisionEntry } from './decisions';

export const REVIEW_DRAFT_KEY = `${DRAFT_KEY_PREFIX}accessReview`;

export interface ReviewDraft {
  name: string;
  decisions: ReadonlyMap<string, DecisionEntry>;
  /** The logins whose decision was applied (Removed): not offered to Apply again, 'done' in the record. */
  removed: ReadonlySet<string>;
  /** When the review started (ms): its first read of the logins. A draft kept before this was recorded has none. */
  startedAt?: number;
}

/** Whose draft it is: the OMS (its API base) and the login that made it. */
export const draftScope = (omsBaseUrl: string, userLoginId: string): string => `${omsBaseUrl}|${userLoginId}`;

interface StoredDraft {
  scope: string;
  name: string;
  decisions: Array<[string, DecisionEntry]>;
  removed: string[];
  startedAt?: number;
}

const DECISIONS: readonly Decision[] = ['keep', 'remove', 'removeGroups'];

/** The draft as the tab keeps it. */
export function serialiseDraft(scope: string, draft: ReviewDraft): string {
  const stored: StoredDraft = { scope, name: draft.name, decisions: [...draft.decisions], removed: [...draft.removed], ...(draft.startedAt === undefined ? {} : { startedAt: draft.startedAt }) };
  return JSON.stringify(stored);
}

/** One kept decision, if it is one (anything else is left out). */
function decisionEntry(value: unknown): DecisionEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { decision, by, at, groupIds } = value as Record<string, unknown>;
  if (!DECISIONS.includes(decision as Decision) || typeof by !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  if (groupIds === undefined) return { decision: decision as Decision, by, at };
  if (!Array.isArray(groupIds) || !groupIds.every((id): id is string => typeof id === 'string')) return undefined;
  return { decision: decision as Decision, by, at, groupIds };
}

/** The draft kept for `scope`; undefined when there is none, it is another scope's, or it cannot be read. */
export function parseDraft(raw: string | null | undefined, scope: string): ReviewDraft | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const stored = value as Partial<Record<keyof StoredDraft, unknown>>;
    if (stored.scope !== scope || typeof stored.name !== 'string' || !Array.isArray(stored.decisions)) return undefined;
    const decisions = new Map<string, DecisionEntry>();
    for (const pair of stored.decisions as unknown[]) {
      if (!Array.isArray(pair) || typeof pair[0] !== 'string') continue;
      const entry = decisionEntry(pair[1]);
      if (entry) decisions.set(pair[0], entry);
    }
    const removed = Array.isArray(stored.removed) ? stored.removed.filter((id): id is string => typeof id === 'string') : [];
    const startedAt = typeof stored.startedAt === 'number' && Number.isFinite(stored.startedAt) ? stored.startedAt : undefined;
    return { name: stored.name, decisions, removed: new Set(removed), ...(startedAt === undefined ? {} : { startedAt }) };
  } catch {
    return undefined;
  }
}

export function readDraft(storage: Storage | undefined, scope: string): ReviewDraft | undefined {
  try {
    return parseDraft(storage?.getItem(REVIEW_DRAFT_KEY), scope);
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Storage | undefined, scope: string, draft: ReviewDraft): void {
  try {
    storage?.setItem(REVIEW_DRAFT_KEY, serialiseDraft(scope, draft));
  } catch {
    // Storage full or refused: the review still works, it just does not survive leaving the screen.
  }
}

/** The draft as state: each part with its setter (as useState's), and when the review started. */
export interface ReviewDraftState {
  name: string;
  setName: Dispatch<SetStateAction<string>>;
  decisions: ReadonlyMap<string, DecisionEntry>;
  setDecisions: Dispatch<SetStateAction<ReadonlyMap<string, DecisionEntry>>>;
  removed: ReadonlySet<string>;
  setRemoved: Dispatch<SetStateAction<ReadonlySet<string>>>;
  startedAt: number;
}

interface Held {
  scope: string;
  draft: ReviewDraft;
  /** Read from the tab or made afresh, not yet changed: nothing to write. */
  loaded: boolean;
}

const apply = <T>(action: SetStateAction<T>, previous: T): T => (action instanceof Function ? action(previous) : action);

/**
 * The draft of `scope` in `storage` as state (setters as useState's); written back on every change.
 * A new draft, or one kept without its start, starts at `startedAt`.
 */
export function useDraftIn(storage: Storage | undefined, scope: string, defaultName: string, startedAt: number): ReviewDraftState {
  const load = (): Held => {
    const kept = readDraft(storage, scope);
    return { scope, draft: kept ? { ...kept, startedAt: kept.startedAt ?? startedAt } : { name: defaultName, decisions: new Map(), removed: new Set(), startedAt }, loaded: true };
  };
  const [held, setHeld] = useState<Held>(load);
  // Another login or OMS in the same mounted screen: its own draft, never the previous one's.
  let current = held;
  if (held.scope !== scope) {
    current = load();
    setHeld(current);
  }

  useEffect(() => {
    if (!held.loaded) saveDraft(storage, held.scope, held.draft);
  }, [storage, held]);

  /** A setter of one part of the draft; the same value again changes (and writes) nothing. */
  const setPart = useCallback(<K extends keyof ReviewDraft>(key: K, action: SetStateAction<ReviewDraft[K]>) => {
    setHeld((previous) => {
      const next = apply(action, previous.draft[key]);
      return next === previous.draft[key] ? previous : { ...previous, draft: { ...previous.draft, [key]: next }, loaded: false };
    });
  }, []);
  const setName = useCallback<Dispatch<SetStateAction<string>>>((action) => setPart('name', action), [setPart]);
  const setDecisions = useCallback<Dispatch<SetStateAction<ReadonlyMap<string, DecisionEntry>>>>((action) => setPart('decisions', action), [setPart]);
  const setRemoved = useCallback<Dispatch<SetStateAction<ReadonlySet<string>>>>((action) => setPart('removed', action), [setPart]);
  const { name, decisions, removed } = current.draft;
  return { name, setName, decisions, setDecisions, removed, setRemoved, startedAt: current.draft.startedAt ?? startedAt };
}

/**
 * Adds logins to the removed of the draft kept for `scope`, straight in the tab's storage: a run of
 * removals goes on after its screen is left (components/use-pool-run.ts), and what it finishes then
 * must not be offered to Apply again. No draft of that scope (dropped by a logout or 'Start a new
 * review', or another login's): nothing is written.
 */
export function recordRemoved(storage: Storage | undefined, scope: string, userLoginIds: readonly string[]): void {
  const draft = readDraft(storage, scope);
  if (!draft || userLoginIds.every((id) => draft.removed.has(id))) return;
  saveDraft(storage, scope, { ...draft, removed: new Set([...draft.removed, ...userLoginIds]) });
}

/** Drops the tab's review draft ('Start a new review'). */
export function forgetReviewDraft(storage: Storage | undefined = tabStorage()): void {
  try {
    storage?.removeItem(REVIEW_DRAFT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * The access review's draft of this session's OMS and login, in the tab's sessionStorage. Instead
 * of a setter of `removed` it gives `markRemoved`, which adds a login both to the screen's draft
 * and, through `recordRemoved`, to the tab's copy: the one way a removal is recorded, mounted or
 * not (a run of removals goes on after its screen is left).
 */
export function useReviewDraft(
  defaultName: string,
  readAt: number,
): Omit<ReviewDraftState, 'setRemoved'> & { markRemoved: (userLoginId: string) => void } {
  const client = useOmsClient();
  const { profile } = useSession();
  const [storage] = useState(tabStorage);
  const scope = draftScope(client.baseUrl, profile.userLoginId);
  const { setRemoved, ...draft } = useDraftIn(storage, scope, defaultName, readAt);
  const markRemoved = useCallback(
    (userLoginId: string) => {
      setRemoved((previous) => (previous.has(userLoginId) ? previous : new Set([...previous, userLoginId])));
      recordRemoved(storage, scope, [userLoginId]);
    },
    [setRemoved, storage, scope],
  );
  return { ...draft, markRemoved };
}
