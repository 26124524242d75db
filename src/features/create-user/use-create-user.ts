/**
 * 'Create User': validates the form (one toast, nothing sent), creates the party, and for a
 * facility login associates the chosen facility itself (createRelationship does not), then
 * replaces the route with the user confirmation. One create per submit: while a create runs the
 * button is disabled and any further submit (a double click, Enter twice) is ignored.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/toaster';
import { useAppNavigate } from '../../lib/navigation';
import { useAppServices } from '../../lib/services';
import { useBusy } from '../../lib/use-busy';
import { applyAssociationDiff } from '../../oms/association-diff';
import { createUser } from '../../oms/create-user';
import { isOmsError } from '../../oms/errors';
import { addPartyToFacility } from '../../oms/facilities';
import { ensurePartyRole } from '../../oms/party-roles';
import type { OmsClient } from '../../oms/client';
import { useOmsClient, useSession } from '../../session/hooks';
import { createUserRequest, validateCreateUser } from './form';
import type { CreateUserForm } from './form';

/** The role a facility login holds at its facility, ensured on the party first. */
export const FACILITY_LOGIN_ROLE = 'WAREHOUSE_PICKER';

export const PARTIALLY_CREATED_MESSAGE = 'User created, but it could not be added to the facility. Add the facility during setup.';

/** Ensures the role, then adds the party to the facility; true when both were done. */
async function addToFacility(client: OmsClient, partyId: string, facilityId: string, now: () => number): Promise<boolean> {
  const result = await applyAssociationDiff(
    { end: [], add: [facilityId], unchanged: [] },
    {
      ensure: () => ensurePartyRole(client, { partyId, roleTypeId: FACILITY_LOGIN_ROLE }),
      end: () => Promise.resolve(),
      add: (id) => addPartyToFacility(client, { partyId, facilityId: id, roleTypeId: FACILITY_LOGIN_ROLE }),
    },
    { now },
  );
  return result.allDone;
}

export interface CreateUserAction {
  /** Validates and creates; resolves when done (the route has been replaced on success). */
  create: (form: CreateUserForm) => Promise<void>;
  /** A create is in flight. */
  creating: boolean;
}

export function useCreateUser(): CreateUserAction {
  const client = useOmsClient();
  const { organizationPartyId } = useSession();
  const { environment } = useAppServices();
  const notify = useNotify();
  const navigate = useAppNavigate();
  const { t } = useTranslation();
  // One create at a time: a second submit while one runs (the same tick included) is ignored.
  const { busy, run } = useBusy();

  const create = useCallback(
    (form: CreateUserForm) =>
      run(async () => {
        const errors = validateCreateUser(form);
        if (errors.length > 0) {
          notify(errors.map((error) => t(error)).join(' '), 'error');
          return;
        }
        let partyId: string;
        try {
          partyId = await createUser(client, createUserRequest(form, organizationPartyId));
        } catch (error) {
          notify((isOmsError(error) && error.serverMessage) || t('Failed to create user.'), 'error');
          return;
        }
        // The party exists from here on: whatever follows, the flow goes on to the confirmation.
        if (form.facilityLogin && !(await addToFacility(client, partyId, form.facilityId, environment.now))) {
          notify(t(PARTIALLY_CREATED_MESSAGE), 'warning');
        } else {
          notify(t('User created successfully'), 'success');
        }
        navigate(`/user-confirmation/${encodeURIComponent(partyId)}`, { replace: true });
      }),
    [run, client, organizationPartyId, environment, notify, navigate, t],
  );

  return { create, creating: busy };
}
