/**
 * The Me tab's mode of the user-details screen (`selfService`): the viewer's own details, read-only
 * but for setting their own password, for a login that may open the app but not list users (the
 * catalog's USERS_LIST_VIEW). The cards read the mode here, in one place each: `WriteControl`
 * leaves out what would change the user, `useSelfPasswordReset` lets the Reset password dialog set
 * the viewer's own password when the change policy allows it (src/policy: one's own password).
 */
import { createContext, useContext } from 'react';
import { decide, isViewersOwn } from '../../policy/policy';
import { usePolicyFacts } from '../../session/policy';
import { usePartyId } from './use-details';

const SelfServiceContext = createContext(false);

/** Marks the cards below as the viewer's own details, read-only (the Me tab). */
export const SelfService = SelfServiceContext.Provider;

/** Whether the cards show the viewer's own details on the Me tab. */
export function useSelfService(): boolean {
  return useContext(SelfServiceContext);
}

/** Its children, unless the details are read-only (the Me tab): a write control is not shown there. */
export function WriteControl({ children }: { children: React.ReactNode }): React.JSX.Element | null {
  return useSelfService() ? null : <>{children}</>;
}

/**
 * On the Me tab, whether the viewer may set this login's password without APP_UPDT_PASSWORD: the
 * change policy's answer for the shown user, which is the viewer's own (false while the
 * session's policy facts load, which every user-details page reads, and anywhere but the Me tab:
 * there the spec's gate alone decides).
 */
export function useSelfPasswordReset(): boolean {
  const selfService = useSelfService();
  const partyId = usePartyId();
  const policy = usePolicyFacts();
  // The policy answers who may change whom, not the gates: only the viewer's own login goes past APP_UPDT_PASSWORD.
  if (!selfService || !policy || !isViewersOwn(policy, { partyId })) return false;
  // The shown user is the viewer's own: their groups are the viewer's, read whole by the policy's facts.
  return decide(policy, { partyId, groupIds: policy.viewer.groupIds }, { kind: 'password' }).allowed;
}
