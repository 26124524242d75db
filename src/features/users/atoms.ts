/**
 * Users tab state: the list for the current filter (pages merged into one entry per user), the
 * security groups of the group filter, and the actions that load them.
 *
 * Every new filter starts a new "flight": the previous request is aborted and its generation
 * retired, so an answer that arrives late (or was already on its way) never lands on a newer list.
 */
import { atom } from 'jotai';
import type { Getter, Setter } from 'jotai';
import { loadableAtom } from '../../lib/loadable';
import { isOmsError, OmsError } from '../../oms/errors';
import { PREFETCH_TTL_MS } from '../../oms/prefetch';
import type { SecurityGroup } from '../../oms/security-groups';
import { findUsers, USER_LIST_VIEW_SIZE } from '../../oms/users';
import type { UserListFilter } from '../../oms/users';
import { referenceAtoms } from '../../reference/atoms';
import { omsClientAtom, sessionAtom } from '../../session/atoms';
import { filterFromParams, listRequestFilter } from './filter';
import { canLoadMore, emptyUsers, listTotal, mergeUserRows } from './user-rows';
import type { MergedUsers } from './user-rows';

export interface UserListState {
  /** The filter this list answers; null before the first load. */
  filter: UserListFilter | null;
  /** Of the first page: 'loading' until it answers, then 'ready' or 'error'. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  users: MergedUsers;
  /** Rows (user x group) loaded so far: the spec's paging rule counts rows, not users. */
  rows: number;
  /** Distinct users matching: the OMS count while pages remain, the exact merged count after. */
  total: number;
  /** The last page was full (and rows are a multiple of the page size): another may follow. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the first page failed. */
  error: OmsError | null;
  /** Why a later page failed; the loaded users stay. */
  moreError: OmsError | null;
}

export const INITIAL_USER_LIST: UserListState = {
  filter: null,
  status: 'idle',
  users: emptyUsers(),
  rows: 0,
  total: 0,
  hasMore: false,
  loadingMore: false,
  error: null,
  moreError: null,
};

export const userListAtom = atom<UserListState>(INITIAL_USER_LIST);

interface Flight {
  generation: number;
  controller: AbortController | null;
}

const flightAtom = atom<Flight>({ generation: 0, controller: null });

/** Retires the flight in progress (aborting its request) and returns the new one. */
function startFlight(get: Getter, set: Setter): Flight & { controller: AbortController } {
  const previous = get(flightAtom);
  previous.controller?.abort();
  const next = { generation: previous.generation + 1, controller: new AbortController() };
  set(flightAtom, next);
  return next;
}

export { canLoadMore, listTotal } from './user-rows';

function asOmsError(error: unknown): OmsError {
  return isOmsError(error) ? error : new OmsError({ kind: 'parse', cause: error });
}

async function loadPage(get: Getter, set: Setter, flight: Flight, filter: UserListFilter, viewIndex: number): Promise<void> {
  const client = get(omsClientAtom);
  const signal = flight.controller?.signal;
  if (!client || !signal) return;
  const isCurrent = () => get(flightAtom).generation === flight.generation;
  try {
    const request = { ...filter, currentPartyId: get(sessionAtom)?.profile.partyId, viewIndex, viewSize: USER_LIST_VIEW_SIZE };
    const page = await findUsers(client, request, signal);
    if (!isCurrent()) return;
    const current = get(userListAtom);
    const first = viewIndex === 0;
    const users = mergeUserRows(first ? emptyUsers() : current.users, page.docs, page.groupRows);
    const rows = (first ? 0 : current.rows) + page.docs.length;
    const hasMore = canLoadMore(rows, page.docs.length);
    set(userListAtom, {
      ...current,
      status: 'ready',
      users,
      rows,
      total: listTotal(hasMore, page.count, users),
      hasMore,
      loadingMore: false,
      error: null,
      moreError: null,
    });
  } catch (error) {
    if (!isCurrent() || signal.aborted) return;
    const current = get(userListAtom);
    const failure = asOmsError(error);
    if (viewIndex === 0) set(userListAtom, { ...current, status: 'error', error: failure });
    else set(userListAtom, { ...current, loadingMore: false, moreError: failure });
  }
}

