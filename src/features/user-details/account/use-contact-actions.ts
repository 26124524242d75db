/**
 * The Contact details card's writes: add, edit and remove the email, the phone number and the
 * External ID (a party field), and copy a value.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { ContactKind } from '../../../lib/validation';
import { createUpdatePartyEmailAddress, createUpdatePartyTelecomNumber, deletePartyContactMech } from '../../../oms/contacts';
import { updatePartyGroup, updatePerson } from '../../../oms/user-details';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import { CONTACT_TEXTS } from './contact-texts';
import { useDetailsActions } from '../use-details';
import { isFacilityLogin } from '../../../party/party';

export function useContactActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const { partyId } = party;
  const facilityLogin = isFacilityLogin(party);

  const setExternalId = useCallback(
    (externalId: string) => (facilityLogin ? updatePartyGroup(client, { partyId, externalId }) : updatePerson(client, { partyId, externalId })),
    [client, facilityLogin, partyId],
  );

  /** Adds the value, or replaces it when the field has one (contactMechId for email and phone); true once saved. */
  const save = useCallback(
    async (kind: ContactKind, value: string, existing?: { contactMechId?: string }): Promise<boolean> => {
      const texts = CONTACT_TEXTS[kind];
      const editing = Boolean(existing);
      try {
        if (kind === 'email') {
          const contactMechId = await createUpdatePartyEmailAddress(client, { partyId, emailAddress: value, contactMechId: existing?.contactMechId });
          patch('contacts', (contacts) => ({ ...contacts, email: { email: value, contactMechId } }));
        } else if (kind === 'phoneNumber') {
          const contactMechId = await createUpdatePartyTelecomNumber(client, { partyId, contactNumber: value, contactMechId: existing?.contactMechId });
          patch('contacts', (contacts) => ({ ...contacts, phone: { contactNumber: value, contactMechId } }));
        } else {
          await setExternalId(value);
          patch('party', (current) => (current ? { ...current, externalId: value } : current));
        }
        notify(t(editing ? texts.updated : texts.added), 'success');
        return true;
      } catch {
        notify(t(editing ? texts.updateFailed : texts.addFailed), 'error');
        await refresh(kind === 'externalId' ? 'party' : 'contacts');
        return false;
      }
    },
    [client, partyId, patch, refresh, notify, t, setExternalId],
  );

  const remove = useCallback(
    async (kind: ContactKind, contactMechId?: string) => {
      const texts = CONTACT_TEXTS[kind];
      try {
        if (kind === 'externalId') {
          await setExternalId('');
          patch('party', (current) => (current ? { ...current, externalId: '' } : current));
        } else {
          await deletePartyContactMech(client, { partyId, contactMechId: contactMechId ?? '' });
          patch('contacts', (contacts) => ({ ...contacts, [kind === 'email' ? 'email' : 'phone']: undefined }));
        }
        notify(t(texts.removed), 'success');
      } catch {
        notify(t(texts.removeFailed), 'error');
        await refresh(kind === 'externalId' ? 'party' : 'contacts');
      }
    },
    [client, partyId, patch, refresh, notify, t, setExternalId],
  );

  const copy = useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        notify(t('Copied to clipboard'), 'success');
      } catch (error) {
        console.error('Copy failed', error instanceof Error ? error.message : error);
      }
    },
    [notify, t],
  );

  return { save, remove, copy };
}
