/**
 * Quick setup's reads and its run: the user being set up (party, email, current facilities, read
 * afresh on every entry) and the checklist of a run, kept across retries of this screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Loadable } from '../../lib/loadable';
import { findPartyContacts } from '../../oms/contacts';
import { findUserFacilities } from '../../oms/facilities';
import { heldPassword, userLoginExists } from '../../oms/logins';
import { findUserParty } from '../../oms/user-details';
import { omsClientAtom, sessionAtom } from '../../session/atoms';
import { useOmsClient } from '../../session/hooks';
import { useFreshPolicyContext } from '../../session/policy';
import { readPolicyTarget } from '../../setup/policy-target';
import { setupCalls } from '../../setup/setup-calls';
import type { SetupUser } from '../../setup/setup-form';
import { clearSetup } from '../../setup/setup-plan';
import type { RefusedStep, SetupStep } from '../../setup/setup-plan';
import { isRunComplete, runSetup } from '../../setup/setup-run';
import type { RunState } from '../../setup/setup-run';

/** The user quick setup works on; null when there is no such party. */
export function useSetupUser(partyId: string): [Loadable<SetupUser | null>, () => void] {
  const client = useAtomValue(omsClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; value: Loadable<SetupUser | null> }>();
  const key = `${partyId}#${attempt}`;

  useEffect(() => {
    if (!client) return;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([findUserParty(client, partyId, signal), findPartyContacts(client, partyId, signal), findUserFacilities(client, partyId, signal)]).then(
      ([party, contacts, facilities]) => {
        const user: SetupUser | null = party
          ? { ...party, email: contacts.email, facilityIds: [...new Set(facilities.map((facility) => facility.facilityId))] }
          : null;
        setAnswer({ key, value: { state: 'hasData', data: user } });
      },
      (error: unknown) => {
        if (!signal.aborted) setAnswer({ key, value: { state: 'hasError', error } });
      },
    );
    return () => controller.abort();
  }, [client, partyId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.key === key ? answer.value : { state: 'loading' }, retry];
}

/**
 * `complete`: with the password the login holds when the plan has a login and it can be told
 * (oms/logins heldPassword: not when a retry changed the password after a create whose answer was lost).
 * `refused`: the steps the change policy refused (never sent), with what ran of the rest.
 */
export type RunOutcome =
  | { kind: 'complete'; state: RunState; password?: string }
  | { kind: 'failed'; state: RunState; refused: readonly RefusedStep[] }
  | { kind: 'refused'; state: RunState; refused: readonly RefusedStep[] }
  | { kind: 'duplicateLogin'; userLoginId: string }
  | { kind: 'busy' };

/** Runs a plan and keeps its checklist; a second run resumes the first (done steps are skipped). */
export function useSetupRun(user: SetupUser | null) {
  const client = useOmsClient();
  const organizationPartyId = useAtomValue(sessionAtom)?.organizationPartyId;
  const freshPolicy = useFreshPolicyContext();
  const [state, setState] = useState<RunState>([]);
  const [refused, setRefused] = useState<readonly RefusedStep[]>([]);
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const last = useRef<RunState>([]);

  const run = useCallback(
    async (steps: readonly SetupStep[]): Promise<RunOutcome> => {
      if (!user || inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setRunning(true);
      try {
        const login = steps.find((step) => step.id === 'login');
        const loginDone = last.current.some((step) => step.id === 'login' && step.status === 'done');
        // The clash check (spec 4 step 2) is skipped once this screen made the login itself.
        if (login && login.id === 'login' && !loginDone && (await userLoginExists(client, login.userLoginId))) {
          const owner = await setupCalls(client, user.partyTypeId).findLoginPartyId(login.userLoginId);
          if (owner !== user.partyId) return { kind: 'duplicateLogin', userLoginId: login.userLoginId };
        }
        // Decided on fresh facts: the viewer's, and the user's groups (every login's) read whole.
        const [policy, target] = await Promise.all([freshPolicy(), readPolicyTarget(client, user.partyId)]);
        const plan = clearSetup(policy, target, steps);
        setRefused(plan.refused);
        const final = await runSetup(plan, { partyId: user.partyId, organizationPartyId, now: () => client.clock.now() }, setupCalls(client, user.partyTypeId), last.current, (next) => {
          last.current = next;
          setState(next);
        });
        if (!isRunComplete(final)) return { kind: 'failed', state: final, refused: plan.refused };
        if (plan.refused.length > 0) return { kind: 'refused', state: final, refused: plan.refused };
        return { kind: 'complete', state: final, password: login?.id === 'login' ? heldPassword(client, login.userLoginId) : undefined };
      } finally {
        inFlight.current = false;
        setRunning(false);
      }
    },
    [client, user, organizationPartyId, freshPolicy],
  );

  /** Forgets the checklist (a new template): the next run checks every step against the OMS again. */
  const reset = useCallback(() => {
    last.current = [];
    setState([]);
    setRefused([]);
  }, []);

  return { state, refused, running, run, reset };
}
