/**
 * The Contact details card's writes: add, edit and remove the email, the phone number and the
 * External ID (a party field), and copy a value. Each is planned with the change policy (`policy`:
 * a super user's email is theirs to change only by a super user, as it is where the reset email
 * goes) and written by src/setup/user-writes from the cleared plan only.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { ContactKind } from '../../../lib/validation';
import type { UserParty } from '../../../oms/user-details';
import { writeContact, writeContactRemoval, writeExternalId } from '../../../setup/user-writes';
import { useUserPolicy } from '../use-user-policy';
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
  const policy = useUserPolicy(party);
  const { plan } = policy;

  /** Adds the value, or replaces it when the field has one (contactMechId for email and phone); true once saved. */
  const save = useCallback(
    async (kind: ContactKind, value: string, existing?: { contactMechId?: string }): Promise<boolean> => {
      const texts = CONTACT_TEXTS[kind];
      const editing = Boolean(existing);
      const cleared = plan({ partyId, facilityLogin }, [{ kind: 'contact' }]);
      if (!cleared) return false;
      try {
        if (kind === 'email') {
          const contactMechId = await writeContact(client, cleared, { kind, value, contactMechId: existing?.contactMechId });
          patch('contacts', (contacts) => ({ ...contacts, email: { email: value, contactMechId } }));
        } else if (kind === 'phoneNumber') {
          const contactMechId = await writeContact(client, cleared, { kind, value, contactMechId: existing?.contactMechId });
          patch('contacts', (contacts) => ({ ...contacts, phone: { contactNumber: value, contactMechId } }));
        } else {
          await writeExternalId(client, cleared, value);
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
    [client, partyId, facilityLogin, plan, patch, refresh, notify, t],
  );

  const remove = useCallback(
    async (kind: ContactKind, contactMechId?: string) => {
      const texts = CONTACT_TEXTS[kind];
      const cleared = plan({ partyId, facilityLogin }, [{ kind: 'contact' }]);
      if (!cleared) return;
      try {
        if (kind === 'externalId') {
          await writeExternalId(client, cleared, '');
          patch('party', (current) => (current ? { ...current, externalId: '' } : current));
        } else {
          await writeContactRemoval(client, cleared, contactMechId ?? '');
          patch('contacts', (contacts) => ({ ...contacts, [kind === 'email' ? 'email' : 'phone']: undefined }));
        }
        notify(t(texts.removed), 'success');
      } catch {
        notify(t(texts.removeFailed), 'error');
        await refresh(kind === 'externalId' ? 'party' : 'contacts');
      }
    },
    [client, partyId, facilityLogin, plan, patch, refresh, notify, t],
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

  return { policy, save, remove, copy };
}
