/**
 * An access review's reads (src/oms/access-review.ts), all at once when the screen opens: the
 * population (logins, their parties, groups, the groups' permissions, store roles) and windows of
 * successful logins — ever, within 7, 30, 180 and 365 days and within the inactivity threshold
 * (each window read once; a new threshold reads its own) — then ./review.ts builds the rows. The exact last login is read for the rows on screen only, four
 * at a time, each once.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Loadable } from '../../lib/loadable';
import { useAsync } from '../../lib/use-async';
import { findAllCurrentGroups, findAllCurrentStoreRoles, findAllGroupPermissions, findAllLogins, findLastLogin, findLoggedInSince, findAllParties } from '../../oms/access-review';
import type { LastLogin } from '../../oms/access-review';
import { useOmsClient } from '../../session/hooks';
import { buildReview, DAY_MS, omsOwnLogins, windowDays } from './review';
import type { ReviewFacts, ReviewRow, ReviewSettings } from './review';

type Population = Omit<ReviewFacts, 'windows'>;

export interface AccessReviewData {
  review: Loadable<ReviewRow[]>;
  /** The logins the OMS keeps for itself (`system`): not in the review's rows; the screen and the record name them. */
  omsOwn: readonly string[];
  /** When the facts were read (the OMS's clock). */
  readAt: number;
  retry: () => void;
  /**
   * The logins as the OMS has them now, read again after removals were applied (`readCurrent`):
   * the screen shows a changed login's state, groups and stores from these, and the review's
   * record keeps the facts as reviewed. `currentFailed`: the last such read failed.
   */
  current: ReadonlyMap<string, ReviewRow>;
  currentFailed: boolean;
  readCurrent: () => Promise<void>;
}

export function useAccessReview(settings: ReviewSettings): AccessReviewData {
  const client = useOmsClient();
  const [readAt] = useState(() => client.clock.now());
  const readPopulation = useCallback(async (): Promise<Population> => {
    const [logins, parties, groups, groupPermissions, storeRoles, everLoggedIn] = await Promise.all([
      findAllLogins(client),
      findAllParties(client),
      findAllCurrentGroups(client),
      findAllGroupPermissions(client),
      findAllCurrentStoreRoles(client),
      findLoggedInSince(client, undefined),
    ]);
    return { logins, parties, groups, groupPermissions, storeRoles, everLoggedIn };
  }, [client]);
  const read = useRef(new Map<number, Promise<Set<string>>>());
  const days = windowDays(settings).join(',');
  const readActive = useCallback(async () => {
    const windows = days.split(',').map(Number);
    const sets = await Promise.all(
      windows.map((day) => {
        let window = read.current.get(day);
        if (!window) {
          window = findLoggedInSince(client, readAt - day * DAY_MS);
          // A failed read is read again on retry.
          window.catch(() => read.current.delete(day));
          read.current.set(day, window);
        }
        return window;
      }),
    );
    return new Map(windows.map((day, index) => [day, sets[index] as Set<string>]));
  }, [client, readAt, days]);
  const [population, retryPopulation] = useAsync(readPopulation);
  const [active, retryActive] = useAsync(readActive);

  const review = useMemo((): AccessReviewData['review'] => {
    if (population.state === 'hasError') return population;
    if (active.state === 'hasError') return active;
    if (population.state === 'loading' || active.state === 'loading') return { state: 'loading' };
    return { state: 'hasData', data: buildReview({ ...population.data, windows: active.data }, settings, readAt) };
  }, [population, active, settings, readAt]);

  const omsOwn = useMemo(() => (population.state === 'hasData' ? omsOwnLogins(population.data.logins) : []), [population]);

  const retry = useCallback(() => {
    retryPopulation();
    retryActive();
  }, [retryPopulation, retryActive]);

  const [current, setCurrent] = useState<ReadonlyMap<string, ReviewRow>>(new Map());
  const [currentFailed, setCurrentFailed] = useState(false);
  const currentRead = useRef(0);
  const readCurrent = useCallback(async () => {
    if (active.state !== 'hasData') return;
    const attempt = ++currentRead.current;
    setCurrentFailed(false);
    try {
      const rows = buildReview({ ...(await readPopulation()), windows: active.data }, settings, client.clock.now());
      if (attempt === currentRead.current) setCurrent(new Map(rows.map((row) => [row.userLoginId, row])));
    } catch {
      if (attempt === currentRead.current) setCurrentFailed(true);
    }
  }, [active, readPopulation, settings, client]);
  return { review, omsOwn, readAt, retry, current, currentFailed, readCurrent };
}

const LAST_LOGIN_CONCURRENCY = 4;

/** The exact last logins read so far, and `ask` for more (the rows on screen): each read once, four at a time. */
export function useLastLoginCache(): { known: ReadonlyMap<string, LastLogin | 'failed'>; ask: (userLoginIds: readonly string[]) => void } {
  const client = useOmsClient();
  const [known, setKnown] = useState<ReadonlyMap<string, LastLogin | 'failed'>>(new Map());
  const asked = useRef(new Set<string>());
  const queue = useRef<string[]>([]);
  const workers = useRef(0);
  const ask = useCallback(
    (userLoginIds: readonly string[]) => {
      for (const id of userLoginIds) {
        if (asked.current.has(id)) continue;
        asked.current.add(id);
        queue.current.push(id);
      }
      const work = async () => {
        workers.current += 1;
        for (let id = queue.current.shift(); id !== undefined; id = queue.current.shift()) {
          const read = id;
          const answer = await findLastLogin(client, read).catch((): 'failed' => 'failed');
          setKnown((previous) => new Map(previous).set(read, answer));
        }
        workers.current -= 1;
      };
      while (workers.current < LAST_LOGIN_CONCURRENCY && queue.current.length > 0) void work();
    },
    [client],
  );
  return { known, ask };
}
