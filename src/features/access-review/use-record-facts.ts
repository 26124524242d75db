/**
 * What a review's record states about every login it contains, read when the record is made (issue
 * 62): the exact last login and the failures since, for every row, in bulk (src/oms
 * `findLastLogins`: chunks of logins, each bounded by the login's window) — not only for the rows
 * that were on screen. `reading` says how far it got; a failed read is said, and no record is made.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { findLastLogins } from '../../oms/access-review';
import type { LastLogin, LastLoginAsk } from '../../oms/access-review';
import { useOmsClient } from '../../session/hooks';
import { DAY_MS } from './review';
import type { ReviewRow } from './review';

/** Where a login's last success can be: within its narrowest window of successful logins, or anywhere. */
export function lastLoginAsk(row: Pick<ReviewRow, 'userLoginId' | 'lastLoginWithin'>, readAt: number): LastLoginAsk {
  return row.lastLoginWithin === undefined ? { userLoginId: row.userLoginId } : { userLoginId: row.userLoginId, since: readAt - row.lastLoginWithin * DAY_MS };
}

export function useRecordFacts(readAt: number): {
  reading: { done: number; total: number } | null;
  /** Every row's last login, or undefined when a read failed (the user is told). */
  read: (rows: readonly ReviewRow[]) => Promise<ReadonlyMap<string, LastLogin> | undefined>;
} {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const [reading, setReading] = useState<{ done: number; total: number } | null>(null);
  const read = useCallback(
    async (rows: readonly ReviewRow[]) => {
      setReading({ done: 0, total: rows.length });
      try {
        return await findLastLogins(
          client,
          rows.map((row) => lastLoginAsk(row, readAt)),
          (done) => setReading({ done, total: rows.length }),
        );
      } catch {
        notify(t('The last logins could not be read: no record was made. Try again.'), 'error');
        return undefined;
      } finally {
        setReading(null);
      }
    },
    [client, notify, t, readAt],
  );
  return { reading, read };
}
