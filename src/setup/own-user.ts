/**
 * Taking access away from many users at once never includes the admin doing it: blocked or
 * offboarded mid-run, they would lock themselves out with the rest of the run unwritten. The Users
 * tab's bulk actions, 'Offboard from a file' and the access review's Remove and 'Remove groups…'
 * (`mayRemove` in features/access-review/review.ts, for every login of the viewer's user) leave the viewer's own
 * user out by this rule, and so does 'Offboard…' on the viewer's own page (its block and force logout
 * would end the viewer's session with the other steps unwritten). That page still offers each
 * change on its own, as the spec has it (blocking one's own login included). The profile card's
 * 'Your user' badge is this rule too: any login of the viewer's own party.
 */
import type { BulkAction, BulkLine } from './bulk';
import { isViewersOwn } from '../policy/policy';
import type { PolicyContext } from '../policy/policy';

import { OWN_USER_LEFT_OUT } from '../policy/batch';

export { OWN_USER_LEFT_OUT };

/**
 * The bulk lines with the viewer's own user (the change policy's isViewersOwn) skipped, for an
 * action that takes access away; an add to one's own user is the policy's rule 3 (bulk.ts asks it).
 */
export function leaveOutOwnUser(action: BulkAction, lines: readonly BulkLine[], policy: PolicyContext): BulkLine[] {
  if (action.kind === 'unblock' || action.kind === 'addGroup') return [...lines];
  return lines.map((line) => (isViewersOwn(policy, line) ? { ...line, skipped: OWN_USER_LEFT_OUT, params: undefined } : line));
}
