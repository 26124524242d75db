/**
 * 'Create User': validates the form (one toast, nothing sent), creates the party, and for a
 * facility login associates the chosen facility itself (createRelationship does not), then
 * replaces the route with the user confirmation. One create per submit: while a create runs the
 * button is disabled and any further submit (a double click, Enter twice) is ignored.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { useAppNavigate } from '../../lib/navigation';
import { useBusy } from '../../lib/use-busy';
import { applyAssociationDiff } from '../../oms/association-diff';
import { createUser, findJustCreated, JUST_CREATED_WINDOW_MS } from '../../oms/create-user';
import type { JustCreated } from '../../oms/create-user';
import { isOmsError } from '../../oms/errors';
import type { OmsClient } from '../../oms/client';
import { useOmsClient, useSession } from '../../session/hooks';
import { associationCalls, facilitySteps } from '../../setup/associations';
import { createPerson } from '../../setup/create-person';
import { createUserRequest, validateCreateUser } from '../../setup/create-user-form';
import type { CreateUserForm } from '../../setup/create-user-form';

/** What the confirmation is told besides the party: a second party the browser's resend made, disabled (issue 35). */
export interface ConfirmationState {
  disabledDouble?: string;
}

export const PARTIALLY_CREATED_MESSAGE = 'User created, but it could not be added to the facility. Add the facility during setup.';

/** Adds the party to the facility as a picker (the role ensured first); true when both were done. */
async function addToFacility(client: OmsClient, partyId: string, facilityId: string): Promise<boolean> {
  const result = await applyAssociationDiff({ end: [], add: [facilityId], unchanged: [] }, facilitySteps(associationCalls(client), partyId));
  return result.allDone;
}

export interface CreateUserAction {
  /** Validates and creates; resolves when done (the route has been replaced on success). */
  create: (form: CreateUserForm) => Promise<void>;
  /** A create is in flight. */
  creating: boolean;
  /**
   * A party a create whose answer was lost may have made (issue 21): offered ("A user named … was
   * just created. Open it?") instead of creating a second person.
   */
  justCreated: JustCreated | null;
  /** Goes on with the offered party, as after a create that answered. */
  openJustCreated: () => void;
  /** Not that one: the next 'Create User' creates (once more) without looking. */
  dismissJustCreated: () => void;
}

export function useCreateUser(): CreateUserAction {
  const client = useOmsClient();
  const { organizationPartyId, profile } = useSession();
  const notify = useNotify();
  const navigate = useAppNavigate();
  const { t } = useTranslation();
  // One create at a time: a second submit while one runs (the same tick included) is ignored.
  const { busy, run } = useBusy();
  const [justCreated, setJustCreated] = useState<JustCreated | null>(null);
  // When a create whose answer was lost was sent: until settled, a submit looks before it creates.
  const lostSince = useRef<number | null>(null);

  /** A party this login made since `since` with the form's names, or undefined (a failed read finds none). */
  const look = useCallback(
    (form: CreateUserForm, since: number) => findJustCreated(client, createUserRequest(form, organizationPartyId), profile.userLoginId, since).catch(() => undefined),
    [client, organizationPartyId, profile.userLoginId],
  );

  const create = useCallback(
    (form: CreateUserForm) =>
      run(async () => {
        const errors = validateCreateUser(form);
        if (errors.length > 0) {
          notify(errors.map((error) => t(error)).join(' '), 'error');
          return;
        }
        const outcome = await createPerson(
          { create: () => createUser(client, createUserRequest(form, organizationPartyId), profile.userLoginId), look: (since) => look(form, since) },
          // On the OMS's clock, with a margin: a party made a little before we sent still counts.
          { lostSince: lostSince.current ?? undefined, now: () => client.clock.now(), windowMs: JUST_CREATED_WINDOW_MS },
        );
        if (outcome.kind === 'found') {
          lostSince.current = outcome.lostSince;
          setJustCreated(outcome.found);
          return;
        }
        if (outcome.kind === 'failed') {
          if (outcome.lostSince !== undefined) lostSince.current = outcome.lostSince;
          const { error } = outcome;
          notify((isOmsError(error) && error.serverMessage) || t('Failed to create user.'), 'error');
          return;
        }
        lostSince.current = null;
        const { partyId, disabledDouble } = outcome.made;
        // The party exists from here on: whatever follows, the flow goes on to the confirmation.
        if (form.facilityLogin && !(await addToFacility(client, partyId, form.facilityId))) {
          notify(t(PARTIALLY_CREATED_MESSAGE), 'warning');
        } else {
          notify(t('User created successfully'), 'success');
        }
        const state: ConfirmationState | undefined = disabledDouble ? { disabledDouble } : undefined;
        navigate(`/user-confirmation/${encodeURIComponent(partyId)}`, { replace: true, state });
      }),
    [run, look, client, organizationPartyId, profile.userLoginId, notify, navigate, t],
  );

  const openJustCreated = useCallback(() => {
    if (!justCreated) return;
    lostSince.current = null;
    navigate(`/user-confirmation/${encodeURIComponent(justCreated.partyId)}`, { replace: true });
  }, [justCreated, navigate]);
  const dismissJustCreated = useCallback(() => {
    lostSince.current = null;
    setJustCreated(null);
  }, []);

  return { create, creating: busy, justCreated, openJustCreated, dismissJustCreated };
}
