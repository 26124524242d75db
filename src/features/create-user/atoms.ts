/**
 * The user confirmation's server state: the new party and its contacts, read together into one
 * async atom per partyId with a version atom. Retry bumps the version (the screen shows loading
 * again); leaving bumps it too, so the next visit reads afresh rather than showing an old answer.
 */
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import type { Loadable } from '../../lib/loadable';
import { findPartyContacts } from '../../oms/contacts';
import type { PartyContacts } from '../../oms/contacts';
import { findUserParty } from '../../oms/user-details';
import type { UserParty } from '../../oms/user-details';
import { omsClientAtom } from '../../session/atoms';

export interface ConfirmedUser {
  party: UserParty;
  contacts: PartyContacts;
}

const LOADING = { state: 'loading' } as const;

const versionFamily = atomFamily((_partyId: string) => atom(0));

/** Never rejects: a failure is an answer the screen shows (with its Retry). null: no such user. */
const readFamily = atomFamily((partyId: string) =>
  atom(async (get, { signal }): Promise<Loadable<ConfirmedUser | null>> => {
    get(versionFamily(partyId));
    const client = get(omsClientAtom);
    if (!client) return { state: 'hasError', error: new Error('No OMS session') };
    try {
      const [party, contacts] = await Promise.all([findUserParty(client, partyId, signal), findPartyContacts(client, partyId, signal)]);
      return { state: 'hasData', data: party ? { party, contacts } : null };
    } catch (error) {
      return { state: 'hasError', error };
    }
  }),
);

/** Loading, error, or the user (null when not found); loading again while a retry reads. */
export const confirmedUserFamily = atomFamily((partyId: string) => unwrap(readFamily(partyId), () => LOADING));

/** Reads the user again (Retry), and marks a visit's answer as used (leaving the screen). */
export const reloadConfirmedUserAtom = atom(null, (_get, set, partyId: string) => {
  set(versionFamily(partyId), (version) => version + 1);
});