/**
 * The first page asked for before the Users tab first rendered (`primeUsersAtom`): its request,
 * and when. The tab's own first load of the same request takes it instead of asking again.
 */
const primedAtom = atom<{ key: string; at: number } | null>(null);

/** How long a primed first page may wait for the tab: as long as an offered answer (oms/prefetch.ts). */
const PRIMED_TTL_MS = PREFETCH_TTL_MS;

const requestKey = (filter: UserListFilter): string => JSON.stringify(listRequestFilter(filter));

/** A leave of the tab not yet done (`leaveUsersAtom`): React may be remounting it. */
const leaveTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined);

/** Loads the first page of `filter`, replacing whatever list was shown or loading. */
export const loadUsersAtom = atom(null, async (get, set, filter: UserListFilter) => {
  const primed = get(primedAtom);
  if (primed) set(primedAtom, null);
  const remount = get(leaveTimerAtom) !== undefined;
  if (remount) {
    clearTimeout(get(leaveTimerAtom));
    set(leaveTimerAtom, undefined);
  }
  const list = get(userListAtom);
  const same = list.status !== 'idle' && list.filter !== null && requestKey(list.filter) === requestKey(filter);
  // The tab's first load of the page asked for as the session began: that page, loaded or on its way.
  if (same && primed?.key === requestKey(filter) && Date.now() - primed.at <= PRIMED_TTL_MS) return;
  // The tab remounted (StrictMode, a keyed re-render) before its leave was done: its list stays.
  if (same && remount) return;
  const flight = startFlight(get, set);
  set(userListAtom, { ...INITIAL_USER_LIST, filter, status: 'loading' });
  await loadPage(get, set, flight, filter, 0);
});

/**
 * Asks for the first page of the URL's filter as soon as the session is set, before the Users tab
 * first renders (src/app/landing-prime.ts): its answer, usually waiting already (the first
 * script's or the host's prefetch), is then in the tab's first render, not one render later.
 */
export const primeUsersAtom = atom(null, async (get, set, params: URLSearchParams) => {
  const filter = listRequestFilter(filterFromParams(params));
  const loading = set(loadUsersAtom, filter);
  // Marked once the load has begun (its request sent; beginning clears the mark): the tab's first
  // load takes this flight.
  set(primedAtom, { key: requestKey(filter), at: Date.now() });
  await loading;
});

/** Appends the next page, when the paging rule allows one and none is loading. */
export const loadMoreUsersAtom = atom(null, async (get, set) => {
  const state = get(userListAtom);
  if (state.status !== 'ready' || !state.hasMore || state.loadingMore || !state.filter) return;
  set(userListAtom, { ...state, loadingMore: true, moreError: null });
  await loadPage(get, set, get(flightAtom), state.filter, state.rows / USER_LIST_VIEW_SIZE);
});

/** The screen went away: aborts the request in flight, ignores its answer and forgets the list. */
export const cancelUsersAtom = atom(null, (get, set) => {
  clearTimeout(get(leaveTimerAtom));
  set(leaveTimerAtom, undefined);
  const previous = get(flightAtom);
  previous.controller?.abort();
  set(flightAtom, { generation: previous.generation + 1, controller: null });
  set(primedAtom, null);
  set(userListAtom, INITIAL_USER_LIST);
});

/**
 * The tab unmounted: cancels a task later, so a remount of the same tab (React's StrictMode in
 * development, a keyed re-render) takes the list it had, loaded or on its way, instead of asking
 * the OMS again; a tab that stays gone aborts its request and forgets the list.
 */
export const leaveUsersAtom = atom(null, (get, set) => {
  clearTimeout(get(leaveTimerAtom));
  set(leaveTimerAtom, setTimeout(() => set(cancelUsersAtom), 0));
});

/** The group filter's choices (reference data). A failure is only logged (spec: lookup failures are logged). */
export const securityGroupsAtom = loadableAtom(
  atom(async (get): Promise<SecurityGroup[]> => {
    try {
      return await get(referenceAtoms.securityGroups.listAtom);
    } catch (error) {
      console.error('Could not load security groups:', error instanceof Error ? error.message : error);
      return [];
    }
  }),
);
